import Testing

@testable import PagerKit
@testable import PagerReader

/// Man pages as `nroff` writes them: bold as a glyph struck twice (`b\bb`), underline as `_`
/// struck under a glyph (`_\bx`), shown as `less` shows them.
@Suite struct OverstrikeTests {
  private static let bold = Style(attributes: .bold)
  private static let underline = Style(attributes: .underline)

  /// `text` with every glyph struck over itself, as nroff writes bold.
  private static func emboldened(_ text: String) -> String {
    text.map { "\($0)\u{8}\($0)" }.joined()
  }

  /// `text` with `_` struck under every glyph, as nroff writes underline.
  private static func underlined(_ text: String) -> String {
    text.map { "_\u{8}\($0)" }.joined()
  }

  @Test func aGlyphStruckOverItselfIsBold() {
    let line = render(Self.emboldened("NAME") + " ls")
    #expect(line.text == "NAME ls")
    #expect(line.cells.prefix(4).allSatisfy { $0.style == Self.bold })
    #expect(line.cells.dropFirst(4).allSatisfy { $0.style == .plain })
  }

  @Test func anUnderscoreStruckUnderAGlyphUnderlinesIt() {
    let line = render("ls " + Self.underlined("file"))
    #expect(line.text == "ls file")
    #expect(line.cells.prefix(3).allSatisfy { $0.style == .plain })
    #expect(line.cells.dropFirst(3).allSatisfy { $0.style == Self.underline })
  }

  @Test func anUnderscoreStruckOverAGlyphUnderlinesItToo() {
    let line = render("x\u{8}_")
    #expect(line.text == "x")
    #expect(line.cells == [Cell(glyph: "x", width: 1, style: Self.underline)])
  }

  @Test func anUnderscoreOverAnUnderscoreFollowsTheLastStrike() {
    // With nothing before it, or in an underlined word, it is an underlined `_`.
    #expect(render("_\u{8}_").cells == [Cell(glyph: "_", width: 1, style: Self.underline)])
    let underlinedName = render(Self.underlined("a_b"))
    #expect(underlinedName.text == "a_b")
    #expect(underlinedName.cells.allSatisfy { $0.style == Self.underline })
    // In a bold word it is a bold `_`, as less resolves it.
    let boldName = render(Self.emboldened("MAN_PAGER"))
    #expect(boldName.text == "MAN_PAGER")
    #expect(boldName.cells.allSatisfy { $0.style == Self.bold })
  }

  @Test func anotherGlyphReplacesTheOneBeforeIt() {
    let line = render("a\u{8}bc")
    #expect(line.text == "bc")
    #expect(line.cells.allSatisfy { $0.style == .plain })
  }

  @Test func strikesChainIntoBoldUnderline() {
    let line = render("_\u{8}x\u{8}x")
    #expect(
      line.cells == [Cell(glyph: "x", width: 1, style: Style(attributes: [.bold, .underline]))])
  }

  @Test func wideGlyphsStayTwoColumnsWhenStruck() {
    let bold = render("a日\u{8}日b")
    #expect(shown(bold.cells) == "a日·b")
    #expect(bold.cells[1] == Cell(glyph: "日", width: 2, style: Self.bold))
    #expect(bold.cells[2].isContinuation && bold.cells[2].style == Self.bold)
    #expect(bold.cells[3].style == .plain)
    let underlined = render("_\u{8}日x")
    #expect(shown(underlined.cells) == "日·x")
    #expect(underlined.cells[0].style == Self.underline)
    // A wide glyph replacing a narrow one, and the other way round, takes its own width.
    #expect(shown(render("a\u{8}日").cells) == "日·")
    #expect(shown(render("日\u{8}a|").cells) == "a|")
  }

  @Test func combiningMarksStayWithTheirGlyph() {
    let line = render("e\u{301}\u{8}e\u{301}x")
    #expect(shown(line.cells) == "e\u{301}x")
    #expect(line.cells[0].style == Self.bold)
    #expect(line.cells[1].style == .plain)
    let underlined = render("_\u{8}e\u{301}")
    #expect(underlined.cells == [Cell(glyph: "e\u{301}", width: 1, style: Self.underline)])
  }

  @Test func aBackspaceWithNothingToStrikeShowsAsCaretH() {
    #expect(render("\u{8}a").text == "^Ha")
    #expect(render("a\u{8}").text == "a^H")
    #expect(render("\t\u{8}a").text == "        ^Ha")
    #expect(render("a\u{8}\u{8}a").text == "a^H^Ha")
    #expect(render("a\u{8}\t").text == "a^H     ")
    // A combining mark after it has no glyph to strike with.
    #expect(render("a\u{8}\u{301}").text == "a^H \u{301}")
    #expect(render("a\u{8}").cells[1].style == Style(attributes: .reverse))
  }

  @Test func sgrStylesCarryIntoTheStruckGlyph() {
    let line = render("\u{1B}[31mb\u{8}b")
    #expect(line.cells.count == 1)
    #expect(line.cells[0].style == Style(foreground: .indexed(1), attributes: .bold))
  }

  @Test func tabsAfterStruckGlyphsCountTheirColumns() {
    #expect(render(Self.emboldened("ab") + "\tx").text == "ab      x")
  }

  @Test func searchMatchesTheTextShown() {
    let bytes = Array(("see " + Self.emboldened("ls") + " and " + Self.underlined("file")).utf8)
    let line = LineRenderer().render(bytes)
    #expect(TextSearch(pattern: "ls").matches(in: line) == [4..<6])
    #expect(TextSearch(pattern: "and file").matches(in: line) == [7..<15])
    #expect(TextSearch(pattern: "ls").hasMatch(in: bytes))
    #expect(!TextSearch(pattern: "l\u{8}").hasMatch(in: bytes))
  }

  @Test func piecesNeverCutAStrike() {
    let text = Array(
      String(repeating: Self.emboldened("ab_") + Self.underlined("c_"), count: 40).utf8)
    let renderer = LineRenderer()
    var state = renderer.startState
    var cells: [Cell] = []
    var start = 0
    while start < text.count {
      // Small pieces, each cut where LinePiece says.
      let piece = Array(text[start..<min(text.count, start + 13)])
      let end = LinePiece.end(of: piece, isLineEnd: start + piece.count == text.count)
      let rendered = renderer.render(Array(piece[..<end]), from: state)
      cells += rendered.line.cells
      state = rendered.state
      start += end
    }
    #expect(cells == renderer.render(text).cells)
    #expect(cells.count == 5 * 40)
  }
}
