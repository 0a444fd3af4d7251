import Glibc
import PagerReader

/// A pass a worker makes over a table's rows in a file, reading its bytes a buffer at a time and
/// cutting them into lines and rows itself, as the table does: CSV records (quoted line ends and
/// broken quoting as ``CSVRecordReader`` has them), TSV fields, or a row a line cut by the
/// table's own reader (aligned columns, a delimiter, psql's and mysql's bars). A big table's
/// sort and the measuring of its widths are such passes.
struct TableRowScan {
  /// How lines become cells.
  let reader: TableDocument.Reader
  /// The line the first row starts at.
  let firstLine: Int
  /// Where the rows' bytes lie in the file.
  let bytes: Range<Int>
  let file: OpenFile
  /// The lines the last pass read, counted from the text's first.
  private(set) var lineCount = 0

  init(reader: TableDocument.Reader, firstLine: Int, bytes: Range<Int>, file: OpenFile) {
    self.reader = reader
    self.firstLine = firstLine
    self.bytes = bytes
    self.file = file
  }

  /// Reads every row, handing `visit` its cells and the line it starts at, and `reserve` once,
  /// after the first buffer, the rows to expect; `progress` is told the share of the bytes read
  /// now and then. Returns false when `isCancelled` says so or the file could not be read.
  mutating func run(
    buffer: UnsafeMutableRawBufferPointer, isCancelled: () -> Bool,
    progress: (Double) -> Void = { _ in }, reserve: (Int) -> Void = { _ in },
    visit: (ScannedCells, Int) -> Void
  ) -> Bool {
    var lines = LineCutter(firstLine: firstLine)
    var csv = CSVRecordReader(firstLine: firstLine)
    let reader = reader
    let total = max(1, bytes.count)
    var offset = bytes.lowerBound
    var reads = 0
    func take(_ line: UnsafeBufferPointer<UInt8>, _ endsWithReturn: Bool, _ number: Int) {
      switch reader {
      case .csv:
        csv.read(line, endsWithReturn: endsWithReturn) { kind, lines, fields, _ in
          visit(kind == .data ? ScannedCells(fields) : ScannedCells(), lines.lowerBound)
        }
      case .tsv: visit(ScannedCells(tabSeparated: line), number)
      default:
        let row = TableDocument.bodyRow(Array(line), at: number, reader: reader)
        let isData = row.kind == .data || row.kind == .header
        visit(isData ? ScannedCells(row.cells) : ScannedCells(), number)
      }
    }
    while offset < bytes.upperBound {
      if isCancelled() { return false }
      let wanted = UnsafeMutableRawBufferPointer(
        rebasing: buffer[..<min(buffer.count, bytes.upperBound - offset)])
      let count = file.readSome(at: offset, into: wanted)
      guard count > 0 else { return false }
      let read = UnsafeRawBufferPointer(rebasing: buffer[..<count]).bindMemory(to: UInt8.self)
      if reads == 0 {
        // As many rows as the first buffer's lines say, and a little more.
        let newlines = read.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        reserve(Int(Double(total) / Double(count) * Double(max(1, newlines)) * 1.05) + 64)
      }
      lines.cut(read, take)
      offset += count
      reads += 1
      if reads % 64 == 0 { progress(Double(offset - bytes.lowerBound) / Double(total)) }
    }
    lines.finish(take)
    if case .csv = reader {
      csv.finish { _, lines, _, _ in visit(ScannedCells(), lines.lowerBound) }
    }
    lineCount = lines.lineCount
    return true
  }
}

/// A row's cells as a ``TableRowScan`` hands them on, where they lie for the visit alone; none
/// for a row that is no data (a rule, a footer, a broken record).
struct ScannedCells {
  private enum Storage {
    case none
    case csv(CSVFieldScanner)
    case tabSeparated(UnsafeBufferPointer<UInt8>)
    case cells([[UInt8]])
  }

  private let storage: Storage

  /// No cells: a row that is no data.
  init() { storage = .none }
  /// The fields of a CSV record.
  init(_ fields: CSVFieldScanner) { storage = .csv(fields) }
  /// The fields of a TSV line.
  init(tabSeparated line: UnsafeBufferPointer<UInt8>) { storage = .tabSeparated(line) }
  /// Cells cut already.
  init(_ cells: [[UInt8]]) { storage = .cells(cells) }

  /// `body` of cell `column`'s bytes; nil where the row has no such cell.
  func withCell<Result>(_ column: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result?
  {
    switch storage {
    case .none: return nil
    case .csv(let fields):
      guard column < fields.fieldCount else { return nil }
      return fields.field(column).withUnsafeBufferPointer(body)
    case .tabSeparated(let line):
      return Self.tsvCell(column, of: line).map(body)
    case .cells(let cells):
      guard column < cells.count else { return nil }
      return cells[column].withUnsafeBufferPointer(body)
    }
  }

  /// Hands `body` each cell's column and bytes, in order.
  func forEachCell(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    switch storage {
    case .none: return
    case .csv(let fields):
      for column in 0..<fields.fieldCount {
        fields.field(column).withUnsafeBufferPointer { body(column, $0) }
      }
    case .tabSeparated(let line):
      var start = 0
      var column = 0
      for index in 0..<line.count where line[index] == 9 {
        body(column, UnsafeBufferPointer(rebasing: line[start..<index]))
        column += 1
        start = index + 1
      }
      body(column, UnsafeBufferPointer(rebasing: line[start...]))
    case .cells(let cells):
      for (column, cell) in cells.enumerated() { cell.withUnsafeBufferPointer { body(column, $0) } }
    }
  }

  /// Cell `column` of a TSV line, nil where the line has fewer.
  private static func tsvCell(_ column: Int, of line: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>?
  {
    var start = 0
    var field = 0
    for index in 0..<line.count where line[index] == 9 {
      if field == column { return UnsafeBufferPointer(rebasing: line[start..<index]) }
      field += 1
      start = index + 1
    }
    return field == column ? UnsafeBufferPointer(rebasing: line[start...]) : nil
  }
}
