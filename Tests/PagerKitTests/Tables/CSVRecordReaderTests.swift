import TestSupport
import Testing

@testable import PagerReader

/// RFC 4180 records read a line at a time: quoting, records over several lines, broken quoting
/// shown as marked text, and reading on from any record's start.
@Suite struct CSVRecordReaderTests {
  static func cells(_ row: TableRow) -> [String] {
    row.cells.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func plainFieldsSplitOnCommasAndEmptyFieldsCount() {
    let rows = CSVTestText("a,b,c\n1,,3\n,\nx\n").rows()
    #expect(rows.map(Self.cells) == [["a", "b", "c"], ["1", "", "3"], ["", ""], ["x"]])
    #expect(rows.map(\.kind) == [.data, .data, .data, .data])
    #expect(rows.map(\.lines) == [0..<1, 1..<2, 2..<3, 3..<4])
  }

  @Test func quotedFieldsHoldCommasAndDoubledQuotes() {
    let rows = CSVTestText(#""a,b","say ""hi""","""# + "\n").rows()
    #expect(rows.map(Self.cells) == [["a,b", #"say "hi""#, ""]])
  }

  @Test func aQuotedLineEndJoinsTheRecordAndKeepsItsOwnEnding() {
    let rows = CSVTestText("id,note\r\n1,\"two\r\nlines\"\r\n2,\"three\n\nlines\"\n3,x\n").rows()
    #expect(
      rows.map(Self.cells) == [
        ["id", "note"], ["1", "two\r\nlines"], ["2", "three\n\nlines"], ["3", "x"],
      ])
    #expect(rows.map(\.lines) == [0..<1, 1..<3, 3..<6, 6..<7])
  }

  @Test func aReaderSaysWhetherTheNextLineStartsARecord() {
    var reader = CSVRecordReader()
    #expect(reader.isAtRecordStart)
    #expect(reader.read(Array("1,\"open".utf8)).isEmpty)
    #expect(!reader.isAtRecordStart)
    #expect(reader.nextLine == 1)
    let rows = reader.read(Array("closed\",2".utf8))
    #expect(rows.map(\.lines) == [0..<2] && reader.isAtRecordStart)
  }

  @Test func aQuoteInsideAnUnquotedFieldMarksTheLineAndReadingGoesOn() {
    let rows = CSVTestText("a,b\nsay \"hi\",x\nc,d\n").rows()
    #expect(rows.map(\.kind) == [.data, .malformed, .data])
    #expect(Self.cells(rows[1]) == [#"say "hi",x"#])
  }

  @Test func textAfterAClosingQuoteMarksTheLine() {
    let rows = CSVTestText("\"a\"b,c\nd,e\n").rows()
    #expect(rows.map(\.kind) == [.malformed, .data])
  }

  @Test func anUnclosedQuoteAtTheEndGivesEveryLineBack() {
    let rows = CSVTestText("a,b\n\"never closed,1\nc,d\ne,f").rows()
    #expect(rows.map(\.kind) == [.data, .malformed, .data, .data])
    #expect(rows.map(\.lines) == [0..<1, 1..<2, 2..<3, 3..<4])
    #expect(Self.cells(rows[2]) == ["c", "d"])
  }

  @Test func anUnclosedQuoteStopsAfterTheLineLimit() {
    let text = "\"open\n" + String(repeating: "x,y\n", count: 100)
    let rows = CSVTestText(text).rows(maxLines: 64)
    #expect(rows.count == 101)
    #expect(rows[0].kind == .malformed && rows[0].lines == 0..<1)
    #expect(rows.dropFirst().allSatisfy { $0.kind == .data && $0.cells.count == 2 })
  }

  @Test func anUnclosedQuoteStopsAfterTheByteLimit() {
    let long = String(repeating: "z", count: 300)
    let text = "\"open\n" + Array(repeating: long, count: 5).joined(separator: "\n") + "\n"
    let rows = CSVTestText(text).rows(maxBytes: 1000)
    #expect(rows.map(\.kind) == [.malformed, .data, .data, .data, .data, .data])
  }

  @Test func aRecordOfExactlyTheLineLimitIsRead() {
    let text = "\"" + String(repeating: "x\n", count: 63) + "end\",2\n"
    let rows = CSVTestText(text).rows(maxLines: 64)
    #expect(rows.count == 1 && rows[0].lines == 0..<64 && rows[0].cells.count == 2)
  }

  /// The row that holds a line, found from any record start before it, is the row a reading
  /// from the top gives, cells and all, for every line of tables with broken lines among them.
  @Test func theRowOfAnyLineIsFoundFromAnEarlierRecordStart() {
    var random = SeededGenerator(seed: 0x20F)
    let pieces = ["a", ",", "\"", "\"\"", "\n", "\r\n", "x y", "é"]
    for _ in 0..<300 {
      let text = CSVTestText(
        (0..<Int.random(in: 1...40, using: &random)).map { _ in
          pieces.randomElement(using: &random)!
        }.joined())
      let rows = text.rows(maxLines: 4)
      let starts = rows.map(\.lines.lowerBound)
      for target in text.lines.indices {
        let start = starts.filter { $0 <= target }.randomElement(using: &random)!
        let found = CSVRecordReader.row(
          containing: target, from: start, lineCount: text.lines.count, maxLines: 4
        ) { (text.lines[$0], text.endsWithReturn[$0]) }
        #expect(found == rows.first { $0.lines.contains(target) }, "\(text.lines) \(target)")
      }
    }
  }

  /// Random tables of random fields, written as RFC 4180 with either line end and quotes where
  /// needed or by chance, read back exactly, row for row.
  @Test func randomTablesReadBackExactly() {
    var random = SeededGenerator(seed: 0xC5F)
    let alphabet: [[UInt8]] = [
      [0x61], [0x62], [0x20], [0x2C], [0x22], [10], [13, 10], [13], [9], Array("é".utf8),
      Array("漢".utf8), Array("🙂".utf8), [0x31],
    ]
    for _ in 0..<500 {
      let columns = Int.random(in: 1...6, using: &random)
      let records = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        (0..<columns).map { _ in
          (0..<Int.random(in: 0...8, using: &random)).flatMap { _ in
            alphabet.randomElement(using: &random)!
          }
        }
      }
      let lineEnd: [UInt8] = Bool.random(using: &random) ? [13, 10] : [10]
      let text = CSVWriter.text(records, lineEnd: lineEnd, using: &random)
      let rows = CSVTestText(text).rows()
      #expect(
        rows.map(\.cells) == records, "\(String(decoding: text, as: UTF8.self).debugDescription)")
      #expect(rows.allSatisfy { $0.kind == .data })
    }
  }

  /// Byte soup, and tables with quotes thrown in: nothing crashes, and every line is in exactly
  /// one row, in order; a marked row holds its line as it stands; reading again from any row's
  /// first line gives the same rows from there on.
  @Test func brokenTextNeverLosesALine() {
    var random = SeededGenerator(seed: 0xB0B)
    let alphabet: [UInt8] = [0x22, 0x22, 0x2C, 0x2C, 10, 13, 0x61, 0x20, 0xC3, 0xFF, 0]
    for trial in 0..<1500 {
      let bytes = (0..<Int.random(in: 0...120, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      let text = CSVTestText(bytes)
      let limit = trial % 2 == 0 ? 64 : 3
      let rows = text.rows(maxLines: limit, maxBytes: trial % 3 == 0 ? 40 : 1 << 20)
      let covered = rows.flatMap { Array($0.lines) }
      #expect(covered == Array(0..<text.lines.count), "\(bytes)")
      #expect(rows.allSatisfy { $0.lines.count <= limit })
      for row in rows where row.kind == .malformed {
        #expect(row.cells == [text.lines[row.lines.lowerBound]] && row.lines.count == 1)
      }
      let starts = text.rows(
        maxLines: limit, maxBytes: trial % 3 == 0 ? 40 : 1 << 20, collectsFields: false)
      #expect(starts.map(\.lines) == rows.map(\.lines) && starts.map(\.kind) == rows.map(\.kind))
      if let restart = rows.indices.randomElement(using: &random) {
        let again = text.rows(
          from: rows[restart].lines.lowerBound, maxLines: limit,
          maxBytes: trial % 3 == 0 ? 40 : 1 << 20)
        #expect(again == Array(rows[restart...]), "\(bytes)")
      }
    }
  }
}
