/// Where the reader is in a table view: the current column, the columns frozen at the left while
/// the rest move sideways, and the row of the current cell.
package struct TableCursor: Hashable, Sendable {
  /// The current column, from 0.
  package var column = 0
  /// Columns frozen at the left, or nil where `--header N,C` says (its C, counted in columns).
  package var frozenColumns: Int?
  /// The line of the view the current cell is on, as a click or a search chose it; nil, or a
  /// line not on the page, puts it on the first row under the header shown.
  package var row: Int?

  /// A cursor on the first column.
  package init(column: Int = 0, frozenColumns: Int? = nil, row: Int? = nil) {
    self.column = column
    self.frozenColumns = frozenColumns
    self.row = row
  }

  /// Terminal columns at the left of a row kept in place while the rest scrolls: the first
  /// `frozen` columns of `spans` and the separator after them (`separatorWidth` wide).
  package static func keptWidth(frozen: Int, spans: [Range<Int>], separatorWidth: Int) -> Int {
    guard frozen > 0, !spans.isEmpty else { return 0 }
    let last = min(frozen, spans.count) - 1
    // The last column has no separator after it.
    return spans[last].upperBound + (last == spans.count - 1 ? 0 : separatorWidth)
  }

  /// The columns scrolled off to the left that show column `column` of `spans` on a page
  /// `width` wide whose first `kept` terminal columns stay in place, moving from `left` no
  /// further than needed. A column wider than the room shows from its start.
  package static func leftColumn(
    showing column: Int, spans: [Range<Int>], kept: Int, width: Int, from left: Int
  ) -> Int {
    guard spans.indices.contains(column) else { return max(0, left) }
    let span = spans[column]
    // A frozen column is always in view, and so is any column while nothing is scrolled and it
    // fits.
    if span.upperBound <= kept { return max(0, left) }
    if left == 0, span.upperBound <= width { return 0 }
    let room = max(1, width - kept)
    let shifted = max(0, left)
    if span.lowerBound < shifted + kept {
      // Back to a column the first screen shows whole: the page starts at its first column.
      return span.upperBound <= width ? 0 : max(0, span.lowerBound - kept)
    }
    if span.upperBound > shifted + kept + room {
      return max(0, min(span.upperBound - width, span.lowerBound - kept))
    }
    return shifted
  }
}
