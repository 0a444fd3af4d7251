import Testing

@testable import PagerKit
@testable import PagerReader

/// A plain line (printable ASCII and tabs) is laid into the page's frame as its bytes: the page
/// is the one its cells make, in every layout, beside lines that are not plain.
@Suite struct PlainLinesTests {
  static let words: [[UInt8]] = ["a", "bc", "def", "ghij", "  ", "\t", "x\ty", "-->", "~"].map {
    Array($0.utf8)
  }
  /// What makes a line not plain: an SGR sequence, a wide glyph, a control.
  static let others: [[UInt8]] = ["\u{1B}[1mb\u{1B}[m", "日", "é", "\u{1}"].map { Array($0.utf8) }

  static func randomLine(_ generator: inout some RandomNumberGenerator) -> [UInt8] {
    let plain = Int.random(in: 0..<4, using: &generator) > 0
    return (0..<Int.random(in: 0...12, using: &generator)).flatMap { _ in
      !plain && Int.random(in: 0..<4, using: &generator) == 0
        ? others.randomElement(using: &generator)!
        : words.randomElement(using: &generator)!
    }
  }

  @Test func aPlainLinesColumnsAreItsCells() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let bytes = Self.randomLine(&generator)
      var renderer = LineRenderer(
        base: Style(foreground: .indexed(3)), tabWidth: Int.random(in: 1...9, using: &generator))
      renderer.expandsTabs = Bool.random(using: &generator)
      let cells = renderer.render(bytes).cells
      let isPlain = bytes.allSatisfy {
        (0x20..<0x7F).contains($0) || $0 == 0x09 && renderer.expandsTabs
      }
      guard let columns = renderer.plainColumns(bytes) else {
        #expect(!isPlain, "\(bytes)")
        continue
      }
      #expect(isPlain, "\(bytes)")
      #expect(columns.map { String(UnicodeScalar($0)) } == cells.map(\.glyph), "\(bytes)")
      #expect(cells.allSatisfy { $0.width == 1 && $0.style == renderer.base }, "\(bytes)")
    }
  }

  /// The same page with a highlight that matches nothing, which makes every line's cells.
  @Test func aPageOfPlainLinesIsTheOneItsCellsMake() {
    var generator = SystemRandomNumberGenerator()
    let nothing = StyledSearch(TextSearch(pattern: "never"), style: Style(background: .indexed(1)))
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...8, using: &generator)
      let lines = ReturnsDocument(
        bytes: (0..<count).map { _ in Self.randomLine(&generator) },
        returns: Set((0..<count).filter { _ in Bool.random(using: &generator) }))
      var renderer = LineRenderer(
        base: Bool.random(using: &generator) ? .plain : Style(foreground: .indexed(2)),
        tabWidth: Int.random(in: 1...9, using: &generator))
      renderer.showsLineEndReturns = Bool.random(using: &generator)
      var layout = DocumentLayout(
        width: Int.random(in: 1...14, using: &generator),
        rows: Int.random(in: 1...9, using: &generator),
        wrapsLines: Bool.random(using: &generator), renderer: renderer)
      // A width set to 0 after the layout is made (its init makes it at least 1) too.
      if Int.random(in: 0..<10, using: &generator) == 0 { layout.width = 0 }
      layout.wrapsAtWords = Bool.random(using: &generator)
      layout.headerColumns = Int.random(in: 0...3, using: &generator) == 0 ? 2 : 0
      layout.cutMark = [nil, ">", "…"].randomElement(using: &generator)!
      var viewport = DocumentViewport()
      viewport.show(
        line: Int.random(in: 0...max(0, count - 1), using: &generator),
        row: Int.random(in: 0...3, using: &generator))
      viewport.scrollSideways(toColumn: Int.random(in: 0...20, using: &generator), layout: layout)
      let plain = DocumentPage(document: lines, viewport: viewport, layout: layout, search: nil)
      let made = DocumentPage(
        document: lines, viewport: viewport, layout: layout, search: nil, highlights: [nothing])
      let about = "\(lines.lines) \(layout) top \(viewport)"
      let sameCells = plain.cells == made.cells
      #expect(sameCells, "\(about)")
      #expect(plain.rowLengths == made.rowLengths, "\(about)")
      #expect(plain.lineStarts == made.lineStarts, "\(about)")
      #expect(plain.places == made.places, "\(about)")
      #expect(plain.lines == made.lines, "\(about)")
    }
  }
}
