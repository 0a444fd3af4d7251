import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The small values less's options are read into work out what they say on a screen.
@Suite struct LessValueTests {
  @Test func tabStopsFartherApartThanLessAllowsAreRefused() {
    #expect(runOptions(["-x32"])?.less.tabStops == TabStops(every: 32))
    for refused in ["-x40", "-x4,40", "-x8,4", "-x0", "-x4,,8"] {
      #expect(usageError([refused])?.hasPrefix("--tabs: ") == true, "\(refused)")
    }
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
