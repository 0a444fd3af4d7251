import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Several texts merged by the times their lines tell: the order, lines without a time, the
/// place of each line in its source, a merge going on over turns, sources still being indexed
/// and sources still arriving.
@Suite struct MergedDocumentTests {
  /// A text in memory whose lines come as it is told: `known` of them are there, `indexed` of
  /// them cut into lines (the rest still bytes, as a file still being indexed has them), and
  /// more may be appended while it is not complete.
  final class GrowingDocument: TextDocument {
    var lines: [[UInt8]]
    var indexed: Int
    var complete: Bool
    /// Whether the last line is still being written: it has no line end yet.
    var lastIsPartial = false
    /// Lines one `prepareLines` indexes at most.
    let step: Int

    init(_ lines: [String], indexed: Int? = nil, complete: Bool = true, step: Int = .max) {
      self.lines = lines.map { Array($0.utf8) }
      self.indexed = indexed ?? lines.count
      self.complete = complete
      self.step = step
    }

    var lineCount: Int { indexed }
    var isComplete: Bool { complete && indexed == lines.count }
    var lastLineIsUnfinished: Bool { !complete && lastIsPartial }
    func line(_ index: Int) -> [UInt8] {
      precondition(index < indexed, "line \(index) read before it was indexed")
      return lines[index]
    }
    func prepareLines(through index: Int) -> Int {
      if indexed <= index { indexed = min(lines.count, indexed + min(step, index + 1 - indexed)) }
      return indexed
    }
    /// Every byte of the lines there, while it is complete: a file whose size is known.
    var byteTotal: Int? { complete ? lines.reduce(0) { $0 + $1.count + 1 } : nil }
    func byteOffset(ofLine index: Int) -> Int? {
      lines.prefix(index).reduce(0) { $0 + $1.count + 1 }
    }
    func append(_ line: String) { lines.append(Array(line.utf8)) }
  }

  /// The time a line tells: the number it starts with; none where it starts otherwise.
  static func time(_ line: [UInt8]) -> Int64? {
    let digits = line.prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty else { return nil }
    return digits.reduce(0) { $0 * 10 + Int64($1 - 0x30) }
  }

  static func merged(_ documents: [any TextDocument]) -> MergedDocument {
    MergedDocument(sources: documents.map { MergeSource(document: $0) { Self.time(Array($0)) } })
  }

  static func text(_ document: MergedDocument) -> [String] {
    document.prepareLines(through: .max)
    while document.indexAhead(budget: 1 << 30) {}
    return (0..<document.lineCount).map { String(decoding: document.line($0), as: UTF8.self) }
  }

  @Test func linesComeInTheOrderOfTheirTimesEqualTimesInTheSourcesOrder() {
    let first = GrowingDocument(["1 a", "3 a", "5 a"])
    let second = GrowingDocument(["2 b", "3 b", "4 b"])
    #expect(Self.text(Self.merged([first, second])) == ["1 a", "2 b", "3 a", "3 b", "4 b", "5 a"])
    #expect(Self.text(Self.merged([second, first])) == ["1 a", "2 b", "3 b", "3 a", "4 b", "5 a"])
  }

  @Test func aLineWithoutATimeStaysAfterTheLineBeforeIt() {
    let app = GrowingDocument(["1 error", "  at f", "  at g", "4 done"])
    let web = GrowingDocument(["1 get", "2 get"])
    #expect(
      Self.text(Self.merged([app, web])) == [
        "1 error", "  at f", "  at g", "1 get", "2 get", "4 done",
      ])
    #expect(
      Self.text(Self.merged([web, app])) == [
        "1 get", "1 error", "  at f", "  at g", "2 get", "4 done",
      ])
  }

  @Test func linesBeforeASourcesFirstTimeComeFirst() {
    let withHeader = GrowingDocument(["# started", "5 a"])
    let other = GrowingDocument(["3 b"])
    #expect(Self.text(Self.merged([other, withHeader])) == ["# started", "3 b", "5 a"])
  }

  @Test func eachLineKnowsItsSourceAndItsLineThere() {
    let first = GrowingDocument(["1 a", "2 a"])
    let second = GrowingDocument(["1 b", "9 b"])
    let merged = Self.merged([first, second])
    _ = Self.text(merged)
    // 1 a, 1 b, 2 a, 9 b.
    #expect((0..<4).map { merged.place(ofLine: $0).source } == [0, 1, 0, 1])
    #expect((0..<4).map { merged.place(ofLine: $0).line } == [0, 0, 1, 1])
    #expect(merged.isComplete)
  }

  /// The merge of random sources (times rising with jumps back, lines without a time) against
  /// a reference: blocks (a line and the lines after it that tell no time) taken one at a time
  /// from the source whose next block's time is least, the first source on a tie. Over many
  /// checkpoints, each line's place in its source is right.
  @Test(arguments: 0..<8) func randomSourcesMergeAsTheReferenceSays(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...5, using: &random)
    var texts: [[String]] = []
    for source in 0..<count {
      var time = Int.random(in: 0..<50, using: &random)
      var lines: [String] = []
      for index in 0..<Int.random(in: 0...1500, using: &random) {
        let roll = Int.random(in: 0..<10, using: &random)
        if roll == 0 {
          lines.append(" \(source).\(index) trace")
        } else {
          time += roll == 1 ? -Int.random(in: 0...time, using: &random) : roll - 2
          lines.append("\(time) \(source).\(index)")
        }
      }
      texts.append(lines)
    }
    let merged = Self.merged(texts.map { GrowingDocument($0, step: 300) })
    let shown = Self.text(merged)
    #expect(shown == Self.reference(texts), "seed \(seed)")
    for index in stride(from: 0, to: merged.lineCount, by: 7) {
      let (source, line) = merged.place(ofLine: index)
      #expect(texts[source][line] == shown[index], "line \(index)")
    }
  }

  static func reference(_ texts: [[String]]) -> [String] {
    // Each source's blocks, with the time of their first line (`.min` for lines before any).
    var blocks: [[(time: Int64, lines: [String])]] = []
    for text in texts {
      var source: [(time: Int64, lines: [String])] = []
      var last = Int64.min
      for line in text {
        if let time = time(Array(line.utf8)) {
          last = time
          source.append((time, [line]))
        } else if source.isEmpty {
          source.append((last, [line]))
        } else {
          source[source.count - 1].lines.append(line)
        }
      }
      blocks.append(source)
    }
    var heads = Array(repeating: 0, count: blocks.count)
    var out: [String] = []
    while true {
      var best: Int?
      for source in blocks.indices where heads[source] < blocks[source].count {
        if best == nil
          || blocks[source][heads[source]].time < blocks[best!][heads[best!]].time
        {
          best = source
        }
      }
      guard let source = best else { return out }
      out += blocks[source][heads[source]].lines
      heads[source] += 1
    }
  }

  /// A page's lines are merged at once, the rest a look at a time over the turns, the share
  /// merged said meanwhile.
  @Test func aMergeGoesALookAtATime() {
    let lines = MergedDocument.linesPerLook * 2
    let first = GrowingDocument((0..<lines).map { "\($0 * 2) a" })
    let second = GrowingDocument((0..<lines).map { "\($0 * 2 + 1) b" })
    let merged = Self.merged([first, second])
    #expect(merged.lineCount == 0, "nothing merged before it is asked")
    merged.prepareLines(through: 40)
    #expect(merged.lineCount > 40 && merged.lineCount <= MergedDocument.linesPerLook)
    #expect(merged.linesFoundFraction.map { $0 > 0 && $0 < 1 } == true)
    merged.prepareLines(through: .max)
    #expect(!merged.isComplete, "one look, not the rest")
    var turns = 0
    // 16 MiB of a turn's budget read the times of 16,384 lines on the loop.
    while merged.indexAhead(budget: 16 << 20), turns < 100 { turns += 1 }
    #expect(turns >= 2)
    #expect(merged.isComplete && merged.linesFoundFraction == nil)
    #expect(merged.lineCount == lines * 2)
    #expect(String(decoding: merged.line(lines * 2 - 1), as: UTF8.self) == "\(lines * 2 - 1) b")
  }

  /// A source still being indexed holds the merge until its next line is known, so its lines
  /// land in order; one that has ended does not.
  @Test func aSourceStillBeingIndexedIsWaitedFor() {
    let slow = GrowingDocument((0..<100).map { "\($0 * 2) slow" }, indexed: 0, step: 10)
    let quick = GrowingDocument((0..<100).map { "\($0 * 2 + 1) quick" })
    let merged = Self.merged([slow, quick])
    merged.prepareLines(through: 5)
    let early = (0..<merged.lineCount).map { String(decoding: merged.line($0), as: UTF8.self) }
    #expect(early.prefix(4) == ["0 slow", "1 quick", "2 slow", "3 quick"], "\(early)")
    #expect(Self.text(merged) == Self.reference([slow, quick].map { $0.strings }))
  }

  /// A stream still arriving is not waited for: what has come is merged, its last line (which
  /// may grow) waits, and a line that comes later than lines merged after its time is merged
  /// where it comes.
  @Test func aStreamStillArrivingMergesWhatHasCome() {
    let stream = GrowingDocument(["1 s", "4 s"], complete: false)
    stream.lastIsPartial = true
    let file = GrowingDocument(["2 f", "3 f", "5 f"])
    let merged = Self.merged([stream, file])
    #expect(Self.text(merged) == ["1 s", "2 f", "3 f", "5 f"], "the unfinished last line waits")
    stream.append("3 s")
    #expect(Self.text(merged) == ["1 s", "2 f", "3 f", "5 f", "4 s"])
    stream.lastIsPartial = false
    #expect(Self.text(merged) == ["1 s", "2 f", "3 f", "5 f", "4 s", "3 s"], "finished, it comes")
    #expect(!merged.isComplete)
    stream.complete = true
    #expect(Self.text(merged) == ["1 s", "2 f", "3 f", "5 f", "4 s", "3 s"])
    #expect(merged.isComplete)
  }
}

extension MergedDocumentTests.GrowingDocument {
  var strings: [String] { lines.map { String(decoding: $0, as: UTF8.self) } }
}
