/// How a table's columns are laid out: each one's width (learned from the first rows, grown to
/// wider cells shown later, or set by hand with `<` and `>`), and which of them show, in order
/// (`Esc-c`).
///
/// Columns are named by their place in the table, shown or not; the shown columns' places are
/// ``shown``, and a row is laid out from them alone.
package struct TableColumns: Hashable, Sendable {
  /// Every column's width and alignment.
  private(set) var widths: ColumnWidths
  /// Each column's widest cell seen in the rows laid out since, up to the cap.
  private var widestSeen: [Int]
  /// Columns whose width was set by hand: the cells shown change them no more.
  private var setByHand: Set<Int> = []
  /// The columns shown, by their places in the table, in order.
  package private(set) var shown: [Int]
  /// The shown columns' widths, in their order.
  private var shownWidths: ColumnWidths

  /// The columns of `widths`, all shown.
  init(_ widths: ColumnWidths) {
    self.widths = widths
    widestSeen = widths.widths
    shown = Array(widths.widths.indices)
    shownWidths = widths
  }

  /// How many columns the table has, shown or not.
  var count: Int { widths.widths.count }

  /// Where each shown column lies on a row laid out with a separator `separatorWidth` wide.
  func spans(separatorWidth: Int) -> [Range<Int>] {
    shownWidths.spans(separatorWidth: separatorWidth)
  }

  /// The shown columns of `cells` laid out as a line, `separator` between them.
  func line(_ cells: [[UInt8]], separator: [UInt8]) -> [UInt8] {
    shownWidths.line(shown.map { $0 < cells.count ? cells[$0] : [] }, separator: separator)
  }

  /// A rule across the shown columns, as under a box table's header.
  var rule: String {
    shownWidths.widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
  }

  /// Notes the widths of a row's cells, which the columns may grow to.
  mutating func note(_ cells: [[UInt8]]) {
    for (column, cell) in zip(widestSeen.indices, cells) {
      widestSeen[column] = max(
        widestSeen[column], min(ColumnWidths.cap, ColumnWidths.width(of: cell)))
    }
  }

  /// Notes each column's widest cell measured elsewhere (by the workers, over every row),
  /// which the columns may grow to.
  mutating func note(widths measured: [Int]) {
    for (column, width) in zip(widestSeen.indices, measured) {
      widestSeen[column] = max(widestSeen[column], min(ColumnWidths.cap, width))
    }
  }

  /// Makes column `column` `change` columns wider (narrower, when negative), at least one wide;
  /// returns its width now.
  mutating func widen(column: Int, by change: Int) -> Int {
    guard widths.widths.indices.contains(column) else { return 0 }
    widths.widths[column] = max(1, widths.widths[column] + change)
    setByHand.insert(column)
    takeShownWidths()
    return widths.widths[column]
  }

  /// The widths set by hand, by column.
  var widthsSetByHand: [Int: Int] {
    Dictionary(uniqueKeysWithValues: setByHand.map { ($0, widths.widths[$0]) })
  }

  /// Whether rows laid out since hold cells wider than their column, in a column not set by
  /// hand.
  var hasWiderCells: Bool {
    widestSeen.indices.contains { widestSeen[$0] > widths.widths[$0] && !setByHand.contains($0) }
  }

  /// Widens each column, but those set by hand, to its widest cell seen; returns whether any
  /// grew.
  mutating func adoptWiderCells() -> Bool {
    var grew = false
    for column in widestSeen.indices
    where !setByHand.contains(column) && widestSeen[column] > widths.widths[column] {
      widths.widths[column] = widestSeen[column]
      grew = true
    }
    if grew { takeShownWidths() }
    return grew
  }

  /// Shows `columns` (places in the table, in the order given), or every column when none of
  /// them is a column.
  mutating func show(_ columns: [Int]) {
    let valid = columns.filter { widths.widths.indices.contains($0) }
    shown = valid.isEmpty ? Array(widths.widths.indices) : valid
    takeShownWidths()
  }

  /// Widths as first learned, every column shown: what `Esc-T` puts back, but for the widths
  /// cells shown since have grown them to.
  mutating func reset() {
    setByHand = []
    for column in widths.widths.indices {
      widths.widths[column] = min(max(widestSeen[column], 1), ColumnWidths.cap)
    }
    shown = Array(widths.widths.indices)
    takeShownWidths()
  }

  private mutating func takeShownWidths() {
    shownWidths = ColumnWidths(
      widths: shown.map { widths.widths[$0] }, alignsRight: shown.map { widths.alignsRight[$0] })
  }
}
