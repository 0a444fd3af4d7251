import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Whether a page shows the text's end, and a page kept from going past it, told without laying
/// out a page of lines when a page of lines follows the top one: each takes a row at least. The
/// answers are checked against counting every row, on random texts of short and wrapped lines.
@Suite struct PageEndTests {
  /// Rows from row `row` of line `line` to the end of the text.
  static func rowsToEnd(
    from line: Int, row: Int, in document: MemoryDocument, layout: DocumentLayout
  )
    -> Int
  {
    (line..<document.lineCount).reduce(-row) { $0 + layout.rowCount(ofLine: $1, in: document) }
  }

  static func randomText(_ generator: inout SeededGenerator) -> MemoryDocument {
    let count = Int.random(in: 0...40, using: &generator)
    return MemoryDocument(
      (0..<count).map { _ in
        String(repeating: "w", count: Int.random(in: 0...50, using: &generator))
      })
  }

  /// Calls `check` with every row of every line as the top of a page, on 300 random texts and
  /// pages of 1 to 8 rows, wrapped or not.
  static func everyTop(
    seed: UInt64, _ check: (MemoryDocument, DocumentLayout, _ line: Int, _ row: Int) -> Void
  ) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      let document = randomText(&generator)
      let layout = DocumentLayout(
        width: 20, rows: Int.random(in: 1...8, using: &generator),
        wrapsLines: Bool.random(using: &generator), renderer: LineRenderer())
      for line in 0..<document.lineCount {
        for row in 0..<layout.rowCount(ofLine: line, in: document) {
          check(document, layout, line, row)
        }
      }
    }
  }

  @Test func theEndShowsExactlyWhenTheRowsLeftFitOnThePage() {
    Self.everyTop(seed: 33) { document, layout, line, row in
      var viewport = DocumentViewport()
      viewport.show(line: line, row: row)
      let fits = Self.rowsToEnd(from: line, row: row, in: document, layout: layout) <= layout.rows
      #expect(
        viewport.showsLastRow(of: document, layout: layout) == fits,
        "line \(line) row \(row) of \(document.lineCount), \(layout.rows) rows")
    }
  }

  @Test func aPageIsKeptFullUnlessTheWholeTextIsShorter() {
    Self.everyTop(seed: 3333) { document, layout, line, row in
      var viewport = DocumentViewport()
      viewport.show(line: line, row: row)
      viewport.clamp(in: document, layout: layout)
      let full = Self.rowsToEnd(from: line, row: row, in: document, layout: layout) >= layout.rows
      let expected = full ? (line, row) : DocumentViewport.bottom(of: document, layout: layout)
      #expect(
        viewport.topLine == expected.0 && viewport.topRow == expected.1,
        "line \(line) row \(row) of \(document.lineCount), \(layout.rows) rows")
    }
  }
}
