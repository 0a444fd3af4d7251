import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Marks after tab titles on the bar, and the key that goes to the next tab asking for attention.
@Suite struct TabMarkTests {
  static func screen(tabs: Int) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: (0..<tabs).map { "t\($0)" }),
      size: Size(columns: 60, rows: 12), animationDuration: 0,
      documents: (0..<tabs).map { _ in GrowingDocument(["x"]) })
  }

  @Test(arguments: [
    (DocumentStatus.running, [TabMark.running]), (.exited(code: 0), [.succeeded]),
    (.exited(code: 2), [.failed]), (.killed(signal: 9), [.failed]), (.failed("gone"), [.failed]),
    (.finished, []), (.loading, []), (.waitingForWriter, []), (.waitingForFile, []),
  ])
  func eachStatusHasItsMark(_ status: DocumentStatus, _ marks: [TabMark]) throws {
    var screen = try Self.screen(tabs: 2)
    screen.update(.status(tab: screen.tabList[1], status), at: .zero)
    #expect(screen.pages[1].marks == marks)
    let title = marks.isEmpty ? "t1" : "t1 " + marks.map(\.glyph).joined()
    #expect(screen.barTitles[1] == title)
    #expect(render(screen).lines[0].contains(title))
  }

  @Test func marksAreOneColumnEachAndAllDifferentInShape() {
    let glyphs = TabMark.allCases.map(\.glyph)
    #expect(Set(glyphs).count == glyphs.count)
    for glyph in glyphs { #expect(ColumnWidth.of(glyph) == 1, "\(glyph)") }
  }

  @Test func aRestartAndNewsFollowTheStatusMarkAndGoOnceShown() throws {
    var screen = try Self.screen(tabs: 2)
    screen.update(.status(tab: screen.tabList[1], .running), at: .zero)
    screen.update(.startedOver(tab: screen.tabList[1], notice: "t1 was truncated"), at: .zero)
    screen.update(.contentChanged(tab: screen.tabList[1]), at: .zero)
    #expect(screen.pages[1].marks == [.running, .startedOver, .news])
    #expect(screen.message == nil, "the notice waits for the tab to be shown")
    screen.update(.pager(.next), at: .zero)
    #expect(screen.pages[1].marks == [.running])
  }

  @Test func aRestartOfTheShownTabSaysSoOnTheStatusLine() throws {
    var screen = try Self.screen(tabs: 2)
    screen.update(.startedOver(tab: screen.tabList[0], notice: "t0 was truncated"), at: .zero)
    #expect(render(screen).lines.last?.contains("t0 was truncated") == true)
    #expect(screen.pages[0].marks.isEmpty)
  }

  @Test func theAttentionKeyGoesToTheNextTabWithNewsOrAFailureRoundTheEnd() throws {
    var screen = try Self.screen(tabs: 4)
    screen.update(.status(tab: screen.tabList[1], .exited(code: 0)), at: .zero)
    screen.update(.contentChanged(tab: screen.tabList[2]), at: .zero)
    screen.update(.nextAttention, at: .zero)
    #expect(screen.pager.selectedIndex == 2, "done with status 0 asks for nothing")
    #expect(!screen.pages[2].hasNews)
    screen.update(.status(tab: screen.tabList[0], .exited(code: 1)), at: .zero)
    screen.update(.nextAttention, at: .zero)
    #expect(screen.pager.selectedIndex == 0, "a failure asks for attention, found round the end")
    screen.update(.nextAttention, at: .zero)
    #expect(screen.pager.selectedIndex == 0)
    #expect(screen.message == "No other tab asks for attention")
  }

  @Test func theAttentionJumpSlidesLikeAnyJump() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["a", "b", "c"]), size: Size(columns: 60, rows: 12),
      animationDuration: 250, documents: [GrowingDocument(), GrowingDocument(), GrowingDocument()])
    screen.update(.contentChanged(tab: screen.tabList[2]), at: .zero)
    screen.update(.nextAttention, at: .zero)
    #expect(screen.isMoving(at: at(100)))
    #expect(screen.pager.position(at: at(100)) > 0 && screen.pager.position(at: at(100)) < 2)
    #expect(screen.pager.position(at: at(300)) == 2)
  }
}
