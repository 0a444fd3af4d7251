import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The scan of many lines at once against matching every line alone: the same lines, for
/// patterns that anchor, span blanks and line ends, and lines of every kind.
@Suite struct ChunkScanTests {
  static func scanned(
    _ text: [UInt8], _ search: TextSearch, renderer: LineRenderer = LineRenderer()
  )
    -> (matches: [Int], lines: Int)
  {
    var matches: [Int] = []
    let lines = text.withUnsafeBufferPointer { buffer in
      ChunkScan(search: search, renderer: renderer).scan(buffer) { line, _, verdict in
        if verdict == .match { matches.append(line) }
        return true
      }
    }
    return (matches, lines.lines)
  }

  /// The lines of `text` as a file's are: split at `\n`, a `\r` before it dropped.
  static func lines(_ text: [UInt8]) -> [[UInt8]] {
    let pieces = text.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
    var lines = pieces.dropLast().map { $0.last == 0x0D ? Array($0.dropLast()) : $0 }
    if let last = pieces.last, !last.isEmpty { lines.append(last) }
    return lines
  }

  @Test func findsTheLinesThatMatchAndCountsThemAll() {
    let text = Array("alpha 1\nbeta 22\ngamma\r\ndelta 333\nlast".utf8)
    #expect(Self.scanned(text, TextSearch(pattern: "[0-9]+$")) == ([0, 1, 3], 5))
    #expect(Self.scanned(text, TextSearch(pattern: "^gamma$")) == ([2], 5), "\\r\\n ends a line")
    #expect(Self.scanned(text, TextSearch(pattern: "a\\s+b")) == ([], 5), "no match across lines")
    #expect(Self.scanned(text, TextSearch(pattern: "delta")) == ([3], 5))
    #expect(Self.scanned(Array("x\n".utf8), TextSearch(pattern: "x")) == ([0], 1))
    #expect(Self.scanned([], TextSearch(pattern: "x")) == ([], 0))
  }

  @Test func stopsWhereTheVisitSays() {
    let text = Array("a1\nb\na2\na3\n".utf8)
    var seen: [Int] = []
    let lines = text.withUnsafeBufferPointer { buffer in
      ChunkScan(search: TextSearch(pattern: "a[0-9]"), renderer: LineRenderer()).scan(buffer) {
        line, bytes, _ in
        seen.append(line)
        #expect(Array(text[bytes]).first == UInt8(ascii: "a"))
        return line < 2
      }
    }
    #expect(seen == [0, 2])
    #expect(lines == ChunkScan.Outcome(lines: 3, paused: false))
  }

  @Test func itPausesAfterALineMatchedAloneOnceItsTimeIsUp() {
    // Every line is matched alone (the pattern cannot be looked for across lines); the time is
    // up after the third.
    let text = Array("b1\nb2\nb3\nb4\nb5\n".utf8)
    var asked = 0
    var seen: [Int] = []
    let scan = ChunkScan(search: TextSearch(pattern: "b(?=5)"), renderer: LineRenderer())
    let outcome = text.withUnsafeBufferPointer { buffer in
      scan.scan(
        buffer,
        pausing: {
          asked += 1
          return asked == 3
        },
        { line, _, _ in
          seen.append(line)
          return true
        })
    }
    #expect(outcome == ChunkScan.Outcome(lines: 3, paused: true))
    #expect(seen.isEmpty)
    let rest = Array(text[9...]).withUnsafeBufferPointer { buffer in
      scan.scan(buffer) { line, _, _ in
        seen.append(line)
        return true
      }
    }
    #expect(rest == ChunkScan.Outcome(lines: 2, paused: false))
    #expect(seen == [1], "b5 is the second line of the rest")
  }

  @Test func longAndTooComplexLinesAreSaidSo() {
    let long = String(repeating: "x", count: LinePiece.wholeLineLimit + 1)
    let text = Array("short\n\(long)\n\(String(repeating: "a", count: 30))b\n".utf8)
    var verdicts: [Int: ChunkScan.Verdict] = [:]
    text.withUnsafeBufferPointer { buffer in
      _ = ChunkScan(search: TextSearch(pattern: "(a+)+$"), renderer: LineRenderer()).scan(buffer) {
        line, _, verdict in
        verdicts[line] = verdict
        return true
      }
    }
    #expect(verdicts == [1: .longLine, 2: .tooComplex])
  }

  @Test func agreesWithMatchingEveryLineAlone() {
    var random = SeededGenerator(seed: 1818)
    let pieces: [String] = [
      "ab", "AB", "a b", " ", "12", "\n", "\n", "\r\n", "\r", "\t", "\u{1B}[1m", "\u{8}", "x\u{8}x",
      "é", "日", "error", "^", "$", "_\u{8}e",
    ]
    let patterns = [
      "ab", "a.b", "^ab", "b$", "^$", "[0-9]+", "a\\s+b", "a\\s*$", "[^a]+b", "^.{3}$", "error|ab",
      "\\bab\\b", "(?i)Ab", "ab(?=1)", "b\\z", "\\Ab", "é", "日", "a b", "x", "e",
    ]
    let renderers = [LineRenderer(), LineRenderer(tabWidth: 4)]
    for round in 0..<400 {
      var text: [UInt8] = []
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        text += Array(pieces.randomElement(using: &random)!.utf8)
      }
      let renderer = renderers[round % 2]
      let lines = Self.lines(text)
      for pattern in patterns {
        let search = TextSearch(pattern: pattern)
        let alone = lines.indices.filter {
          search.find(inBytes: lines[$0], renderer: renderer).isFound
        }
        let scanned = Self.scanned(text, search, renderer: renderer)
        #expect(
          scanned.matches == alone,
          "\(pattern) in \(String(decoding: text, as: UTF8.self).debugDescription)")
        #expect(scanned.lines == lines.count)
      }
    }
  }
}

/// The patterns matched a line at a time because their cost may grow without bound.
@Suite struct NestedRepetitionTests {
  @Test func aRepeatedGroupThatRepeatsOrHasAlternativesIsNested() {
    for pattern in ["(a+)+$", "(x+x+)+y", "(a|aa)*b", "(.*){2,}", "((ab)*c)+", "(a{2,})*"] {
      #expect(NestedRepetition.isIn(pattern), "\(pattern)")
      #expect(TextSearch(pattern: pattern).scansInChunks == false, "\(pattern)")
    }
    for pattern in ["(ab)+", "(a+)?", "(a|b)c", "a+b*", "[(a+)]+", "\\(a+\\)+", "(a+){1}", "x{2}"] {
      #expect(!NestedRepetition.isIn(pattern), "\(pattern)")
    }
    #expect(TextSearch(pattern: "(ab)+c").scansInChunks)
  }
}
