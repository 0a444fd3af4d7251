import Testing

@testable import PagerKit
@testable import PagerReader

/// The pages of unshown tabs are made when first changed, from their keys, and only then kept.
@Suite struct TabPagesTests {
  final class Numbers: UnshownDocuments {
    var made = 0
    func document(forKey key: Int) -> any TextDocument {
      made += 1
      return MemoryDocument(["key \(key)"])
    }
  }

  @Test func anUnshownPageIsMadeWhenChangedAndKeptThen() {
    let source = Numbers()
    var pages = TabPages([PageState(document: nil)])
    pages.insertUnshown(keys: [10, 20, 30], from: source, at: 1)
    #expect(pages.count == 4 && pages.madeCount == 1)
    #expect(pages[2].document?.line(0) == Array("key 20".utf8))
    #expect(pages.madeCount == 1, "a page read is not kept")
    #expect(pages.peek(3).document == nil && source.made == 1, "a peek makes no text")
    pages[3].hasNews = true
    #expect(pages.madeCount == 2 && pages.isMade(3) && pages[3].hasNews)
    pages.remove(at: 1)
    #expect(pages.count == 3 && pages[2].hasNews, "the page made moved with its tab")
    #expect(pages[1].document?.line(0) == Array("key 20".utf8))
    pages.removeSubrange(0..<1)
    #expect(pages.count == 2 && pages.madeCount == 1 && pages[1].hasNews)
  }

  @Test func unshownTabsShareOneStatusSetForThemAll() {
    var pages = TabPages([PageState(document: nil)])
    pages.insertUnshown(keys: [1, 2], from: Numbers(), at: 1)
    pages.setStatuses([(0, .running), (1, .running), (2, .running)])
    #expect(pages.madeCount == 1 && pages[2].status == .running)
    pages.setStatuses([(1, .finished)])
    #expect(pages.madeCount == 2 && pages[1].status == .finished && pages[2].status == .running)
  }
}
