import Testing

@testable import PagerKit
@testable import PagerReader

/// A wrapped line's rows are its cells in turn; what marks a row's cells (a selection) finds them
/// by their place in the row, not in the line.
@Suite struct WrappedRowsTests {
  static let digits = String((0..<250).map { Character(String($0 % 10)) })
  static let layout = DocumentLayout(
    width: 100, rows: 5, wrapsLines: true, renderer: LineRenderer())

  static func page(_ lines: [String], selection: TextSelection? = nil) -> DocumentPage {
    DocumentPage(
      document: MemoryDocument(lines), viewport: DocumentViewport(), layout: layout, search: nil,
      selection: selection)
  }

  @Test func aWrappedLinesRowsAreItsCellsInTurn() {
    let page = Self.page([Self.digits, "short"])
    #expect(page.rowLengths == [100, 100, 50, 5])
    let digits = Array(Self.digits)
    for (row, cells) in page.rows.prefix(3).enumerated() {
      #expect(cells.map(\.glyph).joined() == String(digits[row * 100..<min(250, row * 100 + 100)]))
    }
    #expect(page.rows.map { $0.map(\.glyph).joined() }.last == "short")
  }

  @Test func aSelectionOnALaterRowMarksItsOwnCells() {
    let tab = TabID(serial: 0)
    var selection = TextSelection(
      tab: tab, at: TextPlace(line: 0, column: 120), in: nil, unit: .character)
    selection.extend(to: TextPlace(line: 0, column: 129), in: nil)
    let page = Self.page([Self.digits], selection: selection)
    for (row, cells) in page.rows.enumerated() {
      let reversed = cells.indices.filter { cells[$0].style.attributes.contains(.reverse) }
      #expect(reversed == (row == 1 ? Array(20..<30) : []), "row \(row)")
    }
  }

  /// A row that is its whole line is the line's own array, shared, not a copy.
  @Test func aLineThatFitsItsRowSharesItsCells() {
    let line = LineRenderer().render(Array("short".utf8))
    let row = line.wrapped(width: 100)[0]
    let shared = row.withUnsafeBufferPointer { row in
      line.cells.withUnsafeBufferPointer { $0.baseAddress == row.baseAddress }
    }
    #expect(shared && row == line.cells)
  }

  /// A wide glyph cut by a 1-column row's edge shows as a blank, in a copy: the line keeps it.
  @Test func aRowThatChangesACellCopiesIt() {
    let line = LineRenderer().render(Array("a日b".utf8))
    let rows = line.rowRanges(width: 1).map { line.wrapped($0, width: 1) }
    #expect(rows.map { $0.map(\.glyph).joined() } == ["a", " ", "b"])
    #expect(line.cells[1].glyph == "日")
  }
}
