import TestSupport

@testable import PagerReader

/// Text cut into lines as the line index cuts it: at each `\n`, with a `\r` before it left out
/// and remembered, and no empty line after a final line end.
struct CSVTestText {
  var lines: [[UInt8]] = []
  var endsWithReturn: [Bool] = []

  init(_ bytes: [UInt8]) {
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 10 {
      let withReturn = index > start && bytes[index - 1] == 13
      lines.append(Array(bytes[start..<(withReturn ? index - 1 : index)]))
      endsWithReturn.append(withReturn)
      start = index + 1
    }
    if start < bytes.count {
      lines.append(Array(bytes[start...]))
      endsWithReturn.append(false)
    }
  }

  init(_ text: String) { self.init(Array(text.utf8)) }

  /// Every row a reader gives for these lines, read from line `first`.
  func rows(
    from first: Int = 0, maxLines: Int = 64, maxBytes: Int = 1 << 20, collectsFields: Bool = true
  ) -> [TableRow] {
    var reader = CSVRecordReader(
      firstLine: first, maxLines: maxLines, maxBytes: maxBytes, collectsFields: collectsFields)
    var rows: [TableRow] = []
    for index in first..<lines.count {
      rows += reader.read(lines[index], endsWithReturn: endsWithReturn[index])
    }
    return rows + reader.finish()
  }
}

/// RFC 4180 written out simply, a field at a time: what the reader must read back.
enum CSVWriter {
  static func field(_ bytes: [UInt8], forceQuotes: Bool) -> [UInt8] {
    let needsQuotes = bytes.contains { $0 == 0x22 || $0 == 0x2C || $0 == 10 || $0 == 13 }
    guard needsQuotes || forceQuotes else { return bytes }
    return [0x22] + bytes.flatMap { $0 == 0x22 ? [0x22, 0x22] : [$0] } + [0x22]
  }

  static func text(
    _ records: [[[UInt8]]], lineEnd: [UInt8], using random: inout SeededGenerator
  ) -> [UInt8] {
    records.flatMap { record in
      Array(
        record.map { field($0, forceQuotes: Bool.random(using: &random)) }
          .joined(separator: [0x2C])) + lineEnd
    }
  }
}
