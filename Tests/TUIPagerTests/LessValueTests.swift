import PagerKit
import Testing

@testable import TUIPager

/// The small values less's options are read into work out what they say on a screen.
@Suite struct LessValueTests {
  @Test func tabStopsFartherApartThanLessAllowsAreRefused() {
    #expect(runOptions(["-x32"])?.less.tabStops == TabStops(every: 32))
    #expect(runOptions(["-x40"]) == nil && runOptions(["-x4,40"]) == nil)
    #expect(runOptions(["-x8,4"]) == nil && runOptions(["-x0"]) == nil)
  }

  @Test func targetLineRows() {
    #expect(TargetLine.row(1).row(onScreenOf: 24) == 0)
    #expect(TargetLine.row(5).row(onScreenOf: 24) == 4)
    #expect(TargetLine.row(-1).row(onScreenOf: 24) == 23)
    #expect(TargetLine.row(-2).row(onScreenOf: 24) == 22)
    #expect(TargetLine.fraction(0.5).row(onScreenOf: 24) == 12)
    #expect(TargetLine.row(99).row(onScreenOf: 10) == 9)
  }

}
