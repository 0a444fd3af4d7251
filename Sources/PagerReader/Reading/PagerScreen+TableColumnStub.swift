extension PagerScreen {
  /// The column of the shown table that `S` sorts by, from 0. A stand-in until tables have a
  /// column cursor of their own, which replaces this file; every other part of sorting asks
  /// only this property.
  var currentTableColumn: Int { 0 }
}
