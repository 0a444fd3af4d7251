import Testing

@testable import PagerKit
@testable import PagerReader

/// less's search modifiers: `^N` `!` lines that do not match, `^R` no regular expression, `^K`
/// the page stays, `^W` round the end, `^F` `@` from the first tab, `^E` `*` on into tabs even
/// with `--search-tab`; the prompt names them, `n` keeps them but `^F` and `^K`.
@Suite struct SearchModifiersTests {
  static func screen(
    _ texts: [[String]] = [(1...60).map { $0 % 10 == 0 ? "ten \($0)" : "a.c line \($0)" }],
    allTabs: Bool = true
  ) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: texts.indices.map { "t\($0)" }), size: Size(columns: 40, rows: 8),
      animationDuration: 0, documents: texts.map { MemoryDocument($0) },
      searchesAllTabs: allTabs)
  }

  static func search(
    _ pattern: String, _ modifiers: [SearchModifiers.Key] = [], backward: Bool = false,
    in screen: inout PagerScreen
  ) {
    screen.update(.prompt(backward ? .openBackward : .open), at: .zero)
    for key in modifiers { screen.update(.prompt(.toggleModifier(key)), at: .zero) }
    for character in pattern { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
    for time in 1...10 { screen.update(.tick, at: at(Double(time) * 20)) }
  }

  static func top(_ screen: PagerScreen) -> Int {
    screen.pages[screen.pager.selectedIndex].viewport.topLine
  }

  @Test func lettersAndWordsAreLesss() {
    #expect(SearchModifiers(letters: "WN")?.words == "Non-match Wrap ")
    #expect(SearchModifiers(letters: "EFKR")?.words == "First-file EOF-ignore Keep-pos Regex-off ")
    #expect(SearchModifiers(letters: "-") == SearchModifiers())
    #expect(SearchModifiers(letters: "W3")?.subpatterns == [3])
    #expect(SearchModifiers(letters: "X") == nil)
  }

  @Test func bangFirstFindsLinesThatDoNotMatchAndTheSignSaysSo() throws {
    var screen = try Self.screen([
      ["ok 1", "ok 2", "bad 3", "ok 4", "odd 5"] + (6...40).map { "ok \($0)" }
    ])
    screen.update(.prompt(.open), at: .zero)
    screen.update(.prompt(.insert("!")), at: .zero)
    #expect(screen.search.promptSign == "Non-match /" && screen.prompt == "")
    for character in "ok" { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
    #expect(Self.top(screen) == 2, "bad 3")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(Self.top(screen) == 4, "n finds the next that does not match: odd 5")
  }

  @Test func controlRTakesThePatternAsPlainText() throws {
    var screen = try Self.screen([["abc", "xyz", "a.c here"] + (4...40).map { "filler \($0)" }])
    Self.search("a.c", [.literal], in: &screen)
    #expect(Self.top(screen) == 2)
    #expect(screen.search.last?.isRegularExpression == false)
  }

  @Test func controlKHighlightsAndCountsButTheStays() throws {
    var screen = try Self.screen()
    Self.search("ten", [.keepsPosition], in: &screen)
    #expect(Self.top(screen) == 0)
    #expect(screen.search.highlighted?.pattern == "ten")
    #expect(screen.pages[0].matchCount?.count == 6)
    // n goes on as a search does: ^K acts once.
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(Self.top(screen) == 9)
  }

  @Test func controlWGoesRoundFromTheEndWithinTheTab() throws {
    var screen = try Self.screen([(1...60).map { $0 == 3 ? "needle" : "hay \($0)" }, ["needle"]])
    screen.update(.scroll(.lines(30)), at: .zero)
    Self.search("needle", [.wraps], in: &screen)
    #expect(screen.pager.selectedIndex == 0 && Self.top(screen) == 2)
    #expect(screen.message == "Search hit bottom; continuing at top")
    screen.update(.scroll(.lines(30)), at: .zero)
    Self.search("nothing", [.wraps], in: &screen)
    #expect(screen.message == "Pattern not found: nothing")
  }

  @Test func controlFStartsAtTheFirstTabsFirstLine() throws {
    var screen = try Self.screen([
      ["needle one"] + (2...30).map { "x \($0)" }, ["a", "needle two"],
    ])
    screen.update(.pager(.jump(to: 1)), at: .zero)
    screen.update(.tick, at: at(1000))
    Self.search("needle", [.fromFirstTab], in: &screen)
    #expect(screen.pager.selectedIndex == 0 && Self.top(screen) == 0)
  }

  @Test func controlEGoesOnIntoTheNextTabEvenWithSearchTab() throws {
    let texts = [(1...30).map { "x \($0)" }, (1...30).map { $0 == 5 ? "needle" : "y \($0)" }]
    var alone = try Self.screen(texts, allTabs: false)
    Self.search("needle", in: &alone)
    #expect(alone.pager.selectedIndex == 0, "--search-tab: the tab only")
    var crossing = try Self.screen(texts, allTabs: false)
    Self.search("needle", [.crossesTabs], in: &crossing)
    #expect(crossing.pager.selectedIndex == 1 && Self.top(crossing) == 4)
  }

  @Test func defaultModifiersStartEverySearchAndTheSignNamesThem() throws {
    var screen = try Self.screen()
    screen.update(.setting(.searchModifiers(SearchModifiers(letters: "W")!)), at: .zero)
    screen.update(.prompt(.open), at: .zero)
    #expect(screen.search.promptSign == "Wrap /")
    screen.update(.prompt(.toggleModifier(.wraps)), at: .zero)
    #expect(screen.search.promptSign == "/", "a key turns it off for this search")
  }
}
