import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// PCRE2 as the one engine: UTF-8 and bytes that are not, case rules, the limits that end a
/// catastrophic pattern, PCRE2's own errors with their offsets, and the quick path on raw bytes
/// against rendering every line.
@Suite struct PatternEngineTests {
  static func cells(_ pattern: String, in text: String, caseSensitive: Bool? = nil) -> [Range<Int>]
  {
    TextSearch(pattern: pattern, caseSensitive: caseSensitive).matches(
      in: LineRenderer().render(Array(text.utf8)))
  }

  @Test func everyExpressionIsCompiledByTheJIT() throws {
    #expect(try TextSearch.validated("[A-Z]{4}[0-9]{4}").isCompiled)
    #expect(try TextSearch.validated("(ZQXW|QQQQ)[0-9]+ marker").isCompiled)
    #expect(!TextSearch(pattern: "plain").isCompiled, "plain text needs no expression")
  }

  @Test func utf8GlyphsMatchWholeAndTheirCellsComeBack() {
    #expect(Self.cells("é.", in: "café!") == [3..<5])
    #expect(Self.cells("本.", in: "日本語") == [2..<6], "wide glyphs are two cells each")
    #expect(Self.cells("^.{2}$", in: "日本") == [0..<4], "a dot is one character, not a byte")
    // `e` inside an `e` with a combining accent is no match: matches are on whole glyphs.
    #expect(Self.cells("e$", in: "xe\u{301}").isEmpty)
    #expect(Self.cells("e$", in: "xe") == [1..<2])
    #expect(Self.cells("e.", in: "e\u{301}") == [0..<1], "a dot may be the accent: one glyph")
    #expect(Self.cells("\\x{301}", in: "e\u{301}").isEmpty)
  }

  @Test func bytesThatAreNotUTF8NeverMatchButDoNotStopTheLine() {
    let search = TextSearch(pattern: "ok [0-9]+")
    #expect(search.hasMatch(in: [0xFF, 0xFE] + Array(" ok 12".utf8)))
    #expect(search.find(inBytes: [0xC3, 0x28] + Array("ok 7".utf8)).isFound)
    #expect(
      TextSearch(pattern: "a.b").hasMatch(in: [0x61, 0xFF, 0x62]),
      "the bad byte shows as U+FFFD, which a dot matches")
  }

  @Test func smartCaseAndEitherRule() {
    #expect(Self.cells("err[a-z]+", in: "ERROR error") == [0..<5, 6..<11])
    #expect(Self.cells("Err[a-z]+", in: "ERROR Error") == [6..<11])
    #expect(Self.cells("Err[a-z]+", in: "ERROR Error", caseSensitive: false) == [0..<5, 6..<11])
    #expect(Self.cells("err[a-z]+", in: "ERROR error", caseSensitive: true) == [6..<11])
  }

  @Test func aCatastrophicPatternEndsAsTooComplexInsteadOfSpinning() {
    let line = Array((String(repeating: "a", count: 30) + "b").utf8)
    #expect(TextSearch(pattern: "(a+)+$").find(inBytes: line) == .tooComplex)
    let xs = String(repeating: "x", count: 24)
    #expect(TextSearch(pattern: "(x+x+)+y").find(inBytes: Array((xs + "-y").utf8)) == .tooComplex)
    // Without the `y` every match needs, PCRE2 knows at once that there is none.
    #expect(TextSearch(pattern: "(x+x+)+y").find(inBytes: Array(xs.utf8)) == .none)
    // The same pattern on a line it can decide stays an ordinary search.
    #expect(TextSearch(pattern: "(a+)+$").find(inBytes: Array("baaa".utf8)) == .found(1..<4))
    #expect(TextSearch(pattern: "(a+)+$").find(inBytes: Array("ab".utf8)) == .none)
  }

  @Test func aDocumentSearchStopsOnTheLineThatIsTooComplex() {
    let lines = ["fine", "also fine", String(repeating: "a", count: 30) + "b", "aaa"]
    let outcome = TextSearch(pattern: "(a+)+$").search(
      in: MemoryDocument(lines), from: 0, direction: .forward, lineBudget: .max)
    #expect(outcome == .tooComplex(line: 2))
  }

  @Test func pcreRefusesABadPatternWithItsMessageAndOffset() {
    let cases: [(pattern: String, reason: String, offset: Int)] = [
      ("(unclosed", "missing closing parenthesis", 9),
      ("a[b", "missing terminating ] for character class", 3),
      ("x{2,1}", "numbers out of order in {} quantifier", 5),
      ("日本(?<", "subpattern name expected", 5),
    ]
    for (pattern, reason, offset) in cases {
      #expect(throws: SearchPatternError(reason: reason, offset: offset)) {
        try TextSearch.validated(pattern)
      }
    }
    #expect(
      SearchPatternError(reason: "missing closing parenthesis", offset: 9).description
        == "missing closing parenthesis (at 9)")
  }

  @Test func theQuickPathOnBytesAgreesWithRenderingEveryLine() {
    // Random lines of ASCII, colours, overstrike, tabs, controls, wide glyphs and bad bytes;
    // each pattern's verdict on the raw bytes must be its verdict on the rendered line.
    var random = SeededGenerator(seed: 18)
    let pieces: [[UInt8]] = [
      Array("ab".utf8), Array("AB".utf8), Array("a b".utf8), Array("12".utf8),
      [0x1B] + Array("[1m".utf8),
      [0x1B] + Array("[0m".utf8), [0x08], [0x09], Array("x\u{8}x".utf8), Array("_\u{8}a".utf8),
      Array("a\u{8}_".utf8), Array("a\u{8}b\u{8}b".utf8),
      Array("日".utf8), [0xFF], [0x01], Array("é".utf8), Array("e\u{301}".utf8), Array(" ".utf8),
    ]
    let patterns = [
      "ab", "a.b", "^ab", "b$", "[0-9]+", "a +b", "AB", "x", "a\\s+b", "é", "[^a]b", "^.{3}",
    ]
    var plain = LineRenderer()
    plain.overstrikes = false
    let renderers =
      Array(repeating: LineRenderer(), count: 2500) + Array(repeating: plain, count: 500)
    for renderer in renderers {
      var line: [UInt8] = []
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        line += pieces.randomElement(using: &random)!
      }
      let shown = renderer.render(line)
      for pattern in patterns {
        let search = TextSearch(pattern: pattern)
        let fromBytes = search.find(inBytes: line, renderer: renderer)
        let fromCells = search.find(in: shown)
        #expect(
          fromBytes.isFound == fromCells.isFound,
          "\(pattern) on \(line): bytes say \(fromBytes), cells say \(fromCells)")
        if case .found(let cells) = fromCells, Self.showsAsBytes(line, renderer) {
          #expect(fromBytes == .found(cells), "\(pattern) on \(line)")
        }
      }
    }
  }

  static func showsAsBytes(_ line: [UInt8], _ renderer: LineRenderer) -> Bool {
    line.withUnsafeBufferPointer {
      ShownBytes.withShownBytes(of: $0, overstrikes: renderer.overstrikes) { _ in true } ?? false
    }
  }

  @Test func overstruckASCIIIsMatchedAsTheGlyphsItShows() throws {
    let manLine = Array("N\u{8}NA\u{8}AM\u{8}ME\u{8}E  _\u{8}l_\u{8}s a\u{8}b_\u{8}_".utf8)
    let shown = try #require(
      manLine.withUnsafeBufferPointer {
        ShownBytes.withShownBytes(of: $0, overstrikes: true) { Array($0) }
      })
    #expect(String(decoding: shown, as: UTF8.self) == "NAME  ls b_")
    #expect(TextSearch(pattern: "NAME +ls").find(inBytes: manLine) == .found(0..<8))
    #expect(TextSearch(pattern: "name").find(inBytes: manLine) == .found(0..<4))
    let noOverstrike = manLine.withUnsafeBufferPointer {
      ShownBytes.withShownBytes(of: $0, overstrikes: false) { _ in true }
    }
    #expect(noOverstrike == nil, "without overstrike a backspace shows as ^H")
    for odd in ["\u{8}a", "a\u{8}", "a\u{8}\u{8}b", "a\u{8}é", "\u{1B}[1ma\u{8}a"] {
      #expect(!Self.showsAsBytes(Array(odd.utf8), LineRenderer()), "\(odd.debugDescription)")
    }
  }

  @Test func printableASCIIIsToldApartFromEveryOtherByte() {
    for byte in UInt8.min...UInt8.max {
      let line = Array("0123456789abcdef".utf8) + [byte] + Array("tail".utf8)
      #expect(ShownBytes.isPrintableASCII(line) == (0x20...0x7E).contains(byte), "byte \(byte)")
    }
    #expect(ShownBytes.isPrintableASCII([]))
  }
}

extension ShownBytes {
  fileprivate static func isPrintableASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { isPrintableASCII($0) }
  }
}
