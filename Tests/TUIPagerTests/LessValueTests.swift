import Testing

@testable import TUIPager

/// The small values less's options are read into work out what they say on a screen.
@Suite struct LessValueTests {
  @Test func tabStopsEveryNOrAtTheGivenColumnsThenOn() throws {
    let every4 = try #require(TabStops([4]))
    #expect([0, 3, 4, 9].map(every4.stop(after:)) == [4, 4, 8, 12])
    let given = try #require(TabStops([9, 17]))
    #expect([0, 9, 17, 24, 25].map(given.stop(after:)) == [9, 17, 25, 25, 33])
    #expect(TabStops.standard.stop(after: 0) == 8)
    #expect(TabStops([]) == nil && TabStops([8, 4]) == nil && TabStops([0]) == nil)
    #expect(TabStops([40]) == nil)
  }

  @Test func targetLineRows() {
    #expect(TargetLine.row(1).row(onScreenOf: 24) == 0)
    #expect(TargetLine.row(5).row(onScreenOf: 24) == 4)
    #expect(TargetLine.row(-1).row(onScreenOf: 24) == 23)
    #expect(TargetLine.row(-2).row(onScreenOf: 24) == 22)
    #expect(TargetLine.fraction(0.5).row(onScreenOf: 24) == 12)
    #expect(TargetLine.row(99).row(onScreenOf: 10) == 9)
  }

  @Test func scrollWindowAndShift() {
    #expect(ScrollWindow.rows(10).rows(onScreenOf: 24) == 10)
    #expect(ScrollWindow.screenLess(4).rows(onScreenOf: 24) == 20)
    #expect(ScrollWindow.screenLess(40).rows(onScreenOf: 24) == 1)
    #expect(HorizontalShift.halfScreen.columns(onScreenOf: 80) == 40)
    #expect(HorizontalShift.columns(8).columns(onScreenOf: 80) == 8)
    #expect(HorizontalShift.fraction(0.25).columns(onScreenOf: 80) == 20)
  }
}
