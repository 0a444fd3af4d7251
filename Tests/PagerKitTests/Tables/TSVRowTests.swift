import TestSupport
import Testing

@testable import PagerReader

/// Tab-separated lines: a tab always ends a field, nothing is quoted or unescaped.
@Suite struct TSVRowTests {
  static func cells(_ text: String) -> [String] {
    TSVRow.cells(of: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func tabsSplitAndNothingElseDoes() {
    #expect(Self.cells("a\tb\tc") == ["a", "b", "c"])
    #expect(Self.cells("\t\t") == ["", "", ""])
    #expect(Self.cells("") == [""])
    #expect(Self.cells(#""quoted, kept""# + "\t" + #"a\tb"#) == [#""quoted, kept""#, #"a\tb"#])
  }

  @Test func aRowRemembersItsLine() {
    let row = TSVRow.row(Array("x\ty".utf8), at: 7)
    #expect(row.kind == .data && row.lines == 7..<8 && row.cells.count == 2)
  }

  /// Random fields without tabs or line ends, joined with tabs, split back exactly.
  @Test func randomRowsSplitBack() {
    var random = SeededGenerator(seed: 0x75F)
    let alphabet: [[UInt8]] = [
      [0x61], [0x20], [0x22], [0x2C], [0x5C, 0x74], Array("ß".utf8), [0xFF],
    ]
    for _ in 0..<1000 {
      let fields = (0..<Int.random(in: 1...8, using: &random)).map { _ in
        (0..<Int.random(in: 0...5, using: &random)).flatMap { _ in
          alphabet.randomElement(using: &random)!
        }
      }
      #expect(TSVRow.cells(of: Array(fields.joined(separator: [9]))) == fields)
    }
  }
}
