import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct PagerTests {
  @Test func zeroTabsIsAClearError() {
    #expect(throws: PagerError.noTabs) { try Pager(tabCount: 0) }
    #expect(PagerError.noTabs.description == "a pager needs at least one tab")
  }

  @Test func startOutsideTheTabsIsAnError() {
    #expect(throws: PagerError.startOutOfRange(index: 4, tabCount: 4)) {
      try Pager(tabCount: 4, startIndex: 4)
    }
    #expect(throws: PagerError.startOutOfRange(index: -1, tabCount: 4)) {
      try Pager(tabCount: 4, startIndex: -1)
    }
  }

  @Test func startsSettledOnTheStartTabWithNoMotion() throws {
    let pager = try Pager(tabCount: 3, startIndex: 1)
    #expect(pager.position(at: .zero) == 1)
    #expect(pager.mostVisibleIndex(at: .zero) == 1)
    #expect(!pager.isMoving(at: .zero))
    #expect(pager.motion == nil)
  }

  @Test func previousAtTheFirstTabAndNextAtTheLastDoNothing() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.previous, at: at(0))
    #expect(pager.motion == nil && pager.selectedIndex == 0 && pager.position(at: at(10)) == 0)
    pager.update(.last, at: at(0))
    pager.update(.tick, at: at(1000))
    pager.update(.next, at: at(1000))
    #expect(pager.motion == nil && pager.selectedIndex == 3 && pager.position(at: at(1100)) == 3)
  }

  @Test func nextAnimatesAndSettlesExactly() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.next, at: at(100))
    #expect(pager.isMoving(at: at(100)))
    let halfway = pager.position(at: at(225))
    #expect(halfway > 0.5 && halfway < 1, "ease-out is past halfway at half time")
    #expect(pager.mostVisibleIndex(at: at(225)) == 1)
    pager.update(.tick, at: at(350))
    #expect(pager.position(at: at(350)) == 1)
    #expect(pager.motion == nil)
    #expect(!pager.isMoving(at: at(350)))
  }

  @Test func previousGoesBack() throws {
    var pager = try Pager(tabCount: 4, startIndex: 2, animationDuration: 0)
    pager.update(.previous, at: at(0))
    #expect(pager.position(at: at(0)) == 1)
  }

  @Test(arguments: 0..<4, 0..<4)
  func jumpGoesToAnyTabFromAnyTab(from: Int, to: Int) throws {
    var pager = try Pager(tabCount: 4, startIndex: from)
    pager.update(.jump(to: to), at: at(0))
    #expect(pager.selectedIndex == to)
    pager.update(.tick, at: at(250))
    #expect(pager.position(at: at(250)) == Double(to))
    #expect(pager.motion == nil)
  }

  @Test func jumpSlidesThroughThePagesBetween() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.jump(to: 3), at: at(0))
    var seen = Set<Int>()
    var previous = 0.0
    for millisecond in stride(from: 0.0, through: 250, by: 1) {
      let position = pager.position(at: at(millisecond))
      #expect(position >= previous)
      previous = position
      seen.insert(pager.mostVisibleIndex(at: at(millisecond)))
    }
    #expect(seen == [0, 1, 2, 3])
  }

  @Test func jumpOutOfRangeOrToTheCurrentTabDoesNothing() throws {
    var pager = try Pager(tabCount: 4, startIndex: 1)
    for index in [-1, 4, 9, 1] {
      pager.update(.jump(to: index), at: at(0))
      #expect(pager.selectedIndex == 1 && pager.motion == nil)
    }
  }

  @Test func firstAndLast() throws {
    var pager = try Pager(tabCount: 5, startIndex: 2, animationDuration: 0)
    pager.update(.last, at: at(0))
    #expect(pager.position(at: at(0)) == 4)
    pager.update(.first, at: at(0))
    #expect(pager.position(at: at(0)) == 0)
  }

  @Test func retargetMidTransitionStartsFromTheCurrentPosition() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.next, at: at(0))
    let midway = pager.position(at: at(100))
    let velocity = try #require(pager.motion).velocity(at: at(100))
    pager.update(.jump(to: 3), at: at(100))
    #expect(pager.position(at: at(100)) == midway, "no jump back and no jump ahead")
    let motion = try #require(pager.motion)
    #expect(motion.origin == midway && motion.target == 3)
    // The velocity carries over: the curve leaves at the speed the old one had.
    #expect(abs(motion.velocity(at: at(100.001)) - velocity) < 1e-4)
    pager.update(.tick, at: at(350))
    #expect(pager.position(at: at(350)) == 3)
  }

  @Test func reversingMidTransitionGoesBackWithoutAJump() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.next, at: at(0))
    let midway = pager.position(at: at(60))
    pager.update(.previous, at: at(60))
    #expect(pager.selectedIndex == 0)
    var previous = midway
    for millisecond in stride(from: 60.0, through: 310, by: 2) {
      let position = pager.position(at: at(millisecond))
      #expect(position <= previous + 1e-12)
      previous = position
    }
    #expect(previous == 0)
  }

  @Test func aBurstOfEventsEndsOnTheLastTarget() throws {
    var pager = try Pager(tabCount: 4)
    // 1 4 2 3, a few milliseconds apart, as keys sent back to back.
    for (millisecond, index) in [(0.0, 0), (3, 3), (6, 1), (9, 2)] {
      pager.update(.jump(to: index), at: at(millisecond))
    }
    pager.update(.tick, at: at(9 + 250))
    #expect(pager.position(at: at(259)) == 2)
    #expect(pager.mostVisibleIndex(at: at(259)) == 2)
    #expect(pager.motion == nil)
  }

  @Test func manyNextsWithinOneAnimationMoveOnePageEach() throws {
    var pager = try Pager(tabCount: 6)
    for step in 0..<3 { pager.update(.next, at: at(Double(step) * 20)) }
    #expect(pager.selectedIndex == 3)
    pager.update(.tick, at: at(40 + 250))
    #expect(pager.position(at: at(290)) == 3)
  }

  @Test func resizeMidTransitionKeepsTheMotionAndItsTarget() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.jump(to: 2), at: at(0))
    let before = pager.position(at: at(80))
    pager.update(.resize(Size(columns: 60, rows: 20)), at: at(80))
    #expect(pager.position(at: at(80)) == before)
    #expect(pager.selectedIndex == 2)
    #expect(pager.viewport == Size(columns: 60, rows: 20))
    pager.update(.tick, at: at(250))
    #expect(pager.position(at: at(250)) == 2)
    #expect(pager.motion == nil)
  }

  @Test func durationZeroIsInstant() throws {
    var pager = try Pager(tabCount: 4, animationDuration: 0)
    pager.update(.jump(to: 3), at: at(0))
    #expect(pager.position(at: at(0)) == 3)
    #expect(pager.motion == nil)
    #expect(!pager.isMoving(at: at(0)))
    pager.update(.previous, at: at(0))
    #expect(pager.position(at: at(0)) == 2)
  }

  @Test func oneTabIgnoresEveryMove() throws {
    var pager = try Pager(tabCount: 1)
    let events: [PagerEvent] = [
      .next, .previous, .first, .last, .jump(to: 0), .jump(to: 1),
      .resize(Size(columns: 1, rows: 1)),
      .tick,
    ]
    for event in events {
      pager.update(event, at: at(0))
      #expect(pager.position(at: at(0)) == 0)
      #expect(pager.mostVisibleIndex(at: at(0)) == 0)
      #expect(pager.motion == nil)
    }
  }

  @Test func aMoveAfterAFinishedButUnsettledMotionStartsFromRest() throws {
    var pager = try Pager(tabCount: 4)
    pager.update(.next, at: at(0))
    pager.update(.next, at: at(400))
    let motion = try #require(pager.motion)
    #expect(motion.origin == 1)
    #expect(motion.initialSlope == Motion.restingSlope)
  }
}
