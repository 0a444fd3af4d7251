import Glibc
import Testing

@testable import PagerProgram

/// A file read lazily counts only whole lines until its end; a growing file (a spool) shows the
/// text after its last newline as an unfinished last line.
@Suite struct FileDocumentTests {
  private static func text(_ document: FileDocument, line: Int) -> String {
    String(decoding: document.line(line), as: UTF8.self)
  }

  @Test func linesKnowWhereTheirBytesStartAndTheFileItsSize() throws {
    // "line 0\n" … "line 9\n" are 7 bytes, "line 10\n" on 8; 2,000 lines span two blocks.
    let text = (0..<2000).map { "line \($0)\n" }.joined() + "tail"
    let file = try TemporaryFile(named: "many.txt", text)
    let document = try FileDocument(path: file.path)
    document.prepareLines(through: 0)
    #expect(document.byteTotal == text.utf8.count, "the file's size before it is indexed")
    document.prepareLines(through: .max)
    #expect(document.byteOffset(ofLine: 0) == 0)
    #expect(document.byteOffset(ofLine: 10) == 70)
    #expect(document.byteOffset(ofLine: 1500) == 70 + 90 * 8 + 900 * 9 + 500 * 10)
    #expect(document.byteOffset(ofLine: 2000) == text.utf8.count - 4, "tail starts there")
    #expect(document.byteOffset(ofLine: 2001) == text.utf8.count, "the end")
    #expect(document.byteTotal == text.utf8.count)
  }

  @Test func aBlockIsReadOnlyAsFarAsItsLinesAreAskedFor() throws {
    // 1,024 lines of 100 bytes make one block of 102,400 bytes; the last has no line end.
    let lines = (0..<1024).map { "\($0)" + String(repeating: "x", count: 99 - "\($0)".count) }
    let file = try TemporaryFile(named: "block.txt", lines.joined(separator: "\n"))
    let document = try FileDocument(path: file.path)
    document.prepareLines(through: .max)
    #expect(Self.text(document, line: 3) == lines[3])
    let first = document.loadedBlock(containing: 3)
    #expect(first.bytesRead == FileDocument.firstBlockRead && !first.isWhole)
    for line in [200, 163, 1023, 0] {
      #expect(Self.text(document, line: line) == lines[line], "line \(line)")
    }
    #expect(document.loadedBlock(containing: 0).isWhole)
    #expect(document.line(containingByte: 100 * 700 + 5) == 700)
    #expect(!document.lineEndsWithReturn(1023) && document.lineLength(1023) == 99)
  }

  /// The first screen's block, read from the index of the first read alone, is let go once the
  /// index has grown past it: the block read again for the same lines takes its place.
  @Test func aBlockTheIndexGrewPastIsLetGo() throws {
    let lines = (0..<2048).map { "\($0)" + String(repeating: "x", count: 99 - "\($0)".count) }
    let file = try TemporaryFile(named: "blocks.txt", lines.joined(separator: "\n") + "\n")
    let document = try FileDocument(path: file.path)
    document.prepareLines(through: 0)
    #expect(Self.text(document, line: 3) == lines[3])
    let first = try #require(document.recentBlockBytes.first)
    #expect(first.upperBound <= FileDocument.firstBlockRead, "the first read's lines alone")
    document.prepareLines(through: .max)
    #expect(Self.text(document, line: 3) == lines[3])
    #expect(document.recentBlockBytes == [0..<102_400])
    #expect(Self.text(document, line: 1500) == lines[1500])
    #expect(document.recentBlockBytes == [102_400..<204_800, 0..<102_400])
  }

  @Test func aFileIndexedPartWayCountsNoLineCutWhereTheReadStopped() throws {
    let file = try TemporaryFile(
      named: "many.txt", (0..<100_000).map { "line \($0)\n" }.joined() + "tail")
    let document = try FileDocument(path: file.path)
    let count = document.prepareLines(through: 0)
    #expect(count > 0 && !document.isComplete)
    #expect(Self.text(document, line: count - 1) == "line \(count - 1)")
    document.prepareLines(through: .max)
    #expect(document.lineCount == 100_001)
    #expect(Self.text(document, line: 100_000) == "tail")
  }

  @Test func aGrowingFileShowsItsUnfinishedLineAsItGrows() throws {
    let spool = try GrowingFile()
    let document = spool.document
    func append(_ text: String) { spool.append(text) }
    append("one\nab")
    document.indexAppended()
    #expect(document.lineCount == 2)
    #expect(Self.text(document, line: 1) == "ab")
    append(String(repeating: "c", count: 200_000))
    document.indexAppended()
    #expect(document.lineCount == 2)
    #expect(document.lineLength(1) == 200_002)
    #expect(document.bytes(ofLine: 1, in: 0..<4) == Array("abcc".utf8))
    append("\nd")
    document.finish()
    #expect(document.lineCount == 3 && document.isComplete)
    #expect(document.lineLength(1) == 200_002)
    #expect(Self.text(document, line: 2) == "d")
  }
}
