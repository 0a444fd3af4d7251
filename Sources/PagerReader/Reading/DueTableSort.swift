/// The sort a table run again takes on once more when its text has all come (`r` on a command
/// still running): sorted as far as its rows had come, it may lack those that came after.
struct DueTableSort {
  /// The table to sort: a tab showing another table by then (`Esc-t` twice) drops it.
  let table: TableDocument
  /// The column and direction.
  let sort: TableViewChoices.Sort
}
