import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct TabCyclingTests {
  /// A hair below 0 wraps to the count itself in floating point; that is tab 0, never tab n.
  @Test func aPositionJustBelowZeroWrapsInsideTheBounds() throws {
    let pager = try Pager(tabCount: 3, cycles: true)
    for position in [-1e-17, -Double.ulpOfOne, -3e-16, -3.0 - 1e-16, 3.0, -0.0] {
      let normalized = pager.normalized(position)
      #expect(normalized >= 0 && normalized < 3, "\(position) → \(normalized)")
    }
    #expect(pager.normalized(-0.5) == 2.5)
    #expect(pager.normalized(4.25) == 1.25)
  }

  @Test func nextFromTheLastGoesForwardToTheFirst() throws {
    var pager = try Pager(tabCount: 4, startIndex: 3, cycles: true)
    pager.update(.next, at: at(0))
    #expect(pager.selectedIndex == 0)
    var previous = 3.0
    var crossed = false
    for millisecond in stride(from: 1.0, through: 250, by: 1) {
      let position = pager.position(at: at(millisecond))
      #expect(position >= 0 && position < 4)
      if position < previous {
        // The only way down is the seam from just under 4 back to 0.
        #expect(previous > 3.5 && position < 0.5)
        #expect(!crossed)
        crossed = true
      }
      let selected = pager.mostVisibleIndex(at: at(millisecond))
      #expect(selected == 3 || selected == 0, "the index is never −1 or n")
      previous = position
    }
    pager.update(.tick, at: at(250))
    #expect(pager.position(at: at(250)) == 0)
    #expect(pager.motion == nil)
  }

  @Test func previousFromTheFirstGoesBackToTheLast() throws {
    var pager = try Pager(tabCount: 4, cycles: true)
    pager.update(.previous, at: at(0))
    #expect(pager.selectedIndex == 3)
    let early = pager.position(at: at(30))
    #expect(early > 3.5 && early < 4, "the pages move backwards across the seam")
    pager.update(.tick, at: at(250))
    #expect(pager.position(at: at(250)) == 3)
  }

  @Test func roundTripAcrossTheSeamBothWays() throws {
    var pager = try Pager(tabCount: 3, startIndex: 2, animationDuration: 0, cycles: true)
    pager.update(.next, at: at(0))
    #expect(pager.position(at: at(0)) == 0)
    pager.update(.previous, at: at(0))
    #expect(pager.position(at: at(0)) == 2)
    for _ in 0..<7 { pager.update(.next, at: at(0)) }
    #expect(pager.position(at: at(0)) == 0 && pager.selectedIndex == 0)
  }

  @Test func manyNextsInOneAnimationGoRoundWithoutLeavingTheRange() throws {
    var pager = try Pager(tabCount: 3, cycles: true)
    for step in 0..<5 { pager.update(.next, at: at(Double(step) * 10)) }
    #expect(pager.selectedIndex == 2)
    for millisecond in stride(from: 0.0, through: 400, by: 5) {
      let position = pager.position(at: at(millisecond))
      #expect(position >= 0 && position < 3)
      #expect((0..<3).contains(pager.mostVisibleIndex(at: at(millisecond))))
    }
    pager.update(.tick, at: at(400))
    #expect(pager.position(at: at(400)) == 2)
  }

  @Test func jumpsTakeTheShortWayRound() throws {
    var pager = try Pager(tabCount: 5, cycles: true)
    pager.update(.jump(to: 4), at: at(0))
    let motion = try #require(pager.motion)
    #expect(motion.target == -1, "0 → 4 of 5 is one step back across the seam")
    pager.update(.tick, at: at(300))
    #expect(pager.position(at: at(300)) == 4)
  }

  @Test func withoutCyclingTheEndsStop() throws {
    var pager = try Pager(tabCount: 3, startIndex: 2)
    pager.update(.next, at: at(0))
    #expect(pager.motion == nil && pager.selectedIndex == 2)
  }

  @Test func oneTabCyclingDoesNothing() throws {
    var pager = try Pager(tabCount: 1, cycles: true)
    for event in [PagerEvent.next, .previous, .first, .last, .jump(to: 0)] {
      pager.update(event, at: at(0))
      #expect(pager.motion == nil && pager.position(at: at(0)) == 0)
    }
  }
}

@Suite struct DirectJumpTests {
  @Test func directJumpShowsOnlyTheTwoPagesAndGoesForward() throws {
    var pager = try Pager(tabCount: 4, jumpStyle: .direct)
    pager.update(.jump(to: 3), at: at(0))
    var previousProgress = 0.0
    var previousPosition = 0.0
    for millisecond in stride(from: 1.0, through: 249, by: 1) {
      let transition = try #require(pager.directTransition(at: at(millisecond)))
      #expect(transition.from == 0 && transition.to == 3 && transition.isForward)
      #expect(transition.progress >= previousProgress)
      previousProgress = transition.progress
      let position = pager.position(at: at(millisecond))
      #expect(position >= previousPosition, "the indicator moves monotonically")
      previousPosition = position
      let selected = pager.mostVisibleIndex(at: at(millisecond))
      #expect(selected == 0 || selected == 3, "pages 1 and 2 are never the selection")
    }
    pager.update(.tick, at: at(250))
    #expect(pager.directTransition(at: at(250)) == nil)
    #expect(pager.position(at: at(250)) == 3)
  }

  @Test func directJumpBackIsReverse() throws {
    var pager = try Pager(tabCount: 3, startIndex: 1, jumpStyle: .direct)
    pager.update(.jump(to: 0), at: at(0))
    let transition = try #require(pager.directTransition(at: at(100)))
    #expect(transition.from == 1 && transition.to == 0 && !transition.isForward)
  }

  @Test func returningToThePageBeingLeftSlidesTheTargetBackOut() throws {
    var pager = try Pager(tabCount: 4, jumpStyle: .direct)
    pager.update(.jump(to: 3), at: at(0))
    let before = try #require(pager.directTransition(at: at(40)))
    pager.update(.jump(to: 0), at: at(40))
    let after = try #require(pager.directTransition(at: at(40)))
    #expect(after.from == 3 && after.to == 0 && !after.isForward)
    #expect(abs(after.progress - (1 - before.progress)) < 1e-9, "no jump on screen")
    pager.update(.tick, at: at(300))
    #expect(pager.position(at: at(300)) == 0)
  }

  @Test func tapsWithinOneAnimationEndOnTheLast() throws {
    // A→C→A→B, each 30 ms apart: ends on B, never locked.
    var pager = try Pager(tabCount: 3, jumpStyle: .direct)
    for (step, index) in [2, 0, 1].enumerated() {
      pager.update(.jump(to: index), at: at(Double(step) * 30))
    }
    #expect(pager.selectedIndex == 1)
    pager.update(.tick, at: at(60 + 250))
    #expect(pager.position(at: at(310)) == 1 && pager.motion == nil)
  }
}
