/// What a reader made of a table's view: its sort (`S`), its column filter (`Esc-&`), the
/// columns shown (`Esc-c`) and frozen (`Esc-f`), widths set by hand (`<`, `>`) and the current
/// column. Columns are named by their places in the table, and the header's cells say what
/// they hold: a table run or read again (`r`, `R`, `--watch`) takes the choices on where it
/// has the same columns.
package struct TableViewChoices: Hashable, Sendable {
  /// A sort by one column.
  package struct Sort: Hashable, Sendable {
    /// The column sorted by, by its place in the table.
    package var column: Int
    /// Whether it sorts descending.
    package var isDescending: Bool

    /// A sort by `column`, descending where `isDescending`.
    package init(column: Int, isDescending: Bool) {
      self.column = column
      self.isDescending = isDescending
    }
  }

  /// The header's cells, which name the columns; none where the table has no header.
  package var header: [[UInt8]]
  /// The number of columns the table has, shown or not.
  package var columnCount: Int
  /// The sort; nil: the order read.
  package var sort: Sort?
  /// The column filter; nil: every row.
  package var columnFilter: ColumnFilter?
  /// The columns shown, in order; nil: every column.
  package var shownColumns: [Int]?
  /// The columns frozen at the left, the first shown ones; nil where `--header N,C` says.
  package var frozenColumns: [Int]?
  /// Widths set by hand, by column.
  package var widthsSetByHand: [Int: Int]
  /// The current column; nil: the first shown.
  package var currentColumn: Int?

  /// The choices of a table whose header is `header`, of `columnCount` columns: none made yet.
  package init(header: [[UInt8]], columnCount: Int) {
    self.header = header
    self.columnCount = columnCount
    widthsSetByHand = [:]
  }

  /// These choices for a table whose header is `header`, of `columnCount` columns: the same
  /// where the header is; else each column goes to the place of its header cell there, and
  /// what was made of a column that is not there (or not named once in both) goes with it.
  /// Where either table has no header and the other has one, nothing carries over.
  package func carried(toHeader header: [[UInt8]], columnCount: Int) -> TableViewChoices {
    let places = places(inHeader: header, columnCount: columnCount)
    var carried = TableViewChoices(header: header, columnCount: columnCount)
    carried.sort = sort.flatMap { sort in
      places[sort.column].map { Sort(column: $0, isDescending: sort.isDescending) }
    }
    carried.columnFilter = columnFilter.flatMap { filter in
      places[filter.column].map { column in
        var moved = filter
        moved.column = column
        return moved
      }
    }
    carried.shownColumns = shownColumns.flatMap { shown in
      let kept = shown.compactMap { places[$0] }
      // None of them left: every column shows, as `Esc-c` with no match shows them all.
      return kept.isEmpty ? nil : kept
    }
    carried.frozenColumns = frozenColumns.map { $0.compactMap { places[$0] } }
    for (column, width) in widthsSetByHand {
      if let place = places[column] { carried.widthsSetByHand[place] = width }
    }
    carried.currentColumn = currentColumn.flatMap { places[$0] }
    return carried
  }

  /// Where each column lies in a table whose header is `other`, of `count` columns.
  private func places(inHeader other: [[UInt8]], columnCount count: Int) -> [Int: Int] {
    if header == other {
      return Dictionary(uniqueKeysWithValues: (0..<min(columnCount, count)).map { ($0, $0) })
    }
    guard !header.isEmpty, !other.isEmpty else { return [:] }
    var places: [Int: Int] = [:]
    for (column, name) in header.enumerated() where column < columnCount && !name.isEmpty {
      // A name twice in either header says nothing of which column is which.
      guard header.filter({ $0 == name }).count == 1,
        let place = other.firstIndex(of: name), place < count,
        other.filter({ $0 == name }).count == 1
      else { continue }
      places[column] = place
    }
    return places
  }

  /// How many of `shown` (the columns a table shows, in order) are frozen: those at its start
  /// that ``frozenColumns`` names; nil where `--header N,C` says.
  package func frozenCount(in shown: [Int]) -> Int? {
    frozenColumns.map { frozen in shown.prefix { frozen.contains($0) }.count }
  }
}
