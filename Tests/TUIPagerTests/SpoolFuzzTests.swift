import Glibc
import TestSupport
import Testing

@testable import PagerProgram

/// Random text through a pipe into a spool with a small limit, in random chunks: the lines read
/// back are the text's, less the dropped ones the first line counts. `make fuzz` sets
/// `PAGER_FUZZ_LINES` for a long run.
@Suite struct SpoolFuzzTests {
  /// A round is a spool of up to 600 KB: one for every 20 lines of the renderer's fuzzing.
  static let rounds =
    (Int(getenv("PAGER_FUZZ_LINES").map { String(cString: $0) } ?? "") ?? 240) / 20
  static let seed = UInt64(getenv("PAGER_FUZZ_SEED").map { String(cString: $0) } ?? "") ?? 5

  /// The lines of `text` as a document shows them: split at `\n`, a `\r` before it dropped.
  static func lines(of text: [UInt8]) -> [[UInt8]] {
    var parts = text.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    let tail = parts.removeLast()
    var lines = parts.map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
    if !tail.isEmpty { lines.append(tail) }
    return lines
  }

  @Test func linesReadBackAreTheTextsLessTheDroppedOnes() {
    var random = SeededGenerator(seed: Self.seed)
    for round in 0..<Self.rounds {
      let label = "seed \(Self.seed) round \(round)"
      let newlineOdds = [2, 20, 300, 100_000].randomElement(using: &random)!
      let length = Int.random(in: 0...600_000, using: &random)
      let text = (0..<length).map { _ -> UInt8 in
        if Int.random(in: 0..<newlineOdds, using: &random) == 0 { return 0x0A }
        return [0x61, 0x0D, 0x1B, 0xE4, 0xFF, 0x09].randomElement(using: &random)!
      }
      let limit = Int.random(in: 64 * 1024...512 * 1024, using: &random)
      let feeder = StreamDocumentTests.Feeder(readAheadBytes: .max, spoolLimit: limit)
      feeder.followsTheEnd = true
      var offset = 0
      while offset < text.count {
        let chunk = Int.random(in: 1...100_000, using: &random)
        feeder.write(Array(text[offset..<min(text.count, offset + chunk)]))
        offset += chunk
      }
      feeder.end()
      let document = feeder.document
      let expected = Self.lines(of: text)
      let dropped = document.droppedLineCount
      let shown = (0..<document.lineCount).map { document.line($0) }
      guard document.byteCount > 0, shown.first?.starts(with: Array("…".utf8)) == true else {
        #expect(shown == expected, "\(label): nothing dropped")
        continue
      }
      let kept = Array(shown.dropFirst())
      #expect(dropped + kept.count == expected.count, "\(label): \(dropped) dropped")
      guard dropped + kept.count == expected.count, !kept.isEmpty else { continue }
      #expect(Array(kept.dropFirst()) == Array(expected[(dropped + 1)...]), "\(label)")
      // The first line kept may have lost its start (an endless last line).
      #expect(expected[dropped].reversed().starts(with: kept[0].reversed()), "\(label)")
    }
    print("spool: \(Self.rounds) texts, seed \(Self.seed)")
  }
}
