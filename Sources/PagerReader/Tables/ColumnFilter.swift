import PagerKit

/// What a column filter keeps (`Esc-&`): the data rows whose cell in one column a pattern
/// matches, or, inverted, does not. Cells are matched as search matches lines (its case rules,
/// regular expressions), one cell at a time, so that a match never runs into the next column.
package struct ColumnFilter: Hashable, Sendable {
  /// The column of the table's own cells, counting the hidden ones too.
  package var column: Int
  /// The column's name, for the status line.
  package var name: String
  /// The pattern cells must match.
  package var search: TextSearch
  /// Whether it keeps the rows whose cell does not match instead.
  package var isInverted: Bool

  /// A filter of column `column`, called `name`, by `search` (not matching it, `inverted`).
  package init(column: Int, name: String, search: TextSearch, inverted: Bool = false) {
    self.column = column
    self.name = name
    self.search = search
    isInverted = inverted
  }

  /// Whether `row` is kept: a data row whose cell matches (or not, inverted). Rules, footers
  /// and lines of no table are not rows of data, and go. A row missing the cell has an empty
  /// one.
  package func keeps(_ row: TableRow) -> Bool {
    guard row.kind == .data else { return false }
    let cell = column < row.cells.count ? row.cells[column] : []
    // A line end inside a quoted field is matched as the view shows it.
    let shown = Array(ColumnWidths.shown(cell).utf8)
    return search.hasMatch(in: shown) != isInverted
  }

  /// What the status line says of it: `city ~ Paris`, `city !~ Paris`.
  package var summary: String {
    "\(name) \(isInverted ? "!~" : "~") \(search.pattern)"
  }
}
