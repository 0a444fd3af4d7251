import PagerKit
import TestSupport
import Testing

@testable import PagerReader

/// Column widths learned from a sample, numbers aligned right, and rows laid out in them.
@Suite struct ColumnWidthsTests {
  static func bytes(_ row: [String]) -> [[UInt8]] { row.map { Array($0.utf8) } }

  @Test func widthsComeFromTheWidestCellHeaderIncludedAndNumbersAlignRight() {
    let widths = ColumnWidths(
      header: Self.bytes(["name", "size", "note"]),
      rows: [Self.bytes(["Alice", "1.5G", ""]), Self.bytes(["Bo", "12", "漢字"])])
    #expect(widths.widths == [5, 4, 4])
    #expect(widths.alignsRight == [false, true, false])
    #expect(widths.line(Self.bytes(["Bo", "12", "漢字"])) == "Bo    │   12 │ 漢字")
    #expect(widths.line(Self.bytes(["name", "size", "note"]), separator: " ") == "name  size note")
  }

  @Test func aColumnOfEmptyCellsAndWordsIsNotNumeric() {
    let widths = ColumnWidths(rows: [Self.bytes(["", "1"]), Self.bytes(["", "x"])])
    #expect(widths.alignsRight == [false, false])
    #expect(widths.widths == [1, 1], "a column is never narrower than one")
  }

  @Test func longCellsAreCutWithAnEllipsisAtTheCap() {
    let widths = ColumnWidths(rows: [Self.bytes([String(repeating: "x", count: 60), "1"])], cap: 8)
    #expect(widths.widths == [8, 1])
    #expect(widths.line(Self.bytes(["abcdefghijk", "2"]), separator: "|") == "abcdefg…|2")
    #expect(widths.line(Self.bytes(["漢字漢字漢字", "3"]), separator: "|") == "漢字漢… |3")
  }

  @Test func missingCellsAreBlankAndExtraOnesAreLeftOut() {
    let widths = ColumnWidths(rows: [Self.bytes(["a", "b", "c"])])
    #expect(widths.line(Self.bytes(["x"]), separator: "|") == "x| |")
    #expect(widths.line(Self.bytes(["1", "2", "3", "4"]), separator: "|") == "1|2|3")
  }

  @Test func lineEndsAndControlsInCellsShowAsOneColumnEach() {
    #expect(ColumnWidths.shown(Array("two\r\nlines\tand\u{1}".utf8)) == "two↵lines and\u{FFFD}")
    #expect(ColumnWidths.width(of: Array("two\nlines".utf8)) == 9)
    #expect(ColumnWidths.width(of: [0xFF, 0x41]) == 2, "a byte that is not UTF-8 shows as �")
  }

  /// Random rows of random cells (ASCII, accents, CJK, emoji): each laid-out column takes its
  /// width exactly, and holds its cell whole, or a prefix of it and `…`.
  @Test func randomRowsFillTheirColumnsExactly() {
    var random = SeededGenerator(seed: 0x11D7)
    let pieces = ["a", "Z", " ", "7", ".", "é", "漢", "🙂", "-"]
    for _ in 0..<300 {
      let columns = Int.random(in: 1...5, using: &random)
      let rows = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        (0..<columns).map { _ in
          (0..<Int.random(in: 0...12, using: &random)).map { _ in
            pieces.randomElement(using: &random)!
          }.joined()
        }
      }
      let cap = Int.random(in: 1...10, using: &random)
      let widths = ColumnWidths(rows: rows.map(Self.bytes), cap: cap)
      #expect(widths.widths.allSatisfy { $0 >= 1 && $0 <= cap })
      for row in rows {
        let segments = widths.line(Self.bytes(row), separator: "│").split(
          separator: "│", omittingEmptySubsequences: false)
        #expect(segments.count == columns)
        for (column, segment) in segments.enumerated() {
          let isPaddedLast = column == columns - 1 && !widths.alignsRight[column]
          let width = ColumnWidth.of(segment)
          #expect(isPaddedLast ? width <= widths.widths[column] : width == widths.widths[column])
          let cell = row[column]
          let right = widths.alignsRight[column]
          if ColumnWidth.of(cell) <= widths.widths[column] {
            let padding = right ? segment.dropLast(cell.count) : segment.dropFirst(cell.count)
            #expect(right ? segment.hasSuffix(cell) : segment.hasPrefix(cell), "\(cell) \(segment)")
            #expect(padding.allSatisfy { $0 == " " })
          } else {
            let cut = segment.split(separator: "…", omittingEmptySubsequences: false)
            #expect(cut.count == 2, "one ellipsis: \(cell) \(segment)")
            let kept = right ? String(cut[0].drop { $0 == " " }) : String(cut[0])
            let padding = right ? cut[0].dropLast(kept.count) : cut[1]
            #expect(cell.drop { right && $0 == " " }.hasPrefix(kept), "\(cell) \(segment)")
            #expect(padding.allSatisfy { $0 == " " } && padding.count <= 1)
          }
        }
      }
    }
  }
}
