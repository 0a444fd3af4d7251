import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct DisplayLineLayoutTests {
  @Test func wrapSplitsIntoRowsOfTheWidth() {
    let line = render("abcdefghij")
    #expect(line.wrapped(width: 4).map(shown) == ["abcd", "efgh", "ij"])
    #expect(line.wrapped(width: 5).map(shown) == ["abcde", "fghij"])
    #expect(line.wrapped(width: 10).map(shown) == ["abcdefghij"])
    #expect(line.wrapped(width: 80).map(shown) == ["abcdefghij"])
    #expect(line.rowCount(width: 4) == 3)
    #expect(line.rowCount(width: 5) == 2)
    #expect(line.rowCount(width: 80) == 1)
  }

  @Test func emptyLineIsOneEmptyRow() {
    let line = render("")
    #expect(line.rowCount(width: 10) == 1)
    #expect(line.rowRanges(width: 10) == [0..<0])
    #expect(line.wrapped(width: 10) == [[]])
  }

  @Test func wideGlyphThatDoesNotFitStartsTheNextRow() {
    let line = render("abc中de")
    #expect(line.wrapped(width: 4).map(shown) == ["abc", "中·de"])
    #expect(line.rowRanges(width: 4) == [0..<3, 3..<7])
    #expect(line.wrapped(width: 5).map(shown) == ["abc中·", "de"])
    #expect(line.wrapped(width: 2).map(shown) == ["ab", "c", "中·", "de"])
    #expect(line.rowCount(width: 4) == 2)
    #expect(line.rowCount(width: 2) == 4)
  }

  @Test func allWideTextAtAnOddWidth() {
    let line = render("中文字符")
    #expect(line.wrapped(width: 3).map(shown) == ["中·", "文·", "字·", "符·"])
    #expect(line.wrapped(width: 5).map(shown) == ["中·文·", "字·符·"])
  }

  @Test func oneColumnRowsShowWideGlyphsAsBlanksAndStillEnd() {
    let line = render("a中b")
    #expect(line.wrapped(width: 1).map(shown) == ["a", " ", "b"])
    #expect(line.rowCount(width: 1) == 3)
    #expect(line.wrapped(width: 0).map(shown) == ["a", " ", "b"], "a width below 1 counts as 1")
  }

  @Test func rowCountMatchesTheFullWrap() {
    let line = render("ab中cd\tefghijk中")
    for width in 1...12 {
      #expect(line.wrapped(width: width).count == line.rowCount(width: width))
    }
  }

  @Test func chopShowsOneWindow() {
    let line = render("abcdefghij")
    #expect(shown(line.chopped(width: 4, offset: 0)) == "abcd")
    #expect(shown(line.chopped(width: 4, offset: 3)) == "defg")
    #expect(shown(line.chopped(width: 4, offset: 8)) == "ij")
    #expect(shown(line.chopped(width: 20, offset: 0)) == "abcdefghij")
  }

  @Test func chopPastTheEndOrWithNoWidthIsEmpty() {
    let line = render("abc")
    #expect(line.chopped(width: 4, offset: 3).isEmpty)
    #expect(line.chopped(width: 4, offset: 100).isEmpty)
    #expect(line.chopped(width: 0, offset: 0).isEmpty)
    #expect(line.chopped(width: -3, offset: 0).isEmpty)
    #expect(shown(line.chopped(width: 2, offset: -5)) == "ab", "a negative offset counts as 0")
  }

  @Test func wideGlyphCutByAnEdgeBecomesABlank() {
    let style = Style(foreground: .indexed(2))
    let line = DisplayLine(cells: [
      Cell(glyph: "a", style: .plain),
      Cell(glyph: "中", width: 2, style: style),
      Cell(glyph: "", width: 0, style: style),
      Cell(glyph: "b", style: .plain),
    ])
    // Left edge cuts it: its right half becomes a blank in its own style.
    #expect(line.chopped(width: 3, offset: 2) == [.blank(style), Cell(glyph: "b", style: .plain)])
    // Right edge cuts it.
    #expect(line.chopped(width: 2, offset: 0) == [Cell(glyph: "a", style: .plain), .blank(style)])
    // Whole.
    #expect(shown(line.chopped(width: 3, offset: 0)) == "a中·")
    #expect(shown(line.chopped(width: 2, offset: 1)) == "中·")
    #expect(line.chopped(width: 1, offset: 1) == [.blank(style)])
  }

  @Test func highlightTogglesReverseOrApplies() {
    let line = render("ab\u{1B}[7mcd")
    let toggled = line.highlighted([1..<3])
    #expect(toggled.cells.map(\.style.attributes) == [[], .reverse, [], .reverse])
    let marked = Style(foreground: .indexed(0), background: .indexed(3))
    let styled = line.highlighted([0..<1, 3..<99], style: marked)
    #expect(styled.cells.map(\.style) == [marked, .plain, Style(attributes: .reverse), marked])
    #expect(line.highlighted([]) == line)
    #expect(line.highlighted([-5..<0, 4..<8]) == line)
  }
}
