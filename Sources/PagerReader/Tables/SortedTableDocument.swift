import PagerKit

/// A table with its data rows sorted by one column (`S`): a view over the ``TableDocument``
/// whose header rows stay on top and whose other rows come in a given order. Line numbers stay
/// the text's own; search and filters see the rows as laid out, in this order.
package final class SortedTableDocument: TableViewLayer {
  /// The table sorted.
  package let table: TableDocument
  /// The column sorted by, from 0.
  package let column: Int
  /// How its cells compare.
  package let order: CellOrder
  /// The data rows, counted from the first after the header, in the order shown: four bytes a
  /// row.
  private let rows: [UInt32]
  /// The table's rows before the data rows.
  private let headerRows: Int

  /// `table` with its data rows (`rows`, counted from the first after the header) shown in
  /// that order, sorted by `column` in `order`.
  package init(table: TableDocument, column: Int, order: CellOrder, rows: [UInt32]) {
    self.table = table
    self.column = column
    self.order = order
    headerRows = min(table.headerRows, table.lineCount)
    // Rows the table has not found (a text grown since) are left out.
    let count = max(0, table.lineCount - headerRows)
    self.rows = rows.count <= count ? rows : rows.filter { Int($0) < count }
  }

  /// The table's row shown as line `index`.
  package func tableRow(_ index: Int) -> Int {
    index < headerRows ? index : headerRows + Int(rows[index - headerRows])
  }

  /// The table sorted: the view stacked over it.
  package var base: any TextDocument { table }

  package func row(_ index: Int) -> TableRow { table.row(tableRow(index)) }

  package var lineCount: Int { headerRows + rows.count }

  /// A snapshot: the rows sorted are all there is.
  package var isComplete: Bool { true }

  package func line(_ index: Int) -> [UInt8] { table.line(tableRow(index)) }

  package func lineNumber(ofLine index: Int) -> Int { table.lineNumber(ofLine: tableRow(index)) }

  @discardableResult package func prepareLines(through index: Int) -> Int { lineCount }
}
