import PagerKit
import PagerReader
import Testing

/// A table's page marks: the current column bold, its header cell and current cell in reverse,
/// the separators dim, a rule left as it is.
@Suite struct TableMarkTests {
  static let line = "ab │ cde │ f"
  static let spans = [0..<2, 5..<8, 11..<12]

  static func attributes(_ display: DisplayLine, _ attribute: TextAttributes) -> [Int] {
    display.cells.indices.filter { display.cells[$0].style.attributes.contains(attribute) }
  }

  @Test func theCurrentColumnIsBoldAndItsCellOnTheCellLineReversed() {
    let mark = TableMark(spans: Self.spans, column: 1, cellLine: 4)
    let display = LineRenderer().render(Array(Self.line.utf8))
    let other = mark.marked(display, line: 3)
    #expect(Self.attributes(other, .bold) == [5, 6, 7])
    #expect(Self.attributes(other, .reverse).isEmpty)
    #expect(Self.attributes(other, .dim) == [2, 3, 4, 8, 9, 10])
    let cell = mark.marked(display, line: 4)
    #expect(Self.attributes(cell, .reverse) == [5, 6, 7])
    let header = mark.marked(display, line: 0, isHeader: true)
    #expect(Self.attributes(header, .reverse) == [5, 6, 7])
  }

  @Test func aRuleUnderTheHeaderIsLeftAsItIs() {
    let mark = TableMark(spans: Self.spans, column: 1, cellLine: nil)
    let display = LineRenderer().render(Array("───┼─────┼──".utf8))
    let marked = mark.marked(display, line: 1, isHeader: true)
    #expect(Self.attributes(marked, .reverse).isEmpty)
    #expect(Self.attributes(marked, .bold).isEmpty)
  }

  @Test func aShortLineOrAColumnPastItsEndMarksWhatIsThere() {
    let display = LineRenderer().render(Array("ab".utf8))
    let marked = TableMark(spans: Self.spans, column: 2, cellLine: nil).marked(display, line: 2)
    #expect(marked.cells.count == 2)
    #expect(Self.attributes(marked, .bold).isEmpty)
    let none = TableMark(spans: [], column: 0, cellLine: nil).marked(display, line: 2)
    #expect(none == display)
  }
}
