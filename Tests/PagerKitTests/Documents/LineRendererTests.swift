import Testing

@testable import PagerKit
@testable import PagerReader

private func render(bytes: [UInt8]) -> DisplayLine { LineRenderer().render(bytes) }

@Suite struct LineRendererTests {
  private static let reversed = Style(attributes: .reverse)

  @Test func asciiIsOneCellAColumnInTheBaseStyle() {
    let base = Style(foreground: .indexed(3), background: .indexed(4))
    let line = render("hello, world", base: base)
    #expect(line.text == "hello, world")
    #expect(line.columns == 12)
    #expect(line.cells.allSatisfy { $0.width == 1 && $0.style == base })
  }

  @Test func emptyLineHasNoCells() {
    #expect(render("").cells.isEmpty)
  }

  @Test func tabsExpandToTheNextMultipleOfEight() {
    #expect(render("\tx").text == "        x")
    #expect(render("abc\tx").text == "abc     x")
    #expect(render("1234567\tx").text == "1234567 x")
    #expect(render("12345678\tx").text == "12345678        x")
    #expect(render("a\t\tb").columns == 17)
  }

  @Test func tabsCountColumnsNotCharactersAfterWideAndCombined() {
    // 中 is 2 columns, so the tab after "中a" (3 columns) fills 5.
    #expect(shown(render("中a\tx").cells) == "中·a     x")
    // e + U+0301 is one column.
    #expect(render("e\u{301}\tx").columns == 9)
    // ^A is 2 columns.
    #expect(render("\u{1}\tx").text == "^A      x")
  }

  @Test func tabWidthIsAdjustableAndNeverBelowOne() {
    #expect(render("ab\tc", tabWidth: 4).text == "ab  c")
    #expect(render("ab\tc", tabWidth: 0).text == "ab c")
  }

  @Test func tabBlanksTakeTheCurrentStyle() {
    let line = render("\u{1B}[41m\tx")
    #expect(line.cells[0].style.background == .indexed(1))
  }

  @Test func wideCharactersTakeTwoColumnsWithAContinuation() {
    let line = render("a中文b")
    #expect(line.columns == 6)
    #expect(shown(line.cells) == "a中·文·b")
    #expect(line.cells[1].width == 2)
    #expect(line.cells[2] == Cell(glyph: "", width: 0, style: .plain))
  }

  @Test func combiningMarksJoinThePreviousGlyph() {
    let line = render("e\u{301}x\u{308}\u{323}")
    #expect(line.columns == 2)
    #expect(line.cells[0].glyph == "e\u{301}")
    #expect(line.cells[1].glyph == "x\u{308}\u{323}")
    #expect(render("中\u{301}").cells[0].glyph == "中\u{301}")
    #expect(render("中\u{301}").columns == 2)
  }

  @Test func combiningMarkWithNothingToJoinSitsOnABlank() {
    #expect(render("\u{301}a").cells[0].glyph == " \u{301}")
    #expect(render("\u{301}a").columns == 2)
    #expect(render("\t\u{301}").cells[8].glyph == " \u{301}")
    #expect(render("\u{1}\u{301}").cells[2].glyph == " \u{301}")
  }

  @Test func aLetterKeepsThirtyMarksAtMostWhateverFollows() {
    let marks = String(repeating: "\u{301}", count: 100_000)
    let line = render("e" + marks + "x")
    #expect(line.columns == 2)
    #expect(line.cells[0].glyph.unicodeScalars.count == DisplayLineBuilder.maximumScalars)
    #expect(line.cells[0].glyph.unicodeScalars.first == "e")
    #expect(line.cells[1].glyph == "x")
  }

  /// A hundred thousand marks on one letter, read in pieces as a long line is: the pieces after
  /// the first begin inside the cluster, and their marks are dropped, not shown on blanks.
  @Test func marksCutFromTheirLetterByAPieceAreDropped() {
    let bytes = Array(("e" + String(repeating: "\u{301}", count: 100_000) + "x").utf8)
    let renderer = LineRenderer()
    var state = renderer.startState
    var cells: [Cell] = []
    var offset = 0
    while offset < bytes.count {
      let piece = Array(bytes[offset..<min(bytes.count, offset + LinePiece.size)])
      let cut = LinePiece.end(of: piece, isLineEnd: offset + piece.count == bytes.count)
      let display: DisplayLine
      (display, state) = renderer.render(Array(piece[..<cut]), from: state)
      cells += display.cells
      offset += cut
    }
    #expect(offset > LinePiece.size * 2, "the line went in several pieces")
    #expect(cells.map(\.glyph.unicodeScalars.first) == ["e", "x"])
    #expect(cells[0].glyph.unicodeScalars.count == DisplayLineBuilder.maximumScalars)
  }

  @Test func variationSelectorCanWidenTheGlyphBeforeIt() {
    // U+2764 is one column; with VS16 it becomes a 2-column emoji, as ColumnWidth says.
    let heart = render("\u{2764}\u{FE0F}x")
    #expect(heart.cells[0].glyph == "\u{2764}\u{FE0F}")
    #expect(heart.cells[0].width == 2)
    #expect(shown(heart.cells) == "\u{2764}\u{FE0F}·x")
    let keycap = render("1\u{FE0F}\u{20E3}")
    #expect(keycap.cells[0].glyph == "1\u{FE0F}\u{20E3}")
    #expect(Int(keycap.cells[0].width) == ColumnWidth.of("1\u{FE0F}\u{20E3}"))
  }

  @Test func emojiZWJSequenceIsOneGlyph() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    let line = render(family + "!")
    #expect(line.cells[0].glyph == family)
    #expect(line.columns == ColumnWidth.of(family) + 1)
  }

  // A backspace between two glyphs overstrikes (OverstrikeTests); it shows as ^H elsewhere.
  @Test(
    arguments: Array(UInt8(0)...UInt8(0x1F)).filter { ![0x08, 0x09, 0x1B].contains($0) } + [0x7F])
  func controlBytesShowInCaretNotationReversed(byte: UInt8) {
    let line = render(bytes: [UInt8(ascii: "a"), byte, UInt8(ascii: "b")])
    let letter = byte == 0x7F ? "?" : String(Unicode.Scalar(byte + 0x40))
    #expect(line.text == "a^" + letter + "b")
    #expect(line.cells[1].style == Self.reversed)
    #expect(line.cells[2].style == Self.reversed)
    #expect(line.cells[3].style == .plain)
  }

  @Test func caretNamesOfTheUsualSuspects() {
    #expect(render(bytes: [0]).text == "^@")
    #expect(render("a\rb").text == "a^Mb")
    #expect(render("\u{8}").text == "^H")
    #expect(render("\u{7F}").text == "^?")
    #expect(render("\u{1B}").text == "^[")
  }

  @Test func standInsUseTheBaseReversedNotTheSGRColors() {
    let base = Style(foreground: .indexed(7), background: .indexed(0))
    let line = render("\u{1B}[31;1m\u{7}", base: base)
    #expect(
      line.cells[0].style
        == Style(foreground: .indexed(7), background: .indexed(0), attributes: .reverse))
  }

  @Test func c1ControlsAndBidiOverridesShowAsCodePoints() {
    #expect(render("a\u{9B}b").text == "a<U+009B>b")
    #expect(render("\u{85}").cells.allSatisfy { $0.style == Self.reversed })
    #expect(render("x\u{202E}y").text == "x<U+202E>y")
    #expect(render("\u{2066}").text == "<U+2066>")
  }

  @Test func invalidUTF8ShowsOneReplacementPerBadSequence() {
    // A truncated sequence at the end of the line.
    #expect(render(bytes: [0x61, 0xE4, 0xB8]).text == "a\u{FFFD}")
    // An overlong encoding of "/" (C0 AF): both bytes are invalid on their own.
    #expect(render(bytes: [0xC0, 0xAF]).text == "\u{FFFD}\u{FFFD}")
    // A lone continuation byte between letters.
    #expect(render(bytes: [0x61, 0x80, 0x62]).text == "a\u{FFFD}b")
    // A surrogate (ED A0 80) is three bad bytes.
    #expect(render(bytes: [0xED, 0xA0, 0x80]).text == "\u{FFFD}\u{FFFD}\u{FFFD}")
    // A truncated sequence cut short by ASCII keeps the ASCII.
    #expect(render(bytes: [0xE4, 0xB8, 0x41, 0xE4, 0xB8, 0xAD]).text == "\u{FFFD}A中")
    #expect(render(bytes: [0xFF]).cells == [Cell(glyph: "\u{FFFD}", width: 1, style: .plain)])
  }

  @Test func invalidBytesDoNotSwallowAnEscapeAfterThem() {
    let line = render(bytes: [0xE4, 0x1B] + Array("[1mX".utf8))
    #expect(line.text == "\u{FFFD}X")
    #expect(line.cells[1].style.attributes == .bold)
  }
}
