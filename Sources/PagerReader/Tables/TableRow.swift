/// One row of a table view: the cells found in one or more lines of a document, and what kind
/// of row they make.
package struct TableRow: Hashable, Sendable {
  /// What a row is, so that a view can draw rules as rules, hide footers and mark bad lines.
  package enum Kind: Hashable, Sendable {
    /// Column titles: the header line of aligned output, or a box table's first row.
    case header
    /// A record.
    case data
    /// A box table's rule (`----+----`, `+----+`, `├────┼`): drawn, not read.
    case rule
    /// A box table's footer (`(3 rows)`, `3 rows in set (0.00 sec)`).
    case footer
    /// A line that belongs to no table (a blank line around a box table): one cell, its text.
    case text
    /// A line whose quoting is broken: one cell, its text as it stands, marked.
    case malformed
  }

  /// What kind of row this is.
  package var kind: Kind
  /// The cells' bytes, unquoted. A text or malformed row has one cell: its line.
  package var cells: [[UInt8]]
  /// The document's lines the row was read from: one, or several for a CSV record whose quoted
  /// fields hold line ends.
  package var lines: Range<Int>

  /// A row of `kind` with `cells`, read from `lines`.
  package init(_ kind: Kind, cells: [[UInt8]], lines: Range<Int>) {
    self.kind = kind
    self.cells = cells
    self.lines = lines
  }
}
