import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// `G`, `N%`, `NG` and `n` asked while a filter or a search is still looking land where they
/// would have landed had it finished at once, once it has; a key meanwhile drops the wait.
@Suite struct MovesWaitTests {
  /// A clock that moves 20 ms on each reading: every slice of work is over after one step, so a
  /// small text takes many ticks to filter or search.
  final class SteppingClock: @unchecked Sendable {
    private var milliseconds = 0.0
    func read() -> Instant {
      milliseconds += 20
      return Instant(milliseconds: milliseconds)
    }
  }

  /// 400 lines, every `every`th up to `last` "rare N", the others "common N"; sliced by a clock
  /// that is always over, so filters and searches go a few lines a tick.
  static func screen(rareEvery every: Int = 10, last: Int = 400) throws -> PagerScreen {
    let lines = (1...400).map { $0 % every == 0 && $0 <= last ? "rare \($0)" : "common \($0)" }
    let clock = SteppingClock()
    return try PagerScreen(
      preset: .documents(titled: ["app.log"]), size: Size(columns: 60, rows: 8),
      documents: [MemoryDocument(lines)], sliceClock: { clock.read() })
  }

  static func textRows(_ screen: PagerScreen) -> [String] {
    let frame = render(screen)
    return screen.layout.pageRows.map { frame.lines[$0].trimmingTrailingBlanks }
  }

  /// Ticks until nothing moves; returns how many it took.
  @discardableResult static func settle(_ screen: inout PagerScreen) -> Int {
    var ticks = 0
    while screen.isMoving(at: .zero), ticks < 100_000 {
      screen.update(.tick, at: .zero)
      ticks += 1
    }
    return ticks
  }

  static func filter(_ pattern: String, _ screen: inout PagerScreen) {
    screen.update(.prompt(.openFilter), at: .zero)
    for character in pattern { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
  }

  @Test func theEndAskedDuringAFilterIsTheFilteredTextsEnd() throws {
    var screen = try Self.screen()
    Self.filter("rare", &screen)
    #expect(screen.isFiltering, "the filter has lines left to look at")
    screen.update(.scroll(.bottom), at: .zero)
    #expect(screen.pendingScroll?.isFinding == true)
    #expect(render(screen).lines.last?.contains("filtering…") == true)
    #expect(Self.settle(&screen) > 1)
    #expect(screen.pendingScroll == nil)
    #expect(Self.textRows(screen).contains("rare 400"), "the last line kept is shown")
  }

  @Test func aPercentageAskedDuringAFilterIsOfAllTheLinesItKeeps() throws {
    var screen = try Self.screen()
    Self.filter("rare", &screen)
    screen.update(.scroll(.percent(50)), at: .zero)
    Self.settle(&screen)
    // Forty lines kept: half way is the twentieth (index 19 of 0 … 39), as at once.
    #expect(Self.textRows(screen).first == "rare 200")
  }

  @Test func aLineNotFoundYetIsWaitedFor() throws {
    var screen = try Self.screen()
    Self.filter("rare", &screen)
    screen.update(.scroll(.line(30)), at: .zero)
    #expect(screen.pendingScroll != nil, "line 30 of the filtered text is not found yet")
    Self.settle(&screen)
    #expect(Self.textRows(screen).contains("rare 300"))
  }

  @Test func aLineAlreadyFoundIsShownAtOnce() throws {
    var screen = try Self.screen()
    Self.filter("common", &screen)
    for _ in 0..<5 { screen.update(.tick, at: .zero) }
    #expect(screen.isFiltering)
    screen.update(.scroll(.line(2)), at: .zero)
    #expect(screen.pendingScroll == nil)
    #expect(Self.textRows(screen).contains("common 2"))
  }

  @Test func aKeyWhileWaitingDropsTheWait() throws {
    var screen = try Self.screen()
    Self.filter("rare", &screen)
    screen.update(.scroll(.bottom), at: .zero)
    screen.update(.scroll(.lines(1)), at: .zero)
    #expect(screen.pendingScroll == nil)
    Self.settle(&screen)
    #expect(!Self.textRows(screen).contains("rare 400"), "the page stayed where the key took it")
  }

  @Test func aSearchInAFilterWaitsForTheLinesItHasNotFoundYet() throws {
    var screen = try Self.screen()
    Self.filter("rare", &screen)
    screen.submitSearch(for: "400", at: .zero)
    Self.settle(&screen)
    #expect(Self.textRows(screen).contains("rare 400"))
    #expect(screen.message?.hasPrefix("Pattern not found") != true)
  }

  @Test func nextAskedWhileTheSearchLooksGoesToTheMatchAfterTheOneItFinds() throws {
    var screen = try Self.screen(rareEvery: 50)
    screen.submitSearch(for: "rare", at: .zero)
    #expect(screen.pendingSearch != nil, "the search is still looking")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    Self.settle(&screen)
    #expect(Self.textRows(screen).first == "rare 150", "/rare, n, n: the third match")
  }

  @Test func nextPastTheLastMatchStaysOnItAndSaysSo() throws {
    var screen = try Self.screen(rareEvery: 50, last: 350)
    screen.update(.scroll(.line(301)), at: .zero)
    screen.submitSearch(for: "rare", at: .zero)
    screen.update(.repeatSearch(reversed: false), at: .zero)
    Self.settle(&screen)
    #expect(Self.textRows(screen).first == "rare 350")
    #expect(screen.message == "Pattern not found: rare")
  }

  @Test func previousAskedWhileTheSearchLooksForwardStartsAnew() throws {
    var screen = try Self.screen(rareEvery: 50)
    screen.update(.scroll(.line(120)), at: .zero)
    screen.submitSearch(for: "rare", at: .zero)
    screen.update(.repeatSearch(reversed: true), at: .zero)
    Self.settle(&screen)
    #expect(Self.textRows(screen).first == "rare 100", "N searches back from the page")
  }
}
