import PagerKit

/// What leaves a table: its current cell or row copied (OSC 52) and its view saved as CSV; and
/// the view narrowed to the columns whose titles match, or put back as first shown.
extension PagerScreen {
  /// Line `line` of tab `tab`'s view as a CSV record of the shown columns, nil for a line that
  /// holds no cells (a rule, a footer, a line whose quoting is broken) or no table's.
  package func tableRecord(ofLine line: Int, inTab tab: Int) -> [UInt8]? {
    guard let table = table(ofTab: tab), let document = pages[tab].document,
      let row = TableChain.row(line, of: document), row.kind == .header || row.kind == .data
    else { return nil }
    return CSVWriter.record(
      table.shownColumns.map { $0 < row.cells.count ? row.cells[$0] : [] })
  }

  /// Shows only the columns of `table` whose title matches `pattern` (smart case, a regular
  /// expression where it is one); every column for an empty pattern or one no title matches.
  mutating func showColumns(matching pattern: String, tab: Int, in table: TableDocument) {
    let all = Array(0..<table.columnCount)
    let search = TextSearch(pattern: pattern)
    let renderer = LineRenderer()
    let matching =
      pattern.isEmpty
      ? all
      : all.filter {
        search.firstMatch(in: renderer.render(Array(table.name(ofColumn: $0).utf8))) != nil
      }
    table.show(columns: matching)
    pages[tab].tableCursor?.column = 0
    pages[tab].viewport.scrollSideways(toColumn: 0, layout: documentLayout)
    documentLayout = documentLayout(in: layout)
    if pattern.isEmpty {
      message = "All \(table.columnCount) columns shown"
    } else if matching.isEmpty {
      message = "No column's title matches \(pattern): all are shown"
    } else {
      message = "\(matching.count) of \(table.columnCount) columns shown (Esc-c Enter: all)"
    }
  }

  /// Copies the current cell of tab `tab`'s table, as it was read.
  mutating func copyTableCell(tab: Int, in table: TableDocument) {
    guard let row = currentTableRow(tab: tab, in: table) else { return }
    let column = currentTableColumn
    let cell = column < row.cells.count ? row.cells[column] : []
    copy(cell, what: "\(table.name(ofColumn: column)) of line \(lineNumber(ofRow: row, in: table))")
  }

  /// Copies the current row of tab `tab`'s table, its shown columns as a CSV record.
  mutating func copyTableRow(tab: Int, in table: TableDocument) {
    guard let row = currentTableRow(tab: tab, in: table) else { return }
    let record = CSVWriter.record(
      table.shownColumns.map { $0 < row.cells.count ? row.cells[$0] : [] })
    copy(record, what: "line \(lineNumber(ofRow: row, in: table)) as CSV")
  }

  /// Puts tab `tab`'s table back as first shown: every column at the widths its cells make,
  /// nothing frozen, the cursor on the first column, the rows in the order read.
  mutating func resetTable(tab: Int, _ table: TableDocument) {
    table.resetColumns()
    pages[tab].tableCursor = nil
    dropTableSort(tab: tab)
    settings.tableSortsDue[tabList[tab]] = nil
    // A sort, a column filter: the table itself again, under the `&` filter there is.
    let shown = pages[tab].document
    let under = (shown as? FilteredDocument)?.base ?? shown
    if !(under is TableDocument) {
      show(table, tab: tab, keepsTop: false)
    }
    pages[tab].viewport.scrollSideways(toColumn: 0, layout: documentLayout)
    documentLayout = documentLayout(in: layout)
    message = "Table as first shown"
  }

  /// The row of the current cell of tab `tab`'s table, when it holds cells; says why not.
  private mutating func currentTableRow(tab: Int, in table: TableDocument) -> TableRow? {
    guard let line = tableCellLine(ofTab: tab), let document = pages[tab].document,
      let row = TableChain.row(line, of: document)
    else {
      message = "No row to copy"
      return nil
    }
    guard row.kind == .header || row.kind == .data else {
      message = "No cells on this line to copy"
      return nil
    }
    return row
  }

  private func lineNumber(ofRow row: TableRow, in table: TableDocument) -> Int {
    table.base.lineNumber(ofLine: row.lines.lowerBound)
  }

  /// Copies `bytes` (OSC 52) and says what was copied, or that it is too long to.
  private mutating func copy(_ bytes: [UInt8], what: String) {
    guard bytes.count <= Self.copyLimit else {
      message =
        "Too long to copy: \(StatusLine.grouped(bytes.count)) bytes, at most "
        + "\(StatusLine.grouped(Self.copyLimit))"
      return
    }
    effects.append(.copy(String(decoding: bytes, as: UTF8.self)))
    message = "Copied \(what): \(StatusLine.grouped(bytes.count)) bytes"
  }
}
