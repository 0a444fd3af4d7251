import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Tabs opened and closed while the pager runs: the pages slide to a tab opened, the bar closes
/// up over one closed, and nothing points at a tab that is gone.
@Suite struct TabsWhileRunningTests {
  static func screen(_ titles: [String]) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: titles), size: Size(columns: 80, rows: 12),
      animationDuration: 250, documents: titles.map { MemoryDocument(["text of \($0)"]) })
  }

  @Test func aTabOpenedGoesAfterTheLastAndThePagesSlideToIt() throws {
    var screen = try Self.screen(["a.log", "b.log"])
    screen.openTab(title: "c.log", document: MemoryDocument(["new text"]), at: .zero)
    #expect(screen.pager.tabCount == 3 && screen.pages.count == 3 && screen.preset.tabs.count == 3)
    #expect(screen.pager.selectedIndex == 2)
    #expect(screen.isMoving(at: at(100)), "it slides there")
    #expect(screen.barTitles == ["a.log", "b.log", "c.log"])
    screen.update(.tick, at: at(1000))
    let frame = render(screen, at: 1000)
    #expect(frame.lines[0].contains("c.log"))
    #expect(frame.lines[screen.layout.pageRows.lowerBound].hasPrefix("new text"))
  }

  @Test func aTabOpenedKnowsAtOnceThatItShowsItsEnd() throws {
    var screen = try Self.screen(["a.log"])
    screen.update(
      .tabs(.open(title: "b.log", text: Shared(MemoryDocument(["one line"])), following: false)),
      at: .zero)
    #expect(screen.pager.selectedIndex == 1)
    #expect(screen.pages[1].isAtEnd, "its one line is all there is, and it is shown")
  }

  @Test(arguments: ["removeFirst", "close"])
  func aTabShownBecauseTheShownOneWentKnowsWhetherItShowsItsEnd(_ removal: String) throws {
    var screen = try Self.screen(["a.log", "b.log", "c.log"])
    #expect(!screen.pages[1].isAtEnd, "never shown: its end is noted when it is")
    let change: TabChange =
      removal == "close" ? .close(screen.tabList[0], style: .plain) : .removeFirst(1)
    screen.update(.tabs(change), at: .zero)
    #expect(screen.preset.tabs[screen.pager.selectedIndex].title == "b.log")
    #expect(screen.pages[screen.pager.selectedIndex].isAtEnd, "its one line is shown")
  }

  @Test func eventsNameTabsByIdentityAndThoseAboutAClosedTabChangeNothing() throws {
    var screen = try Self.screen(["a.log", "b.log", "c.log"])
    let (b, c) = (screen.tabList[1], screen.tabList[2])
    screen.update(.tabs(.close(b, style: .plain)), at: .zero)
    #expect(screen.preset.tabs.map(\.title) == ["a.log", "c.log"])
    screen.update(.status(tab: b, .exited(code: 9)), at: .zero)
    screen.update(.tabs(.retitle(b, title: "gone")), at: .zero)
    screen.update(.tabs(.replace(b, with: MemoryDocument(["not here"]))), at: .zero)
    #expect(screen.pages.map(\.status) == [.finished, .finished], "b is gone: nothing changed")
    #expect(screen.preset.tabs.map(\.title) == ["a.log", "c.log"])
    // c moved a place back, and its id finds it there.
    screen.update(.status(tab: c, .exited(code: 3)), at: .zero)
    screen.update(.tabs(.retitle(c, title: "c.out")), at: .zero)
    #expect(screen.pages[1].status == .exited(code: 3))
    #expect(screen.preset.tabs.map(\.title) == ["a.log", "c.out"])
    #expect(screen.tabList.position(of: b) == nil && screen.tabList.position(of: c) == 1)
  }

  @Test func theFirstTabsRemovedGoAtOnceTheShownOneStaysAndTheBarSaysHowManyWent() throws {
    var screen = try Self.screen(["a", "b", "c", "d", "e"])
    screen.update(.pager(.jump(to: 3)), at: .zero)
    screen.update(.tick, at: at(1000))
    screen.update(.mark(.begin(.set)), at: at(1000))
    screen.update(.mark(.name("x")), at: at(1000))
    screen.removeFirstTabs(2, at: at(1000))
    #expect(screen.preset.tabs.map(\.title) == ["c", "d", "e"])
    #expect(screen.pager.tabCount == 3 && screen.pager.selectedIndex == 1, "d is still shown")
    #expect(!screen.isMoving(at: at(1000)), "with no slide")
    #expect(screen.marks.places["x"] == Marks.Place(tab: 1, line: 0), "the mark moved with d")
    #expect(screen.barTitles == ["(2 dropped) c", "d", "e"])
    let row = screen.layout.pageRows.lowerBound
    #expect(render(screen, at: 1000).lines[row].hasPrefix("text of d"))
    // The shown tab among those removed: the first left is shown; one tab always stays.
    screen.update(.pager(.jump(to: 0)), at: at(1000))
    screen.update(.tick, at: at(2000))
    screen.removeFirstTabs(9, at: at(2000))
    #expect(screen.preset.tabs.map(\.title) == ["e"] && screen.pager.selectedIndex == 0)
    #expect(screen.barTitles == ["(4 dropped) e"])
    let alone = screen.layout.pageRows.lowerBound
    #expect(render(screen, at: 2000).lines[alone].hasPrefix("text of e"))
  }

  @Test func closingTheShownTabShowsTheNextOrForTheLastThePrevious() throws {
    var screen = try Self.screen(["a", "b", "c"])
    screen.update(.pager(.jump(to: 1)), at: .zero)
    screen.update(.tick, at: at(1000))
    screen.closeTab(1, at: at(1000))
    #expect(screen.preset.tabs.map(\.title) == ["a", "c"])
    #expect(screen.pager.selectedIndex == 1)
    // The closed page slides out to the left as c slides in from the right.
    #expect(screen.isMoving(at: at(1100)))
    let row = screen.layout.pageRows.lowerBound
    let sliding = render(screen, at: 1100).lines[row]
    #expect(sliding.contains("text of c") && !sliding.hasPrefix("text of c"), "\(sliding)")
    #expect(!screen.isMoving(at: at(1300)))
    screen.update(.tick, at: at(1300))
    #expect(screen.departure == nil)
    #expect(render(screen, at: 1300).lines[row].hasPrefix("text of c"))
    screen.closeTab(1, at: at(2000))
    #expect(screen.pager.selectedIndex == 0 && screen.pager.tabCount == 1)
    // The last closed, it slides out to the right as the one before comes in from the left,
    // in the page area of one tab, which has the indicator's row too.
    let last = render(screen, at: 2020).lines[screen.layout.pageRows.lowerBound]
    #expect(last.contains("text of c") && !last.hasPrefix("text of c"), "\(last)")
    screen.update(.scroll(.lines(1)), at: at(2100))
    #expect(screen.departure == nil, "a key ends the slide at once")
    screen.closeTab(0, at: at(2200))
    #expect(screen.pager.tabCount == 1, "the last tab stays: closing it is quitting")
  }

  @Test func closingATabBeforeTheShownOneKeepsTheShownPage() throws {
    var screen = try Self.screen(["a", "b", "c"])
    screen.update(.pager(.jump(to: 2)), at: .zero)
    screen.update(.tick, at: at(1000))
    screen.closeTab(0, at: at(1000))
    #expect(screen.pager.selectedIndex == 1)
    #expect(screen.pager.position(at: at(1000)) == 1)
    #expect(
      render(screen, at: 1000).lines[screen.layout.pageRows.lowerBound].hasPrefix("text of c"))
  }

  @Test func marksInAClosedTabGoAndLaterOnesMoveDown() throws {
    var screen = try Self.screen(["a", "b", "c"])
    for (tab, letter) in [(0, "x"), (1, "y"), (2, "z")] {
      screen.update(.pager(.jump(to: tab)), at: .zero)
      screen.update(.mark(.begin(.set)), at: .zero)
      screen.update(.mark(.name(Character(letter))), at: .zero)
    }
    screen.closeTab(1, at: .zero)
    #expect(screen.marks.places["x"]?.tab == 0)
    #expect(screen.marks.places["y"] == nil)
    #expect(screen.marks.places["z"]?.tab == 1)
  }

  @Test func aClosedTabInTheMiddleOfASlideEndsTheSlide() throws {
    var screen = try Self.screen(["a", "b", "c", "d"])
    screen.update(.pager(.jump(to: 3)), at: .zero)
    screen.closeTab(0, at: at(100))
    #expect(screen.pager.selectedIndex == 2)
    #expect(!screen.isMoving(at: at(100)) && screen.pager.position(at: at(100)) == 2)
  }
}
