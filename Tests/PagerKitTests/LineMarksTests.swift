import Testing

@testable import PagerKit
@testable import PagerReader

/// Marks at scale: `*` marks every line the search matches, `'*` goes through them, `"` lists
/// them, `Esc-m *` clears them, and the status column shows them.
@Suite struct LineMarksTests {
  /// "line 1" … "line 100": the search for 7 matches 19 of them (7, 17, … 70 … 79, … 97).
  static func screen() throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["numbers", "other"]), size: Size(columns: 60, rows: 12),
      animationDuration: 0,
      documents: [MemoryDocument(numberedLines(1...100)), MemoryDocument(numberedLines(1...5))])
  }

  static let sevens = [6, 16, 26, 36, 46, 56, 66] + Array(69...78) + [86, 96]

  static func counted(_ screen: inout PagerScreen) {
    for time in 1...50 { screen.update(.tick, at: at(Double(time) * 20)) }
  }

  static func mark(_ screen: inout PagerScreen, _ action: Marks.Action, _ name: Character) {
    screen.update(.mark(.begin(action)), at: .zero)
    screen.update(.mark(.name(name)), at: .zero)
  }

  @Test func starMarksEveryMatchingLineAndStarQuoteGoesThroughThem() throws {
    var screen = try Self.screen()
    screen.update(.mark(.markMatches), at: .zero)
    #expect(screen.message == "No search to mark the lines of: / and a pattern first")
    screen.submitSearch(for: "7", at: .zero)
    Self.counted(&screen)
    screen.update(.scroll(.top), at: .zero)
    screen.update(.mark(.markMatches), at: .zero)
    #expect(
      screen.message?.hasPrefix("Marked 19 lines matching 7") == true, "\(screen.message ?? "")")
    #expect(screen.markBook.lineMarks[screen.tabList[0]] == Self.sevens.map(UInt32.init))
    var tops: [Int] = []
    for _ in 0..<20 {
      Self.mark(&screen, .jump, "*")
      tops.append(screen.pages[0].viewport.topLine)
    }
    // The last screen's lines are below the top one only up to the text's end: the page stops
    // there, and the next goes round to the first.
    #expect(Array(tops.prefix(14)) == Array(Self.sevens.prefix(14)), "\(tops)")
    #expect(tops.contains(6) && tops.last != nil)
    Self.mark(&screen, .clear, "*")
    #expect(screen.message == "Line marks cleared" && screen.markBook.lineMarks.isEmpty)
    Self.mark(&screen, .jump, "*")
    #expect(screen.message == "No lines marked: * marks those the search matches")
  }

  @Test func starBeforeTheCountEndsMarksOnceItDoes() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "9", at: .zero)
    screen.update(.mark(.markMatches), at: .zero)
    let waited = screen.pages[0].matchCount?.isCaughtUp == false
    if waited {
      #expect(screen.message?.hasPrefix("Marking the lines matching 9") == true)
    }
    Self.counted(&screen)
    #expect(screen.markBook.lineMarks[screen.tabList[0]]?.count == 19)
    #expect(screen.markBook.markingMatches.isEmpty)
  }

  @Test func theMarksListHoldsTheMarkedLinesToFilterAndJumpFrom() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "7", at: .zero)
    Self.counted(&screen)
    screen.update(.mark(.markMatches), at: .zero)
    screen.update(.overview(.open(.marks, kinds: [:])), at: .zero)
    // '' (the search's jump) and the 19 lines.
    #expect(screen.overviewPlace?.count == 20)
    let rows = OverviewTests.rows(screen)
    #expect(rows.contains { $0.contains("•  numbers") && $0.contains("line 7 ") }, "\(rows)")
    OverviewTests.type("line 7", into: &screen)
    #expect(screen.overviewPlace?.count == 19, "every word typed: line, and 7")
    OverviewTests.type("9", into: &screen)
    #expect(screen.overviewPlace?.count == 1, "line 79")
    screen.update(.overview(.choose), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 78, "line 79")
  }

  @Test func theStatusColumnShowsMarkedLines() throws {
    var screen = try Self.screen()
    screen.setStatusColumn(true)
    screen.submitSearch(for: "7", at: .zero)
    Self.counted(&screen)
    screen.update(.mark(.markMatches), at: .zero)
    screen.update(.clearSearch, at: .zero)
    screen.update(.scroll(.top), at: .zero)
    let rows = render(screen).lines
    #expect(rows.contains { $0.hasPrefix("• line 7 ") }, "\(rows)")
    #expect(rows.contains { $0.hasPrefix("  line 6 ") })
  }

  @Test func aClosedTabTakesItsLineMarksWithIt() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "7", at: .zero)
    Self.counted(&screen)
    screen.update(.mark(.markMatches), at: .zero)
    screen.update(.tabs(.close(screen.tabList[0], style: .plain)), at: .zero)
    #expect(screen.markBook.lineMarks.isEmpty)
  }
}
