import PagerKit

/// Sorting a table by a column (`S` in a table): ascending, descending, then the order read.
/// A small table is sorted at once; a big one (of a file, or of a stream that has ended) by the
/// workers, while the tab shows the table unsorted and the status line how far they have got.
extension PagerScreen {
  /// The sorted view tab `tab` shows, under filters too.
  func sortedTable(ofTab tab: Int) -> SortedTableDocument? {
    tableLayer(SortedTableDocument.self, ofTab: tab)
  }

  /// `S` in a table: sorts the shown table by the current column, ascending, or descending
  /// where it is sorted ascending by it, or back to the order read where descending.
  mutating func sortTableColumn() {
    let tab = pager.selectedIndex
    guard let table = table(ofTab: tab) else {
      message = "Only a table sorts by a column (Esc-t shows the text as one)"
      return
    }
    let id = tabList[tab]
    let column = currentTableColumn
    // The reader's sort goes before one a table run again waits to take on.
    settings.tableSortsDue[id] = nil
    let pending = settings.tableSorts.removeValue(forKey: id)
    pending?.job.cancel()
    table.pausesFinding = false
    let last =
      pending.map { ($0.column, $0.order) }
      ?? sortedTable(ofTab: tab).map { ($0.column, $0.order) }
    var descending = false
    if let (lastColumn, order) = last, lastColumn == column {
      guard !order.isDescending else {
        showUnderColumnFilter(table, tab: tab)
        message = "table in the order read"
        return
      }
      descending = true
    }
    guard column < max(1, table.columnCount) else {
      message = "The table has no column \(column + 1)"
      return
    }
    startTableSort(
      table, column: column, order: table.cellOrder(of: column, descending: descending), tab: tab)
  }

  /// Sorts tab `tab`'s `table` by `column` in `order` as `S` does: at once where it is small
  /// and whole, else on the workers; says why not where neither can.
  mutating func startTableSort(_ table: TableDocument, column: Int, order: CellOrder, tab: Int) {
    let id = tabList[tab]
    if table.sortsAtOnce {
      let rows = table.sortedRows(by: column, order: order)
      showSorted(table, column: column, order: order, rows: rows, tab: tab)
      return
    }
    guard table.lineCount >= table.headerRows,
      let sorter = table.base as? ScansTableRowsOffLoop,
      let job = sorter.sortTableRows(
        TableSortRequest(
          reader: table.rowReader, firstLine: table.firstDataLine, column: column, order: order))
    else {
      message =
        table.base.isComplete
        ? "Too big a table to sort here: a file or a whole stream sorts in the background"
        : "Too big a table to sort until its text has all come"
      return
    }
    settings.tableSorts[id] = PendingTableSort(
      table: table, column: column, order: order, job: job)
    table.pausesFinding = true
    message = "sorting… 0%"
    // Workers that run jobs at once (tests) have finished already.
    takeSortedTables()
  }

  /// Shows the orders the workers have finished, once the table has found its rows too (which
  /// the order counts), and how far the others have got.
  mutating func takeSortedTables() {
    for (id, pending) in settings.tableSorts {
      guard let tab = tabList.position(of: id), table(ofTab: tab) === pending.table else {
        pending.job.cancel()
        pending.table.pausesFinding = false
        settings.tableSorts.removeValue(forKey: id)
        continue
      }
      if pending.job.isFinished, !pending.table.isComplete, pending.table.base.isComplete {
        // The worker read every row: the table takes their starts rather than find them, or
        // where the text has grown since, finds the rest itself.
        let found = pending.job.takeRowStarts()
        if found.map({ pending.table.adopt(rowStarts: $0.rowStarts, lineCount: $0.lineCount) })
          != true
        {
          pending.table.pausesFinding = false
        }
      }
      guard pending.table.isComplete, let rows = pending.job.takeRows() else {
        if tab == pager.selectedIndex {
          message = "sorting… \(Int(pending.job.fraction * 100))%"
        }
        continue
      }
      settings.tableSorts.removeValue(forKey: id)
      pending.table.pausesFinding = false
      showSorted(
        pending.table, column: pending.column, order: pending.order, rows: rows, tab: tab)
    }
  }

  /// Drops tab `tab`'s sort still going on.
  mutating func dropTableSort(tab: Int) {
    guard let pending = settings.tableSorts.removeValue(forKey: tabList[tab]) else { return }
    pending.job.cancel()
    pending.table.pausesFinding = false
  }

  private mutating func showSorted(
    _ table: TableDocument, column: Int, order: CellOrder, rows: [UInt32], tab: Int,
    quietly: Bool = false
  ) {
    let sorted = SortedTableDocument(table: table, column: column, order: order, rows: rows)
    showUnderColumnFilter(sorted, tab: tab)
    if tab == pager.selectedIndex, !quietly {
      message = "sorted by \(table.name(ofColumn: column)) \(order.isDescending ? "↓" : "↑")"
    }
  }

  /// Rows a table sorted while its text still arrives may have for the rows that come to take
  /// their places in the order: it is sorted anew as they come.
  package static let rowsSortedAsTheyCome = 5_000

  /// Sorts anew tab `tab`'s table, sorted while its text still arrives, where rows came since
  /// (`kubectl get pods -w` sorted by STATUS), the page kept on its line; a bigger table's
  /// sorted view stays as it was sorted.
  mutating func sortArrivedRows(tab: Int) {
    guard let sorted = sortedTable(ofTab: tab), settings.tableSorts[tabList[tab]] == nil else {
      return
    }
    let table = sorted.table
    if !table.isComplete { table.prepareLines(through: Self.rowsSortedAsTheyCome) }
    guard table.lineCount > sorted.lineCount, table.lineCount <= Self.rowsSortedAsTheyCome,
      table.sortsAtOnce
    else { return }
    let top = pages[tab].viewport.topLine
    let rows = table.sortedRows(by: sorted.column, order: sorted.order)
    showSorted(
      table, column: sorted.column, order: sorted.order, rows: rows, tab: tab, quietly: true)
    guard let document = pages[tab].document else { return }
    pages[tab].viewport.show(line: min(top, max(0, document.lineCount - 1)), row: 0)
    pages[tab].clampViewport(layout: documentLayout(ofTab: tab))
  }
}
