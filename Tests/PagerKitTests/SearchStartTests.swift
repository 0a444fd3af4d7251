import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Where a search starts, as less starts one: `/` at the top line, `?` at the last line shown,
/// both past the screen with `searchStartsAfterScreen` (less `-a`); `n` the same way again, `N`
/// the other; and matches on a page that cannot scroll are found and said.
@Suite struct SearchStartTests {
  static let size = Size(columns: 60, rows: 12)

  static func screen(_ lines: [String], allTabs: Bool = true) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["text"]), size: size, documents: [MemoryDocument(lines)],
      searchesAllTabs: allTabs)
  }

  static func search(
    _ pattern: String, backward: Bool = false, on screen: inout PagerScreen
  ) {
    screen.update(.prompt(backward ? .openBackward : .open), at: .zero)
    for character in pattern { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
  }

  /// The rows of the page holding `text`.
  static func rows(showing text: String, in screen: PagerScreen) -> [Int] {
    render(screen).lines.indices.filter { render(screen).lines[$0].contains(text) }
  }

  @Test func aMatchOnAPageThatCannotScrollIsFoundAndCounted() throws {
    var screen = try Self.screen(["first", "second", "third"])
    Self.search("third", on: &screen)
    #expect(screen.message == "match 1 of 1 · tab 1 of 1 with matches")
    #expect(screen.pages[0].viewport.topLine == 0, "the page cannot scroll")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "No more matches below", "not 'Pattern not found' while shown")
  }

  @Test func nGoesFromMatchToMatchOnAPageThatCannotScroll() throws {
    var screen = try Self.screen(["first", "second", "third"])
    Self.search("ir", on: &screen)
    #expect(screen.message == "match 1 of 2 · tab 1 of 1 with matches", "the top line counts")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "match 2 of 2 · tab 1 of 1 with matches")
    screen.update(.repeatSearch(reversed: true), at: .zero)
    #expect(screen.message == "match 1 of 2 · tab 1 of 1 with matches")
  }

  @Test func withoutCountsAMatchInViewIsNotCalledMissing() throws {
    var screen = try Self.screen(["first", "second", "third"], allTabs: false)
    Self.search("third", on: &screen)
    #expect(screen.message == nil)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "No more matches below")
    Self.search("fourth", on: &screen)
    #expect(screen.message == "Pattern not found: fourth")
  }

  @Test func aSearchStartsAtTheTopLine() throws {
    var lines = numberedLines(1...200)
    lines[49] = "needle one"
    lines[99] = "needle two"
    var screen = try Self.screen(lines)
    screen.update(.scroll(.line(50)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 49)
    Self.search("needle", on: &screen)
    #expect(screen.pages[0].viewport.topLine == 49, "the top line is searched first")
    #expect(screen.message?.hasPrefix("match 1 of 2") == true)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 99)
  }

  @Test func searchStartsAfterScreenSkipsTheLinesShown() throws {
    var lines = numberedLines(1...200)
    lines[52] = "needle in view"
    lines[99] = "needle below"
    var screen = try Self.screen(lines)
    screen.searchStartsAfterScreen = true
    screen.update(.scroll(.line(50)), at: .zero)
    Self.search("needle", on: &screen)
    #expect(screen.pages[0].viewport.topLine == 99)
  }

  @Test func questionMarkSearchesBackFromTheBottomLineAndNKeepsItsWay() throws {
    var lines = numberedLines(1...200)
    for line in [19, 59, 99, 159] { lines[line] = "needle \(line + 1)" }
    var screen = try Self.screen(lines)
    screen.update(.scroll(.line(150)), at: .zero)
    let document = try #require(screen.pages[0].document)
    let bottom = try #require(
      DocumentPage(
        document: document, viewport: screen.pages[0].viewport,
        layout: screen.documentLayout, search: nil
      ).lines?.upperBound)
    lines[bottom] = "needle at the bottom"
    screen = try Self.screen(lines)
    screen.update(.scroll(.line(150)), at: .zero)
    Self.search("needle", backward: true, on: &screen)
    #expect(screen.search.lastDirection == .backward)
    #expect(screen.pages[0].viewport.topLine == bottom, "the last line shown is searched first")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 99, "n goes on backward")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 59)
    screen.update(.repeatSearch(reversed: true), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 99, "N goes forward")
  }

  @Test func theBackwardPromptShowsAQuestionMark() throws {
    var screen = try Self.screen(numberedLines(1...50))
    screen.update(.prompt(.openBackward), at: .zero)
    screen.update(.prompt(.insert("x")), at: .zero)
    #expect(render(screen).lines.last?.hasPrefix(" ?x") == true)
  }

  @Test func aMatchInTheRowsOfAWrappedTopLineBelowTheScreenIsShown() throws {
    // 60 columns: the match is on row 33 of the first line, far below the screen's rows.
    let long = String(repeating: "a", count: 2000) + "needle" + String(repeating: "b", count: 100)
    var screen = try Self.screen([long, "short"])
    Self.search("needle", on: &screen)
    #expect(screen.pages[0].viewport.topLine == 0)
    #expect(screen.pages[0].viewport.topRow > 0, "scrolled within the line")
    #expect(!Self.rows(showing: "needle", in: screen).isEmpty)
  }

  @Test func aMatchPast64KiBInAWrappedTopLineIsShown() throws {
    let long = Array(
      (String(repeating: "a", count: 90_000) + "needle" + String(repeating: "b", count: 3000))
        .utf8)
    let document = PiecewiseDocument([long, Array("short".utf8)])
    var screen = try PagerScreen(
      preset: .documents(titled: ["long"]), size: Self.size, documents: [document])
    Self.search("needle", on: &screen)
    for tick in 1...200 where screen.pendingSearch != nil {
      screen.update(.tick, at: at(Double(tick) * 16))
    }
    #expect(screen.pendingSearch == nil)
    #expect(screen.pages[0].viewport.topLine == 0)
    #expect(screen.pages[0].viewport.topRow > 1000)
    #expect(!Self.rows(showing: "needle", in: screen).isEmpty)
    #expect(screen.message?.contains("Pattern not found") != true)
  }
}

/// Letter case in searches: one choice on the screen for search, filter, counts and highlights.
@Suite struct SearchCaseTests {
  static let lines = ["Needle up", "needle down", "NEEDLE loud"]

  static func screen(_ choice: SearchCase) throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["text"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(lines)])
    screen.searchCase = choice
    return screen
  }

  @Test(arguments: [
    (SearchCase.sensitive, "needle", 1), (.sensitive, "Needle", 1), (.smart, "needle", 3),
    (.smart, "Needle", 1), (.insensitive, "Needle", 3), (.insensitive, "needle", 3),
  ])
  func theChoiceDecidesWhatMatches(_ choice: SearchCase, _ pattern: String, _ count: Int) throws {
    var screen = try Self.screen(choice)
    screen.submitSearch(for: pattern, at: .zero)
    #expect(screen.pages[0].matchCount?.count == count)
    let highlighted = render(screen).lines.indices.filter { row in
      columns(render(screen), row: row) { $0.style.attributes.contains(.reverse) }.count == 6
    }
    #expect(highlighted.count == count)
  }

  @Test func smartCaseIsTheDefault() throws {
    let screen = try PagerScreen(
      preset: .documents(titled: ["text"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(Self.lines)])
    #expect(screen.searchCase == .smart)
  }

  @Test func aFilterFollowsTheChoice() throws {
    var screen = try Self.screen(.sensitive)
    screen.update(.prompt(.openFilter), at: .zero)
    for character in "needle" { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
    #expect(screen.pages[0].document?.lineCount == 1)
  }

  @Test func changingTheChoiceCountsTheLastSearchAgain() throws {
    var screen = try Self.screen(.sensitive)
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.pages[0].matchCount?.count == 1)
    screen.searchCase = .insensitive
    #expect(screen.search.last?.isCaseSensitive == false)
    #expect(screen.pages[0].matchCount?.count == 3)
  }
}

/// A search from a page scrolled into a wrapped line starts at the first row shown: a match in
/// the rows above the page is not gone back to.
@Suite struct SearchInsideAWrappedLineTests {
  static func line(matchesAt columns: [Int], length: Int) -> String {
    var text = Array(repeating: Character("a"), count: length)
    for column in columns {
      for (offset, character) in "needle".enumerated() { text[column + offset] = character }
    }
    return String(text)
  }

  static func screen(_ document: any TextDocument) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["long"]), size: Size(columns: 60, rows: 12),
      documents: [document])
  }

  @Test(arguments: [2_000, 90_000])
  func aMatchAboveThePageIsSkipped(_ length: Int) throws {
    // 60 columns: matches on row 2 and, far below it, on row length / 60 - 5.
    let far = length - 300
    let long = Array(Self.line(matchesAt: [130, far], length: length).utf8)
    let document = PiecewiseDocument([long, Array("short".utf8)])
    var screen = try Self.screen(document)
    screen.update(.scroll(.lines(5)), at: .zero)
    #expect(screen.pages[0].viewport.topRow == 5)
    screen.submitSearch(for: "needle", at: .zero)
    for tick in 1...400 where screen.pendingSearch != nil {
      screen.update(.tick, at: at(Double(tick) * 16))
    }
    let viewport = screen.pages[0].viewport
    #expect(viewport.topLine == 0)
    // Near the line's end, the page stops at its last rows; the match's row is among them.
    let shown = viewport.topRow..<(viewport.topRow + screen.documentLayout.rows)
    #expect(shown.contains(far / 60), "the match below, not the one above (row 2)")
  }

  @Test func theFirstColumnOfARowIsWhereItStarts() throws {
    let long = Array(String(repeating: "a", count: 70_000).utf8)
    let document = PiecewiseDocument([long])
    let screen = try Self.screen(document)
    let layout = screen.documentLayout
    for row in [0, 1, 7, 500] {
      let column = layout.firstColumn(ofRow: row, line: 0, in: document)
      #expect(column == row * layout.width)
      #expect(layout.row(ofColumn: column, line: 0, in: document) == row)
    }
  }
}

/// `searchTarget` (less `-j`): a match is brought to that row, and `n` goes on from there.
@Suite struct SearchTargetRowTests {
  @Test func aMatchComesToTheTargetRowAndNGoesOnFromIt() throws {
    var lines = numberedLines(1...200)
    for line in [49, 59, 99] { lines[line] = "needle \(line + 1)" }
    var screen = try PagerScreen(
      preset: .documents(titled: ["text"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(lines)])
    screen.searchTarget = .row(4)
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.pages[0].viewport.topLine == 46, "needle 50 on the fourth row")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 56, "needle 60 next, not 50 again")
    screen.update(.repeatSearch(reversed: true), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 46)
  }
}
