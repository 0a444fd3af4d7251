import PagerKit

/// A table with its data rows sorted by one column (`S`): a view over the ``TableDocument``
/// whose header rows stay on top and whose other rows come in a given order, each found by the
/// line it starts at. Line numbers stay the text's own; search and filters see the rows as
/// laid out, in this order.
package final class SortedTableDocument: TextDocument {
  /// The table sorted.
  package let table: TableDocument
  /// The column sorted by, from 0.
  package let column: Int
  /// How its cells compare.
  package let order: CellOrder
  /// The base's line each data row starts at, in the order shown.
  private let rowStarts: [UInt32]

  /// `table` with its data rows, which start at `rowStarts`, shown in that order, sorted by
  /// `column` in `order`.
  package init(table: TableDocument, column: Int, order: CellOrder, rowStarts: [UInt32]) {
    self.table = table
    self.column = column
    self.order = order
    self.rowStarts = rowStarts
  }

  private var headerRows: Int { min(table.headerRows, table.lineCount) }

  package var lineCount: Int { headerRows + rowStarts.count }

  /// A snapshot: the rows sorted are all there is.
  package var isComplete: Bool { true }

  package func line(_ index: Int) -> [UInt8] {
    guard index >= headerRows else { return table.line(index) }
    let row = table.row(startingAt: Int(rowStarts[index - headerRows]))
    return Array(table.text(of: row).utf8)
  }

  package func lineNumber(ofLine index: Int) -> Int {
    guard index >= headerRows else { return table.lineNumber(ofLine: index) }
    return table.base.lineNumber(ofLine: Int(rowStarts[index - headerRows]))
  }

  @discardableResult package func prepareLines(through index: Int) -> Int { lineCount }
}
