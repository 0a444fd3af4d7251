import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A search goes through every tab: titles count their matches, `n` and `N` go on to the next
/// tab with any, the status line says where a match stands.
@Suite struct EveryTabSearchTests {
  static func lines(_ count: Int, needles: [Int]) -> [String] {
    (0..<count).map { needles.contains($0) ? "a needle at \($0)" : "hay \($0)" }
  }

  static func screen(allTabs: Bool = true) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["a.log", "b.log", "c.log"]),
      size: Size(columns: 100, rows: 12), animationDuration: 0,
      documents: [
        MemoryDocument(Self.lines(50, needles: [5, 30])),
        MemoryDocument(Self.lines(50, needles: [])),
        MemoryDocument(Self.lines(80, needles: [2, 40, 41])),
      ], searchesAllTabs: allTabs)
  }

  @Test func eachTitleCountsItsMatchingLines() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.barTitles == ["a.log ·2", "b.log ·0", "c.log ·3"])
    #expect(render(screen).lines[0].contains("c.log ·3"))
    #expect(screen.message == "match 1 of 2 · tab 1 of 2 with matches")
  }

  @Test func nGoesOnToTheNextTabWithMatchesAndNComesBack() throws {
    var screen = try Self.screen()
    screen.submitSearch(for: "needle", at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 30)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pager.selectedIndex == 2, "b.log has none and is passed")
    #expect(screen.pages[2].viewport.topLine == 2)
    #expect(screen.message == "match 1 of 3 · tab 2 of 2 with matches")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pages[2].viewport.topLine == 41)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "No more matches below", "the last match, still highlighted")
    screen.update(.repeatSearch(reversed: true), at: .zero)
    screen.update(.repeatSearch(reversed: true), at: .zero)
    screen.update(.repeatSearch(reversed: true), at: .zero)
    #expect(screen.pager.selectedIndex == 0)
    #expect(screen.pages[0].viewport.topLine == 30, "N comes back to the last match before")
  }

  @Test func withTheSearchKeptToItsTabNothingIsCounted() throws {
    var screen = try Self.screen(allTabs: false)
    screen.submitSearch(for: "needle", at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pager.selectedIndex == 0)
    #expect(screen.message == "No more matches below", "the tab has matches, the last shown")
    #expect(screen.barTitles == ["a.log", "b.log", "c.log"])
  }

  @Test func aBigTextIsCountedASliceATickWhileKeysAreAnswered() throws {
    let big = MemoryDocument((0..<300_000).map { $0 % 1000 == 0 ? "needle \($0)" : "hay \($0)" })
    var screen = try PagerScreen(
      preset: .documents(titled: ["big"]), size: Size(columns: 100, rows: 12),
      documents: [big])
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.isCounting && screen.isMoving(at: .zero))
    #expect(screen.barTitles[0].hasPrefix("big ·≥") && screen.barTitles[0].hasSuffix("…"))
    screen.update(.scroll(.lines(1)), at: .zero)
    #expect(screen.isCounting, "a key does not stop the count")
    var ticks = 0
    while screen.isCounting, ticks < 10_000 {
      screen.update(.tick, at: .zero)
      ticks += 1
    }
    #expect(ticks >= 1)
    #expect(screen.barTitles[0] == "big ·300")
  }

  @Test func textArrivingIsCountedToo() throws {
    let growing = GrowingDocument(["needle 1", "hay"])
    var screen = try PagerScreen(
      preset: .documents(titled: ["pipe"]), size: Size(columns: 100, rows: 12),
      documents: [growing])
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.barTitles[0] == "pipe ·1")
    growing.append(["needle 2", "needle 3"])
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    screen.update(.tick, at: .zero)
    #expect(screen.barTitles[0] == "pipe ·3")
  }

  @Test func aMatchNearTheEndIsNotFoundAgain() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["a", "b"]), size: Size(columns: 100, rows: 12),
      animationDuration: 0,
      documents: [
        MemoryDocument(Self.lines(100, needles: [98, 99])),
        MemoryDocument(Self.lines(10, needles: [4])),
      ])
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.message == "match 1 of 2 · tab 1 of 2 with matches")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "match 2 of 2 · tab 1 of 2 with matches")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.pager.selectedIndex == 1, "on to the next tab, not the same match again")
    #expect(screen.message == "match 1 of 1 · tab 2 of 2 with matches")
    screen.update(.repeatSearch(reversed: true), at: .zero)
    #expect(screen.pager.selectedIndex == 0)
    #expect(screen.message == "match 2 of 2 · tab 1 of 2 with matches")
  }
}
