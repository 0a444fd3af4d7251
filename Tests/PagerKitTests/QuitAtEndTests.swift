import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

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

  /// Pages down until the end is shown, and returns how many screens that took and whether the
  /// last page asked to quit.
  @discardableResult
  static func pageToTheEnd(_ screen: inout PagerScreen) -> (screens: Int, quits: Bool) {
    var screens = 0
    var quits = false
    while !screen.showsEndOfText && screens < 100 {
      quits = screen.update(.scroll(.pages(1)), at: .zero).contains(.quit)
      screens += 1
    }
    return (screens, quits)
  }

  @Test func withoutTheOptionTheEndStays() throws {
    var screen = try Self.screen(.never)
    let paged = Self.pageToTheEnd(&screen)
    let moves =
      screen.update(.scroll(.pages(1)), at: .zero) + screen.update(.scroll(.lines(1)), at: .zero)
    #expect(!paged.quits && !moves.contains(.quit))
  }

  @Test func secondTimeQuitsOnAMoveWithTheEndShown() throws {
    var screen = try Self.screen(.secondTime)
    let paged = Self.pageToTheEnd(&screen)
    #expect(paged.screens > 1)
    #expect(!paged.quits, "reaching the end the first time stays")
    let taken = screen.update(.scroll(.lines(1)), at: .zero).contains(.quit)
    #expect(taken)
    #expect(!screen.update(.tick, at: .zero).contains(.quit), "the request is returned once")
  }

  @Test func firstTimeQuitsAsTheEndComesIntoView() throws {
    var screen = try Self.screen(.firstTime)
    let first = screen.update(.scroll(.pages(1)), at: .zero)
    #expect(!screen.showsEndOfText)
    #expect(!first.contains(.quit))
    #expect(Self.pageToTheEnd(&screen).quits, "the move that showed the end")
    var jumped = try Self.screen(.firstTime)
    #expect(jumped.update(.scroll(.bottom), at: .zero).contains(.quit), "G reaches the end too")
  }

  @Test func backwardMovesAndJumpsToTheEndNeverQuitWithE() throws {
    var screen = try Self.screen(.secondTime)
    let jumps =
      screen.update(.scroll(.bottom), at: .zero) + screen.update(.scroll(.bottom), at: .zero)
    #expect(!jumps.contains(.quit), "G is not a move past the end")
    #expect(!screen.update(.scroll(.lines(-1)), at: .zero).contains(.quit))
  }

  @Test(arguments: [QuitAtEnd.secondTime, .firstTime])
  func aTabNotTheLastGoesOnToTheNext(_ quitAtEnd: QuitAtEnd) throws {
    var screen = try Self.screen(quitAtEnd, tabs: 2)
    let paged = Self.pageToTheEnd(&screen)
    #expect(screen.pager.selectedIndex == 0, "the end of the first tab shows")
    let next = screen.update(.scroll(.pages(1)), at: .zero)
    #expect(screen.pager.selectedIndex == 1)
    #expect(!paged.quits && !next.contains(.quit))
  }

  @Test func aTextStillArrivingIsNotAtItsEnd() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["pipe"]), size: Self.size,
      documents: [MemoryDocument(numberedLines(1...5), complete: false)])
    screen.quitAtEnd = .secondTime
    let moves =
      screen.update(.scroll(.lines(1)), at: .zero) + screen.update(.scroll(.lines(1)), at: .zero)
    #expect(!screen.showsEndOfText)
    #expect(!moves.contains(.quit))
  }
}
