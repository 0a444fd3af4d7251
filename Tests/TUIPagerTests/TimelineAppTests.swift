import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The timeline (`i`) in the program: a log's lines per interval over the screen, a merge's
/// summed from its texts; Left and Right choose a bar, Enter goes to its time, Esc closes; a
/// text without times is told.
@Suite struct TimelineAppTests {
  static func heading(_ pilot: Pilot) -> String { pilot.lines[0] }

  @Test func opensCountsAndGoesToABar() throws {
    // 400 lines 30 s apart from 08:00 UTC: 3 h 20 min, an error every twentieth line.
    let file = try TemporaryFile(named: "access.log", GoToTimeAppTests.log())
    let pilot = try Pilot([file.path], size: Size(columns: 80, rows: 12))
    pilot.press(.character("i"))
    pilot.settle()
    #expect(pilot.screen.inputMode == .timeline)
    #expect(Self.heading(pilot).hasPrefix(" Timeline · 5m a bar · peak "), "\(pilot.lines)")
    #expect(!Self.heading(pilot).contains("counting"))
    // The last bar is chosen: 11:15 to 11:20, lines 390 to 399.
    #expect(pilot.lines.last?.contains("11:15–11:20 · 10 lines") == true, "\(pilot.lines)")
    #expect(pilot.lines[10].contains("08:00"), "\(pilot.lines[10])")
    pilot.press(.home)
    #expect(pilot.lines.last?.contains("08:00–08:05 · 12 lines · 0 errors") == true)
    pilot.press(.right, .character("l"), .character("h"), .right)
    #expect(pilot.lines.last?.contains("08:10–08:15") == true, "\(pilot.lines)")
    pilot.press(.enter)
    #expect(pilot.screen.inputMode == .normal)
    #expect(GoToTimeAppTests.top(pilot).hasPrefix("2024-01-26T08:10:00Z INFO request 20"))
  }

  @Test func escapeClosesGoingNowhereAndAResizeFitsTheBars() throws {
    let file = try TemporaryFile(named: "access.log", GoToTimeAppTests.log())
    let pilot = try Pilot([file.path], size: Size(columns: 80, rows: 12))
    pilot.press(.character("i"))
    pilot.settle()
    pilot.resize(to: Size(columns: 20, rows: 8))
    #expect(Self.heading(pilot).hasPrefix(" Timeline · 15m a b"), "\(pilot.lines)")
    pilot.resize(to: Size(columns: 1, rows: 1))
    pilot.resize(to: Size(columns: 80, rows: 12))
    pilot.press(.escape)
    #expect(pilot.screen.inputMode == .normal)
    #expect(GoToTimeAppTests.top(pilot).hasPrefix("2024-01-26T08:00:00Z"))
    pilot.press(.character("i"), .character("q"))
    #expect(pilot.screen.inputMode == .normal)
  }

  @Test func aMergeSumsItsTextsWithTheirErrors() throws {
    let web = try TemporaryFile(
      named: "web.log", MergeAppTests.web.joined(separator: "\n") + "\n")
    let app = try TemporaryFile(
      named: "app.log", MergeAppTests.app.joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--merge", web.path, app.path], size: Size(columns: 120, rows: 8))
    pilot.press(.character("i"))
    pilot.settle()
    // Eleven lines from 08:00:00 to 08:01:40: a second a bar fits 120 columns.
    #expect(Self.heading(pilot).hasPrefix(" Timeline · 1s a bar · peak 3"), "\(pilot.lines)")
    pilot.press(.home)
    #expect(pilot.lines.last?.contains("08:00:00–08:00:01 · 1 line · 0 errors") == true)
    pilot.press(.right, .right, .right, .right, .right)
    // The error at 08:00:05 and its traceback's two lines.
    #expect(
      pilot.lines.last?.contains("08:00:05–08:00:06 · 3 lines · 1 error") == true,
      "\(pilot.lines.last ?? "")")
    pilot.press(.enter)
    #expect(MergeAppTests.shown(pilot).first == MergeAppTests.app[0], "\(pilot.lines)")
  }

  @Test func aTextWithoutTimesIsTold() throws {
    let prose = try TemporaryFile(named: "notes.txt", "Dear reader,\nno times here.\n")
    let pilot = try Pilot([prose.path], size: Size(columns: 80, rows: 12))
    pilot.press(.character("i"))
    #expect(pilot.screen.inputMode == .normal)
    #expect(
      pilot.lines.last?.contains("No times in this tab's first lines: the timeline needs a log")
        == true, "\(pilot.lines)")
  }
}
