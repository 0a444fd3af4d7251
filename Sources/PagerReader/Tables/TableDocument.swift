import PagerKit

/// A text shown as a table (`--columns`, `Esc-t`): a view over the same document whose lines
/// are its rows laid out in columns, as a filter is a view over the lines it keeps.
///
/// A row is one line, or for CSV one record, whose quoted fields may hold line ends. Widths are
/// learned once, from the first rows known when the view is made (``ColumnWidths``). A line
/// whose quoting is broken shows as it stands after a `!`, so nothing is lost; rules, footers
/// and lines of no table show as they are. Search and filters see the rows as laid out, and
/// line numbers stay the text's own.
package final class TableDocument: TextDocument {
  /// How lines become cells.
  package enum Reader: Sendable {
    case csv
    case tsv
    case space(AlignedColumns)
    case delimiter(DelimitedRow)
    case box(TableKind)
  }

  /// The text shown as a table.
  package let base: any TextDocument
  /// The kind of table, for the message that says what was taken as one.
  package let kind: TableKind?
  /// How lines become cells.
  private let reader: Reader
  /// Each column's width and which columns show.
  private var columns: TableColumns
  /// The rows at the top that stay there: the header, and a box table's rules around it.
  package let headerRows: Int
  /// The header's cells, none where the table has no header: a sorted column's name.
  package let headerCells: [[UInt8]]

  /// For CSV, the first line of each row found so far; other tables have a row a line. Four
  /// bytes a row: a file of ten million rows holds 40 MB of them, not 80.
  private var rowStarts: [UInt32] = []
  /// The lines the CSV finder has read.
  private var linesRead = 0
  private var finder = CSVRecordReader(collectsFields: false)
  private var finished = false
  /// Whether the loop's turns stop finding rows: a sort's worker finds them all meanwhile
  /// (``adopt(rowStarts:lineCount:)``), and both would hold them twice.
  package var pausesFinding = false

  /// The separator between cells.
  package static let separator = " │ "
  /// Rows the widths are learned from.
  package static let sampleRows = 100

  /// A table of `base` read by `reader`.
  package init(base: any TextDocument, reader: Reader, kind: TableKind?) {
    self.base = base
    self.reader = reader
    self.kind = kind
    base.prepareLines(through: Self.sampleRows * 2)
    var header: [[UInt8]] = []
    var sample: [[[UInt8]]] = []
    var headerRows = 0
    var box = BoxTable()
    var index = 0
    var rows: [TableRow] = []
    if case .csv = reader {
      var csv = CSVRecordReader()
      while index < base.lineCount, rows.count < Self.sampleRows {
        rows += csv.read(base.line(index), endsWithReturn: base.lineEndsWithReturn(index))
        index += 1
      }
      if base.isComplete, index == base.lineCount { rows += csv.finish() }
    } else {
      while index < min(base.lineCount, Self.sampleRows) {
        rows.append(Self.row(base.line(index), at: index, reader: reader, box: &box))
        index += 1
      }
    }
    for row in rows where row.kind == .header || row.kind == .data {
      if case .box = reader, row.kind == .header {
        header = row.cells
        headerRows = row.lines.upperBound
        if let next = rows.first(where: { $0.lines.lowerBound == headerRows }), next.kind == .rule {
          headerRows += 1
        }
      } else if case .box = reader {
        sample.append(row.cells)
      } else if headerRows == 0, row.kind == .header || row.lines.lowerBound == 0 {
        header = row.cells
        // Text above the header (`dpkg -l`'s legend) and a rule under it stay on top with it.
        headerRows = row.lines.lowerBound + 1
        if rows.first(where: { $0.lines.lowerBound == headerRows })?.kind == .rule {
          headerRows += 1
        }
      } else {
        sample.append(row.cells)
      }
    }
    self.headerRows = headerRows
    headerCells = header
    columns = TableColumns(ColumnWidths(header: header, rows: sample))
  }

  deinit { widthsJob?.cancel() }

  /// How lines become cells, for workers that read them for themselves.
  package var rowReader: Reader { reader }

  /// The base's line the first data row starts at, past the header's rows.
  package var firstDataLine: Int {
    headerRows == 0 ? 0 : lines(ofRow: headerRows - 1).upperBound
  }

  /// The workers measuring every row's cells, once they were asked to.
  package var widthsJob: TableWidthsJob? {
    didSet { widthsTaken = 0 }
  }
  /// The version of the job's widths last taken.
  private var widthsTaken = 0

  /// Takes the widest cells the workers have measured since last time, which the columns grow
  /// to as cells shown do; returns whether any were new.
  @discardableResult package func takeMeasuredWidths() -> Bool {
    guard let found = widthsJob?.widest(newerThan: widthsTaken) else { return false }
    widthsTaken = found.version
    columns.note(widths: found.widest)
    return true
  }

  /// The number of columns the table has, shown or not.
  package var columnCount: Int { columns.count }

  /// The columns shown, by their places in the table, in order (`Esc-c` shows fewer).
  package var shownColumns: [Int] { columns.shown }

  /// Where each shown column lies on a row laid out: its first terminal column up to the one
  /// after its last.
  package var columnSpans: [Range<Int>] {
    columns.spans(separatorWidth: ColumnWidth.of(Self.separator))
  }

  /// Makes column `column` `change` columns wider (narrower, when negative), at least one wide;
  /// returns its width now.
  @discardableResult package func widen(column: Int, by change: Int) -> Int {
    layOutAgain()
    return columns.widen(column: column, by: change)
  }

  /// The widths set by hand (`<`, `>`), by column: what a table run or read again keeps.
  package var widthsSetByHand: [Int: Int] { columns.widthsSetByHand }

  /// Whether rows laid out since the widths were last set hold cells wider than their column
  /// (and its cap), in a column not set by hand.
  package var hasWiderCells: Bool { columns.hasWiderCells }

  /// Widens each column, but those set by hand, to its widest cell seen; returns whether any
  /// grew.
  @discardableResult package func adoptWiderCells() -> Bool {
    guard columns.adoptWiderCells() else { return false }
    layOutAgain()
    return true
  }

  /// Shows only `shown` of the columns (places in the table, in order); all when none is one.
  package func show(columns shown: [Int]) {
    columns.show(shown)
    layOutAgain()
  }

  /// Every column shown again, at the widths its cells make: `Esc-T`.
  package func resetColumns() {
    columns.reset()
    layOutAgain()
  }

  /// Whether each column's sampled cells are all numbers, so that it sorts as numbers.
  package var alignsRight: [Bool] { columns.widths.alignsRight }

  /// Whether the table is read as CSV: a row may span lines.
  package var isCSV: Bool {
    if case .csv = reader { return true }
    return false
  }

  /// Whether the table is read as TSV: a row a line, cells between tabs.
  package var isTSV: Bool {
    if case .tsv = reader { return true }
    return false
  }

  /// Lines one look at the CSV's rows reads at most: a big file's rows are found a slice a
  /// turn (``indexAhead(budget:)``), never all in one turn that would hold the keys.
  package static let linesPerLook = 16_384
  /// Lines a page's look reads at least, past the rows it asked for.
  static let linesAheadOfAPage = 256

  /// Reads up to `limit` of the CSV lines the base has learned since last time, finding where
  /// rows start; returns whether lines it has learned are left. The last line of a text still
  /// arriving may still grow, so it waits.
  @discardableResult private func catchUp(limit: Int = linesPerLook) -> Bool {
    guard isCSV else { return false }
    let end = min(availableLines, linesRead + max(1, limit))
    while linesRead < end {
      // A chunk of lines at a time where the base can (a file): no line copied on its own.
      if let next = base.readLines(linesRead..<end, pausing: { false }, readChunk),
        next > linesRead
      {
        linesRead = next
        continue
      }
      // A line longer than a chunk, or a text read line by line.
      for row in finder.read(
        base.line(linesRead), endsWithReturn: base.lineEndsWithReturn(linesRead))
      {
        rowStarts.append(UInt32(truncatingIfNeeded: row.lines.lowerBound))
      }
      linesRead += 1
    }
    if base.isComplete, linesRead == base.lineCount, !finished {
      finished = true
      rowStarts += finder.finish().map { UInt32(truncatingIfNeeded: $0.lines.lowerBound) }
    }
    return isBehind
  }

  /// Finds where rows start in `chunk`, whole lines each ended by `\n` (the text's last line
  /// may have none), whose first is line `first`.
  private func readChunk(first: Int, chunk: UnsafeBufferPointer<UInt8>) {
    guard let bytes = chunk.baseAddress else { return }
    var start = 0
    while start < chunk.count {
      let end = ChunkScan.newline(in: bytes, from: start, to: chunk.count)
      let returns = end > start && chunk[end - 1] == 0x0D
      let line = UnsafeBufferPointer(rebasing: chunk[start..<(returns ? end - 1 : end)])
      finder.read(line, endsWithReturn: returns) { _, lines, _, _ in
        self.rowStarts.append(UInt32(truncatingIfNeeded: lines.lowerBound))
      }
      start = end + 1
    }
  }

  /// The base's lines the CSV's rows may be read from: all but an unfinished last line, which
  /// may grow.
  private var availableLines: Int {
    base.lastLineIsUnfinished ? max(0, base.lineCount - 1) : base.lineCount
  }

  /// Whether the CSV's rows lag what the base has learned. A text still arriving whose rows are
  /// all found is not behind: it waits for more without a turn spent on it.
  private var isBehind: Bool {
    isCSV && !finished && (linesRead < availableLines || base.isComplete)
  }

  /// The base's lines row `index` was read from.
  package func lines(ofRow index: Int) -> Range<Int> {
    guard isCSV else { return index..<index + 1 }
    let start = Int(rowStarts[index])
    let end = index + 1 < rowStarts.count ? Int(rowStarts[index + 1]) : linesRead
    return start..<max(end, start + 1)
  }

  /// Row `index` as cells.
  package func row(_ index: Int) -> TableRow {
    let lines = lines(ofRow: index)
    switch reader {
    case .csv:
      let found = CSVRecordReader.row(
        containing: lines.lowerBound, from: lines.lowerBound, lineCount: lines.upperBound
      ) { (self.base.line($0), self.base.lineEndsWithReturn($0)) }
      return found ?? TableRow(.text, cells: [base.line(lines.lowerBound)], lines: lines)
    case .box where index >= headerRows:
      return Self.bodyRow(base.line(index), at: index, reader: reader)
    default:
      var box = BoxTable()
      var row = Self.row(base.line(index), at: index, reader: reader, box: &box)
      if index == 0, row.kind == .data { row.kind = .header }
      return row
    }
  }

  /// Line `index`, `line`, of a table read a row a line, as a row past its header: how the
  /// workers cut the lines they read for themselves.
  package static func bodyRow(_ line: [UInt8], at index: Int, reader: Reader) -> TableRow {
    var box = BoxTable()
    // Past the header, a row with bars is data.
    if case .box = reader { _ = box.row([0x7C], at: 0) }
    return row(line, at: index, reader: reader, box: &box)
  }

  private static func row(_ line: [UInt8], at index: Int, reader: Reader, box: inout BoxTable)
    -> TableRow
  {
    switch reader {
    case .csv: return TableRow(.data, cells: [line], lines: index..<index + 1)
    case .tsv: return TSVRow.row(line, at: index)
    case .space(let columns): return columns.row(line, at: index)
    case .delimiter(let delimited): return delimited.row(line, at: index)
    case .box: return box.row(line, at: index)
    }
  }

  /// Row `index` laid out as a line of text, as UTF-8.
  private func laidOut(row index: Int) -> [UInt8] {
    let row = row(index)
    switch row.kind {
    case .header, .data:
      columns.note(row.cells)
      return columns.line(row.cells, separator: Self.separatorBytes)
    case .rule: return Array(columns.rule.utf8)
    case .footer, .text: return Array(ColumnWidths.shown(row.cells.first ?? []).utf8)
    case .malformed: return Array(("! " + ColumnWidths.shown(row.cells.first ?? [])).utf8)
    }
  }

  private static let separatorBytes = Array(separator.utf8)

  /// Rows laid out lately, by row: a frame asks for each row it shows several times (its
  /// length, its bytes), and the next frame for most of them again.
  private var laidOutRows: [Int: [UInt8]] = [:]
  /// Rows kept laid out at most: a few pages of them.
  private static let laidOutRowsKept = 512

  /// Forgets the rows laid out: the columns' widths or the columns shown changed.
  private func layOutAgain() { laidOutRows.removeAll(keepingCapacity: true) }

  // Asking the count reads nothing: a frame asks it many times. The rows are found by the
  // loop's turns (indexAhead) and by the rows a page needs (prepareLines).
  package var lineCount: Int { isCSV ? rowStarts.count : base.lineCount }

  package var isComplete: Bool { isCSV ? finished : base.isComplete }

  package func line(_ index: Int) -> [UInt8] {
    if let line = laidOutRows[index] { return line }
    let line = laidOut(row: index)
    // The last line of a text still arriving may grow: its row is laid out again each time.
    if base.isComplete || lines(ofRow: index).upperBound < base.lineCount {
      if laidOutRows.count >= Self.laidOutRowsKept { layOutAgain() }
      laidOutRows[index] = line
    }
    return line
  }

  package func lineNumber(ofLine index: Int) -> Int {
    base.lineNumber(ofLine: lines(ofRow: index).lowerBound)
  }

  package var readsOnRequest: Bool { base.readsOnRequest }

  package func indexAhead(budget: Int) -> Bool {
    let more = base.indexAhead(budget: budget)
    guard budget > 0, !pausesFinding else { return isBehind || more }
    return catchUp(limit: min(Self.linesPerLook, budget / Self.indexedBytesPerRowFound)) || more
  }

  /// Bytes of a turn's indexing budget that finding one CSV row ahead takes: a row costs what
  /// indexing some 2 KiB does (1,300 instructions against 0.75 a byte), and finding rows ahead
  /// can wait more than indexing can, as a page finds the rows it shows itself. So the first
  /// turn, whose budget is small, leaves the first frame all but unslowed.
  static let indexedBytesPerRowFound = 4096

  /// Takes the first line of each data row (the header's rows kept) from a worker that read
  /// the whole text, `lineCount` lines, for a sort: the loop, which finds them a slice a turn,
  /// may still be far behind. Nothing changes where the text has lines the worker did not read
  /// or this table has found its rows already; returns whether it took them.
  @discardableResult package func adopt(rowStarts found: [UInt32], lineCount: Int) -> Bool {
    guard isCSV, !finished, base.isComplete, base.lineCount == lineCount else { return false }
    var starts = Array(rowStarts.prefix(headerRows))
    starts.reserveCapacity(starts.count + found.count)
    starts += found
    rowStarts = starts
    linesRead = lineCount
    finder = CSVRecordReader(firstLine: lineCount, collectsFields: false)
    finished = true
    return true
  }

  package var indexAwaitsWorkers: Bool { base.indexAwaitsWorkers }

  /// How far the CSV's rows have been found through the base's lines, by bytes where the base
  /// counts them, while lines it has learned are left: a move to a row not found yet (`G`)
  /// waits for them, as it waits for a filter's.
  package var linesFoundFraction: Double? {
    guard isBehind else { return nil }
    if let offset = base.byteOffset(ofLine: linesRead), let total = base.byteTotal, total > 0 {
      return min(1, Double(offset) / Double(total))
    }
    return min(1, Double(linesRead) / Double(max(1, base.lineCount)))
  }

  /// Rows through `index` as far as one look reaches: a row far ahead (`G` in a big CSV) is
  /// reached over the turns that follow, as ``indexAhead(budget:)`` reads on.
  @discardableResult package func prepareLines(through index: Int) -> Int {
    guard isCSV else { return base.prepareLines(through: index) }
    var target = index
    var looked = 0
    while lineCount <= index, looked < Self.linesPerLook {
      let before = (base.lineCount, linesRead)
      base.prepareLines(through: min(target, linesRead + Self.linesPerLook))
      // As many lines as rows are missing and a few more, not a whole look's: a first screen
      // needs forty rows, and the loop's turns find the rest.
      let missing = index >= Int.max / 2 ? Self.linesPerLook : index - rowStarts.count + 1
      catchUp(limit: min(Self.linesPerLook - looked, max(Self.linesAheadOfAPage, missing)))
      if (base.lineCount, linesRead) == before { break }
      looked += linesRead - before.1
      // As many lines ahead as rows are missing; `.max` (the end) stays the end.
      target = index >= Int.max / 2 ? .max : base.lineCount + index - rowStarts.count + 1
    }
    return lineCount
  }
}
