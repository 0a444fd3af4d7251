import TestSupport
import Testing

@testable import PagerKit

/// less's `-e` and `-E`: a forward move at the end quits, or goes on to the next tab.
@Suite struct QuitAtEndTests {
  static let size = Size(columns: 60, rows: 12)

  static func screen(
    _ quitAtEnd: QuitAtEnd, tabs: Int = 1, lines: Int = 40
  ) throws -> PagerScreen {
    let titles = (1...tabs).map { "tab \($0)" }
    var screen = try PagerScreen(
      preset: .documents(titled: titles), size: size, animationDuration: 0,
      documents: titles.map { _ in MemoryDocument(numberedLines(1...lines)) })
    screen.quitAtEnd = quitAtEnd
    return screen
  }

  /// Pages down until the end is shown, and returns how many screens that took.
  static func pageToTheEnd(_ screen: inout PagerScreen) -> Int {
    var screens = 0
    while !screen.showsEndOfText && screens < 100 {
      screen.update(.scroll(.pages(1)), at: .zero)
      screens += 1
    }
    return screens
  }

  @Test func withoutTheOptionTheEndStays() throws {
    var screen = try Self.screen(.never)
    _ = Self.pageToTheEnd(&screen)
    screen.update(.scroll(.pages(1)), at: .zero)
    screen.update(.scroll(.lines(1)), at: .zero)
    #expect(!screen.quitRequested)
  }

  @Test func secondTimeQuitsOnAMoveWithTheEndShown() throws {
    var screen = try Self.screen(.secondTime)
    #expect(Self.pageToTheEnd(&screen) > 1)
    #expect(!screen.quitRequested, "reaching the end the first time stays")
    screen.update(.scroll(.lines(1)), at: .zero)
    let taken = screen.takeQuitRequest()
    #expect(taken)
    #expect(!screen.quitRequested, "the request is taken once")
  }

  @Test func firstTimeQuitsAsTheEndComesIntoView() throws {
    var screen = try Self.screen(.firstTime)
    screen.update(.scroll(.pages(1)), at: .zero)
    #expect(!screen.showsEndOfText)
    #expect(!screen.quitRequested)
    _ = Self.pageToTheEnd(&screen)
    #expect(screen.quitRequested, "the move that showed the end")
    var jumped = try Self.screen(.firstTime)
    jumped.update(.scroll(.bottom), at: .zero)
    #expect(jumped.quitRequested, "G reaches the end too")
  }

  @Test func backwardMovesAndJumpsToTheEndNeverQuitWithE() throws {
    var screen = try Self.screen(.secondTime)
    screen.update(.scroll(.bottom), at: .zero)
    screen.update(.scroll(.bottom), at: .zero)
    #expect(!screen.quitRequested, "G is not a move past the end")
    screen.update(.scroll(.lines(-1)), at: .zero)
    #expect(!screen.quitRequested)
  }

  @Test(arguments: [QuitAtEnd.secondTime, .firstTime])
  func aTabNotTheLastGoesOnToTheNext(_ quitAtEnd: QuitAtEnd) throws {
    var screen = try Self.screen(quitAtEnd, tabs: 2)
    _ = Self.pageToTheEnd(&screen)
    #expect(screen.pager.selectedIndex == 0, "the end of the first tab shows")
    screen.update(.scroll(.pages(1)), at: .zero)
    #expect(screen.pager.selectedIndex == 1)
    #expect(!screen.quitRequested)
  }

  @Test func aTextStillArrivingIsNotAtItsEnd() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["pipe"]), size: Self.size,
      documents: [MemoryDocument(numberedLines(1...5), complete: false)])
    screen.quitAtEnd = .secondTime
    screen.update(.scroll(.lines(1)), at: .zero)
    screen.update(.scroll(.lines(1)), at: .zero)
    #expect(!screen.showsEndOfText)
    #expect(!screen.quitRequested)
  }
}
