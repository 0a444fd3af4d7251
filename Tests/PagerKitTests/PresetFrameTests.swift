import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct TitlesPresetTests {
  let size = Size(columns: 40, rows: 6)

  @Test func theBoldMovesWithTheSelection() throws {
    var screen = try PagerScreen(preset: .titles, size: size)
    let bold = { (frame: Frame) in columns(frame, row: 0) { $0.style.attributes.contains(.bold) } }
    let first = render(screen, at: 0)
    #expect(first.lines[0] == "   Home    Recomme…  마이페…   Settings ")
    #expect(bold(first) == [3, 4, 5, 6], "only Home is bold")
    screen.update(.pager(.jump(to: 2)), at: at(0))
    let third = render(screen, at: 1000)
    // 마이페… is three wide glyphs and an ellipsis from column 21.
    #expect(bold(third) == [21, 22, 23, 24, 25, 26, 27])
    #expect(
      third.lines[1] == String(repeating: " ", count: 20) + String(repeating: "━", count: 10)
        + String(repeating: " ", count: 10))
  }

  @Test func koreanTitleIsMeasuredInColumns() throws {
    let screen = try PagerScreen(preset: .titles, size: Size(columns: 100, rows: 6))
    let frame = render(screen, at: 0)
    // Item 2 spans 50..<75; 마이페이지 is 10 columns, centred from 57.
    #expect(frame[57, 0].glyph == "마" && frame[57, 0].width == 2)
    #expect(frame[58, 0].width == 0)
    #expect(frame[65, 0].glyph == "지" && frame[67, 0].glyph == " ")
    #expect(frame.lines[0].contains("마이페이지"))
  }

  @Test func sevenTabsFromTheCommandLine() throws {
    let preset = Preset.titles.withTabs(titled: ["A", "B", "C", "D", "E", "F", "G"])
    var screen = try PagerScreen(preset: preset, size: Size(columns: 70, rows: 6))
    screen.update(.pager(.last), at: at(0))
    let frame = render(screen, at: 1000)
    #expect(frame.lines[1] == String(repeating: " ", count: 60) + String(repeating: "━", count: 10))
    #expect(columns(frame, row: 0) { $0.style.attributes.contains(.bold) } == [64])
    #expect(frame.lines[3].trimmingSpaces == "G")
  }
}

@Suite struct TabbarPresetTests {
  let size = Size(columns: 40, rows: 6)

  @Test func startsOnTheCentrePageWithNoAnimation() throws {
    let screen = try PagerScreen(preset: .tabbar, size: size)
    #expect(screen.pager.selectedIndex == 1)
    #expect(!screen.isMoving(at: .zero))
    let frame = render(screen, at: 0)
    #expect(frame.lines[2].trimmingSpaces == "Play")
    #expect(frame.lines[5] == "         ♫         ►         ✩          ")
    let theme = Theme(preset: .tabbar, depth: .palette256)
    #expect(frame[19, 5].style == theme.selectedItem, "the selected item is blue")
    #expect(frame[9, 5].style == theme.bar, "the others grey")
    #expect(frame[0, 5].style.background == ColorDepth.palette256.approximate(RGB(255, 255, 255)))
  }

  @Test func aTapMovesDirectlyAndOnlyTheTwoPagesAreDrawn() throws {
    var screen = try PagerScreen(preset: .tabbar, size: size, startIndex: 0)
    screen.update(.pager(.jump(to: 2)), at: at(0))
    let theme = Theme(preset: .tabbar, depth: .palette256)
    let red = theme.pages[0].background
    let blue = theme.pages[1].background
    let yellow = theme.pages[2].background
    var sawBoth = false
    for millisecond in stride(from: 0.0, through: 260, by: 5) {
      let frame = render(screen, at: millisecond)
      let colors = backgrounds(frame, rows: 0..<5)
      #expect(!colors.contains(blue), "the page between is never shown (\(millisecond) ms)")
      if colors == [red, yellow] {
        sawBoth = true
        // Forward: the target comes in from the right.
        #expect(frame[0, 2].style.background == red)
        #expect(frame[39, 2].style.background == yellow)
      }
    }
    #expect(sawBoth)
  }

  @Test func aReverseJumpComesInFromTheLeft() throws {
    var screen = try PagerScreen(preset: .tabbar, size: size)
    screen.update(.pager(.jump(to: 0)), at: at(0))
    let theme = Theme(preset: .tabbar, depth: .palette256)
    let frame = render(screen, at: 60)
    #expect(frame[0, 2].style.background == theme.pages[0].background)
    #expect(frame[39, 2].style.background == theme.pages[1].background)
  }
}

@Suite struct FloatingPresetTests {
  let size = Size(columns: 40, rows: 10)

  @Test func theBarFloatsOneRowAboveTheBottomInsetFromTheSides() throws {
    let screen = try PagerScreen(preset: .floating, size: size)
    let frame = render(screen, at: 0)
    #expect(frame.lines[8] == "    First   Second    Third   Fourth    ")
    let theme = Theme(preset: .floating, depth: .palette256)
    #expect(frame[1, 8].style == theme.pages[0])
    #expect(frame[2, 8].style.background == theme.block.background, "the selected button is filled")
    #expect(frame[12, 8].style == theme.bar)
    #expect(frame[38, 8].style == theme.pages[0], "inset on the right too")
    #expect(frame.lines[9].hasPrefix("  First · line 10 of 20"))
  }

  @Test func scrollingDownHidesTheBarLinearlyIn300ms() throws {
    var screen = try PagerScreen(preset: .floating, size: size)
    screen.update(.scroll(.lines(1)), at: at(0))
    #expect(screen.barDrop(at: at(0)) == 0)
    #expect(screen.floatingBar.hiddenFraction(at: at(150)) == 0.5)
    #expect(screen.barDrop(at: at(150)) == 1)
    let midway = render(screen, at: 150)
    #expect(midway.lines[9] == "    First   Second    Third   Fourth    ", "mid-hide: one row down")
    #expect(screen.barDrop(at: at(300)) == 2)
    #expect(!screen.isMoving(at: at(300)))
    let hidden = render(screen, at: 300)
    #expect(!hidden.lines.contains { $0.contains("Second ") })
  }

  @Test func hidingAndShowingNeverShiftTheContent() throws {
    var screen = try PagerScreen(preset: .floating, size: size)
    screen.update(.scroll(.lines(2)), at: at(0))
    let shown = render(screen, at: 0)
    let hidden = render(screen, at: 400)
    for row in 0..<8 { #expect(shown.lines[row] == hidden.lines[row]) }
    #expect(shown.lines[0].hasPrefix("  First · line 3 of 20"))
  }

  @Test func scrollingUpShowsTheBarAndAScrollThatDoesNotMoveChangesNothing() throws {
    var screen = try PagerScreen(preset: .floating, size: size)
    screen.update(.scroll(.lines(-1)), at: at(0))
    #expect(screen.scrollOffset(of: 0) == 0)
    #expect(
      screen.floatingBar.hiddenFraction(at: at(500)) == 0, "already at the top: the bar stays")
    screen.update(.scroll(.lines(3)), at: at(0))
    #expect(screen.floatingBar.hiddenFraction(at: at(400)) == 1)
    screen.update(.scroll(.lines(-1)), at: at(400))
    #expect(screen.floatingBar.hiddenFraction(at: at(700)) == 0)
    screen.update(.scroll(.bottom), at: at(700))
    let hiddenAgain = screen.floatingBar.hiddenFraction(at: at(1000))
    screen.update(.scroll(.lines(5)), at: at(1000))
    #expect(
      screen.floatingBar.hiddenFraction(at: at(1300)) == hiddenAgain, "at the bottom: nothing")
  }

  @Test func thePageChangeShowsTheBarAndEachPageKeepsItsScroll() throws {
    var screen = try PagerScreen(preset: .floating, size: size)
    screen.update(.scroll(.lines(4)), at: at(0))
    screen.update(.pager(.next), at: at(400))
    #expect(screen.floatingBar.hiddenFraction(at: at(700)) == 0)
    screen.update(.scroll(.lines(2)), at: at(700))
    #expect(screen.scrollOffset(of: 0) == 4 && screen.scrollOffset(of: 1) == 2)
    screen.update(.pager(.previous), at: at(1000))
    let frame = render(screen, at: 1400)
    #expect(frame.lines[0].hasPrefix("  First · line 5 of 20"))
  }

  @Test func theLastLineIsReachableWhileTheBarIsShown() throws {
    var screen = try PagerScreen(preset: .floating, size: size)
    screen.update(.scroll(.bottom), at: at(0))
    screen.update(.scroll(.lines(-1)), at: at(400))
    screen.update(.scroll(.lines(1)), at: at(400))
    screen.update(.pager(.next), at: at(401))
    screen.update(.pager(.previous), at: at(402))
    let frame = render(screen, at: 1000)
    #expect(frame.lines[8].contains("Second"), "the bar is shown")
    #expect(frame.lines[7].hasPrefix("  First · line 20 of 20"), "the last line sits above it")
  }

  @Test func reducedMotionHidesAtOnce() throws {
    var screen = try PagerScreen(preset: .floating, size: size, barSlideDuration: 0)
    screen.update(.scroll(.lines(1)), at: at(0))
    #expect(screen.barDrop(at: at(0)) == 2 && !screen.isMoving(at: at(0)))
  }
}

@Suite struct IndicatorStyleFrameTests {
  let size = Size(columns: 40, rows: 6)

  func screen(_ style: IndicatorStyle, placement: BarPlacement = .top, cycles: Bool = false) throws
    -> PagerScreen
  {
    var preset = Preset.menu
    preset.indicator = style
    preset.barPlacement = placement
    preset.cycles = cycles
    return try PagerScreen(preset: preset, size: size)
  }

  @Test func blockFillsTheSelectedItemAndSlides() throws {
    var screen = try screen(.block)
    let theme = Theme(preset: screen.preset, depth: .palette256)
    let filled = { (frame: Frame) in columns(frame, row: 1) { $0.style == theme.block } }
    #expect(filled(render(screen, at: 0)) == Array(0..<10))
    screen.update(.pager(.next), at: at(0))
    let moving = filled(render(screen, at: 50))
    #expect(moving.count == 10 && moving.first! > 0 && moving.first! < 10)
    #expect(filled(render(screen, at: 300)) == Array(10..<20))
    #expect(render(screen, at: 300).lines[2].trimmingSpaces == "", "no indicator row")
  }

  @Test func dotIsCentredUnderTheItemAndMovesContinuously() throws {
    var screen = try screen(.dot, placement: .bottom)
    let dot = { (frame: Frame) in columns(frame, row: 4) { $0.glyph == "•" } }
    #expect(dot(render(screen, at: 0)) == [5])
    screen.update(.pager(.last), at: at(0))
    var previous = 5
    for millisecond in stride(from: 0.0, through: 250, by: 5) {
      let column = try #require(dot(render(screen, at: millisecond)).first)
      #expect(column >= previous && column - previous <= 6)
      previous = column
    }
    #expect(previous == 35)
    #expect(render(screen, at: 300).lines[5] == " ⌂ House   ✎ Pencil  ☺ Person  ◉ Circle ")
  }

  @Test func lineOfACyclingPagerGoesOffTheRightAndComesInFromTheLeft() throws {
    var screen = try screen(.line, cycles: true)
    screen.update(.pager(.last), at: at(0))
    screen.update(.pager(.next), at: at(300))
    let frame = render(screen, at: 360)
    let marked = lineIndicatorColumns(frame, row: 2)
    #expect(marked.contains(0) && marked.contains(39))
    #expect(!marked.contains(20))
    // The pages go round the same way: the last page leaves to the left, the first comes in.
    let theme = Theme(preset: screen.preset, depth: .palette256)
    #expect(frame[0, 4].style.background == theme.pages[3].background)
    #expect(frame[39, 4].style.background == theme.pages[0].background)
    #expect(
      render(screen, at: 600).lines[2] == String(repeating: "━", count: 10)
        + String(repeating: " ", count: 30))
  }
}
