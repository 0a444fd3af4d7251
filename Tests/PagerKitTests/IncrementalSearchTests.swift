import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The search prompt: matches highlighted and gone to as the pattern is typed, `Esc` back to
/// where the prompt opened, a bad pattern kept on the prompt with its reason.
@Suite struct IncrementalSearchTests {
  static func screen() throws -> PagerScreen {
    var lines = numberedLines(1...200)
    lines[119] = "the needle is here"
    return try PagerScreen(
      preset: .documents(titled: ["hay"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(lines)])
  }

  /// Types `text`, then lets a tick come, as a frame does: the search it makes starts there.
  static func type(_ text: String, into screen: inout PagerScreen) {
    for character in text { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.tick, at: .zero)
  }

  @Test func typingGoesToTheFirstMatchAndHighlightsIt() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(10)), at: .zero)
    screen.update(.prompt(.open), at: .zero)
    Self.type("need", into: &screen)
    #expect(screen.pages[0].viewport.topLine == 119)
    let frame = render(screen)
    let row = try #require(frame.lines.firstIndex { $0.hasPrefix("the needle") })
    #expect(frame[4, row].style.attributes.contains(.reverse))
    #expect(frame.lines.last?.hasPrefix(" /need") == true)
    Self.type("less", into: &screen)
    #expect(screen.pages[0].viewport.topLine == 10, "no match: back where the prompt opened")
  }

  @Test func escapeGoesBackToWhereThePromptOpened() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(10)), at: .zero)
    screen.update(.prompt(.open), at: .zero)
    Self.type("needle", into: &screen)
    screen.update(.prompt(.cancel), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 10)
    #expect(screen.search.last == nil && screen.search.highlighted == nil)
  }

  /// The text read again, shorter, while the prompt is open: going back to where the prompt
  /// opened stays inside the new text, and the page still scrolls (make fuzz, seed 1).
  @Test func aTextReplacedWhileThePromptIsOpenKeepsThePageInside() throws {
    var screen = try Self.screen()
    screen.update(.scroll(.lines(150)), at: .zero)
    screen.update(.prompt(.open), at: .zero)
    screen.update(
      .tabs(.replace(screen.tabList[0], with: MemoryDocument(numberedLines(1...25)))), at: .zero)
    Self.type("1", into: &screen)
    #expect(screen.pages[0].viewport.topLine < 25)
    screen.update(.scroll(.lines(-5)), at: .zero)
    #expect(screen.pages[0].viewport.topLine < 25)
  }

  @Test func enterKeepsTheMatchFoundAsTyped() throws {
    var screen = try Self.screen()
    screen.update(.prompt(.open), at: .zero)
    Self.type("needle", into: &screen)
    screen.update(.prompt(.submit), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 119)
    #expect(screen.search.last?.pattern == "needle")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "No more matches below", "the only match is the one shown")
  }

  /// Issue 29, case 4: each key typed made the whole pattern anew and searched with it, so a
  /// long pattern typed or given (`-p`) froze the program for minutes. Keys typed between two
  /// frames now make one search, at the tick.
  @Test func aBurstOfKeysMakesOneSearchAtTheTick() throws {
    var screen = try Self.screen()
    screen.update(.prompt(.open), at: .zero)
    for character in "needle" { screen.update(.prompt(.insert(character)), at: .zero) }
    #expect(screen.search.previewIsDue && screen.search.preview == nil, "nothing made yet")
    #expect(screen.pages[0].viewport.topLine == 0)
    screen.update(.tick, at: .zero)
    #expect(!screen.search.previewIsDue && screen.search.preview?.pattern == "needle")
    #expect(screen.pages[0].viewport.topLine == 119)
    #expect(screen.previewsMade == 1)
    // 20,000 characters typed in a burst: no key makes a search, the tick after them makes one.
    let long = String(repeating: "x", count: 20_000)
    for character in long { screen.update(.prompt(.insert(character)), at: .zero) }
    #expect(screen.search.previewIsDue && screen.search.preview == nil)
    #expect(screen.previewsMade == 1)
    screen.update(.tick, at: .zero)
    #expect(screen.previewsMade == 2)
    #expect(screen.search.preview?.pattern == "needle" + long)
  }

  @Test func aBadPatternStaysOnThePromptWithItsReason() throws {
    var screen = try Self.screen()
    screen.update(.prompt(.open), at: .zero)
    Self.type("line (1", into: &screen)
    screen.update(.prompt(.submit), at: .zero)
    #expect(screen.inputMode == .prompt && screen.prompt == "line (1")
    #expect(screen.search.error?.hasPrefix("bad pattern: ") == true)
    #expect(render(screen).lines.last?.contains("/line (1  (bad pattern: ") == true)
    screen.update(.prompt(.insert(")")), at: .zero)
    #expect(screen.search.error == nil)
    screen.update(.prompt(.submit), at: .zero)
    #expect(screen.inputMode == .normal && screen.search.last?.isRegularExpression == true)
  }
}

/// The search going on: its mode, its progress, and stopping it.
@Suite struct SearchProgressTests {
  @Test func aSearchThroughManyLinesSaysHowFarItHasGotAndCanBeStopped() throws {
    let lines = (0..<400_000).map { "hay \($0)" } + ["needle"]
    var screen = try PagerScreen(
      preset: .documents(titled: ["hay"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(lines)], searchesAllTabs: false)
    screen.submitSearch(for: "needle", at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.inputMode == .searching)
    let status = render(screen).lines.last ?? ""
    #expect(status.contains("searching… ") && status.contains("%"), "\(status)")
    screen.update(.cancelSearch, at: .zero)
    #expect(screen.inputMode == .normal && screen.pendingSearch == nil)
    #expect(screen.message == "Search stopped")
  }
}
