import Testing

@testable import PagerProgram

/// The one list of modes set besides the screen's own: what turns them on and off, which the
/// crash guard writes too.
@Suite struct TerminalModesTests {
  static let brackets = (on: "\u{1B}[?2004h", off: "\u{1B}[?2004l")

  @Test func noModeMeansNothingToSend() {
    let modes = TerminalModes()
    #expect(modes.list.isEmpty)
    #expect(modes.on.isEmpty && modes.off.isEmpty)
  }

  @Test func everyModeGoesOnAndOffInOneOrder() {
    let modes = TerminalModes(
      reportsMouse: true, pasteBrackets: Self.brackets, setsGraphemeMode: true)
    #expect(
      modes.on
        == ControlSequence.mouseReportingOn + Self.brackets.on
        + ControlSequence.graphemeClusterModeOn)
    #expect(
      modes.off
        == ControlSequence.mouseReportingOff + Self.brackets.off
        + ControlSequence.graphemeClusterModeOff)
  }

  @Test func aModeLeftOutIsNeitherTurnedOnNorOff() {
    let modes = TerminalModes(pasteBrackets: Self.brackets)
    #expect(modes.on == Self.brackets.on && modes.off == Self.brackets.off)
    #expect(!modes.on.contains(ControlSequence.mouseReportingOn))
  }
}
