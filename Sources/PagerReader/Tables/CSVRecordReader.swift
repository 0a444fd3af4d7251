/// CSV records from a document's lines, read forward from a line where a record starts.
///
/// A record ends at the first line end outside quotes, so it may span lines; each row it gives
/// says which lines it came from, and ``isAtRecordStart`` says whether the next line starts a
/// record. A view that remembers a few such lines can find the record of any line by reading
/// forward from the nearest one before it.
///
/// Broken quoting never loses a line: the record's first line becomes a ``TableRow/Kind/malformed``
/// row of its own text, and reading starts again at the line after it. A quoted field still
/// open after ``maxLines`` lines or ``maxBytes`` bytes, or at the end of the text, counts as
/// broken, so one stray quote cannot swallow the rest of a file.
package struct CSVRecordReader: Sendable {
  /// The most lines one record may span.
  package let maxLines: Int
  /// The most bytes one record may hold.
  package let maxBytes: Int
  /// The index of the line the reader takes next.
  package private(set) var nextLine: Int
  /// Whether rows keep their cells: a reader that only finds where records start does not.
  private let collectsFields: Bool
  private var scanner: CSVFieldScanner
  /// The lines of the record still open, each with whether it ended with `\r\n`.
  private var pending: [(bytes: [UInt8], endsWithReturn: Bool)] = []
  private var pendingBytes = 0

  /// A reader whose first line, `firstLine`, starts a record. Without `collectsFields` its data
  /// rows have no cells, only their lines: the cheap way to find where records start.
  package init(
    firstLine: Int = 0, maxLines: Int = 64, maxBytes: Int = 1 << 20, collectsFields: Bool = true
  ) {
    nextLine = firstLine
    self.collectsFields = collectsFields
    scanner = CSVFieldScanner(collectsFields: collectsFields)
    self.maxLines = maxLines
    self.maxBytes = maxBytes
  }

  /// Whether the next line starts a record: no quoted field is open.
  package var isAtRecordStart: Bool { pending.isEmpty }

  /// Reads the next line (its bytes without the terminator; `endsWithReturn` when that was
  /// `\r\n`), and returns the rows it completes: none while a quoted field stays open, several
  /// when broken quoting sends lines back to be read again.
  package mutating func read(_ line: [UInt8], endsWithReturn: Bool = false) -> [TableRow] {
    line.withUnsafeBufferPointer { read($0, endsWithReturn: endsWithReturn) }
  }

  /// Reads the next line where its bytes lie, as ``read(_:endsWithReturn:)`` does.
  package mutating func read(_ line: UnsafeBufferPointer<UInt8>, endsWithReturn: Bool = false)
    -> [TableRow]
  {
    var rows: [TableRow] = []
    let keeps = collectsFields
    take(line, endsWithReturn: endsWithReturn) { rows.append(Self.row($0, $1, $2, $3, keeps)) }
    return rows
  }

  /// A row handed to a ``Visit`` as an array of its own.
  private static func row(
    _ kind: TableRow.Kind, _ lines: Range<Int>, _ fields: CSVFieldScanner,
    _ malformedLine: UnsafeBufferPointer<UInt8>, _ keepsFields: Bool
  ) -> TableRow {
    let cells = kind == .data ? (keepsFields ? fields.fields : []) : [Array(malformedLine)]
    return TableRow(kind, cells: cells, lines: lines)
  }

  /// What a row read is handed on as, without an array of its own: its kind, its lines, the
  /// scanner that holds a data row's fields (``CSVFieldScanner/field(_:)``) and a malformed
  /// row's line.
  package typealias Visit = (
    _ kind: TableRow.Kind, _ lines: Range<Int>, _ fields: CSVFieldScanner,
    _ malformedLine: UnsafeBufferPointer<UInt8>
  ) -> Void

  /// Reads the next line where its bytes lie, handing each row it completes to `visit`: the way
  /// a worker reads millions of records, with no array made a row.
  package mutating func read(
    _ line: UnsafeBufferPointer<UInt8>, endsWithReturn: Bool = false, visit: Visit
  ) {
    take(line, endsWithReturn: endsWithReturn, visit)
  }

  /// Ends the text as ``finish()`` does, handing the rows to `visit`.
  package mutating func finish(visit: Visit) {
    while !pending.isEmpty { giveUp(visit) }
  }

  /// The row that holds line `target`, read forward from line `start`, where a record starts
  /// (line 0, or the first line of a row read before). `line(index)` gives a line's bytes and
  /// whether it ended with `\r\n`; `lineCount` is how many lines there are, the text ending
  /// after them. Lines up to the row are only scanned for their states, and the row itself is
  /// read again with its cells.
  package static func row(
    containing target: Int, from start: Int, lineCount: Int, maxLines: Int = 64,
    maxBytes: Int = 1 << 20, line: (Int) -> (bytes: [UInt8], endsWithReturn: Bool)
  ) -> TableRow? {
    guard start <= target, target < lineCount else { return nil }
    var finder = CSVRecordReader(
      firstLine: start, maxLines: maxLines, maxBytes: maxBytes, collectsFields: false)
    var found: TableRow?
    var index = start
    while found == nil, index < lineCount {
      let (bytes, endsWithReturn) = line(index)
      found = finder.read(bytes, endsWithReturn: endsWithReturn).first {
        $0.lines.contains(target)
      }
      index += 1
    }
    if found == nil { found = finder.finish().first { $0.lines.contains(target) } }
    guard let row = found, row.kind == .data else { return found }
    var reader = CSVRecordReader(
      firstLine: row.lines.lowerBound, maxLines: maxLines, maxBytes: maxBytes)
    for index in row.lines {
      let (bytes, endsWithReturn) = line(index)
      if let whole = reader.read(bytes, endsWithReturn: endsWithReturn).first { return whole }
    }
    return row
  }

  /// Ends the text: a record still open is broken, and its lines are read again after it.
  package mutating func finish() -> [TableRow] {
    var rows: [TableRow] = []
    let keeps = collectsFields
    finish { rows.append(Self.row($0, $1, $2, $3, keeps)) }
    return rows
  }

  private mutating func take(
    _ line: UnsafeBufferPointer<UInt8>, endsWithReturn: Bool, _ visit: Visit
  ) {
    let index = nextLine
    nextLine += 1
    scanner.scan(line)
    if scanner.isMalformed {
      if pending.isEmpty {
        visit(.malformed, index..<index + 1, scanner, line)
        scanner.reset()
      } else {
        pending.append((Array(line), endsWithReturn))
        giveUp(visit)
      }
      return
    }
    if scanner.endLine(endsWithReturn: endsWithReturn) {
      let first = index - pending.count
      visit(.data, first..<index + 1, scanner, line)
      scanner.reset()
      if !pending.isEmpty {
        pending.removeAll()
        pendingBytes = 0
      }
      return
    }
    pending.append((Array(line), endsWithReturn))
    pendingBytes += line.count + 1
    if pending.count >= maxLines || pendingBytes > maxBytes { giveUp(visit) }
  }

  /// Marks the open record's first line broken, and reads the lines after it again, as if a
  /// record started at the second.
  private mutating func giveUp(_ visit: Visit) {
    let lines = pending
    let first = nextLine - lines.count
    lines[0].bytes.withUnsafeBufferPointer {
      visit(.malformed, first..<first + 1, scanner, $0)
    }
    pending.removeAll()
    pendingBytes = 0
    scanner.reset()
    nextLine = first + 1
    for line in lines.dropFirst() {
      line.bytes.withUnsafeBufferPointer {
        take($0, endsWithReturn: line.endsWithReturn, visit)
      }
    }
  }
}
