import PagerKit

/// A table's rows whose cell in one column matches a pattern (`Esc-&`), under the table's
/// header rows: a view over the table (or a view of it, such as a sort), found a slice at a
/// time as ``FilteredDocument`` finds lines, so that a big table never holds up a key. Search,
/// `&` and line numbers work over it as over the table; lines keep the text's numbers.
package final class ColumnFilteredDocument: TableViewLayer {
  /// The table, or the view of it, filtered.
  package let base: any TextDocument
  private let rows: any TableRows
  /// What rows are kept.
  package let filter: ColumnFilter
  /// The table's first rows, kept whatever they hold: its header.
  package let headerCount: Int
  /// The base's rows kept past the header, in order.
  private var kept: [UInt32] = []
  /// The next base row to look at.
  private var next: Int

  /// Rows looked at in one slice at most: a slice then checks the clock.
  static let rowsPerCheck = 256

  /// A view of `rows` keeping its first `headerCount` rows and the rows `filter` keeps.
  package init(base rows: any TableRows, filter: ColumnFilter, headerCount: Int) {
    base = rows
    self.rows = rows
    self.filter = filter
    self.headerCount = max(0, headerCount)
    next = self.headerCount
  }

  /// Whether every row the base has now has been looked at.
  package var isCaughtUp: Bool { next >= rows.lineCount }

  /// Whether looking on can find anything now: rows are left, or the base has more to find.
  package var canAdvance: Bool {
    !isCaughtUp || (!rows.isComplete && (rows.readsOnRequest || rows.linesFoundFraction != nil))
  }

  /// The rows kept past the header so far.
  package var keptCount: Int { kept.count }

  private var headerShown: Int { min(headerCount, rows.lineCount) }

  package func baseLine(_ index: Int) -> Int {
    index < headerShown ? index : Int(kept[index - headerShown])
  }

  /// Looks at rows for about `budget` bytes of them, until `isOver` says the slice is spent;
  /// returns whether it kept any.
  @discardableResult package func advance(budget: Int, pausing isOver: () -> Bool = { false })
    -> Bool
  {
    if isCaughtUp, !rows.isComplete {
      // Rows the base finds when asked (a CSV's, a pipe's): ask for the next ones.
      rows.prepareLines(through: rows.lineCount)
    }
    var spent = 0
    var found = false
    while next < rows.lineCount, spent < budget {
      let end = min(rows.lineCount, next + Self.rowsPerCheck)
      while next < end {
        let row = rows.row(next)
        spent += 16 + row.cells.reduce(0) { $0 + $1.count }
        if filter.keeps(row) {
          kept.append(UInt32(truncatingIfNeeded: next))
          found = true
        }
        next += 1
      }
      if isOver() { break }
    }
    return found
  }

  /// How far through the base's rows known filtering has got, while it has not caught up.
  package var linesFoundFraction: Double? {
    guard canAdvance else { return nil }
    return min(1, Double(next) / Double(max(1, rows.lineCount)))
  }

  package func row(_ index: Int) -> TableRow { rows.row(baseLine(index)) }

  package var lineCount: Int { headerShown + kept.count }
  package var isComplete: Bool { rows.isComplete && isCaughtUp }
  package func line(_ index: Int) -> [UInt8] { rows.line(baseLine(index)) }
  package func lineLength(_ index: Int) -> Int { rows.lineLength(baseLine(index)) }
  package func lineEndsWithReturn(_ index: Int) -> Bool {
    rows.lineEndsWithReturn(baseLine(index))
  }
  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    rows.bytes(ofLine: baseLine(index), in: range)
  }
  package var firstLineNumber: Int { rows.firstLineNumber }
  package func lineNumber(ofLine index: Int) -> Int { rows.lineNumber(ofLine: baseLine(index)) }
  package var readsOnRequest: Bool { false }
  package func indexAhead(budget: Int) -> Bool { rows.indexAhead(budget: budget) }
  package var indexAwaitsWorkers: Bool { rows.indexAwaitsWorkers }

  /// The rows kept so far; finding more is ``advance(budget:pausing:)``'s, never a wait here.
  @discardableResult package func prepareLines(through index: Int) -> Int { lineCount }
}
