/// What a key does to a table view: moves the current column, freezes columns, changes a
/// column's width, shows fewer columns, copies a cell or a row, or puts it back as it was.
public enum TableMove: Hashable, Sendable {
  /// This many columns on (back, when negative).
  case columns(Int)
  /// To the first column.
  case first
  /// To the last column.
  case last
  /// Freezes the columns up to the current one at the left, or lets them go when they are.
  case freeze
  /// Makes the current column this many columns wider (narrower, when negative).
  case widen(Int)
  /// Shows only the columns whose header matches this pattern; all of them for an empty one.
  case showColumns(matching: String)
  /// Copies the current cell (OSC 52).
  case copyCell
  /// Copies the current row, its shown columns as a line of CSV (OSC 52).
  case copyRow
  /// Puts the table back as first shown: every column, widths as its cells make them, nothing
  /// frozen, the order read.
  case reset
}

extension TableMove {
  /// What a sideways scroll does in a table: Esc-( and Esc-) move a column (a count: that many
  /// columns), Esc-{ and Esc-} go to the first and last column, Esc-] to the next; nil for a
  /// scroll up or down.
  init?(sideways amount: ScrollAmount) {
    switch amount {
    case .halfWidths(let count): self = .columns(count.signum())
    case .columns(let count): self = .columns(count)
    case .firstColumn: self = .first
    case .longestLineEnd: self = .last
    case .halfWidthsUpToEnd, .columnsUpToEnd: self = .columns(1)
    default: return nil
    }
  }
}
