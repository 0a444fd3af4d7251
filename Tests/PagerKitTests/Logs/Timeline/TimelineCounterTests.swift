import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A log's lines counted by time a budget at a time: a merge's texts each with its own time,
/// lines without a time with the line before, errors apart, and texts that grow.
@Suite struct TimelineCounterTests {
  typealias Document = MergedDocumentTests.GrowingDocument

  static func source(_ document: any TextDocument) -> TimelineCounter.Source {
    // A line's time: the seconds it starts with.
    TimelineCounter.Source(document: document) {
      MergedDocumentTests.time(Array($0)).map { $0 * 1000 }
    }
  }

  @Test func linesWithoutATimeCountWithTheLineBefore() {
    let document = Document([
      "stray line before any time", "10 INFO up", "10 ERROR failed", "  at frame", "12 info",
    ])
    let counter = TimelineCounter(sources: [Self.source(document)])
    #expect(counter.hasLinesToCount)
    #expect(counter.fraction == 0)
    #expect(!counter.advance())
    #expect(counter.counts.bySecond[10] == TimelineCounts.Count(lines: 4, errors: 1))
    #expect(counter.counts.bySecond[12] == TimelineCounts.Count(lines: 1))
    #expect(counter.fraction == 1)
    #expect(!counter.hasWork)
  }

  @Test func aMergeIsTheSumOfItsTexts() {
    let first = Document(["1 a", "2 ERROR b", "x trace"])
    let second = Document(["tail of nothing", "2 c", "5 FATAL d"])
    let counter = TimelineCounter(sources: [Self.source(first), Self.source(second)])
    counter.advance()
    #expect(counter.counts.bySecond[1] == TimelineCounts.Count(lines: 1))
    // The trace's line counts with its own text's line before, an error's.
    #expect(counter.counts.bySecond[2] == TimelineCounts.Count(lines: 4, errors: 1))
    #expect(counter.counts.bySecond[5] == TimelineCounts.Count(lines: 1, errors: 1))
    #expect(counter.counts.total.lines == 6)
  }

  /// A budget of lines a turn: the counts grow turn by turn, to the same total.
  @Test func countsOverTurns() {
    let lines = (0..<1000).map { "\($0 / 10) line \($0)\($0 % 100 == 0 ? " ERROR" : "")" }
    let document = Document(lines, indexed: 0, step: 64)
    let counter = TimelineCounter(sources: [Self.source(document)])
    var turns = 0
    while counter.advance(limit: 100) { turns += 1 }
    #expect(turns >= 9)
    #expect(counter.counts.total == TimelineCounts.Count(lines: 1000, errors: 10))
    #expect(counter.counts.span == 0...99)
  }

  /// A turn stops where its time is up, between looks of a few thousand lines.
  @Test func aTurnStopsAtItsDeadline() {
    let lines = (0..<10_000).map { "\($0 / 100) line" }
    let counter = TimelineCounter(sources: [Self.source(Document(lines))])
    #expect(counter.advance(pausing: { true }))
    #expect(counter.counts.total.lines == TimelineCounter.linesPerLook)
    #expect(counter.fraction > 0.4 && counter.fraction < 0.42)
    #expect(!counter.advance())
    #expect(counter.counts.total.lines == 10_000)
  }

  /// A text still arriving is counted as far as its finished lines, then on as it grows.
  @Test func aGrowingTextIsCountedOn() {
    let document = Document(["1 a", "2 b"], complete: false)
    document.lastIsPartial = true
    let counter = TimelineCounter(sources: [Self.source(document)])
    counter.advance()
    #expect(counter.counts.total.lines == 1)
    #expect(counter.hasWork)
    #expect(!counter.hasLinesToCount)
    document.lastIsPartial = false
    document.append("3 ERROR c")
    _ = document.prepareLines(through: 10)
    #expect(counter.hasLinesToCount)
    counter.advance()
    #expect(counter.counts.total == TimelineCounts.Count(lines: 3, errors: 1))
  }

  @Test func emptyText() {
    let counter = TimelineCounter(sources: [Self.source(Document([]))])
    #expect(!counter.advance())
    #expect(counter.fraction == 1)
    #expect(counter.counts.span == nil)
  }
}
