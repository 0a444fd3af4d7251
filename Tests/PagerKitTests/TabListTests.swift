import PagerKit
import PagerReader
import TestSupport
import Testing

/// The ordered tab list: ids stay with their tabs as others open, close and move, and an id
/// whose tab is gone is at no position.
@Suite struct TabListTests {
  @Test func aNewListNumbersItsTabsInOrder() {
    let tabs = TabList(count: 3)
    #expect(Array(tabs) == [0, 1, 2].map(TabID.init(serial:)))
    #expect(tabs.position(of: TabID(serial: 2)) == 2)
    #expect(tabs.id(at: 3) == nil && tabs.id(at: -1) == nil)
  }

  @Test func insertedTabsGetNewIdsAndTheOnesAfterMoveOn() {
    var tabs = TabList(count: 3)
    let first = tabs[0]
    let last = tabs[2]
    #expect(tabs.insert(count: 2, at: 1) == 1..<3)
    #expect(tabs.count == 5)
    #expect(tabs.position(of: first) == 0)
    #expect(tabs.position(of: last) == 4)
    #expect(Set(tabs).count == 5, "no id is given twice")
    let appended = tabs.append()
    #expect(tabs.position(of: appended) == 5)
  }

  @Test func aRemovedTabIsAtNoPositionAndItsIdIsNeverGivenAgain() {
    var tabs = TabList(count: 3)
    let gone = tabs.remove(at: 1)
    #expect(tabs.position(of: gone) == nil && !tabs.contains(gone))
    #expect(tabs.position(of: TabID(serial: 2)) == 1, "the tab after it moved back")
    tabs.insert(count: 1, at: 1)
    #expect(tabs[1] != gone && tabs.position(of: gone) == nil)
  }

  @Test func removingTheFirstTabsKeepsTheRestsIds() {
    var tabs = TabList(count: 10)
    let kept = Array(tabs[4...])
    tabs.removeSubrange(0..<4)
    #expect(Array(tabs) == kept)
    #expect(kept.enumerated().allSatisfy { tabs.position(of: $0.element) == $0.offset })
    #expect(tabs.position(of: TabID(serial: 0)) == nil)
  }

  @Test func aMovedTabKeepsItsId() {
    var tabs = TabList(count: 4)
    let moved = tabs[0]
    tabs.move(from: 0, to: 3)
    #expect(tabs.position(of: moved) == 3)
    #expect(Array(tabs.map(\.serial)) == [1, 2, 3, 0])
    #expect((0..<4).allSatisfy { tabs.position(of: tabs[$0]) == $0 })
  }

  @Test func unknownIdsAreNowhere() {
    let tabs = TabList(count: 2)
    #expect(tabs.position(of: TabID(serial: 7)) == nil)
    #expect(TabList().position(of: TabID(serial: 0)) == nil)
  }

  /// Random inserts, removals and moves, against a plain array of ids.
  @Test func positionsAgreeWithTheOrderAfterRandomChanges() {
    var generator = SeededGenerator(seed: 31)
    var tabs = TabList(count: 5)
    var model = Array(tabs)
    var gone: [TabID] = []
    for _ in 0..<2_000 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0:
        let at = Int.random(in: 0...model.count, using: &generator)
        let count = Int.random(in: 1...4, using: &generator)
        let range = tabs.insert(count: count, at: at)
        model.insert(contentsOf: tabs[range], at: at)
      case 1 where !model.isEmpty:
        let at = Int.random(in: 0..<model.count, using: &generator)
        gone.append(tabs.remove(at: at))
        model.remove(at: at)
      case 2 where !model.isEmpty:
        let lower = Int.random(in: 0..<model.count, using: &generator)
        let upper = Int.random(in: lower...min(model.count, lower + 6), using: &generator)
        gone += model[lower..<upper]
        tabs.removeSubrange(lower..<upper)
        model.removeSubrange(lower..<upper)
      case 3 where !model.isEmpty:
        let from = Int.random(in: 0..<model.count, using: &generator)
        let to = Int.random(in: 0..<model.count, using: &generator)
        tabs.move(from: from, to: to)
        model.insert(model.remove(at: from), at: to)
      default: break
      }
      guard Array(tabs) == model,
        model.indices.allSatisfy({ tabs.position(of: model[$0]) == $0 }),
        gone.allSatisfy({ tabs.position(of: $0) == nil })
      else {
        Issue.record("the list and its positions disagree with the model")
        return
      }
    }
  }
}
