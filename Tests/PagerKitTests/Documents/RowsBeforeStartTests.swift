import Testing

@testable import PagerKit
@testable import PagerReader

/// Scrolling back past the beginning, as less 704's `back` does when forced (`K`, and every
/// backward scroll with `--past-eof`): blank rows above the first line, until it is on the
/// page's last row; never below header lines.
@Suite struct RowsBeforeStartTests {
  static var document: MemoryDocument { MemoryDocument((1...20).map { "row \($0)" }) }
  static let layout = DocumentLayout(width: 20, rows: 5, wrapsLines: true, renderer: LineRenderer())

  static func texts(_ page: DocumentPage) -> [String] {
    page.rows.map { String($0.map(\.glyph).joined()) }
  }

  @Test func goingUpPastTheStartLeavesBlankRowsUntilTheFirstLineIsAtTheBottom() {
    var viewport = DocumentViewport()
    let moved = viewport.scroll(by: -1, in: Self.document, layout: Self.layout)
    #expect(!moved, "not without it")
    viewport.scroll(by: -2, in: Self.document, layout: Self.layout, pastEnd: true)
    #expect(viewport.rowsBeforeStart == 2)
    let page = DocumentPage(
      document: Self.document, viewport: viewport, layout: Self.layout, search: nil)
    #expect(Self.texts(page) == ["", "", "row 1", "row 2", "row 3"])
    #expect(page.lineStarts == [nil, nil, 0, 1, 2])
    #expect(page.lines == 0...2)
    viewport.scroll(by: -10, in: Self.document, layout: Self.layout, pastEnd: true)
    #expect(viewport.rowsBeforeStart == 4, "the first line stays on the last row")
  }

  @Test func goingDownTakesTheBlankRowsAwayFirst() {
    var viewport = DocumentViewport()
    viewport.scroll(by: -3, in: Self.document, layout: Self.layout, pastEnd: true)
    viewport.scroll(by: 2, in: Self.document, layout: Self.layout)
    #expect(viewport.rowsBeforeStart == 1 && viewport.topLine == 0)
    viewport.scroll(by: 3, in: Self.document, layout: Self.layout)
    #expect(viewport.rowsBeforeStart == 0 && viewport.topLine == 2)
  }

  @Test func headerLinesAreNotScrolledBackPast() {
    var layout = Self.layout
    layout.firstLine = 1
    var viewport = DocumentViewport()
    viewport.clamp(in: Self.document, layout: layout)
    let moved = viewport.scroll(by: -2, in: Self.document, layout: layout, pastEnd: true)
    #expect(!moved)
    #expect(viewport.rowsBeforeStart == 0)
  }

  @Test func goingToALineOrTheTopForgetsThem() {
    var viewport = DocumentViewport()
    viewport.scroll(by: -3, in: Self.document, layout: Self.layout, pastEnd: true)
    viewport.scrollToTop(in: Self.document, layout: Self.layout)
    #expect(viewport.rowsBeforeStart == 0)
    viewport.scroll(by: -3, in: Self.document, layout: Self.layout, pastEnd: true)
    viewport.reveal(line: 0, in: Self.document, layout: Self.layout)
    #expect(viewport.rowsBeforeStart == 0)
    viewport.scroll(by: -4, in: Self.document, layout: Self.layout, pastEnd: true)
    var smaller = Self.layout
    smaller.rows = 3
    viewport.clamp(in: Self.document, layout: smaller)
    #expect(viewport.rowsBeforeStart == 2, "a smaller page keeps the first line on it")
  }
}
