extension PagerScreen {
  /// The column of the shown table that `S` sorts by, from 0. A stand-in until tables have a
  /// column cursor of their own, which replaces this file; every other part of sorting asks
  /// only this property.
  var currentTableColumn: Int { Self.benchmarkTableColumn }

  /// The column `S` sorts by until the column cursor comes: 0, or what
  /// `TUIPAGER_BENCH_SORT_COLUMN` (from 1) says, for `scripts/bench_table.py`. Set once at the
  /// start, before the loop, and only read afterwards.
  package nonisolated(unsafe) static var benchmarkTableColumn = 0
}
