import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The last of less's motions on a screen: a count before the search prompt, forgetting the
/// search, a screen past the end, and cut lines to their ends.
@Suite struct LessLastKeysTests {
  static func screen(_ lines: [String], wraps: Bool = true) throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["notes"]), size: Size(columns: 40, rows: 12),
      animationDuration: 0, documents: [MemoryDocument(lines)])
    if !wraps { screen.update(.toggleWrapping, at: .zero) }
    return screen
  }

  static let needles = (1...200).map { $0 % 20 == 0 ? "needle \($0)" : "line \($0)" }

  @Test func theThirdMatchFromThePromptAndAnEmptyPatternTakesTheCountToo() throws {
    var screen = try Self.screen(Self.needles)
    screen.update(.prompt(.openForMatch(3, backward: false)), at: .zero)
    for character in "needle" { screen.update(.prompt(.insert(character)), at: .zero) }
    // The first match is shown as the pattern is typed; Enter goes on to the third.
    screen.update(.tick, at: at(16))
    #expect(screen.pages[0].viewport.topLine == 19)
    screen.update(.prompt(.submit), at: at(32))
    #expect(screen.pages[0].viewport.topLine == 59)
    screen.update(.prompt(.openForMatch(2, backward: false)), at: at(48))
    screen.update(.prompt(.submit), at: at(64))
    #expect(screen.pages[0].viewport.topLine == 99, "two more on")
    screen.update(.prompt(.open), at: at(80))
    #expect(screen.search.promptMatch == 1, "a prompt with no count goes to the first")
  }

  @Test func forgettingTheSearchLeavesNothingToRepeatOrHighlight() throws {
    var screen = try Self.screen(Self.needles)
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.search.highlighted != nil)
    screen.update(.clearSearch, at: .zero)
    #expect(screen.search.last == nil && screen.search.highlighted == nil)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "No previous search")
  }

  @Test func aScreenPastTheEndStopsWithTheLastLineOnTop() throws {
    var screen = try Self.screen((1...12).map { "line \($0)" })
    let rows = screen.documentLayout.rows
    screen.update(.scroll(.pagesPastEnd(1)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == rows)
    screen.update(.scroll(.pagesPastEnd(1)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 11, "no further than the last line")
  }

  @Test func theLongestLineShownDecidesHowFarCutLinesGo() throws {
    let lines =
      ["short", String(repeating: "a", count: 70), String(repeating: "b", count: 55)]
      + (1...30).map { "line \($0)" } + [String(repeating: "c", count: 200)]
    var screen = try Self.screen(lines, wraps: false)
    screen.update(.scroll(.longestLineEnd), at: .zero)
    #expect(screen.pages[0].viewport.leftColumn == 70 - screen.documentLayout.width)
    screen.update(.scroll(.firstColumn), at: .zero)
    #expect(screen.pages[0].viewport.leftColumn == 0)
    screen.update(.scroll(.bottom), at: .zero)
    screen.update(.scroll(.longestLineEnd), at: .zero)
    #expect(screen.pages[0].viewport.leftColumn == 200 - screen.documentLayout.width)
  }

  @Test func shortLinesDoNotScrollSideways() throws {
    var screen = try Self.screen((1...30).map { "line \($0)" }, wraps: false)
    screen.update(.scroll(.columns(5)), at: .zero)
    screen.update(.scroll(.longestLineEnd), at: .zero)
    #expect(screen.pages[0].viewport.leftColumn == 0, "the longest line fits: back to the start")
  }
}
