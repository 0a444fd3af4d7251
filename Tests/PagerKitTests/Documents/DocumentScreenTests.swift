import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

private func numbered(_ count: Int, prefix: String = "line") -> [String] {
  (1...count).map { "\(prefix) \($0)" }
}

/// A screen of document tabs at `size`.
private func screen(
  _ documents: [MemoryDocument], titles: [String]? = nil, size: Size = Size(columns: 40, rows: 12),
  wrapsLines: Bool = true
) throws -> PagerScreen {
  let titles = titles ?? documents.indices.map { "doc\($0 + 1)" }
  return try PagerScreen(
    preset: .documents(titled: titles), size: size, animationDuration: 0, documents: documents,
    wrapsLines: wrapsLines)
}

@Suite struct DocumentScreenTests {
  // 40×12 with one tab: bar row 0 (the title marked on it), pages rows 1…10 (10 rows), status
  // row 11. Two tabs or more: bar row 0, indicator row 1, pages rows 2…10 (9 rows).

  @Test func oneTabLeavesTheTextEveryRowButTwoAndTwoTabsHaveTheIndicatorsRow() throws {
    let one = try screen([MemoryDocument(numbered(100))])
    #expect(one.layout.pageRows == 1..<11 && one.layout.indicatorRow == nil)
    let two = try screen([MemoryDocument(numbered(100)), MemoryDocument(numbered(5))])
    #expect(two.layout.pageRows == 2..<11 && two.layout.indicatorRow == 1)
    let frame = render(one)
    #expect(frame.lines[0].hasPrefix(" doc1 "))
    #expect(frame[1, 0].style == Theme(preset: one.preset, depth: .palette256).block, "the block")
  }

  @Test func firstScreenShowsTheFirstLinesAndTheStatusLine() throws {
    let frame = render(try screen([MemoryDocument(numbered(100))]))
    #expect(frame.lines[1].hasPrefix("line 1 "))
    #expect(frame.lines[10].hasPrefix("line 10 "))
    #expect(frame.lines[11].hasPrefix(" doc1"))
    #expect(frame.lines[11].hasSuffix("lines 1–10 of 100  1/1 "))
  }

  @Test func theStatusLineCountsFromTheFirstLineNumber() throws {
    final class Dropped: TextDocument {
      let inner = MemoryDocument(numbered(100))
      var lineCount: Int { inner.lineCount }
      var isComplete: Bool { true }
      var firstLineNumber: Int { 5000 }
      func line(_ index: Int) -> [UInt8] { inner.line(index) }
      func prepareLines(through index: Int) -> Int { inner.prepareLines(through: index) }
    }
    let screen = try PagerScreen(
      preset: .documents(titled: ["d"]), size: Size(columns: 40, rows: 12), animationDuration: 0,
      documents: [Dropped()], wrapsLines: true)
    #expect(render(screen).lines[11].hasSuffix("lines 5,001–5,010 of 5,100  1/1 "))
  }

  @Test func whenLinesGoFromTheFrontThePageStaysOnTheSameText() throws {
    final class Shrinking: TextDocument {
      var lines = numbered(100)
      var firstLineNumber = 0
      var lineCount: Int { lines.count }
      var isComplete: Bool { true }
      func line(_ index: Int) -> [UInt8] { Array(lines[index].utf8) }
      func prepareLines(through index: Int) -> Int { lines.count }
    }
    let document = Shrinking()
    var screen = try PagerScreen(
      preset: .documents(titled: ["d"]), size: Size(columns: 40, rows: 12), animationDuration: 0,
      documents: [document], wrapsLines: true)
    screen.update(.scroll(.lines(50)), at: at(0))
    #expect(render(screen).lines[1].hasPrefix("line 51 "))
    // 30 lines go; a notice takes their place: line 51 is now line 22.
    document.lines = ["… 30 lines dropped"] + Array(document.lines.dropFirst(30))
    document.firstLineNumber = 29
    screen.update(.contentChanged(tab: screen.tabList[0]), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 21)
    #expect(render(screen).lines[1].hasPrefix("line 51 "))
  }

  @Test func lessKeysScrollAndStopAtTheEnds() throws {
    var screen = try screen([MemoryDocument(numbered(100))])
    let top = { (screen: PagerScreen) in screen.pages[0].viewport.topLine }
    screen.update(.scroll(.lines(1)), at: at(0))
    #expect(top(screen) == 1)
    screen.update(.scroll(.pages(1)), at: at(0))
    #expect(top(screen) == 11)
    screen.update(.scroll(.halfPages(1)), at: at(0))
    #expect(top(screen) == 16)
    screen.update(.scroll(.halfPages(-1)), at: at(0))
    screen.update(.scroll(.pages(-1)), at: at(0))
    #expect(top(screen) == 1)
    screen.update(.scroll(.lines(-5)), at: at(0))
    #expect(top(screen) == 0)
    screen.update(.scroll(.bottom), at: at(0))
    #expect(top(screen) == 90, "the last line at the bottom of the page")
    screen.update(.scroll(.lines(3)), at: at(0))
    #expect(top(screen) == 90)
    #expect(render(screen).lines[10].hasPrefix("line 100"))
    screen.update(.scroll(.top), at: at(0))
    #expect(top(screen) == 0)
  }

  @Test func eachTabKeepsItsOwnPosition() throws {
    var screen = try screen([
      MemoryDocument(numbered(50)), MemoryDocument(numbered(50, prefix: "b")),
    ])
    screen.update(.scroll(.lines(7)), at: at(0))
    screen.update(.pager(.next), at: at(0))
    screen.update(.scroll(.lines(3)), at: at(0))
    #expect(render(screen).lines[2].hasPrefix("b 4"))
    screen.update(.pager(.previous), at: at(0))
    #expect(render(screen).lines[2].hasPrefix("line 8"))
    #expect(render(screen).lines[11].contains("lines 8–16 of 50  1/2"))
  }

  @Test func longLinesWrapByDefaultAndScrollByRows() throws {
    let long = String(repeating: "abcdefghij", count: 10)  // 100 columns: 3 rows at 40
    var screen = try screen([MemoryDocument([long, "after"] + numbered(20))])
    let frame = render(screen)
    #expect(frame.lines[1] == String(long.prefix(40)))
    #expect(frame.lines[3] == String(long.suffix(20)) + String(repeating: " ", count: 20))
    #expect(frame.lines[4].hasPrefix("after"))
    screen.update(.scroll(.lines(2)), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 0 && screen.pages[0].viewport.topRow == 2)
    #expect(render(screen).lines[2].hasPrefix("after"))
  }

  @Test func chopCutsLongLinesAndScrollsSideways() throws {
    let long = (0..<10).map { "\($0)123456789" }.joined()
    var screen = try screen([MemoryDocument([long, "short"])], wrapsLines: false)
    // Cut at the right edge: less's `>` in the last column.
    #expect(render(screen).lines[1] == String(long.prefix(39)) + ">")
    #expect(render(screen).lines[2].hasPrefix("short"))
    screen.update(.scroll(.columns(20)), at: at(0))
    #expect(render(screen).lines[1] == String(long.dropFirst(20).prefix(39)) + ">")
    #expect(render(screen).lines[2].trimmingSpaces == "", "short has nothing past column 20")
    screen.update(.scroll(.columns(60)), at: at(0))
    #expect(render(screen).lines[1].trimmingSpaces == String(long.dropFirst(80)), "not marked")
    screen.update(.scroll(.columns(-100)), at: at(0))
    #expect(render(screen).lines[1] == String(long.prefix(39)) + ">")
  }

  @Test func theMarkOfACutLineIsInReverseVideoAndCanBeChangedOrLeftOut() throws {
    let long = String(repeating: "x", count: 41)
    let exact = String(repeating: "y", count: 40)
    var screen = try screen(
      [MemoryDocument([long, exact, "世界世界世界世界世界世界世界世界世界世界世界"])], wrapsLines: false)
    let frame = render(screen)
    #expect(frame[39, 1].glyph == ">" && frame[39, 1].style.attributes.contains(.reverse))
    #expect(!frame[38, 1].style.attributes.contains(.reverse))
    #expect(frame.lines[2] == exact, "a line that fits exactly is not cut")
    // A wide glyph the mark covers half of shows as a blank.
    #expect(frame[38, 3].glyph == " " && frame[39, 3].glyph == ">")
    screen.setCutMark("»")
    #expect(render(screen).lines[1] == String(long.prefix(39)) + "»")
    screen.setCutMark(nil)
    #expect(render(screen).lines[1] == String(long.prefix(40)))
    screen.setCutMark(">")
    screen.update(.toggleWrapping, at: .zero)
    #expect(render(screen).lines[1] == String(long.prefix(40)), "wrapped lines are not marked")
  }

  @Test func aLongLineCutIsMarkedToo() throws {
    let huge = String(repeating: "abcdefgh", count: LinePiece.wholeLineLimit / 8 + 10)
    let screen = try screen([MemoryDocument([huge])], wrapsLines: false)
    #expect(render(screen).lines[1] == String(huge.prefix(39)) + ">")
  }

  @Test func rightAndLeftScrollSidewaysOnOneTabOfCutLinesAndSwipeOtherwise() throws {
    let long = String(repeating: "0123456789", count: 10)
    var one = try screen([MemoryDocument([long])], wrapsLines: false)
    #expect(one.arrowsScrollSideways)
    one.update(.arrow(forward: true), at: at(0))
    #expect(one.pages[0].viewport.leftColumn == 20, "half the 40 columns")
    one.update(.arrow(forward: false), at: at(0))
    #expect(one.pages[0].viewport.leftColumn == 0)
    one.update(.toggleWrapping, at: .zero)
    #expect(!one.arrowsScrollSideways, "wrapped lines have nothing sideways")
    var two = try screen([MemoryDocument([long]), MemoryDocument([long])], wrapsLines: false)
    #expect(!two.arrowsScrollSideways)
    two.update(.arrow(forward: true), at: at(0))
    #expect(two.pager.selectedIndex == 1 && two.pages[0].viewport.leftColumn == 0)
    two.update(.arrow(forward: false), at: at(0))
    #expect(two.pager.selectedIndex == 0)
  }

  @Test func searchMovesToTheNextMatchHighlightsItAndSaysWhenNothingIsFound() throws {
    var lines = numbered(60)
    lines[24] = "the needle is here"
    lines[44] = "another Needle"
    var screen = try screen([MemoryDocument(lines, step: 8)])
    screen.submitSearch(for: "needle", at: at(0))
    #expect(screen.pages[0].viewport.topLine == 24)
    let frame = render(screen)
    #expect(frame.lines[1].hasPrefix("the needle is here"))
    #expect(frame[4, 1].style.attributes.contains(.reverse), "the match is highlighted")
    #expect(!frame[0, 1].style.attributes.contains(.reverse))
    screen.update(.repeatSearch(reversed: false), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 44, "smart case: needle finds Needle")
    screen.update(.repeatSearch(reversed: false), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 44, "a failed search does not move")
    #expect(screen.message == "No more matches below", "the last match is the one shown")
    #expect(render(screen).lines[11].hasPrefix(" No more matches below"))
    screen.submitSearch(for: "thread", at: at(0))
    #expect(render(screen).lines[11].hasPrefix(" Pattern not found: thread"))
    screen.submitSearch(for: "needle", at: at(0))
    #expect(screen.pages[0].viewport.topLine == 44, "the top line is searched first")
    screen.update(.repeatSearch(reversed: true), at: at(0))
    #expect(screen.pages[0].viewport.topLine == 24)
    #expect(screen.message == "match 1 of 2 · tab 1 of 1 with matches")
  }

  @Test func thePromptCollectsThePatternOnTheStatusLine() throws {
    var lines = numbered(30)
    lines[20] = "target"
    var screen = try screen([MemoryDocument(lines)])
    screen.update(.prompt(.open), at: at(0))
    for character in "targ" { screen.update(.prompt(.insert(character)), at: at(0)) }
    #expect(render(screen).lines[11].hasPrefix(" /targ"))
    screen.update(.prompt(.submit), at: at(0))
    #expect(screen.prompt == nil)
    #expect(screen.pages[0].viewport.topLine == 20)
    screen.update(.prompt(.open), at: at(0))
    screen.update(.prompt(.erase), at: at(0))
    #expect(screen.prompt == nil, "erasing an empty prompt closes it")
  }

  @Test func anEmptyPatternSearchesAgainForTheLastOne() throws {
    var lines = numbered(60)
    lines[10] = "needle"
    lines[30] = "needle"
    var screen = try screen([MemoryDocument(lines)])
    screen.submitSearch(for: "", at: at(0))
    #expect(screen.message == "No previous search")
    screen.submitSearch(for: "needle", at: at(0))
    #expect(screen.pages[0].viewport.topLine == 10)
    screen.submitSearch(for: "", at: at(0))
    #expect(screen.pages[0].viewport.topLine == 30)
  }

  @Test func thePromptOpensOnlyOnTabsOfText() throws {
    var screen = try PagerScreen(preset: .menu, size: Size(columns: 40, rows: 12))
    screen.update(.prompt(.open), at: at(0))
    #expect(screen.prompt == nil)
  }

  @Test func lazyDocumentsLearnOnlyWhatTheScreenNeeds() throws {
    let document = MemoryDocument(numbered(100_000), step: 50)
    var screen = try screen([document])
    _ = render(screen)
    #expect(document.known <= 100, "the first screen does not index the whole document")
    #expect(!render(screen).lines[11].contains(" of "), "no total before it is known")
    screen.update(.scroll(.bottom), at: at(0))
    #expect(document.known == 100_000)
    #expect(render(screen).lines[11].contains("lines 99,991–100,000 of 100,000"))
  }

  @Test func anEmptyDocumentScrollsNowhereWithoutCrashing() throws {
    var screen = try screen([MemoryDocument([])])
    for amount in [ScrollAmount.lines(1), .pages(1), .bottom, .lines(-1), .top, .halfWidths(1)] {
      screen.update(.scroll(amount), at: at(0))
      #expect(screen.pages[0].viewport.topLine == 0)
    }
    #expect(render(screen).lines[11].contains("empty"))
  }

  @Test func failedAndRunningTabsSaySo() throws {
    var screen = try screen(
      [MemoryDocument([]), MemoryDocument([])], titles: ["gone.txt", "make"])
    screen.update(
      .status(tab: screen.tabList[0], .failed("gone.txt: No such file or directory")), at: at(0))
    screen.update(.status(tab: screen.tabList[1], .running), at: at(0))
    #expect(render(screen).lines.contains { $0.contains("gone.txt: No such file or directory") })
    screen.update(.pager(.next), at: at(0))
    let running = render(screen)
    #expect(running.lines.contains { $0.contains("running: make…") })
    #expect(running.lines[11].hasPrefix(" make  (running…)"))
    screen.update(.status(tab: screen.tabList[1], .exited(code: 3)), at: at(0))
    #expect(render(screen).lines[11].hasPrefix(" make  (exit status 3)"))
  }

  @Test func manyTabsOverflowWithMarkersAndAClickOnAMarkerJumps() throws {
    let documents = (0..<30).map { _ in MemoryDocument(["x"]) }
    let titles = (1...30).map { "file\($0).log" }
    var screen = try screen(documents, titles: titles, size: Size(columns: 60, rows: 10))
    screen.update(.pager(.jump(to: 14)), at: at(0))
    let bar = render(screen).lines[0]
    #expect(bar.hasPrefix(" ← +"))
    #expect(bar.hasSuffix("→ "))
    #expect(bar.contains("file15.log"))
    let overflow = try #require(screen.overflowBar)
    let left = try #require(overflow.leftMarker)
    screen.update(.pointerPressed(column: left.columns.lowerBound, row: 0), at: at(0))
    #expect(screen.pager.selectedIndex == left.tab)
    #expect(left.tab == overflow.visibleTabs.lowerBound - 1)
  }

  @Test func theIndicatorSitsUnderTheSelectedTitle() throws {
    var screen = try screen(
      [MemoryDocument(["a"]), MemoryDocument(["b"])], titles: ["one", "three"])
    screen.update(.pager(.next), at: at(0))
    let frame = render(screen)
    let item = try #require(screen.overflowBar?.selectedItem)
    let marked = lineIndicatorColumns(frame, row: 1)
    #expect(marked == Array(item.columns))
  }
}
