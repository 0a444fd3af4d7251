import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A file with no `\n` for a long way shows at once: the line is shown as far as it is known
/// while the rest is indexed, on the workers or a slice a tick, and `G` waits for that without
/// holding the loop.
@Suite struct LongTailAppTests {
  /// "head\n", then a line of `length` x's, then "\nlast line\n".
  private func fileWithLongLine(_ length: Int) throws -> TemporaryFile {
    try TemporaryFile(
      named: "long.txt", "head\n" + String(repeating: "x", count: length) + "\nlast line\n")
  }

  @Test func theFirstScreenShowsTheLineBeforeItsEndIsRead() throws {
    let file = try fileWithLongLine(6 << 20)
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    #expect(pilot.lines[1].hasPrefix("head"))
    #expect(pilot.lines[2].hasPrefix("xxxxxxxx"), "\(pilot.lines[2])")
    #expect(pilot.lines.last?.contains("of ≥") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("j"))
    #expect(pilot.lines[1].hasPrefix("xxxxxxxx"), "a key is answered before the line's end is read")
    pilot.press(.character("G"))
    #expect(pilot.lines.last?.contains("reading…") == true, "\(pilot.lines.last ?? "")")
    pilot.letWorkersFinish()
    pilot.settle()
    #expect(pilot.lines[pilot.lines.count - 2].hasPrefix("last line"), "\(pilot.lines)")
  }

  @Test func withoutWorkersTheLineIsIndexedASliceATick() throws {
    let file = try fileWithLongLine(16 << 20)
    let pilot = try Pilot([file.path], indexAheadBudget: 1 << 20, workers: nil)
    #expect(pilot.lines[2].hasPrefix("xxxxxxxx"))
    pilot.press(.character("G"))
    #expect(pilot.lines.last?.contains("reading…") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("g"))
    #expect(pilot.lines[1].hasPrefix("head"), "a key drops the wait for the end")
    pilot.press(.character("G"))
    pilot.settle()
    #expect(pilot.lines[pilot.lines.count - 2].hasPrefix("last line"), "\(pilot.lines)")
    #expect(pilot.lines.last?.contains("of 3") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func theFirstLinesAskedForReadLittleOfTheLongLine() throws {
    let file = try fileWithLongLine(12 << 20)
    let document = try FileDocument(path: file.path)
    #expect(document.prepareLines(through: 30) == 2, "the long line counts, its end unknown")
    #expect(document.indexedByteCount < 8 << 20, "\(document.indexedByteCount) bytes read")
    #expect(!document.isComplete)
    let known = document.lineLength(1)
    #expect(known >= FileDocument.longTailLength)
    #expect(document.startOffset(ofLine: 1) == 5)
    _ = document.indexAhead(budget: 2 << 20)
    #expect(document.lineLength(1) > known, "the line grows as it is indexed")
    #expect(document.lineCount == 2)
  }

  @Test func aLongLineAfterIndexingIsNotReadWholeToBeShown() throws {
    let file = try fileWithLongLine(12 << 20)
    let document = try FileDocument(path: file.path)
    document.prepareLines(through: .max)
    while document.indexAhead(budget: 64 << 20) {}
    #expect(document.lineCount == 3)
    #expect(document.lineLength(1) == 12 << 20)
    #expect(document.bytes(ofLine: 1, in: 0..<4) == Array("xxxx".utf8))
    #expect(document.line(2) == Array("last line".utf8))
    let block = document.loadedBlock(containing: 1)
    #expect(block.longLastLine == 5..<5 + (12 << 20), "only the line's start and end were read")
    #expect(document.startOffset(ofLine: 2) == 5 + (12 << 20) + 1)
  }

  @Test func aLongLineEndingTheFileWithoutANewlineOrWithCRLF() throws {
    for (ending, length) in [("", 0), ("\r\n", 2), ("\n", 1)] {
      let file = try TemporaryFile(
        named: "tail.txt", "a\n" + String(repeating: "y", count: 8 << 20) + ending)
      let document = try FileDocument(path: file.path)
      while document.indexAhead(budget: 64 << 20) {}
      document.prepareLines(through: .max)
      #expect(document.lineCount == 2)
      #expect(document.lineLength(1) == 8 << 20, "ending \(length)")
      #expect(document.bytes(ofLine: 1, in: (8 << 20) - 2..<(8 << 20) + 2) == Array("yy".utf8))
    }
  }
}

extension LongTailAppTests {
  @Test func threadsIndexTheLongLineAndGReachesTheEnd() throws {
    let file = try fileWithLongLine(12 << 20)
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .threads(2)))
    pilot.press(.character("G"))
    pilot.waitUntil { $0[$0.count - 2].hasPrefix("last line") }
  }
}

extension LongTailAppTests {
  @Test func aPercentageWaitsForTheIndexASliceATick() throws {
    let file = try TemporaryFile(named: "many.txt", lines: 400_000) { "line \($0 + 1)" }
    let pilot = try Pilot([file.path], indexAheadBudget: 256 << 10, workers: nil)
    pilot.press(.character(":"), .character("5"), .character("0"), .character("%"), .enter)
    #expect(pilot.lines.last?.contains("reading…") == true, "\(pilot.lines.last ?? "")")
    pilot.settle()
    #expect(pilot.lines[1].hasPrefix("line 200000"), "\(pilot.lines[1])")
  }
}
