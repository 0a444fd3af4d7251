/// The sort a table run or read again takes on once its rows are all there (`r` on a command
/// still running): until then the tab shows it in the order read, as `S` would have to.
struct DueTableSort {
  /// The table to sort: a tab showing another table by then (`Esc-t` twice) drops it.
  let table: TableDocument
  /// The column and direction.
  let sort: TableViewChoices.Sort
}
