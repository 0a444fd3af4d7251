import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

private func screen(
  _ preset: Preset = .menu, size: Size = Size(columns: 40, rows: 8), start: Int? = nil,
  jump: JumpStyle? = nil, cycles: Bool = false
) throws -> PagerScreen {
  var preset = preset
  if let jump { preset.jumpStyle = jump }
  preset.cycles = cycles || preset.cycles
  return try PagerScreen(preset: preset, size: size, startIndex: start)
}

/// The first column of the line indicator on `row`, if drawn.
private func indicatorStart(_ frame: Frame, row: Int) -> Int? {
  lineIndicatorColumns(frame, row: row).first
}

/// The bugs the iOS paging libraries keep shipping, one regression test each.
@Suite struct MobilePagerBugTests {
  @Test(arguments: JumpStyle.allCases)
  func tapsACAWithinOneAnimationEndOnBAndInputIsNeverLocked(jump: JumpStyle) throws {
    var screen = try screen(jump: jump)
    for (step, tab) in [2, 0, 1].enumerated() {
      screen.update(.pointerPressed(column: 10 * tab + 5, row: 1), at: at(Double(step) * 40))
      screen.update(.pointerReleased(column: 10 * tab + 5, row: 1), at: at(Double(step) * 40 + 5))
      #expect(screen.pager.selectedIndex == tab, "every tap is taken at once")
    }
    screen.update(.tick, at: at(2000))
    #expect(screen.pager.position(at: at(2000)) == 1)
  }

  @Test func aResizeOrADragDuringAJumpResumesAndEndsOnAWholePage() throws {
    var screen = try screen()
    screen.update(.pager(.jump(to: 3)), at: at(0))
    screen.update(.resize(Size(columns: 57, rows: 11)), at: at(60))
    screen.update(.tick, at: at(400))
    #expect(screen.pager.position(at: at(400)) == 3)
    #expect(pagesAlong(render(screen, at: 400), row: 6, preset: screen.preset) == [3])
    screen.update(.pager(.jump(to: 0)), at: at(400))
    screen.update(.pointerPressed(column: 30, row: 5), at: at(450))
    screen.update(.pointerDragged(column: 20, row: 5), at: at(500))
    screen.update(.pointerReleased(column: 20, row: 5), at: at(800))
    screen.update(.tick, at: at(1200))
    let settled = screen.pager.position(at: at(1200))
    #expect(settled == settled.rounded())
    #expect(pagesAlong(render(screen, at: 1200), row: 6, preset: screen.preset).count == 1)
  }

  @Test func aSlowFortyPercentDragLeavesTheIndexAndNothingMovesLater() throws {
    var screen = try screen(start: 1)
    screen.update(.pointerPressed(column: 30, row: 5), at: at(0))
    screen.update(.pointerDragged(column: 14, row: 5), at: at(300))
    screen.update(.pointerReleased(column: 14, row: 5), at: at(800))
    #expect(screen.pager.selectedIndex == 1)
    screen.update(.tick, at: at(1100))
    let frame = render(screen, at: 1100)
    for later in [1500.0, 5000, 60_000] {
      #expect(render(screen, at: later) == frame, "nothing moves later")
    }
    #expect(!screen.isMoving(at: at(1100)))
  }

  @Test func aDirectJumpDrawsOnlyTheTwoPagesAndTheIndicatorMovesOneWay() throws {
    var screen = try screen(jump: .direct)
    screen.update(.pager(.jump(to: 3)), at: at(0))
    var previous = 0
    for millisecond in stride(from: 0.0, through: 260, by: 4) {
      let frame = render(screen, at: millisecond)
      #expect(Set(pagesAlong(frame, row: 5, preset: screen.preset)).isSubset(of: [0, 3]))
      let start = try #require(indicatorStart(frame, row: 2))
      #expect(start >= previous)
      previous = start
    }
    #expect(previous == 30)
  }

  @Test func aSlideThroughJumpDrawsEveryPageBetweenInOrder() throws {
    var screen = try screen()
    screen.update(.pager(.jump(to: 3)), at: at(0))
    var order: [Int] = []
    var previous = 0
    for millisecond in stride(from: 0.0, through: 260, by: 1) {
      let frame = render(screen, at: millisecond)
      let pages = pagesAlong(frame, row: 5, preset: screen.preset)
      #expect(pages == pages.sorted() && pages.count <= 2, "neighbours, left to right")
      for tab in pages where !order.contains(tab) { order.append(tab) }
      let start = try #require(indicatorStart(frame, row: 2))
      #expect(start >= previous)
      previous = start
    }
    #expect(order == [0, 1, 2, 3])
  }

  @Test func cyclingKeepsTheIndexInRangeAndTheIndicatorGoesTheWayThePagesGo() throws {
    var screen = try screen(start: 3, cycles: true)
    screen.update(.pager(.next), at: at(0))
    for millisecond in stride(from: 0.0, through: 260, by: 2) {
      #expect((0..<4).contains(screen.pager.mostVisibleIndex(at: at(millisecond))))
      let frame = render(screen, at: millisecond)
      let pages = pagesAlong(frame, row: 5, preset: screen.preset)
      #expect(pages == [3] || pages == [3, 0] || pages == [0], "the last page leaves to the left")
      if pages == [3, 0] {
        // The indicator leaves through the right edge and comes back at the left, no other way.
        let marked = lineIndicatorColumns(frame, row: 2)
        #expect(!marked.isEmpty && marked.allSatisfy { $0 >= 30 || $0 < 10 })
      }
    }
    screen.update(.tick, at: at(300))
    #expect(screen.pager.position(at: at(300)) == 0)
  }

  @Test func theInitialPageIsDrawnThereAtOnce() throws {
    let screen = try screen(start: 2)
    #expect(!screen.isMoving(at: at(0)))
    #expect(pagesAlong(render(screen, at: 0), row: 5, preset: screen.preset) == [2])
    #expect(indicatorStart(render(screen, at: 0), row: 2) == 20)
    let tabbar = try PagerScreen(preset: .tabbar, size: Size(columns: 40, rows: 8))
    #expect(!tabbar.isMoving(at: at(0)) && tabbar.pager.position(at: at(0)) == 1)
  }

  @Test func oneTabTakesKeysAndDragsHarmlessly() throws {
    for preset in Preset.all {
      var screen = try screen(preset.withTabs(titled: ["Solo"]), cycles: true)
      let events: [ScreenEvent] = [
        .pager(.next), .pager(.previous), .pager(.jump(to: 0)), .pager(.last),
        .pointerPressed(column: 20, row: 4), .pointerDragged(column: 0, row: 4),
        .pointerReleased(column: 0, row: 4), .resize(Size(columns: 1, rows: 1)),
        .resize(Size(columns: 0, rows: 0)), .resize(Size(columns: 40, rows: 8)),
      ]
      for (step, event) in events.enumerated() {
        screen.update(event, at: at(Double(step) * 10))
        #expect(screen.pager.position(at: at(Double(step) * 10)) == 0)
        _ = render(screen, at: Double(step) * 10)
      }
    }
  }

  @Test func narrowerThanTheTabsAndBackKeepsTheSelectionAndRealignsTheIndicator() throws {
    var screen = try screen(start: 2)
    screen.update(.resize(Size(columns: 3, rows: 8)), at: at(0))
    #expect(render(screen, at: 0).lines.joined().contains("…"))
    screen.update(.resize(Size(columns: 40, rows: 8)), at: at(10))
    #expect(screen.pager.selectedIndex == 2)
    #expect(indicatorStart(render(screen, at: 10), row: 2) == 20)
  }

  @Test func theFloatingBarNeverShiftsContentAndAPageChangeShowsIt() throws {
    var screen = try screen(.floating, size: Size(columns: 40, rows: 12))
    screen.update(.scroll(.lines(3)), at: at(0))
    let shown = render(screen, at: 0)
    let hidden = render(screen, at: 400)
    for row in 0..<9 { #expect(shown.lines[row] == hidden.lines[row]) }
    screen.update(.pager(.next), at: at(400))
    #expect(screen.floatingBar.hiddenFraction(at: at(1000)) == 0)
    screen.update(.pager(.previous), at: at(1000))
    screen.update(.scroll(.lines(1)), at: at(1000))
    screen.update(.pointerPressed(column: 30, row: 10), at: at(1100))
    #expect(
      screen.floatingBar.hiddenFraction(at: at(2000)) == 1,
      "a press below a hidden bar is on the page")
    screen.update(.pager(.jump(to: 3)), at: at(2000))
    #expect(screen.floatingBar.hiddenFraction(at: at(2400)) == 0)
  }
}
