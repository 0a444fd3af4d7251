import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `^S` and a digit (only matches where that sub-pattern matched text are found, all are
/// still highlighted), `^L` (the next character is text), the letters of `--search-options` as
/// less 704 reads them, and `^E` and `^W` never both on.
@Suite struct SearchSubpatternTests {
  static func line(_ text: String) -> DisplayLine { LineRenderer().render(Array(text.utf8)) }

  @Test func aMatchMustHaveItsSubpatternsMatchedButAllAreHighlighted() {
    let either = TextSearch(pattern: "(abc)|(def)")
    let first = either.meeting(MatchConditions(subpatterns: [1]))
    let line = Self.line("def abc")
    #expect(either.find(in: line) == .found(0..<3))
    #expect(first.find(in: line) == .found(4..<7))
    #expect(first.find(in: Self.line("def only")) == .none)
    #expect(first.find(inBytes: Array("xx def".utf8)) == .none, "the quick path on bytes too")
    #expect(first.find(inBytes: Array("xx abc".utf8)) == .found(3..<6))
    #expect(first.matches(in: line) == [0..<3, 4..<7], "less highlights both")
    #expect(either.meeting(MatchConditions(subpatterns: [1, 2])).find(in: line) == .none)
    #expect(
      TextSearch(pattern: "abc").meeting(MatchConditions(subpatterns: [1])).find(in: line) == .none)
    #expect(first != either, "a search with conditions is another search")
  }

  @Test func theCurrentMatchIsTheFirstTheSearchCouldFind() {
    let first = TextSearch(pattern: "(abc)|(def)").meeting(MatchConditions(subpatterns: [1]))
    let line = Self.line("def abc").highlighted([], search: first, target: .firstMatchIsCurrent)
    #expect(line.cells[4].style.attributes.contains(.underline), "abc is current")
    #expect(!line.cells[0].style.attributes.contains(.underline), "def is only highlighted")
    #expect(line.cells[0].style != Self.line("def").cells[0].style, "but highlighted")
  }

  @Test func skippedColumnsAreCutOffBeforeMatching() {
    let line = Self.line("id: id here")
    let skipping = MatchConditions(skippedColumns: 4)
    #expect(TextSearch(pattern: "^id").meeting(skipping).find(in: line) == .found(4..<6))
    #expect(TextSearch(pattern: "^id").find(in: line) == .found(0..<2))
    #expect(
      TextSearch(pattern: "id:").meeting(skipping).find(inBytes: Array("id: id".utf8)) == .none)
    #expect(TextSearch(pattern: "id:").meeting(skipping).matches(in: line).isEmpty)
  }

  @Test func lettersAreReadAsLess704ReadsThem() {
    #expect(SearchModifiers(letters: "EW") == SearchModifiers(letters: "W"))
    #expect(SearchModifiers(letters: "WE")?.words == "Wrap ", "W wins over E")
    #expect(SearchModifiers(letters: "kn")?.words == "Non-match Keep-pos ", "either case")
    #expect(SearchModifiers(letters: "K-N")?.words == "Non-match ", "- drops those before")
    #expect(SearchModifiers(letters: "^W")?.words == "Wrap ")
    #expect(SearchModifiers(letters: "31")?.words == "Sub-1 Sub-3 ")
    #expect(SearchModifiers(letters: "6") == nil)
    #expect(SearchModifiers(letters: "KK")?.keepsPosition == true, "letters set, not toggle")
  }

  @Test func controlEAndControlWAreNeverBothOn() {
    var modifiers = SearchModifiers()
    modifiers.toggle(.crossesTabs)
    modifiers.toggle(.wraps)
    #expect(modifiers.words == "Wrap ")
    modifiers.toggle(.crossesTabs)
    #expect(modifiers.words == "EOF-ignore ")
  }

  @Test func controlSAsksForTheDigitAndTheSignNamesTheSubpattern() throws {
    var screen = try SearchModifiersTests.screen()
    screen.update(.prompt(.open), at: .zero)
    screen.update(.prompt(.askSubpattern), at: .zero)
    #expect(screen.search.promptSign == "Sub-pattern (1-5):")
    screen.update(.prompt(.insert("2")), at: .zero)
    #expect(screen.search.promptSign == "Sub-2 /" && screen.prompt == "")
    screen.update(.prompt(.askSubpattern), at: .zero)
    screen.update(.prompt(.insert("x")), at: .zero)
    #expect(screen.search.promptSign == "Sub-2 /" && screen.prompt == "", "x is only taken")
    for character in "ab" { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.toggleModifier(.wraps)), at: .zero)
    screen.update(.prompt(.askSubpattern), at: .zero)
    #expect(screen.search.promptSign == "Sub-2 /", "as less's: only before the pattern")
  }

  @Test func controlLTakesTheNextCharacterAsText() throws {
    var screen = try SearchModifiersTests.screen()
    screen.update(.prompt(.open), at: .zero)
    screen.update(.prompt(.takeNextLiterally), at: .zero)
    #expect(screen.search.promptSign == "Lit /")
    screen.update(.prompt(.insert("!")), at: .zero)
    #expect(screen.search.promptSign == "/" && screen.prompt == "!")
  }

  @Test func controlSFindsOnlyWhereTheSubpatternMatched() throws {
    let text = ["top"] + (2...40).map { $0 == 5 ? "def here" : $0 == 12 ? "abc here" : "x \($0)" }
    var plain = try SearchModifiersTests.screen([text])
    SearchModifiersTests.search("(abc)|(def)", in: &plain)
    #expect(SearchModifiersTests.top(plain) == 4)
    var first = try SearchModifiersTests.screen([text])
    first.update(.prompt(.open), at: .zero)
    first.update(.prompt(.askSubpattern), at: .zero)
    first.update(.prompt(.insert("1")), at: .zero)
    for character in "(abc)|(def)" { first.update(.prompt(.insert(character)), at: .zero) }
    first.update(.prompt(.submit), at: .zero)
    for time in 1...10 { first.update(.tick, at: at(Double(time) * 20)) }
    #expect(SearchModifiersTests.top(first) == 11)
    #expect(first.search.last?.conditions.subpatterns == [1])
  }
}

/// less's `--no-search-header-lines` and `--no-search-header-columns`: searches pass over the
/// lines and columns `--header` keeps in place.
@Suite struct SearchHeaderSkipTests {
  static func screen(_ text: [String], headerLines: Int = 0) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["t"]), size: Size(columns: 40, rows: 8), animationDuration: 0,
      documents: [MemoryDocument(text)], wrapsLines: false, headerLines: headerLines)
  }

  @Test func headerLinesAreNotSearchedGoingBackOrFromTheFirstLine() throws {
    let text = ["needle head", "cols"] + (3...60).map { $0 == 40 ? "needle body" : "x \($0)" }
    var searched = try Self.screen(text, headerLines: 2)
    SearchModifiersTests.search("needle", [.fromFirstTab], in: &searched)
    #expect(SearchModifiersTests.top(searched) == 2, "the header line matched, nothing moved")
    var skipping = try Self.screen(text, headerLines: 2)
    skipping.update(.setting(.searchSkipsHeaders(lines: true, columns: false)), at: .zero)
    SearchModifiersTests.search("needle", [.fromFirstTab], in: &skipping)
    #expect(SearchModifiersTests.top(skipping) == 39)
    skipping.update(.scroll(.lines(-30)), at: .zero)
    SearchModifiersTests.search("head", backward: true, in: &skipping)
    #expect(SearchModifiersTests.top(skipping) == 9, "going back, the header line is not found")
    // Counted as searched, the header line's match is none: the pattern is nowhere else.
    #expect(
      skipping.message?.contains("Pattern not found: head") == true, "\(skipping.message ?? "")")
  }

  @Test func headerColumnsAreNotSearched() throws {
    let text = (1...60).map { $0 == 10 ? "KEY: body" : $0 == 30 ? "row: KEY" : "row: \($0)" }
    var searched = try Self.screen(text)
    searched.update(.setting(.headerColumns(5)), at: .zero)
    SearchModifiersTests.search("KEY", in: &searched)
    #expect(SearchModifiersTests.top(searched) == 9)
    var skipping = try Self.screen(text)
    skipping.update(.setting(.headerColumns(5)), at: .zero)
    skipping.update(.setting(.searchSkipsHeaders(lines: false, columns: true)), at: .zero)
    SearchModifiersTests.search("KEY", in: &skipping)
    #expect(SearchModifiersTests.top(skipping) == 29)
  }
}
