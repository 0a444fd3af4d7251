import Testing

@testable import PagerKit
@testable import PagerReader

private func matches(_ pattern: String, in text: String) -> [Range<Int>] {
  TextSearch(pattern: pattern).matches(in: render(text))
}

@Suite struct TextSearchTests {
  @Test func smartCase() {
    #expect(!TextSearch(pattern: "error").isCaseSensitive)
    #expect(TextSearch(pattern: "Error").isCaseSensitive)
    #expect(TextSearch(pattern: "É").isCaseSensitive)
    #expect(matches("error", in: "Error ERROR error") == [0..<5, 6..<11, 12..<17])
    #expect(matches("Error", in: "Error ERROR error") == [0..<5])
    #expect(matches("ERROR", in: "Error ERROR error") == [6..<11])
  }

  @Test func explicitCase() {
    let sensitive = TextSearch(pattern: "abc", caseSensitive: true)
    #expect(sensitive.matches(in: render("ABC abc")) == [4..<7])
    let insensitive = TextSearch(pattern: "ABC", caseSensitive: false)
    #expect(insensitive.matches(in: render("ABC abc aBc")) == [0..<3, 4..<7, 8..<11])
  }

  @Test func foldingIsASCIIOnly() {
    #expect(matches("é", in: "É é").count == 1)
    #expect(matches("straße", in: "STRASSE").isEmpty)
  }

  @Test func multipleMatchesDoNotOverlap() {
    #expect(matches("aa", in: "aaaaa") == [0..<2, 2..<4])
    #expect(matches("aba", in: "ababa aba") == [0..<3, 6..<9])
    #expect(matches("x", in: "abc").isEmpty)
  }

  @Test func emptyPatternMatchesNothing() {
    #expect(matches("", in: "abc").isEmpty)
    #expect(!TextSearch(pattern: "").hasMatch(in: Array("abc".utf8)))
  }

  @Test func matchesSpanSGRBoundariesButNeverEscapeBytes() {
    // Decided: the displayed text is "abcd", so "abcd" matches across the bold change.
    let line = render("ab\u{1B}[1mcd")
    #expect(TextSearch(pattern: "abcd").matches(in: line) == [0..<4])
    #expect(matches("1m", in: "ab\u{1B}[1mcd").isEmpty)
    #expect(matches("[", in: "\u{1B}[1mx\u{1B}[0m").isEmpty)
    #expect(TextSearch(pattern: "abcd").hasMatch(in: Array("ab\u{1B}[1mcd".utf8)))
    #expect(!TextSearch(pattern: "1m").hasMatch(in: Array("ab\u{1B}[1mcd".utf8)))
  }

  @Test func visibleStandInsAreDisplayedTextToo() {
    // A non-SGR escape shows as ^[[2J, so that is what can be found.
    #expect(matches("[2J", in: "\u{1B}[2J") == [2..<5])
    // A caret starts a regular expression; escaped, it is the stand-in's own.
    #expect(matches("\\^M", in: "a\rb") == [1..<3])
  }

  @Test func tabsMatchAsTheBlanksTheyShow() {
    #expect(matches("a   b", in: "a\tb").isEmpty)
    #expect(matches("a       b", in: "a\tb") == [0..<9])
    #expect(TextSearch(pattern: "a b").hasMatch(in: Array("a\t\tb".utf8)) == false)
    #expect(TextSearch(pattern: " b").hasMatch(in: Array("a\tb".utf8)))
  }

  @Test func wideMatchesCoverTheirContinuationCells() {
    #expect(matches("中文", in: "a中文b") == [1..<5])
    #expect(matches("文b", in: "a中文b") == [3..<6])
    #expect(TextSearch(pattern: "文").hasMatch(in: Array("a中文b".utf8)))
  }

  @Test func wholeGlyphsOnlyWithoutNormalisation() {
    #expect(matches("e", in: "e\u{301}").isEmpty)
    #expect(matches("e\u{301}", in: "e\u{301}") == [0..<1])
    #expect(matches("\u{E9}", in: "e\u{301}").isEmpty)
    #expect(!TextSearch(pattern: "e").hasMatch(in: Array("e\u{301}".utf8)))
  }

  @Test func matchesCanBeHighlighted() {
    let line = render("one two one")
    let spans = TextSearch(pattern: "one").matches(in: line)
    let lit = line.highlighted(spans)
    #expect(lit.cells.filter { $0.style.attributes.contains(.reverse) }.count == 6)
    #expect(lit.text == line.text)
  }

  @Test func firstMatchFromAColumn() {
    let search = TextSearch(pattern: "ab")
    let line = render("ab ab ab")
    #expect(search.firstMatch(in: line) == 0..<2)
    #expect(search.firstMatch(in: line, from: 1) == 3..<5)
    #expect(search.firstMatch(in: line, from: 7) == nil)
  }

  @Test func rawLineTestAgreesWithRendering() {
    let lines = [
      "plain text here", "TEXT", "te\u{1B}[31mxt", "t\u{1B}[2Jext", "\tte\u{7}xt", "t\u{85}ext",
      "caf\u{E9} text", "\u{1B}[1mte\u{1B}[0mx\u{1B}[4mt", "tex", "tex\u{1B}", "\u{FF}text\u{FE}",
    ]
    for pattern in ["text", "Text", "x", "[2J", "^G", "<U+0085>", "caf\u{E9}", " t", "e x"] {
      let search = TextSearch(pattern: pattern)
      for line in lines {
        let rendered = !search.matches(in: render(line)).isEmpty
        #expect(search.hasMatch(in: Array(line.utf8)) == rendered, "\(pattern) in \(line)")
      }
    }
  }
}
