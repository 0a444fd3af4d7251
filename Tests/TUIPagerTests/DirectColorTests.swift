import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `COLORTERM=truecolor` (or `24bit`) passes 24-bit colours to the terminal as they are, past
/// ncurses, whose terminfo entry (`xterm-256color`, `xterm`) stops at 256 colours or 8.
@Suite struct DirectColorTests {
  @Test func theTerminalsWordIsTakenWhereTerminfoHasFewerColours() {
    for depth in [ColorDepth.basic8, .palette256] {
      #expect(OverlayLooks.passesDirectColor(colorTerm: "truecolor", depth: depth))
      #expect(OverlayLooks.passesDirectColor(colorTerm: "24bit", depth: depth))
      #expect(!OverlayLooks.passesDirectColor(colorTerm: nil, depth: depth))
      #expect(!OverlayLooks.passesDirectColor(colorTerm: "", depth: depth))
      #expect(!OverlayLooks.passesDirectColor(colorTerm: "yes", depth: depth))
    }
    // ncurses speaks direct colour itself; with no colour (--color never) none goes out.
    #expect(!OverlayLooks.passesDirectColor(colorTerm: "truecolor", depth: .trueColor))
    #expect(!OverlayLooks.passesDirectColor(colorTerm: "truecolor", depth: .none))
  }

  @Test func onlyCellsInATwentyFourBitColourGoPastNcurses() {
    let looks = OverlayLooks(
      strikethrough: nil, overline: nil, underlineShape: nil, underlineColor: nil,
      passesLinks: false, passesDirectColor: true)
    #expect(looks.needsOverlay(Style(foreground: .rgb(RGB(10, 200, 30)))))
    #expect(looks.needsOverlay(Style(background: .rgb(RGB(10, 200, 30)))))
    #expect(!looks.needsOverlay(Style(foreground: .indexed(238))))
    #expect(!looks.needsOverlay(Style()))
    var without = looks
    without.passesDirectColor = false
    #expect(!without.needsOverlay(Style(foreground: .rgb(RGB(10, 200, 30)))))
  }

  @Test func theColourGoesOutInTheFormProgramsWriteIt() {
    #expect(
      ControlSequence.directColor(RGB(10, 200, 30), isForeground: true) == "\u{1B}[38;2;10;200;30m")
    #expect(
      ControlSequence.directColor(RGB(0, 0, 255), isForeground: false) == "\u{1B}[48;2;0;0;255m")
  }
}
