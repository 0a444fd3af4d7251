import Testing

@testable import PagerKit
@testable import PagerReader

/// Thousands of files given at once: a new size (the terminal's first report among them) reads
/// the text of the page shown and of pages that were looked at, not of every tab.
@Suite struct ResizeCostTests {
  final class CountedReads: TextDocument {
    var reads = 0
    var lineCount: Int { 50 }
    var isComplete: Bool { true }
    func line(_ index: Int) -> [UInt8] {
      reads += 1
      return Array("line \(index + 1)".utf8)
    }
    func prepareLines(through index: Int) -> Int { 50 }
  }

  @Test func aResizeReadsOnlyThePagesLookedAt() throws {
    let documents = (0..<2000).map { _ in CountedReads() }
    var screen = try PagerScreen(
      preset: .documents(titled: (1...2000).map { "file \($0)" }),
      size: Size(columns: 80, rows: 24), animationDuration: 0, documents: documents)
    // Both near their ends, where a taller page must lay out its last lines to stay full.
    screen.update(.scroll(.lines(25)), at: .zero)
    screen.update(.pager(.jump(to: 7)), at: .zero)
    screen.update(.scroll(.lines(25)), at: .zero)
    for document in documents { document.reads = 0 }
    screen.update(.resize(Size(columns: 60, rows: 40)), at: .zero)
    #expect(documents[7].reads > 0, "the page shown")
    #expect(documents[0].reads > 0, "a page scrolled before")
    #expect(documents.indices.filter { documents[$0].reads > 0 } == [0, 7])
    #expect(screen.pages[0].viewport.topLine < 25, "kept full: the end came up")
  }
}
