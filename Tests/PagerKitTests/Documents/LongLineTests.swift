import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Lines in memory that must be read in pieces: reading a long one whole fails the test, and the
/// largest piece asked for is kept.
final class PiecewiseDocument: TextDocument {
  private let lines: [[UInt8]]
  private(set) var largestPiece = 0

  init(_ lines: [[UInt8]]) { self.lines = lines }

  var lineCount: Int { lines.count }
  var isComplete: Bool { true }
  func prepareLines(through index: Int) -> Int { lines.count }

  func line(_ index: Int) -> [UInt8] {
    if lines[index].count > LinePiece.wholeLineLimit {
      Issue.record("line \(index) (\(lines[index].count) bytes) read whole")
    }
    return lines[index]
  }

  func lineLength(_ index: Int) -> Int { lines[index].count }

  func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    let clamped = range.clamped(to: 0..<lines[index].count)
    largestPiece = max(largestPiece, clamped.count)
    return Array(lines[index][clamped])
  }
}

/// The line of issue 9: 65,500 `a`s, `XXBEFORE`, 100 `b`s, `YYAFTER`.
let issueLine = Array(
  (String(repeating: "a", count: 65_500) + "XXBEFORE" + String(repeating: "b", count: 100)
    + "YYAFTER").utf8)

/// Lines longer than a piece: shown whole when wrapped, sideways when cut, found by search, and
/// never read whole.
@Suite struct LongLineTests {
  static let layout = DocumentLayout(
    width: 100, rows: 10, wrapsLines: true, renderer: LineRenderer())

  static func text(_ row: [Cell]) -> String { row.map(\.glyph).joined() }

  @Test func aWrappedLongLineShowsItsEndOnItsLastRows() {
    let document = PiecewiseDocument([Array("first".utf8), issueLine, Array("last".utf8)])
    #expect(Self.layout.rowCount(ofLine: 1, in: document) == 657)
    var viewport = DocumentViewport()
    viewport.scroll(by: 1 + 650, in: document, layout: Self.layout)
    let page = DocumentPage(
      document: document, viewport: viewport, layout: Self.layout, search: nil)
    // The end of the document: the line's last 9 rows, then the last line.
    #expect(viewport.topLine == 1 && viewport.topRow == 648)
    let rows = page.rows.map(Self.text)
    #expect(rows[6] == String(repeating: "a", count: 100))
    #expect(rows[7] == "XXBEFORE" + String(repeating: "b", count: 92))
    #expect(rows[8] == "bbbbbbbbYYAFTER")
    #expect(rows[9] == "last")
    #expect(page.lines == 1...2)
    #expect(document.largestPiece <= LinePiece.size)
  }

  @Test func wrappedRowsOfALongLineAreTheRowsOfTheWholeLine() {
    var random = SeededGenerator(seed: 9)
    let pieces: [[UInt8]] = [
      "abc", "\t", "中文", "e\u{301}", "\u{1B}[1;31m", "\u{1B}[0m", "\u{7}", "x",
    ]
    .map { Array($0.utf8) }
    var line: [UInt8] = []
    while line.count < 200_000 { line += pieces.randomElement(using: &random)! }
    let whole = LineRenderer().render(line).wrapped(width: 37)
    let document = PiecewiseDocument([line])
    let layout = DocumentLayout(width: 37, rows: 12, wrapsLines: true, renderer: LineRenderer())
    #expect(layout.rowCount(ofLine: 0, in: document) == whole.count)
    for top in [0, 1, 4000, whole.count / 2, whole.count - 5] {
      var viewport = DocumentViewport()
      viewport.scroll(by: top, in: document, layout: layout)
      let page = DocumentPage(document: document, viewport: viewport, layout: layout, search: nil)
      let start = viewport.topRow
      #expect(page.rows == Array(whole[start..<min(whole.count, start + 12)]), "from row \(start)")
    }
  }

  @Test func aCutLongLineScrollsSidewaysToItsEnd() {
    let document = PiecewiseDocument([issueLine])
    var layout = Self.layout
    layout.wrapsLines = false
    var viewport = DocumentViewport()
    viewport.scrollSideways(by: 65_495, layout: layout)
    let page = DocumentPage(document: document, viewport: viewport, layout: layout, search: nil)
    #expect(Self.text(page.rows[0]).hasPrefix("aaaaaXXBEFOREbbb"))
    viewport.scrollSideways(by: 100, layout: layout)
    let later = DocumentPage(document: document, viewport: viewport, layout: layout, search: nil)
    #expect(Self.text(later.rows[0]) == "bbbbbbbbbbbbbYYAFTER")
  }

  @Test func searchFindsTextPast64KiBAndHighlightsIt() {
    let document = PiecewiseDocument([Array("short".utf8), issueLine])
    let search = TextSearch(pattern: "YYAFTER")
    #expect(search.firstLine(in: document, from: 0, direction: .forward) == 1)
    #expect(TextSearch(pattern: "ZZ").firstLine(in: document, from: 0, direction: .forward) == nil)
    var viewport = DocumentViewport()
    viewport.scroll(by: 1 + 655, in: document, layout: Self.layout)
    let page = DocumentPage(
      document: document, viewport: viewport, layout: Self.layout, search: search)
    let row = page.rows[page.rows.count - 1]
    #expect(Self.text(row) == "bbbbbbbbYYAFTER")
    #expect(row[8...].allSatisfy { $0.style.attributes.contains(.reverse) })
    #expect(!row[7].style.attributes.contains(.reverse))
  }

  @Test(arguments: [1, 3, 6, 7])
  func searchFindsAMatchAcrossAPieceBoundary(before: Int) {
    // All-ASCII pieces end one byte short of their size: the first ends at byte 65,535.
    let boundary = LinePiece.size - 1
    let line = Array(
      (String(repeating: "a", count: boundary - before) + "NEEDLE!"
        + String(repeating: "c", count: 70_000))
        .utf8)
    let document = PiecewiseDocument([line])
    #expect(
      TextSearch(pattern: "NEEDLE!").firstLine(in: document, from: 0, direction: .forward) == 0)
    #expect(document.largestPiece <= LinePiece.size)
  }

  @Test func aLongLineWithTabsKeepsItsTabStopsAcrossPieces() {
    let line = Array((String(repeating: "ab\t", count: 40_000)).utf8)
    let document = PiecewiseDocument([line])
    let layout = DocumentLayout(width: 80, rows: 3, wrapsLines: true, renderer: LineRenderer())
    var viewport = DocumentViewport()
    viewport.scroll(by: 2000, in: document, layout: layout)
    let page = DocumentPage(document: document, viewport: viewport, layout: layout, search: nil)
    #expect(page.rows.allSatisfy { Self.text($0) == String(repeating: "ab      ", count: 10) })
  }

  @Test func revealingAMatchShowsItsRowOrScrollsSidewaysToIt() {
    let after = (0..<20).map { _ in Array("x".utf8) }
    let document = PiecewiseDocument([Array("short".utf8), issueLine] + after)
    let search = TextSearch(pattern: "XXBEFORE")
    let column = search.firstMatchColumn(inLine: 1, of: document)
    #expect(column == 65_500)
    var wrapped = DocumentViewport()
    wrapped.reveal(line: 1, column: 65_500, in: document, layout: Self.layout)
    #expect(wrapped.topLine == 1 && wrapped.topRow == 655)
    var layout = Self.layout
    layout.wrapsLines = false
    var cut = DocumentViewport()
    cut.reveal(line: 1, column: 65_500, in: document, layout: layout)
    let page = DocumentPage(document: document, viewport: cut, layout: layout, search: search)
    #expect(Self.text(page.rows[0]).contains("XXBEFORE"))
    var near = DocumentViewport()
    near.reveal(line: 0, column: 2, in: document, layout: layout)
    #expect(near == DocumentViewport(), "a match on the page moves nothing sideways")
  }
}
