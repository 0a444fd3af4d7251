import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// What changed since a watched command's run before, cell by cell, as `watch -d` shows it.
@Suite struct ChangeHighlightTests {
  static func line(_ text: String) -> DisplayLine { LineRenderer().render(Array(text.utf8)) }

  @Test(arguments: [
    ("12:00:01", "12:00:01", [Range<Int>]()),
    ("12:00:02", "12:00:01", [7..<8]),
    ("12:01:09", "12:00:01", [4..<5, 7..<8]),
    ("abcdef", "abc", [3..<6]),
    ("abc", "abcdef", []),
    ("", "abc", []),
    ("x", "", [0..<1]),
  ])
  func changedCellsAreTheOnesThatDiffer(_ now: String, _ before: String, _ spans: [Range<Int>]) {
    #expect(Self.line(now).changes(from: Self.line(before)) == spans)
  }

  @Test func aWideGlyphDiffersFromTwoNarrowOnes() {
    // 日 takes columns 0 and 1; "ab" had a glyph in each.
    #expect(Self.line("日c").changes(from: Self.line("abc")) == [0..<2])
    #expect(Self.line("日c").changes(from: Self.line("日c")).isEmpty)
  }

  static func screen(now: [String], before: [String]) throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["watch"]), size: Size(columns: 100, rows: 12),
      animationDuration: 0, documents: [GrowingDocument()])
    let run = RunSummary(number: 2, count: 2, time: "14:03:22", status: .exited(code: 0))
    screen.showRun(
      ofTab: 0, document: GrowingDocument(now), previous: GrowingDocument(before), run: run,
      isNews: true)
    return screen
  }

  /// The columns of `row` of `frame` drawn in reverse video.
  static func reversed(_ frame: Frame, row: Int) -> [Int] {
    (0..<frame.width).filter { frame[$0, row].style.attributes.contains(.reverse) }
  }

  @Test func theShownRunHasItsChangedCellsInReverseVideo() throws {
    var screen = try Self.screen(
      now: ["up 3 days", "load 0.5", "new"], before: ["up 3 days", "load 0.7"])
    let first = screen.layout.pageRows.lowerBound
    var frame = render(screen)
    #expect(Self.reversed(frame, row: first).isEmpty)
    #expect(Self.reversed(frame, row: first + 1) == [7])
    #expect(Self.reversed(frame, row: first + 2) == [0, 1, 2], "a line the run before lacked")
    #expect(frame.lines.last?.contains("(run 2 of 2 · 14:03:22 · exit 0)") == true)

    screen.update(.toggleChanges, at: .zero)
    frame = render(screen)
    #expect(Self.reversed(frame, row: first + 1).isEmpty)
    #expect(frame.lines.last?.contains("highlighting of changes off") == true)
    screen.update(.toggleChanges, at: .zero)
    #expect(Self.reversed(render(screen), row: first + 1) == [7])
  }

  @Test func aRunShownKeepsThePlaceScrolledTo() throws {
    var screen = try Self.screen(now: numberedLines(1...50), before: numberedLines(1...50))
    screen.update(.scroll(.lines(10)), at: .zero)
    let run = RunSummary(number: 3, count: 3, time: "14:03:24", status: .exited(code: 1))
    screen.showRun(
      ofTab: 0, document: GrowingDocument(numberedLines(1...60)),
      previous: GrowingDocument(numberedLines(1...50)), run: run, isNews: true)
    #expect(screen.pages[0].viewport.topLine == 10)
    #expect(!screen.pages[0].hasNews, "the shown tab has no news")
    #expect(render(screen).lines.last?.contains("run 3 of 3 · 14:03:24 · exit 1") == true)
  }

  @Test(arguments: [
    (DocumentStatus.exited(code: 0), "run 1 of 5 · 09:00:00 · exit 0"),
    (.exited(code: 127), "run 1 of 5 · 09:00:00 · exit 127"),
    (.killed(signal: 15), "run 1 of 5 · 09:00:00 · killed by signal 15"),
    (.running, "run 1 of 5 · 09:00:00 · running…"),
  ])
  func theSummarySaysWhichRunWhenAndHowItEnded(_ status: DocumentStatus, _ text: String) {
    #expect(RunSummary(number: 1, count: 5, time: "09:00:00", status: status).text == text)
  }
}
