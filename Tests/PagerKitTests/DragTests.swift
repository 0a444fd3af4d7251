import Testing

@testable import PagerKit
@testable import PagerReader

/// A pager on a 100-column screen.
private func pager(
  tabs: Int = 4, start: Int = 0, cycles: Bool = false, jumpStyle: JumpStyle = .slide
) throws -> Pager {
  var pager = try Pager(tabCount: tabs, startIndex: start, cycles: cycles, jumpStyle: jumpStyle)
  pager.update(.resize(Size(columns: 100, rows: 30)), at: at(0))
  return pager
}

@Suite struct DragTests {
  @Test func pagesFollowThePointerColumnByColumn() throws {
    var pager = try pager(start: 1)
    pager.update(.dragBegan(column: 60), at: at(0))
    for (step, column) in stride(from: 59, through: 20, by: -1).enumerated() {
      pager.update(.dragMoved(column: column), at: at(Double(step + 1) * 16))
      #expect(
        abs(pager.position(at: at(Double(step + 1) * 16)) - (1 + Double(60 - column) / 100)) < 1e-12
      )
    }
    #expect(!pager.isMoving(at: at(1000)), "a held drag asks for no frames")
    #expect(pager.selectedIndex == 1, "the selection changes only on release")
  }

  @Test func releasedPastHalfwaySnapsToTheNextPage() throws {
    var pager = try pager()
    pager.update(.dragBegan(column: 90), at: at(0))
    pager.update(.dragMoved(column: 60), at: at(100))
    pager.update(.dragMoved(column: 30), at: at(600))
    pager.update(.dragEnded(column: 30), at: at(900))
    #expect(pager.selectedIndex == 1)
    let motion = try #require(pager.motion)
    #expect(abs(motion.origin - 0.6) < 1e-12 && motion.target == 1)
    pager.update(.tick, at: at(1200))
    #expect(pager.position(at: at(1200)) == 1 && pager.motion == nil)
  }

  @Test func slowDragUnderHalfAPageGoesBackAndNothingMovesLater() throws {
    var pager = try pager(start: 1)
    pager.update(.dragBegan(column: 80), at: at(0))
    for step in 1...40 { pager.update(.dragMoved(column: 80 - step), at: at(Double(step) * 50)) }
    // 40% of a page, then held still before letting go.
    pager.update(.dragEnded(column: 40), at: at(2300))
    #expect(pager.selectedIndex == 1)
    pager.update(.tick, at: at(2600))
    #expect(pager.position(at: at(2600)) == 1)
    #expect(pager.motion == nil && pager.drag == nil)
    #expect(!pager.isMoving(at: at(5000)))
    #expect(pager.position(at: at(5000)) == 1)
  }

  @Test func fastFlickGoesOnToTheNextPage() throws {
    var pager = try pager(start: 1)
    pager.update(.dragBegan(column: 70), at: at(0))
    pager.update(.dragMoved(column: 65), at: at(10))
    pager.update(.dragMoved(column: 58), at: at(20))
    pager.update(.dragEnded(column: 55), at: at(30))
    #expect(pager.selectedIndex == 2, "15% of a page, but fast")
    pager.update(.tick, at: at(400))
    #expect(pager.position(at: at(400)) == 2)
  }

  @Test func fastFlickBackwards() throws {
    var pager = try pager(start: 2)
    pager.update(.dragBegan(column: 30), at: at(0))
    pager.update(.dragMoved(column: 40), at: at(15))
    pager.update(.dragEnded(column: 45), at: at(25))
    #expect(pager.selectedIndex == 1)
  }

  @Test func dragStopsAtTheEndsWithoutCycling() throws {
    var pager = try pager()
    pager.update(.dragBegan(column: 10), at: at(0))
    pager.update(.dragMoved(column: 90), at: at(500))
    #expect(pager.position(at: at(500)) == 0)
    pager.update(.dragEnded(column: 90), at: at(900))
    #expect(pager.selectedIndex == 0)
  }

  @Test func dragGoesRoundWhenThePagerCycles() throws {
    var pager = try pager(cycles: true)
    pager.update(.dragBegan(column: 10), at: at(0))
    pager.update(.dragMoved(column: 40), at: at(500))
    #expect(abs(pager.position(at: at(500)) - 3.7) < 1e-12)
    pager.update(.dragEnded(column: 40), at: at(900))
    #expect(pager.selectedIndex == 0, "30% back goes back to the first page")
    pager.update(.tick, at: at(1200))
    #expect(pager.position(at: at(1200)) == 0)
  }

  @Test func aKeyDuringADragEndsItCleanly() throws {
    var pager = try pager(start: 1)
    pager.update(.dragBegan(column: 50), at: at(0))
    pager.update(.dragMoved(column: 20), at: at(100))
    pager.update(.next, at: at(150))
    #expect(pager.drag == nil)
    #expect(pager.selectedIndex == 2)
    let motion = try #require(pager.motion)
    #expect(abs(motion.origin - 1.3) < 1e-12, "the key's move starts where the pages are")
    // Motion reports of the still-held button change nothing.
    pager.update(.dragMoved(column: 90), at: at(160))
    pager.update(.dragEnded(column: 90), at: at(170))
    pager.update(.tick, at: at(500))
    #expect(pager.position(at: at(500)) == 2)
  }

  @Test func aKeyForTheCurrentTabDuringADragStillSettlesOnAWholePage() throws {
    // Found by the property test: the drag ended in place at 1.2 and nothing moved it on.
    var pager = try pager(start: 1, jumpStyle: .direct)
    pager.update(.dragBegan(column: 50), at: at(0))
    pager.update(.dragMoved(column: 30), at: at(100))
    pager.update(.jump(to: 1), at: at(150))
    #expect(pager.drag == nil)
    pager.update(.tick, at: at(1000))
    #expect(pager.position(at: at(1000)) == 1)
    #expect(pager.motion == nil)
  }

  @Test func catchingAMovingPagerHoldsItWhereItIs() throws {
    var pager = try pager()
    pager.update(.next, at: at(0))
    let caught = pager.position(at: at(60))
    pager.update(.dragBegan(column: 50), at: at(60))
    #expect(pager.motion == nil)
    #expect(pager.position(at: at(200)) == caught)
  }

  @Test func resizeDuringADragKeepsTrackingAtTheNewScale() throws {
    var pager = try pager()
    pager.update(.dragBegan(column: 80), at: at(0))
    pager.update(.dragMoved(column: 60), at: at(100))
    pager.update(.resize(Size(columns: 50, rows: 20)), at: at(150))
    #expect(abs(pager.position(at: at(150)) - 0.2) < 1e-12)
    pager.update(.dragMoved(column: 50), at: at(200))
    #expect(abs(pager.position(at: at(200)) - 0.4) < 1e-12, "10 columns of 50 is 0.2 more")
    pager.update(.dragEnded(column: 50), at: at(600))
    pager.update(.tick, at: at(900))
    #expect(pager.position(at: at(900)) == 0, "a page fills the screen exactly at the end")
  }

  @Test func catchingADirectJumpKeepsTheDominantPageInPlace() throws {
    var pager = try pager(jumpStyle: .direct)
    pager.update(.jump(to: 3), at: at(0))
    let transition = try #require(pager.directTransition(at: at(100)))
    #expect(transition.progress > 0.5)
    pager.update(.dragBegan(column: 50), at: at(100))
    #expect(abs(pager.position(at: at(100)) - (3 - (1 - transition.progress))) < 1e-9)
    pager.update(.dragEnded(column: 50), at: at(400))
    pager.update(.tick, at: at(700))
    #expect(pager.position(at: at(700)) == 3)
  }

  @Test func oneTabIgnoresDrags() throws {
    var pager = try pager(tabs: 1)
    pager.update(.dragBegan(column: 50), at: at(0))
    pager.update(.dragMoved(column: 0), at: at(10))
    pager.update(.dragEnded(column: 0), at: at(20))
    #expect(pager.drag == nil && pager.motion == nil && pager.position(at: at(30)) == 0)
  }

  @Test func dragWithoutAViewportIsIgnored() throws {
    var pager = try Pager(tabCount: 3)
    pager.update(.dragBegan(column: 50), at: at(0))
    #expect(pager.drag == nil)
  }
}
