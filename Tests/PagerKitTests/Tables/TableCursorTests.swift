import PagerReader
import TestSupport
import Testing

/// Where a table's page scrolls to show a column: the columns frozen at the left kept, the
/// column shown whole where it fits, and the page moved no further than needed.
@Suite struct TableCursorTests {
  @Test func keptWidthIsTheFrozenColumnsAndTheSeparatorAfterThem() {
    let spans = [0..<2, 5..<11, 14..<19]
    #expect(TableCursor.keptWidth(frozen: 0, spans: spans, separatorWidth: 3) == 0)
    #expect(TableCursor.keptWidth(frozen: 1, spans: spans, separatorWidth: 3) == 5)
    #expect(TableCursor.keptWidth(frozen: 2, spans: spans, separatorWidth: 3) == 14)
    #expect(
      TableCursor.keptWidth(frozen: 3, spans: spans, separatorWidth: 3) == 19,
      "no separator after the last")
    #expect(TableCursor.keptWidth(frozen: 9, spans: spans, separatorWidth: 3) == 19)
    #expect(TableCursor.keptWidth(frozen: 2, spans: [], separatorWidth: 3) == 0)
  }

  @Test func aColumnOnTheFirstScreenNeedsNoScroll() {
    let spans = [0..<10, 13..<20, 23..<40]
    for column in spans.indices {
      #expect(
        TableCursor.leftColumn(showing: column, spans: spans, kept: 0, width: 40, from: 0) == 0)
    }
  }

  /// The visible columns of a line at `left` on a page `width` wide keeping `kept`.
  static func visible(left: Int, kept: Int, width: Int) -> [Range<Int>] {
    left == 0 ? [0..<width] : [0..<min(kept, width), left + kept..<left + width]
  }

  /// Random tables, pages and starting places: the column asked for shows whole where it
  /// fits beside the kept columns, and from its start where it does not.
  @Test func everyColumnIsShownWholeWhereItFits() {
    var generator = SeededGenerator(seed: 34)
    for _ in 0..<3000 {
      let count = Int.random(in: 1...12, using: &generator)
      var spans: [Range<Int>] = []
      var start = 0
      for _ in 0..<count {
        let width = Int.random(in: 1...30, using: &generator)
        spans.append(start..<start + width)
        start += width + 3
      }
      let width = Int.random(in: 10...120, using: &generator)
      let frozen = Int.random(in: 0...min(2, count - 1), using: &generator)
      let kept = TableCursor.keptWidth(frozen: frozen, spans: spans, separatorWidth: 3)
      guard kept < width else { continue }
      let from = Int.random(in: 0...start, using: &generator)
      let column = Int.random(in: 0..<count, using: &generator)
      let left = TableCursor.leftColumn(
        showing: column, spans: spans, kept: kept, width: width, from: from)
      #expect(left >= 0)
      let span = spans[column]
      let shown = Self.visible(left: left, kept: kept, width: width)
      if span.upperBound <= kept {
        #expect(left == from, "a frozen column moves nothing")
      } else if span.count <= width - kept {
        #expect(
          shown.contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound },
          "column \(column) \(span) whole at \(left), kept \(kept), width \(width)")
      } else {
        #expect(shown.contains { $0.contains(span.lowerBound) }, "a wide column from its start")
      }
    }
  }

  @Test func aColumnAlreadyInViewMovesNothing() {
    let spans = (0..<10).map { $0 * 13..<$0 * 13 + 10 }
    // Scrolled to show columns 3 to 6 on a page 52 wide.
    let left = 39
    for column in 3...6 {
      #expect(
        TableCursor.leftColumn(showing: column, spans: spans, kept: 0, width: 52, from: left)
          == left)
    }
    #expect(
      TableCursor.leftColumn(showing: 7, spans: spans, kept: 0, width: 52, from: left)
        == 7 * 13 + 10 - 52, "one column on: just enough")
    #expect(
      TableCursor.leftColumn(showing: 2, spans: spans, kept: 0, width: 20, from: left) == 26,
      "one column back: just enough")
    #expect(
      TableCursor.leftColumn(showing: 2, spans: spans, kept: 0, width: 52, from: left) == 0,
      "back to a column the first screen shows: the page's start")
  }
}
