import PagerKit
import TestSupport
import Testing

@testable import Dashboard

/// The example embedding PagerKit: its frames, as its loop would draw them, and its keys.
@Suite struct DashboardTests {
  static let size = Size(columns: 40, rows: 6)

  @Test func theFirstFrameShowsThreeTabsAndTheCPUGauge() throws {
    var dashboard = try Dashboard(size: Self.size)
    dashboard.record(at: .zero)
    dashboard.record(at: .zero)
    let lines = dashboard.render(at: .zero).lines
    #expect(["CPU", "Memory", "Disk"].allSatisfy { lines[0].contains($0) }, "\(lines)")
    // Newest first: the second reading (37%) above the first (0%).
    let gauge = lines.filter { $0.contains("%") }
    #expect(gauge.count == 2, "\(lines)")
    #expect(gauge.first?.hasPrefix("███████░░░░░░░░░░░░░ 37%") == true, "\(lines)")
    #expect(gauge.last?.hasPrefix("░░░░░░░░░░░░░░░░░░░░ 0%") == true, "\(lines)")
  }

  @Test func keysSlideToTheNextGaugeAndQQuits() throws {
    var dashboard = try Dashboard(size: Self.size)
    dashboard.record(at: .zero)
    let goesOn = dashboard.press(Array("l".utf8), at: .zero)
    #expect(goesOn)
    #expect(dashboard.pager.isMoving(at: Instant(milliseconds: 100)))
    let settled = Instant(milliseconds: 1000)
    #expect(!dashboard.pager.isMoving(at: settled))
    // The Memory gauge's first reading: 29%.
    let lines = dashboard.render(at: settled).lines
    #expect(lines.contains { $0.hasPrefix("█████░░░░░░░░░░░░░░░ 29%") }, "\(lines)")
    #expect(dashboard.pager.selectedIndex == 1)
    // ← goes back, its bytes split across two reads; other keys do nothing; q ends the program.
    let answers = ["\u{1B}[", "D", "x", "q"].map { key in
      (dashboard.press(Array(key.utf8), at: settled), dashboard.pager.selectedIndex)
    }
    #expect(answers.map(\.0) == [true, true, true, false])
    #expect(answers.map(\.1) == [1, 0, 0, 0])
    // A digit jumps to its tab; one past the last does nothing.
    _ = dashboard.press(Array("3".utf8), at: settled)
    #expect(dashboard.pager.selectedIndex == 2)
    _ = dashboard.press(Array("4".utf8), at: settled)
    #expect(dashboard.pager.selectedIndex == 2)
  }

  @Test func itsFramesBecomeTheTextItWrites() throws {
    var dashboard = try Dashboard(size: Self.size)
    dashboard.record(at: .zero)
    let frame = dashboard.render(at: .zero)
    let text = frame.ansiText(separator: "\r\n")
    #expect(text.split(separator: "\r\n", omittingEmptySubsequences: false).count == Self.size.rows)
    #expect(text.contains("\u{1B}["), "the bar and pages are coloured")
    #expect(frame.plainText(separator: "\r\n") == frame.lines.joined(separator: "\r\n"))
  }
}
