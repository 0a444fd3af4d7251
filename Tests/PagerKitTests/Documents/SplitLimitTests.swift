import Testing

@testable import PagerKit
@testable import PagerReader

/// A splitter finds `limit` sections at most, the lines before the first counted: past them,
/// the text is the last one's, taken a line or a chunk at a time, in every mode.
@Suite struct SplitLimitTests {
  /// The numbers 1 to `count`, a line each.
  static let numbers = (1...10).map { "\($0)\n" }.joined()

  @Test func aPatternStopsCuttingAtTheLimit() throws {
    var splitter = try SectionSplitter(mode: .pattern("."), limit: 3)
    for line in Self.numbers.split(separator: "\n") { splitter.take(Array(line.utf8)) }
    #expect(splitter.sections.map(\.start) == [0, 1, 2])
    #expect(splitter.isFull)
    #expect(splitter.linesTaken == 10, "the rest counted, in the last section")
  }

  @Test func aChunkStopsCuttingAtTheLimitAndCountsItsRest() throws {
    var splitter = try SectionSplitter(mode: .pattern("."), limit: 3)
    Array(Self.numbers.utf8).withUnsafeBufferPointer { splitter.take(lines: $0) }
    #expect(splitter.sections.map(\.start) == [0, 1, 2])
    #expect(splitter.linesTaken == 10)
    Array("11\n12\n".utf8).withUnsafeBufferPointer { splitter.take(lines: $0) }
    #expect(splitter.sections.count == 3)
    #expect(splitter.linesTaken == 12)
  }

  @Test func theLastCommitKeepsItsTitleAndTheRest() throws {
    let log = (1...4).map {
      "commit \(String(repeating: "\($0)", count: 8))\n\n    subject \($0)\n"
    }
    .joined()
    var splitter = try SectionSplitter(mode: .commit, limit: 2)
    Array(log.utf8).withUnsafeBufferPointer { splitter.take(lines: $0) }
    #expect(splitter.sections.map(\.title) == ["1111111 subject 1", "2222222 subject 2"])
    #expect(splitter.linesTaken == 12)
  }
}
