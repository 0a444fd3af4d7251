import Testing

@testable import PagerKit
@testable import PagerReader

/// How matches show as less 704 colours them: `-D` colours parsed as less parses them, every
/// match in `-DS`'s look or reverse video, the current match apart (`-DJ`, else bold and
/// underlined), each parenthesised sub-pattern in its colour (`-D1` … `-D5`, less's by default),
/// and the target line marked with `--hilite-target`.
@Suite struct SearchLooksTests {
  static let reversed = Style(attributes: .reverse)

  @Test(arguments: [
    ("kG", LessColor(foreground: .indexed(0), background: .indexed(10))),
    ("ky", LessColor(foreground: .indexed(0), background: .indexed(3))),
    ("Wc", LessColor(foreground: .indexed(15), background: .indexed(6))),
    ("-u", LessColor(attributes: .underline)),
    ("u", LessColor(attributes: .underline)),
    ("Ys", LessColor(foreground: .indexed(11), attributes: .reverse)),
    ("+r", LessColor(foreground: .indexed(1))),
    ("r-d", LessColor(foreground: .indexed(1), attributes: .bold)),
    ("4.1", LessColor(foreground: .indexed(4), background: .indexed(1))),
    (".22*", LessColor(background: .indexed(22), attributes: .bold)),
    ("-.255_&", LessColor(background: .indexed(255), attributes: [.underline, .blink])),
    ("208", LessColor(foreground: .indexed(208))),
    ("g~", LessColor(foreground: .indexed(2), attributes: .reverse)),
  ])
  func aColourIsReadAsLessReadsIt(text: String, color: LessColor) {
    #expect(LessColor(text[...]) == color, "\(text)")
  }

  @Test(arguments: ["", "+", "x", "kx", "kGq", "256", "1.999", "4.x", "k!", "1234"])
  func whatIsNotAColourIsRefused(text: String) {
    #expect(LessColor(text[...]) == nil, "\(text)")
  }

  @Test func theSubPatternsColoursAreLesssLetters() {
    // less's defaults, `ky`, `wb`, `YM`, `Yr` and `Wc`, as its -D would parse them.
    let parsed = ["ky", "wb", "YM", "Yr", "Wc"].map { LessColor($0[...]) }
    #expect(SearchLooks.lessSubpatterns == parsed)
    #expect(SearchLooks().subpatterns == parsed)
  }

  @Test func aColourReplacesTheReverseAndAttributesAloneStandInForIt() {
    let base = Style(foreground: .indexed(7), attributes: .bold)
    var look = base
    look.attributes.insert(.reverse)
    let green = LessColor(foreground: .indexed(0), background: .indexed(10))
    #expect(
      green.shown(on: base, over: look, showsColors: true)
        == Style(foreground: .indexed(0), background: .indexed(10), attributes: .bold))
    #expect(green.shown(on: base, over: look, showsColors: false) == look, "still stands out")
    let underlined = LessColor(attributes: .underline)
    #expect(
      underlined.shown(on: base, over: look, showsColors: true)
        == Style(foreground: .indexed(7), attributes: [.bold, .underline]))
  }

  @Test func eachSubPatternShowsInLessColourAndTheRestOfTheMatchReversed() {
    let line = render("an error 42 here")
    let shown = line.highlighted([], search: TextSearch(pattern: "(err)or ([0-9]+)"))
    let styles = shown.cells.map(\.style)
    #expect(styles[0..<3].allSatisfy { $0 == .plain })
    #expect(
      styles[3..<6].allSatisfy { $0 == Style(foreground: .indexed(0), background: .indexed(3)) })
    #expect(styles[6..<9].allSatisfy { $0 == Self.reversed }, "or and the space")
    #expect(
      styles[9..<11].allSatisfy { $0 == Style(foreground: .indexed(7), background: .indexed(4)) })
    #expect(styles[11...].allSatisfy { $0 == .plain })
  }

  @Test func aSubPatternInsideAnotherShowsInItsOwnColour() {
    let shown = render("abc").highlighted([], search: TextSearch(pattern: "(a(b)c)"))
    let styles = shown.cells.map(\.style)
    let first = Style(foreground: .indexed(0), background: .indexed(3))
    #expect(styles == [first, Style(foreground: .indexed(7), background: .indexed(4)), first])
  }

  @Test func aSubPatternThatMatchedNothingLeavesItsMatchAsItIs() {
    let shown = render("ab").highlighted([], search: TextSearch(pattern: "a(x)?b"))
    #expect(shown.cells.map(\.style) == [Self.reversed, Self.reversed])
  }

  @Test func aSubPatternOverWideGlyphsTakesTheirWholeCells() {
    let shown = render("a漢字b").highlighted([], search: TextSearch(pattern: "a(漢)"))
    let styles = shown.cells.map(\.style)
    let yellow = Style(foreground: .indexed(0), background: .indexed(3))
    #expect(styles[0] == Self.reversed)
    #expect(styles[1] == yellow && styles[2] == yellow, "the glyph and its continuation")
    #expect(styles[3...].allSatisfy { $0 == .plain })
  }

  @Test func withoutColoursSubPatternsShowAsTheirMatch() {
    var looks = SearchLooks()
    looks.showsColors = false
    let shown = render("error 42").highlighted(
      [], search: TextSearch(pattern: "(error) ([0-9]+)"), searchLooks: looks)
    #expect(shown.cells.map(\.style).allSatisfy { $0 == Self.reversed })
  }

  @Test func theCurrentMatchIsTheFirstOnTheTargetLineBoldAndUnderlined() {
    let line = render("ab ab ab")
    let search = TextSearch(pattern: "ab")
    let elsewhere = line.highlighted([], search: search)
    #expect(elsewhere.cells.filter { $0.style == Self.reversed }.count == 6)
    let target = line.highlighted([], search: search, target: .firstMatchIsCurrent).cells.map(
      \.style)
    #expect(target[0..<2].allSatisfy { $0 == Style(attributes: [.reverse, .bold, .underline]) })
    #expect(target[3..<5].allSatisfy { $0 == Self.reversed })
    #expect(target[6..<8].allSatisfy { $0 == Self.reversed })
    let laterRow = line.highlighted([], search: search, target: .laterRow)
    #expect(laterRow == elsewhere, "a later row of the target line has no current match")
  }

  @Test func dashDColoursTheMatchesAndTheCurrentOne() {
    var looks = SearchLooks()
    let taken = ["S": "kG", "J": "kY", "1": "-u", "N": "c"].sorted { $0.key < $1.key }.map {
      looks.set(Character($0.key), to: LessColor($0.value[...])!)
    }
    #expect(taken == [true, true, false, true], "1, J, N, S: line numbers are not the search's")
    let shown = render("x1 x2").highlighted(
      [], search: TextSearch(pattern: "x(1|2)"), searchLooks: looks,
      target: .firstMatchIsCurrent
    ).cells.map(\.style)
    let yellow = Style(foreground: .indexed(0), background: .indexed(11))
    let green = Style(foreground: .indexed(0), background: .indexed(10))
    #expect(shown[0..<2].allSatisfy { $0 == yellow }, "the current match, its sub-pattern too")
    #expect(shown[2] == .plain)
    #expect(shown[3] == green)
    #expect(shown[4] == Style(attributes: .underline), "sub-pattern 1 as -D1-u says")
  }

  @Test func hiliteTargetUnderlinesTheRestOfTheTargetLine() {
    var looks = SearchLooks()
    looks.marksTargetLine = true
    let line = render("see ab here")
    let search = TextSearch(pattern: "ab")
    let shown = line.highlighted([], search: search, searchLooks: looks, target: .laterRow)
    let styles = shown.cells.map(\.style)
    #expect(styles[0..<4].allSatisfy { $0 == Style(attributes: .underline) })
    #expect(styles[4..<6].allSatisfy { $0 == Self.reversed }, "a later row: no current match")
    #expect(styles[6...].allSatisfy { $0 == Style(attributes: .underline) })
    #expect(line.highlighted([], search: search, searchLooks: looks) == line.highlighted([4..<6]))
    looks.current = LessColor("kY")
    let coloured = line.highlighted([], search: search, searchLooks: looks, target: .laterRow)
    #expect(coloured.cells[0].style == Style(foreground: .indexed(0), background: .indexed(11)))
  }
}
