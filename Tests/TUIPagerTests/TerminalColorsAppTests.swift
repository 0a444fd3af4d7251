import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Through the whole program in-process: a text tab keeps the terminal's own colours, `--tint`
/// paints it, and the terminal's answer on its background changes the bar to read on it.
@Suite struct TerminalColorsAppTests {
  /// The style of the first cell of the first text row: under the bar, or, with more than one
  /// tab, under the indicator too.
  static func textStyle(_ pilot: Pilot, tabs: Int = 1) -> Style {
    pilot.frame.cells[pilot.frame.width * (tabs == 1 ? 1 : 2)].style
  }

  @Test func aTextTabKeepsTheTerminalsColours() throws {
    let file = try TemporaryFile(named: "plain.txt", "some text\n")
    let pilot = try Pilot([file.path])
    #expect(pilot.lines[1].hasPrefix("some text"))
    #expect(Self.textStyle(pilot).background == .standard)
    #expect(Self.textStyle(pilot).foreground == .standard)
  }

  @Test func tintPaintsTheTabInItsColour() throws {
    let file = try TemporaryFile(named: "plain.txt", "some text\n")
    let pilot = try Pilot(["--tint", file.path])
    #expect(Self.textStyle(pilot).background != .standard)
  }

  @Test func aLightBackgroundGivesALightBar() throws {
    let file = try TemporaryFile(named: "plain.txt", "some text\n")
    let pilot = try Pilot([file.path, file.path], colorDepth: .trueColor)
    let darkBar = pilot.frame.cells[0].style.background
    pilot.send(.background(RGB(250, 250, 250)))
    pilot.settle()
    let lightBar = pilot.frame.cells[0].style.background
    guard case .rgb(let dark) = darkBar, case .rgb(let light) = lightBar else {
      Issue.record("the bar has no direct colour: \(darkBar) \(lightBar)")
      return
    }
    #expect(dark.luminance < 0.3 && light.luminance > 0.7)
    #expect(Self.textStyle(pilot, tabs: 2).background == .standard)
  }
}
