import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Text from a pipe, spooled and read back: the lines, the read-ahead that pauses an endless
/// source, the cap that drops the oldest text, and a spool that cannot be written.
@Suite struct StreamDocumentTests {
  /// A pipe whose write end does not block, read by `document`.
  final class Feeder {
    let document: StreamDocument
    private var writeEnd: Int32
    /// Whether the reader keeps asking for the end, as after G: then the oldest text goes.
    var followsTheEnd = false

    init(readAheadBytes: Int = 16 << 20, spoolLimit: Int = 1 << 30) {
      var ends: [Int32] = [-1, -1]
      pipe(&ends)
      _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
      writeEnd = ends[1]
      document = StreamDocument(
        descriptor: ends[0], name: "pipe", readAheadBytes: readAheadBytes, spoolLimit: spoolLimit)
    }

    init(spool: Spool) {
      var ends: [Int32] = [-1, -1]
      pipe(&ends)
      _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
      writeEnd = ends[1]
      document = StreamDocument(
        descriptor: ends[0], name: "pipe", spool: .success(spool), readAheadBytes: .max)
    }

    deinit { end() }

    /// Writes `bytes` as the reader takes them; stops early (returning false) once the reader
    /// wants no more.
    @discardableResult func write(_ bytes: [UInt8]) -> Bool {
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          Glibc.write(writeEnd, $0.baseAddress, $0.count)
        }
        if count > 0 { written += count }
        if followsTheEnd { document.prepareLines(through: .max) }
        guard document.wantsInput else { return false }
        document.appendAvailable()
      }
      document.appendAvailable()
      return true
    }

    /// Closes the write end and reads to the end.
    func end() {
      guard writeEnd >= 0 else { return }
      close(writeEnd)
      writeEnd = -1
      while document.wantsInput { document.appendAvailable() }
    }
  }

  private static func lines(_ document: StreamDocument) -> [String] {
    (0..<document.lineCount).map { String(decoding: document.line($0), as: UTF8.self) }
  }

  @Test func linesComeBackFromTheSpoolAsTheyArrive() {
    let feeder = Feeder()
    feeder.write(Array("one\ntwo\r\nthr".utf8))
    #expect(Self.lines(feeder.document) == ["one", "two", "thr"], "the unfinished line shows")
    #expect(!feeder.document.isComplete)
    feeder.write(Array("ee".utf8))
    #expect(Self.lines(feeder.document) == ["one", "two", "three"], "and grows")
    feeder.write(Array("\nfour".utf8))
    #expect(Self.lines(feeder.document) == ["one", "two", "three", "four"])
    feeder.write(Array("\n".utf8))
    #expect(Self.lines(feeder.document) == ["one", "two", "three", "four"], "ended, not doubled")
    feeder.end()
    #expect(Self.lines(feeder.document) == ["one", "two", "three", "four"])
    #expect(feeder.document.isComplete)
  }

  @Test func linesKnowWhereTheirBytesStartAndTheTotalComesAtTheEnd() {
    let feeder = Feeder()
    feeder.write(Array("one\ntwo\r\nthr".utf8))
    let document = feeder.document
    #expect((0...3).map { document.byteOffset(ofLine: $0) } == [0, 4, 9, 12])
    #expect(document.byteTotal == nil, "more may come")
    feeder.write(Array("ee\n".utf8))
    feeder.end()
    #expect(document.byteOffset(ofLine: 2) == 9 && document.byteOffset(ofLine: 3) == 15)
    #expect(document.byteTotal == 15)
  }

  @Test func anEndlessLineWithNoNewlineShowsWhatHasArrivedInPieces() {
    let feeder = Feeder(readAheadBytes: 1 << 20)
    let chunk = [UInt8](repeating: 0, count: 64 * 1024)
    feeder.write(chunk)
    let document = feeder.document
    #expect(document.lineCount == 1)
    #expect(document.lineLength(0) == 64 * 1024)
    #expect(document.bytes(ofLine: 0, in: 100..<104) == [0, 0, 0, 0])
    var sent = chunk.count
    while sent < 8 << 20, feeder.write(chunk) { sent += chunk.count }
    #expect(!document.wantsInput, "the read-ahead still pauses an endless line")
    #expect(document.lineCount == 1)
    #expect(document.lineLength(0) == document.byteCount)
    #expect(document.lineLength(0) >= 1 << 20 && document.lineLength(0) < 2 << 20)
    #expect(!document.isComplete)
  }

  @Test func theUnfinishedLineBecomesAnOrdinaryOneAtTheEnd() {
    let feeder = Feeder()
    feeder.write(Array("abc".utf8))
    #expect(Self.lines(feeder.document) == ["abc"])
    #expect(!feeder.document.isComplete)
    feeder.end()
    #expect(Self.lines(feeder.document) == ["abc"])
    #expect(feeder.document.isComplete)
  }

  @Test func manyLinesReadBackWhole() {
    let feeder = Feeder()
    let text = (0..<100_000).map { "line \($0)\n" }.joined()
    feeder.write(Array(text.utf8))
    feeder.end()
    let document = feeder.document
    #expect(document.lineCount == 100_000)
    for number in [0, 1023, 1024, 50_000, 99_999] {
      #expect(String(decoding: document.line(number), as: UTF8.self) == "line \(number)")
    }
  }

  @Test func anEndlessLinePausesReadingAfterTheReadAhead() {
    let feeder = Feeder(readAheadBytes: 1 << 20)
    let chunk = [UInt8](repeating: 0, count: 64 * 1024)
    var sent = 0
    while sent < 64 << 20, feeder.write(chunk) { sent += chunk.count }
    #expect(!feeder.document.wantsInput)
    #expect(feeder.document.byteCount < 2 << 20, "\(feeder.document.byteCount) bytes read")
  }

  @Test func goingToTheEndReadsASpoolAheadNotForEver() {
    let feeder = Feeder(readAheadBytes: 1 << 20, spoolLimit: 4 << 20)
    feeder.write(Array("a\nb\n".utf8))
    feeder.document.prepareLines(through: .max)
    let line = Array("y\n".utf8)
    let many = Array(repeating: line, count: 32 * 1024).flatMap { $0 }
    var sent = 0
    while sent < 64 << 20, feeder.write(many) { sent += many.count }
    #expect(!feeder.document.wantsInput)
    let read = feeder.document.byteCount
    #expect(read > 2 << 20 && read < 6 << 20, "\(read) bytes read")
    #expect(feeder.document.droppedLineCount == 0, "the lines from where End was pressed stay")
  }

  @Test func aFilterOfAPipeThatDroppedTextKeepsTheLinesEachMatchesAlone() {
    let feeder = Feeder(readAheadBytes: .max, spoolLimit: 256 * 1024)
    feeder.followsTheEnd = true
    let text = (0..<200_000).map { String(format6($0)) + "\n" }.joined()
    feeder.write(Array(text.utf8))
    feeder.end()
    let document = feeder.document
    #expect(document.droppedLineCount > 0, "the notice line is line 0")
    for pattern in ["99$", "^1[0-9]{4}7$", "dropped"] {
      let search = TextSearch(pattern: pattern)
      let alone = (0..<document.lineCount).filter { search.hasMatch(in: document.line($0)) }
      let filter = FilteredDocument(base: document, search: search, inverted: false)
      while !filter.isCaughtUp { filter.advance(budget: 1 << 16) }
      let kept = (0..<filter.lineCount).map {
        filter.lineNumber(ofLine: $0) - document.firstLineNumber - 1
      }
      #expect(kept == alone, "\(pattern)")
    }
  }

  @Test func theCapDropsTheOldestLinesAndSaysHowMany() {
    let limit = 256 * 1024
    let feeder = Feeder(readAheadBytes: .max, spoolLimit: limit)
    feeder.followsTheEnd = true
    let text = (0..<200_000).map { String(format6($0)) + "\n" }.joined()
    feeder.write(Array(text.utf8))
    feeder.end()
    let document = feeder.document
    let dropped = document.droppedLineCount
    #expect(dropped > 150_000)
    #expect(
      String(decoding: document.line(0), as: UTF8.self)
        == "… \(dropped) lines dropped (--spool-limit)")
    #expect(String(decoding: document.line(1), as: UTF8.self) == format6(dropped))
    #expect(document.lineCount == 200_000 - dropped + 1)
    #expect(document.firstLineNumber == dropped - 1, "line 1 is line \(dropped + 1) of the text")
    #expect(String(decoding: document.line(document.lineCount - 1), as: UTF8.self) == "199999")
    #expect((200_000 - dropped) * 7 <= limit + 1024 * 7, "about the limit is kept")
  }

  @Test func theLinesAskedForAreNeverDropped() {
    let limit = 256 * 1024
    let feeder = Feeder(readAheadBytes: .max, spoolLimit: limit)
    feeder.document.prepareLines(through: 10)
    feeder.write(Array((0..<200_000).map { format6($0) + "\n" }.joined().utf8))
    feeder.end()
    #expect(feeder.document.droppedLineCount == 0)
    #expect(String(decoding: feeder.document.line(10), as: UTF8.self) == "000010")
  }

  @Test func anEndlessLineIsDroppedFromItsStart() {
    let limit = 1 << 20
    let feeder = Feeder(readAheadBytes: .max, spoolLimit: limit)
    feeder.followsTheEnd = true
    feeder.write(Array("first\n".utf8))
    let chunk = [UInt8](repeating: 0x7A, count: 64 * 1024)
    for _ in 0..<64 { feeder.write(chunk) }
    feeder.end()
    let document = feeder.document
    #expect(document.lineCount == 2)
    #expect(String(decoding: document.line(0), as: UTF8.self).hasPrefix("… 1 line dropped"))
    #expect(document.line(1).count <= limit)
  }

  /// A line on the screen while it arrives, longer than the spool, loses its start before its
  /// newline comes: after it, the line could not be cut and would stay whole, four spools long.
  @Test func aLongLineShownWhileItArrivesLosesItsStartBeforeItsNewline() {
    let limit = 1 << 20
    let feeder = Feeder(readAheadBytes: .max, spoolLimit: limit)
    feeder.document.prepareLines(through: 0)
    let chunk = [UInt8](repeating: 0x78, count: 64 * 1024)
    for _ in 0..<64 { feeder.write(chunk) }
    feeder.write(Array("\ndone\n".utf8))
    feeder.end()
    let document = feeder.document
    #expect(document.lineCount == 3)
    #expect(
      String(decoding: document.line(0), as: UTF8.self)
        == "… the start of the line below was dropped (--spool-limit)")
    #expect(document.line(1).count < 2 * limit && document.line(1).allSatisfy { $0 == 0x78 })
    #expect(document.line(2) == Array("done".utf8))
  }

  @Test func aLineLongerThanTheSpoolDoesNotStopACommandFollowed() {
    // A command's read-ahead is a spool: a line longer than it used to stop the reading there,
    // with the command blocked on a full pipe for ever.
    let limit = 1 << 20
    let feeder = Feeder(readAheadBytes: limit, spoolLimit: limit)
    feeder.followsTheEnd = true
    feeder.write(Array("first\n".utf8))
    let chunk = [UInt8](repeating: 0x78, count: 64 * 1024)
    for sent in 0..<32 {
      let taken = feeder.write(chunk)
      #expect(taken, "the reading stopped after \(sent * 64) KiB of the line")
      if !taken { break }
    }
    #expect(feeder.write(Array("\ndone\n".utf8)))
    feeder.end()
    let document = feeder.document
    #expect(document.lineCount == 3)
    #expect(String(decoding: document.line(0), as: UTF8.self).hasPrefix("… 1 line dropped"))
    #expect(document.line(1).count < limit && document.line(1).allSatisfy { $0 == 0x78 })
    #expect(document.line(2) == Array("done".utf8))
  }

  @Test func aSpoolThatCannotBeWrittenSaysWhyBelowWhatItKept() throws {
    let file = try TemporaryFile(named: "read-only", "")
    let feeder = Feeder(spool: Spool(descriptor: open(file.path, O_RDONLY | O_CLOEXEC)))
    feeder.write(Array("lost\n".utf8))
    let document = feeder.document
    #expect(document.isComplete && !document.wantsInput)
    #expect(document.spoolError == .system(EBADF, subject: "cannot keep more text"))
    #expect(
      Self.lines(document) == [
        "… cannot keep more text: Bad file descriptor; the text above is all there is"
      ])
  }
}

/// `n` in six digits, zeros in front.
private func format6(_ number: Int) -> String {
  let digits = String(number)
  return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
}
