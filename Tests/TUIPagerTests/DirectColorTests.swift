import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `COLORTERM=truecolor` (or `24bit`) passes 24-bit colours to the terminal as they are, where
/// its terminfo entry (`xterm-256color`, `xterm`) stops at 256 colours or 8.
@Suite struct DirectColorTests {
  @Test func theTerminalsWordIsTakenWhereTerminfoHasFewerColours() {
    for depth in [ColorDepth.basic8, .palette256] {
      #expect(TerminalLooks.passesDirectColor(colorTerm: "truecolor", depth: depth))
      #expect(TerminalLooks.passesDirectColor(colorTerm: "24bit", depth: depth))
      #expect(!TerminalLooks.passesDirectColor(colorTerm: nil, depth: depth))
      #expect(!TerminalLooks.passesDirectColor(colorTerm: "", depth: depth))
      #expect(!TerminalLooks.passesDirectColor(colorTerm: "yes", depth: depth))
    }
    // Terminfo's direct colour is used as it is; with no colour (--color never) none goes out.
    #expect(!TerminalLooks.passesDirectColor(colorTerm: "truecolor", depth: .trueColor))
    #expect(!TerminalLooks.passesDirectColor(colorTerm: "truecolor", depth: .none))
  }

  @Test func theColourGoesOutInTheFormProgramsWriteIt() {
    #expect(
      ControlSequence.directColor(RGB(10, 200, 30), isForeground: true) == "\u{1B}[38;2;10;200;30m")
    #expect(
      ControlSequence.directColor(RGB(0, 0, 255), isForeground: false) == "\u{1B}[48;2;0;0;255m")
  }
}
