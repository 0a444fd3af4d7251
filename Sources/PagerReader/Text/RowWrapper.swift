import PagerKit

/// Cuts a stream of cells into wrapped rows as ``DisplayLine/rowRanges(width:)`` cuts a whole
/// line: at most `width` cells a row, and a wide glyph that would straddle a row's end starts the
/// next row (on a 1-column page the row takes it whole). Keeps the rows from `first` on.
struct RowWrapper {
  let width: Int
  /// The row the next cell goes on.
  private(set) var row: Int
  /// Cells on that row so far, those before the stream started included.
  private(set) var column: Int
  /// The first row to keep.
  let first: Int
  /// The finished rows kept, from `first` on.
  private(set) var rows: [[Cell]] = []
  private var current: [Cell] = []

  /// Continues a line whose next cell goes at `column` of `row`.
  init(width: Int, row: Int, column: Int, first: Int) {
    self.width = max(1, width)
    self.row = row
    self.column = column
    self.first = first
  }

  mutating func push(_ cell: Cell) {
    if column >= width {
      if cell.isContinuation, column == width, let wide = current.last {
        if width > 1 {
          current.removeLast()
          finishRow()
          current = [wide]
          column = 1
        }
        current.append(cell)
        column += 1
        return
      }
      finishRow()
    }
    current.append(cell)
    column += 1
  }

  /// Goes past `count` cells of width 1 without keeping them (only to count rows).
  mutating func skip(_ count: Int) {
    var left = count
    while left > 0 {
      if column >= width { finishRow() }
      let step = min(width - column, left)
      column += step
      left -= step
    }
    current = []
  }

  /// Ends the row being filled (at the end of the line).
  mutating func finishRow() {
    if row >= first { rows.append(current) }
    row += 1
    current = []
    column = 0
  }
}
