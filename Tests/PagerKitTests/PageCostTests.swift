import Testing

@testable import PagerKit
@testable import PagerReader

/// A page is stored once a tab, and a stream cut into a section a line has 100,000 of them: what
/// few pages have (a match count, a watched run, a link) is kept out of line, and a copy of a
/// page shares it until one of them changes.
@Suite struct PageCostTests {
  @Test func aPageWithoutExtrasIsSmall() {
    #expect(MemoryLayout<PageState>.stride <= 128, "\(MemoryLayout<PageState>.stride) bytes")
  }

  @Test func aCopyOfAPageChangesApartFromIt() {
    var page = PageState(document: nil)
    page.run = RunSummary(number: 1, count: 1, time: "10:00:00", status: .finished)
    var copy = page
    copy.run?.number = 2
    #expect(page.run?.number == 1)
    #expect(copy.run?.number == 2)
    copy.run = nil
    #expect(copy.run == nil && page.run?.number == 1)
  }

  @Test func extrasSetToNothingTakeNoBox() {
    var page = PageState(document: nil)
    page.selectedLink = nil
    page.matchCount = nil
    #expect(!page.hasExtrasStored, "nothing set, nothing stored")
    page.run = RunSummary(number: 1, count: 1, time: "10:00:00", status: .finished)
    #expect(page.hasExtrasStored)
    page.run = nil
    #expect(!page.hasExtrasStored)
  }
}
