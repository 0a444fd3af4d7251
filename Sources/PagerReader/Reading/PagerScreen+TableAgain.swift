import PagerKit

/// A table run or read again (`r`, `R`, `--watch`) keeps its view: the new table takes on the
/// sort, the column filter, the columns shown and frozen, the widths set by hand and the
/// current column the reader left on the old one, where its columns are the same. `ps aux`
/// watched every two seconds, sorted by %CPU, stays sorted by %CPU.
extension PagerScreen {
  /// What the reader made of tab `tab`'s table view; nil where it shows no table. A sort the
  /// workers have yet to finish, or one waiting for the table's rows, counts as made.
  func tableViewChoices(ofTab tab: Int) -> TableViewChoices? {
    guard let table = table(ofTab: tab) else { return nil }
    let id = tabList[tab]
    var choices = TableViewChoices(header: table.headerCells, columnCount: table.columnCount)
    if let sorted = sortedTable(ofTab: tab) {
      choices.sort = .init(column: sorted.column, isDescending: sorted.order.isDescending)
    } else if let pending = settings.tableSorts[id], pending.table === table {
      choices.sort = .init(column: pending.column, isDescending: pending.order.isDescending)
    } else if let due = settings.tableSortsDue[id], due.table === table {
      choices.sort = due.sort
    }
    choices.columnFilter = columnFilter(ofTab: tab)?.filter
    let shown = table.shownColumns
    if shown != Array(0..<table.columnCount) { choices.shownColumns = shown }
    if !shown.isEmpty { choices.currentColumn = shown[currentShownColumn(ofTab: tab, in: table)] }
    choices.frozenColumns = pages[tab].tableCursor?.frozenColumns.map { Array(shown.prefix($0)) }
    choices.widthsSetByHand = table.widthsSetByHand
    return choices
  }

  /// Puts `view`, what the reader made of tab `tab`'s table before its text was run or read
  /// again, on its new `table`, as far as the columns are the same, and quietly, as the table
  /// itself comes back: each run of a watched command would otherwise say it again.
  mutating func showTableView(_ view: TableViewChoices, table: TableDocument, tab: Int) {
    let kept = view.carried(toHeader: table.headerCells, columnCount: table.columnCount)
    for (column, width) in kept.widthsSetByHand {
      // Widening by nothing tells the width now, and marks it as set by hand.
      table.widen(column: column, by: width - table.widen(column: column, by: 0))
    }
    if let shown = kept.shownColumns { table.show(columns: shown) }
    let shown = table.shownColumns
    var cursor = pages[tab].tableCursor ?? TableCursor()
    if let current = kept.currentColumn, let index = shown.firstIndex(of: current) {
      cursor.column = index
    } else {
      cursor.column = min(cursor.column, max(0, shown.count - 1))
    }
    cursor.frozenColumns = kept.frozenCount(in: shown)
    pages[tab].tableCursor = cursor
    // The line at the top as the text run again kept it, before the rows change order.
    let top = pages[tab].viewport.topLine
    if let filter = kept.columnFilter {
      let layer = ColumnFilteredDocument(
        base: table, filter: filter,
        headerCount: headerLinesSet > 0 ? headerLinesSet : table.headerRows)
      layer.advance(budget: PendingScroll.budget, pausing: sliceDeadline())
      show(layer, tab: tab)
    }
    if let sort = kept.sort {
      if Self.sortsNow(table) { sortAgain(table, by: sort, tab: tab, top: top) }
      // A stream still arriving is sorted again once it has all come: the rows that come
      // after a sort of more than a few thousand take no place in it by themselves.
      if Self.isArriving(table) {
        settings.tableSortsDue[tabList[tab]] = DueTableSort(table: table, sort: sort)
      }
    }
    if tab == pager.selectedIndex {
      documentLayout = documentLayout(in: layout)
      revealTableColumn()
    }
  }

  /// Sorts again the tables run again whose text has all come now (that it has is an event);
  /// drops the sorts whose tab shows another table by now, or is gone.
  mutating func startDueTableSorts() {
    for (id, due) in settings.tableSortsDue {
      guard let tab = tabList.position(of: id), table(ofTab: tab) === due.table else {
        settings.tableSortsDue[id] = nil
        continue
      }
      guard !Self.isArriving(due.table) else { continue }
      settings.tableSortsDue[id] = nil
      sortAgain(due.table, by: due.sort, tab: tab, top: pages[tab].viewport.topLine)
    }
  }

  /// Whether `table` sorts now as `S` sorts it: at once where its rows are few (those that have
  /// come of a stream still arriving), or on the workers (a file, which they read whole, or a
  /// stream that has ended). A big stream still arriving waits for its end, as `S` would.
  private static func sortsNow(_ table: TableDocument) -> Bool {
    table.sortsAtOnce || !isArriving(table)
  }

  /// Whether `table`'s text is a stream still arriving: a command still running.
  private static func isArriving(_ table: TableDocument) -> Bool {
    !table.base.isComplete && table.base.byteTotal == nil
  }

  /// Sorts tab `tab`'s `table` by `sort` as `S` does. Sorted at once, it says nothing and the
  /// page keeps line `top` at its top, where a watched command's run shows the same place of
  /// the order as the run before; the workers' sort says how far it has got, as for `S`.
  private mutating func sortAgain(
    _ table: TableDocument, by sort: TableViewChoices.Sort, tab: Int, top: Int
  ) {
    guard sort.column < max(1, table.columnCount) else { return }
    // A CSV's last rows may be left to find (a look's at most, as `G` reads): a small one is
    // then sorted at once, as `S` would; a big one goes to the workers, which find them too.
    if table.isCSV, !table.isComplete { table.prepareLines(through: .max) }
    let atOnce = table.sortsAtOnce
    let said = message
    let order = table.cellOrder(of: sort.column, descending: sort.isDescending)
    startTableSort(table, column: sort.column, order: order, tab: tab)
    guard atOnce, let document = pages[tab].document else { return }
    message = said
    let layout = documentLayout(ofTab: tab)
    if top > layout.firstLine {
      pages[tab].viewport.reveal(line: top, in: document, layout: layout)
    }
  }
}
