import Testing

@testable import PagerKit
@testable import PagerReader

/// Highlights beside the search (`--highlight`, `Esc-h`): the value that holds them, their looks
/// at every colour depth, and the screen's events that add and clear them.
@Suite struct HighlightsTests {
  @Test func highlightsAreNumberedInOrderEachPatternOnce() throws {
    var highlights = Highlights()
    #expect(highlights.isEmpty)
    let first = try highlights.add("error[0-9]+")
    let second = try highlights.add("warn")
    let again = try highlights.add("error[0-9]+")
    #expect(first.number == 1 && first.isNew)
    #expect(second.number == 2 && second.isNew)
    #expect(again.number == 1 && !again.isNew, "a pattern is highlighted once")
    #expect(highlights.searches.map(\.pattern) == ["error[0-9]+", "warn"])
    #expect(highlights.add(TextSearch(pattern: "warn")).number == 2)
    highlights.removeAll()
    #expect(highlights.isEmpty)
    #expect(try highlights.add("warn").number == 1, "after clearing, numbers start again")
  }

  @Test func aPatternThatDoesNotCompileIsRefusedWithPCRE2sReason() {
    var highlights = Highlights()
    #expect(throws: SearchPatternError.self) { try highlights.add("error(") }
    do {
      try highlights.add("error(")
    } catch {
      #expect(error.description.contains("parenthesis"), "\(error.description)")
    }
    #expect(highlights.isEmpty)
  }

  @Test func looksGoRoundThePalette() {
    #expect(Highlights.lookIndex(ofHighlight: 1, among: 6) == 0)
    #expect(Highlights.lookIndex(ofHighlight: 6, among: 6) == 5)
    #expect(Highlights.lookIndex(ofHighlight: 7, among: 6) == 0)
    #expect(Highlights.lookIndex(ofHighlight: 3, among: 0) == 0)
    var highlights = Highlights()
    for pattern in ["a", "b", "c"] { highlights.add(TextSearch(pattern: pattern)) }
    let looks = [Style(attributes: .bold), Style(attributes: .underline)]
    #expect(highlights.styled(looks).map(\.style) == [looks[0], looks[1], looks[0]])
    #expect(highlights.styled(looks).map(\.search.pattern) == ["a", "b", "c"])
    #expect(highlights.styled([]).isEmpty)
  }

  @Test func letterCaseFollowsTheSearches() throws {
    var highlights = Highlights()
    try highlights.add("error")
    let caps = render("ERROR here")
    #expect(highlights.searches[0].matches(in: caps) == [0..<5], "smart case: either case")
    highlights.searchCase = .sensitive
    #expect(highlights.searches[0].matches(in: caps).isEmpty, "made anew for the new case")
  }

  @Test(arguments: [ColorDepth.basic8, .palette256, .trueColor])
  func withColourEachLookHasABackgroundOfItsOwn(_ depth: ColorDepth) {
    let looks = HighlightPalette.styles(depth: depth)
    #expect(looks.count == HighlightPalette.colors.count)
    #expect(Set(looks.map(\.background)).count == looks.count, "\(looks.map(\.background))")
    for look in looks {
      #expect(look.background != .standard)
      #expect(look.foreground != look.background)
      #expect(!look.attributes.contains(.reverse), "reverse video is the search's")
    }
  }

  @Test func withoutColourEachLookHasAttributesOfItsOwn() {
    let looks = HighlightPalette.styles(depth: .none)
    #expect(looks.count == HighlightPalette.colors.count, "the same cycle as with colour")
    #expect(Set(looks.map(\.attributes)).count == looks.count)
    for look in looks {
      #expect(look.foreground == .standard && look.background == .standard)
      #expect(!look.attributes.isEmpty)
      #expect(look.attributes != .reverse, "reverse video alone is the search's")
    }
    #expect(Theme(preset: .documents(titled: ["a"]), depth: .none).highlights == looks)
  }

  // MARK: The screen's events

  static func screen() throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["log"]), size: Size(columns: 40, rows: 8),
      documents: [MemoryDocument(numberedLines(1...40).map { $0 + " error" })])
  }

  @Test func escHHighlightsTheLastSearch() throws {
    var screen = try Self.screen()
    screen.update(.addHighlight, at: .zero)
    #expect(screen.message == "No previous search to highlight")
    #expect(screen.highlights.isEmpty)
    screen.submitSearch(for: "line 2", at: .zero)
    screen.update(.addHighlight, at: .zero)
    #expect(screen.message == "highlight 1: line 2")
    screen.update(.addHighlight, at: .zero)
    #expect(screen.message == "highlight 1 already: line 2")
    #expect(screen.highlights.searches.map(\.pattern) == ["line 2"])
  }

  @Test func atThePromptThePatternTypedIsHighlightedInsteadOfSearched() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "error", at: .zero)
    screen.update(.scroll(.top), at: .zero)
    screen.update(.prompt(.open), at: .zero)
    for character in "line 3[0-9]" { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.tick, at: .zero)
    #expect(screen.pages[0].viewport.topLine > 0, "the incremental search went to a match")
    screen.update(.addHighlight, at: .zero)
    #expect(screen.prompt == nil)
    #expect(screen.message == "highlight 1: line 3[0-9]")
    #expect(screen.pages[0].viewport.topLine == 0, "back where the prompt opened")
    #expect(screen.search.last?.pattern == "error", "the search is still the last one")
    // An empty prompt stands for the last search, as Enter takes it.
    screen.update(.prompt(.open), at: .zero)
    screen.update(.addHighlight, at: .zero)
    #expect(screen.prompt == nil && screen.message == "highlight 2: error")
  }

  @Test func aBadPatternAtThePromptStaysWithItsReason() throws {
    var screen = try Self.screen()
    screen.update(.prompt(.open), at: .zero)
    for character in "line(" { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.addHighlight, at: .zero)
    #expect(screen.prompt == "line(")
    #expect(screen.search.error?.hasPrefix("bad pattern: ") == true, "\(screen.search.error ?? "")")
    #expect(screen.highlights.isEmpty)
  }

  @Test func otherPromptsHighlightNothing() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "error", at: .zero)
    screen.update(.prompt(.openCommandLine), at: .zero)
    screen.update(.prompt(.insert("e")), at: .zero)
    screen.update(.addHighlight, at: .zero)
    #expect(screen.prompt == "e" && screen.highlights.isEmpty)
  }

  @Test func escCapitalHClearsThemAll() throws {
    var screen = try Self.screen()
    try screen.addHighlight("line")
    try screen.addHighlight("error")
    screen.update(.clearHighlights, at: .zero)
    #expect(screen.message == "highlights cleared")
    #expect(screen.highlights.isEmpty)
    screen.update(.clearHighlights, at: .zero)
    #expect(screen.message == "no highlights to clear")
    #expect(try screen.addHighlight("error") == 1)
  }

  @Test func theScreensLetterCaseReachesTheHighlights() throws {
    var screen = try Self.screen()
    try screen.addHighlight("error")
    screen.searchCase = .insensitive
    #expect(screen.highlights.searchCase == .insensitive)
    #expect(screen.highlights.searches.first?.isCaseSensitive == false)
    screen.searchCase = .sensitive
    #expect(screen.highlights.searches.first?.isCaseSensitive == true)
  }
}
