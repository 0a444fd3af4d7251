/// Lines cut into cells at a delimiter the user gave to `--columns`: literal bytes, or the
/// matches of a pattern compiled once for every line.
package struct DelimitedRow: Sendable {
  private let literal: [UInt8]
  private let expression: RegularExpression?

  /// A splitter for `delimiter`.
  package init(_ delimiter: ColumnDelimiter) throws(ColumnFormatError) {
    switch delimiter {
    case .literal(let bytes):
      literal = bytes
      expression = nil
    case .pattern(let pattern)
    where !pattern.contains(where: RegularExpression.metacharacters.contains):
      // A pattern of plain text matches just that text: PCRE2 is not asked.
      literal = Array(pattern.utf8)
      expression = nil
    case .pattern(let pattern):
      literal = []
      do {
        expression = try RegularExpression(pattern, caseSensitive: true)
      } catch {
        throw ColumnFormatError(text: pattern, reason: error.reason)
      }
    }
  }

  /// The cells of `line`: the bytes between delimiters, one more than there are delimiters. A
  /// pattern too costly on a line leaves the rest of it as one cell.
  package func cells(of line: [UInt8]) -> [[UInt8]] {
    line.withUnsafeBufferPointer { bytes in
      var cells: [[UInt8]] = []
      var start = 0
      while let found = nextDelimiter(in: bytes, from: start) {
        cells.append(Array(bytes[start..<found.lowerBound]))
        start = found.upperBound
      }
      cells.append(Array(bytes[start..<bytes.count]))
      return cells
    }
  }

  /// Line `index`, `line`, as a data row.
  package func row(_ line: [UInt8], at index: Int) -> TableRow {
    TableRow(.data, cells: cells(of: line), lines: index..<index + 1)
  }

  private func nextDelimiter(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
    if let expression {
      guard case .found(let range) = expression.firstMatch(in: bytes, from: start) else {
        return nil
      }
      return range
    }
    guard let first = literal.first, bytes.count - start >= literal.count else { return nil }
    var index = start
    let last = bytes.count - literal.count
    while index <= last {
      if bytes[index] == first,
        literal.indices.allSatisfy({ bytes[index + $0] == literal[$0] })
      {
        return index..<index + literal.count
      }
      index += 1
    }
    return nil
  }
}
