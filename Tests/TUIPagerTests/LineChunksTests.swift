import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// A text's lines read a chunk at a time (a stream cut into sections): the chunks hold exactly
/// the lines asked for, whole and in order; a line longer than a chunk, and a stream's notice of
/// dropped text, are left to the caller to read by themselves.
@Suite struct LineChunksTests {
  /// The lines `lines` of `document` as the chunks give them, and the line after the last.
  static func read(_ document: any TextDocument, _ lines: Range<Int>) -> ([String], Int?) {
    var seen: [String] = []
    let never = { false }
    let next = document.readLines(lines, pausing: never) { first, chunk in
      #expect(first == lines.lowerBound + seen.count, "the chunks follow each other")
      #expect(chunk.last == 0x0A || first + ChunkScan.lineCount(chunk) == document.lineCount)
      let text = String(decoding: chunk, as: UTF8.self)
      var split = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if text.hasSuffix("\n") { split.removeLast() }
      seen += split
    }
    return (seen, next)
  }

  @Test func aFilesLinesComeWholeInChunksAsAsked() throws {
    let lines = (0..<300_000).map { "line \($0)" + String(repeating: "x", count: $0 % 13) }
    let file = try TemporaryFile(named: "lines.txt", lines.joined(separator: "\n"))
    let document = try FileDocument(path: file.path)
    document.prepareLines(through: .max)
    let (all, end) = Self.read(document, 0..<lines.count)
    #expect(end == lines.count)
    #expect(all == lines, "the last line, with no line end, too")
    let (middle, after) = Self.read(document, 123_456..<200_001)
    #expect(after == 200_001)
    #expect(middle == Array(lines[123_456..<200_001]))
  }

  @Test func aLineLongerThanAChunkIsLeftToTheCaller() throws {
    let long = String(repeating: "y", count: FileDocument.chunkSize + 10)
    let file = try TemporaryFile(named: "long.txt", "a\nb\n\(long)\nc\n")
    let document = try FileDocument(path: file.path)
    document.prepareLines(through: .max)
    let (before, stop) = Self.read(document, 0..<4)
    #expect(before == ["a", "b"])
    #expect(stop == 2)
    let (after, end) = Self.read(document, 3..<4)
    #expect(after == ["c"] && end == 4)
  }

  @Test func aStreamsNoticeOfDroppedTextIsLeftToTheCaller() {
    let feeder = StreamDocumentTests.Feeder(readAheadBytes: .max, spoolLimit: 256 * 1024)
    feeder.followsTheEnd = true
    let text = (0..<200_000).map { "number \($0)\n" }.joined()
    feeder.write(Array(text.utf8))
    feeder.end()
    let document = feeder.document
    let dropped = document.droppedLineCount
    #expect(dropped > 0)
    #expect(Self.read(document, 0..<document.lineCount).1 == 0, "line 0 is the notice")
    let (kept, end) = Self.read(document, 1..<document.lineCount)
    #expect(end == document.lineCount)
    #expect(kept.first == "number \(dropped)" && kept.last == "number 199999")
    #expect(kept.count == 200_000 - dropped)
  }

  @Test func aTextThatCannotBeReadInChunksSaysSo() throws {
    let file = try TemporaryFile(named: "two.txt", "a\nb\n")
    let section = SectionDocument(base: try FileDocument(path: file.path), start: 0)
    section.prepareLines(through: .max)
    #expect(Self.read(section, 0..<2).1 == nil, "a section is read line by line")
  }
}
