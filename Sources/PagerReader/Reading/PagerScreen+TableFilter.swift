import PagerKit

/// A table's rows filtered by a pattern in the current column (`Esc-&`): a view stacked over
/// the table (or its sort), under the `&` filter, found a slice at a time.
extension PagerScreen {
  /// The column filter in tab `tab`'s chain of views, under its `&` filter.
  func columnFilter(ofTab tab: Int) -> ColumnFilteredDocument? {
    tableLayer(ColumnFilteredDocument.self, ofTab: tab)
  }

  /// The view of type `type` in tab `tab`'s chain of views over its table, if it has one.
  func tableLayer<Layer>(_ type: Layer.Type, ofTab tab: Int) -> Layer? {
    guard pages.indices.contains(tab), pages.isMade(tab) else { return nil }
    return TableChain.layer(type, under: pages[tab].document)
  }

  /// Shows `rows` (the table, or its sort) in tab `tab` under the column filter it has, made
  /// again over them, and the `&` filter: a sort keeps the rows a column filter kept.
  mutating func showUnderColumnFilter(_ rows: any TableRows, tab: Int) {
    guard let old = columnFilter(ofTab: tab) else {
      show(rows, tab: tab, keepsTop: false)
      return
    }
    let layer = ColumnFilteredDocument(base: rows, filter: old.filter, headerCount: old.headerCount)
    layer.advance(budget: PendingScroll.budget, pausing: sliceDeadline())
    show(layer, tab: tab, keepsTop: false)
  }

  /// Opens the prompt of `Esc-&`, naming the current column; says so where the shown tab
  /// shows no table.
  mutating func openColumnFilterPrompt() {
    guard let table = table(ofTab: pager.selectedIndex), table.columnCount > 0 else {
      message = "Not a table: Esc-t shows the text as one"
      return
    }
    promptOrigin = nil
    search.openColumnFilterPrompt(naming: table.name(ofColumn: currentTableColumn))
  }

  /// Filters the shown table's rows by their cell in the current column (`inverted`: keeps
  /// those that do not match), under the `&` filter there is; with no search, drops the
  /// column filter.
  mutating func filterTableColumn(by search: TextSearch?, inverted: Bool) {
    let tab = pager.selectedIndex
    guard let table = table(ofTab: tab), let shown = pages[tab].document else { return }
    let under = (shown as? FilteredDocument)?.base ?? shown
    let old = under as? ColumnFilteredDocument
    guard let rows = (old?.base ?? under) as? any TableRows else { return }
    guard let search else {
      if old != nil { show(rows, tab: tab) }
      message = old == nil ? "No column filter" : "Column filter dropped: every row shown"
      return
    }
    let column = currentTableColumn
    let filter = ColumnFilter(
      column: column, name: table.name(ofColumn: column), search: search, inverted: inverted)
    let layer = ColumnFilteredDocument(
      base: rows, filter: filter,
      headerCount: headerLinesSet > 0 ? headerLinesSet : table.headerRows)
    layer.advance(budget: PendingScroll.budget, pausing: sliceDeadline())
    show(layer, tab: tab)
    message = Self.columnFilterMessage(layer)
  }

  /// What the status line says of a column filter: `city ~ Paris: 12 rows`.
  static func columnFilterMessage(_ layer: ColumnFilteredDocument) -> String {
    let count = layer.keptCount
    return "\(layer.filter.summary): \(StatusLine.grouped(count)) row\(count == 1 ? "" : "s")"
      + (layer.isComplete ? "" : " so far")
  }
}
