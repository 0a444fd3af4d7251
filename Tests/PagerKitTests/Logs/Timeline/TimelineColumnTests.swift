import Testing

@testable import PagerReader

/// A bar drawn upright in eighths of cells, scaled to the peak, its errors at the bottom.
@Suite struct TimelineColumnTests {
  typealias Count = TimelineCounts.Count

  @Test func scaledToThePeak() {
    let full = TimelineColumn(Count(lines: 10), peak: 10, rows: 3)
    #expect(full.cells.map(\.eighths) == [8, 8, 8])
    #expect(full.cells.allSatisfy { !$0.isError })
    let half = TimelineColumn(Count(lines: 5), peak: 10, rows: 3)
    #expect(half.cells.map(\.eighths) == [8, 4])
    // A bar with a line shows, however small.
    #expect(TimelineColumn(Count(lines: 1), peak: 1_000_000, rows: 2).cells.map(\.eighths) == [1])
    #expect(TimelineColumn(Count(lines: 0), peak: 10, rows: 3).cells.isEmpty)
    #expect(TimelineColumn(Count(lines: 3), peak: 10, rows: 0).cells.isEmpty)
    #expect(TimelineColumn(Count(lines: 3), peak: 0, rows: 4).cells.isEmpty)
  }

  @Test func errorsStackedAtTheBottom() {
    let column = TimelineColumn(Count(lines: 10, errors: 5), peak: 10, rows: 4)
    #expect(column.cells.map(\.isError) == [true, true, false, false])
    // One error among many still shows red at the bottom.
    let few = TimelineColumn(Count(lines: 100, errors: 1), peak: 100, rows: 2)
    #expect(few.cells.map(\.isError) == [true, false])
    let all = TimelineColumn(Count(lines: 4, errors: 4), peak: 8, rows: 2)
    #expect(all.cells.map(\.isError) == [true])
    #expect(all.cells.map(\.eighths) == [8])
    // Errors counted beyond the lines are no more than the lines.
    let odd = TimelineColumn(Count(lines: 2, errors: 9), peak: 2, rows: 1)
    #expect(odd.cells == [TimelineColumn.Cell(eighths: 8, isError: true)])
  }

  @Test func blocks() {
    #expect(TimelineColumn.block(1) == "▁")
    #expect(TimelineColumn.block(4) == "▄")
    #expect(TimelineColumn.block(8) == "█")
    #expect(TimelineColumn.block(0) == "▁")
    #expect(TimelineColumn.block(9) == "█")
  }

  /// Never taller than the rows, for any count.
  @Test func neverTallerThanTheRows() {
    for lines in 0...20 {
      for errors in 0...lines {
        for rows in 0...4 {
          let column = TimelineColumn(Count(lines: lines, errors: errors), peak: 20, rows: rows)
          #expect(column.cells.count <= rows)
          #expect(column.cells.allSatisfy { (1...8).contains($0.eighths) })
        }
      }
    }
  }
}
