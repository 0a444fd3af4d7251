import Testing

@testable import PagerProgram

/// The one list of modes set past ncurses: what turns them on and off, and what the crash guard
/// writes.
@Suite struct TerminalModesTests {
  static let brackets = (on: "\u{1B}[?2004h", off: "\u{1B}[?2004l")

  @Test func noModeMeansNothingToSend() {
    let modes = TerminalModes()
    #expect(modes.list.isEmpty)
    #expect(modes.on.isEmpty && modes.off.isEmpty && modes.offWithoutCurses.isEmpty)
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
        == ControlSequence.dragReportsOff + Self.brackets.off
        + ControlSequence.graphemeClusterModeOff)
  }

  @Test func theCrashGuardAlsoTurnsOffTheMouseModeNcursesSets() {
    let modes = TerminalModes(reportsMouse: true, pasteBrackets: Self.brackets)
    #expect(modes.offWithoutCurses == ControlSequence.mouseReportingOff + Self.brackets.off)
  }

  @Test func aModeLeftOutIsNeitherTurnedOnNorOff() {
    let modes = TerminalModes(pasteBrackets: Self.brackets)
    #expect(modes.on == Self.brackets.on && modes.off == Self.brackets.off)
    #expect(!modes.on.contains(ControlSequence.mouseReportingOn))
  }

  @Test func theCursesPartIsUndoneFromTerminfo() {
    #expect(TerminalModes.cursesCapabilitiesOff == ["sgr0", "cnorm", "rmkx", "rmcup"])
  }
}
