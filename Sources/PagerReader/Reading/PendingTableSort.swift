/// A table's sort the workers have yet to finish: the tab shows the table as it was until the
/// order is in, and then sorted.
struct PendingTableSort {
  /// The table being sorted: a tab showing another table by then (`Esc-t` twice) drops it.
  let table: TableDocument
  /// The column sorted by, from 0.
  let column: Int
  /// How its cells compare.
  let order: CellOrder
  /// Where the workers leave the order.
  let job: TableSortJob
}
