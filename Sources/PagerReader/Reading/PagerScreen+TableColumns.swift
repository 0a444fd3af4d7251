import PagerKit

/// Moving along a table's columns: the current column and cell, highlighted; columns frozen at
/// the left while the rest move sideways a column at a time; widths changed by hand.
extension PagerScreen {
  /// The current column of the shown tab's table, by its place in the table (from 0, shown
  /// or not); 0 where it shows none.
  package var currentTableColumn: Int {
    let tab = pager.selectedIndex
    guard let table = table(ofTab: tab), !table.shownColumns.isEmpty else { return 0 }
    return table.shownColumns[currentShownColumn(ofTab: tab, in: table)]
  }

  /// The current column of tab `tab`'s table among its shown columns.
  func currentShownColumn(ofTab tab: Int, in table: TableDocument) -> Int {
    min(pages[tab].tableCursor?.column ?? 0, max(0, table.shownColumns.count - 1))
  }

  /// Terminal columns at the left of the shown table's rows kept in place while the rest
  /// scrolls: its frozen columns; nil when the shown tab shows no table, whose kept columns
  /// `--header N,M` counts in terminal columns.
  var tableKeptColumns: Int? { tableKeptColumns(ofTab: pager.selectedIndex) }

  /// Terminal columns at the left of tab `tab`'s table kept in place: its columns frozen by
  /// `Esc-f`, else the C of `--header N,C`; nil when the tab shows no table.
  func tableKeptColumns(ofTab tab: Int) -> Int? {
    guard let table = table(ofTab: tab) else { return nil }
    return TableCursor.keptWidth(
      frozen: pages[tab].tableCursor?.frozenColumns ?? headerColumns, spans: table.columnSpans,
      separatorWidth: ColumnWidth.of(TableDocument.separator))
  }

  /// Whether the shown tab shows a table.
  var showsTable: Bool { table(ofTab: pager.selectedIndex) != nil }

  /// Carries out `move` in the shown tab's table; says so where it shows none.
  mutating func moveInTable(_ move: TableMove) {
    let tab = pager.selectedIndex
    guard let table = table(ofTab: tab), table.columnCount > 0 else {
      message = "Not a table: Esc-t shows the text as one"
      return
    }
    switch move {
    case .showColumns(let pattern): return showColumns(matching: pattern, tab: tab, in: table)
    case .copyCell: return copyTableCell(tab: tab, in: table)
    case .copyRow: return copyTableRow(tab: tab, in: table)
    case .reset: return resetTable(tab: tab, table)
    default: break
    }
    var cursor = pages[tab].tableCursor ?? TableCursor()
    // The cursor counts the shown columns.
    let last = table.shownColumns.count - 1
    cursor.column = min(cursor.column, last)
    switch move {
    case .columns(let count): cursor.column = max(0, min(last, cursor.column + count))
    case .first:
      cursor.column = 0
      // The first column is frozen in view, maybe: the rest go back to their start too.
      pages[tab].viewport.scrollSideways(toColumn: 0, layout: documentLayout)
    case .last: cursor.column = last
    case .freeze:
      let frozen = cursor.frozenColumns ?? headerColumns
      cursor.frozenColumns = frozen == cursor.column + 1 ? 0 : cursor.column + 1
      message =
        cursor.frozenColumns == 0
        ? "No columns frozen"
        : "Frozen: \(Self.columnList(cursor.column + 1, in: table)) (Esc-f here again lets go)"
    case .widen(let change):
      let column = table.shownColumns[cursor.column]
      let width = table.widen(column: column, by: change)
      message = "\(table.name(ofColumn: column)): \(width) columns wide"
    case .showColumns, .copyCell, .copyRow, .reset: break
    }
    pages[tab].tableCursor = cursor
    // A row a line: the rows stay where they are, only the frozen columns' width may change.
    if documentLayout.headerColumns != tableKeptColumns {
      documentLayout = documentLayout(in: layout)
    }
    revealTableColumn()
  }

  /// Scrolls the shown tab's page sideways, no further than needed, to show its table's
  /// current column.
  mutating func revealTableColumn() {
    let tab = pager.selectedIndex
    guard let table = table(ofTab: tab) else { return }
    let left = TableCursor.leftColumn(
      showing: currentShownColumn(ofTab: tab, in: table), spans: table.columnSpans,
      kept: documentLayout.headerColumns, width: documentLayout.width,
      from: pages[tab].viewport.leftColumn)
    pages[tab].viewport.scrollSideways(toColumn: left, layout: documentLayout)
  }

  /// Makes the cell at `place` of tab `tab`'s table (a click, a match) the current cell.
  mutating func chooseTableCell(at place: TextPlace, tab: Int) {
    guard let table = table(ofTab: tab) else { return }
    var cursor = pages[tab].tableCursor ?? TableCursor()
    if let column = table.columnSpans.firstIndex(where: { $0.upperBound > place.column }) {
      cursor.column = column
    }
    cursor.row = place.line
    pages[tab].tableCursor = cursor
  }

  /// Where the shown table's current column and cell show, for the page to mark them: nil
  /// where the tab shows no table.
  func tableMark(ofTab tab: Int) -> TableMark? {
    guard let table = table(ofTab: tab) else { return nil }
    let spans = table.columnSpans
    let column = min(pages[tab].tableCursor?.column ?? 0, max(0, spans.count - 1))
    return TableMark(
      spans: spans, column: column, cellLine: tableCellLine(ofTab: tab))
  }

  /// The line of tab `tab`'s view its table's current cell is on: the row chosen, while it is
  /// on the page, else the first row shown under the header.
  func tableCellLine(ofTab tab: Int) -> Int? {
    // A table's rows are cut, a row a line: the lines shown follow from the page's top line
    // alone, with no page laid out (this is asked at every frame).
    guard let document = pages[tab].document else { return nil }
    let top = pages[tab].viewport.topLine
    let end = min(document.lineCount, top + documentLayout(ofTab: tab).rows)
    guard top < end else { return nil }
    let shown = top..<end
    let header = headerLines(ofTab: tab)
    if let row = pages[tab].tableCursor?.row, shown.contains(row), row >= header { return row }
    return max(shown.lowerBound, header)
  }

  /// The names of a table's first `count` columns, for a message.
  private static func columnList(_ count: Int, in table: TableDocument) -> String {
    let names = table.shownColumns.prefix(count).map { table.name(ofColumn: $0) }
    return names.count > 3
      ? names.prefix(2).joined(separator: ", ") + " … " + names[names.count - 1]
      : names.joined(separator: ", ")
  }
}
