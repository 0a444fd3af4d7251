import Testing

@testable import PagerKit
@testable import PagerReader

/// A burst of keys typed at the prompt costs no work on the page per key: the text is not read,
/// and the pattern is compiled once for the burst, at the next tick.
@Suite struct PromptBurstTests {
  /// Lines in memory that count how often they are read.
  final class CountingDocument: TextDocument {
    let lines = (1...5000).map { Array("line \($0)".utf8) }
    private(set) var reads = 0
    var lineCount: Int { lines.count }
    var isComplete: Bool { true }
    func prepareLines(through index: Int) -> Int { lines.count }
    func line(_ index: Int) -> [UInt8] {
      reads += 1
      return lines[index]
    }
  }

  @Test func typingReadsNoLineAndCompilesOnce() throws {
    let document = CountingDocument()
    var screen = try PagerScreen(
      preset: .documents(titled: ["text"]), size: Size(columns: 80, rows: 20),
      animationDuration: 0, documents: [document])
    screen.update(.prompt(.open), at: at(0))
    let reads = document.reads
    let previews = screen.previewsMade
    for character in String(repeating: "abc def ", count: 12_500) {
      screen.update(.prompt(.insert(character)), at: at(0))
    }
    #expect(document.reads == reads, "100,000 keys read \(document.reads - reads) lines")
    #expect(screen.prompt?.count == 100_000)
    screen.update(.tick, at: at(16))
    #expect(screen.previewsMade == previews + 1, "one pattern for the burst")
  }
}
