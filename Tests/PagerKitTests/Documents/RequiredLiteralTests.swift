import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The text a regular expression's every match shows: read conservatively from the pattern, and
/// never ruling out a line the expression matches.
@Suite struct RequiredLiteralTests {
  static func literal(_ pattern: String, caseSensitive: Bool = true) -> String? {
    RequiredLiteral.of(pattern, caseSensitive: caseSensitive).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  @Test func theLongestRunOutsideGroupsClassesAndOptionsIsRequired() {
    #expect(Self.literal("error.*timeout") == "timeout")
    #expect(Self.literal("ABSEN[T]") == "ABSEN")
    #expect(Self.literal("[0-9]+ms took") == "ms took")
    #expect(Self.literal("colou?r") == "colo", "u? may be missing: the run ends before it")
    #expect(Self.literal("abc+def") == "abc", "c+ is there, but may be repeated")
    #expect(Self.literal("ab{2}cd") == "ab")
    #expect(Self.literal("xyz{0,3}w") == "xy")
    #expect(Self.literal("^GET /api\\.v1$") == "GET /api.v1")
    #expect(Self.literal("(needle)s in hay") == "s in hay")
    #expect(Self.literal("a\\d+bcd") == "bcd")
    #expect(Self.literal("[]a]bc") == "bc", "a ] first in a class belongs to it")
    #expect(Self.literal("[a[bc]]de") == "de", "a class inside a class")
  }

  @Test func whatItCannotBeSureOfGivesNothing() {
    #expect(Self.literal("error|warning") == nil, "either may match")
    #expect(Self.literal("ab(c|d)|efg") == nil, "either side of the whole pattern may match")
    #expect(Self.literal("(ZQXW|QQQQ)[0-9]+ marker") == " marker", "alternatives in a group")
    #expect(Self.literal("x(a|b\\|c)yz") == "yz")
    #expect(Self.literal("(?i)abc") == nil, "inline options")
    #expect(Self.literal("\\Qa.b\\E") == nil, "quoting")
    #expect(Self.literal("\\x41bcd") == nil, "an escape with arguments")
    #expect(Self.literal("(ab)\\1") == nil, "a back reference")
    #expect(Self.literal("[abc") == nil, "an open class")
    #expect(Self.literal("a.b.c") == nil, "no run of two")
    #expect(Self.literal("(ABSENT)") == nil, "inside a group")
    #expect(Self.literal("é.*ü") == nil, "not ASCII")
  }

  @Test func ignoringCaseLettersAreFoldedAndKBreaksARun() {
    #expect(Self.literal("Time.*OUT", caseSensitive: false) == "time")
    #expect(Self.literal("markdown.*", caseSensitive: false) == "down")
    // The Kelvin sign matches k when case is ignored, and its bytes are not k's.
    #expect(TextSearch(pattern: "ok.*").hasMatch(in: Array("o\u{212A}".utf8)))
  }

  /// Random patterns from literals, classes, groups, repetition and escapes, on random lines
  /// with escapes, tabs, controls, wide glyphs and the Kelvin sign: a line the expression
  /// matches is never ruled out by the literal.
  @Test func theQuickTestNeverLosesAMatch() throws {
    var random = SeededGenerator(seed: 12)
    let atoms = [
      "a", "b", "k", "K", "x", "1", " ", ".", "\\.", "[ab]", "[^k]", "(ab)", "\\d", "\\s", "b+",
      "a*", "x?", "k{1,2}", "日", "é",
    ]
    let pieces = [
      "a", "b", "k", "K", "\u{212A}", "x", "1", " ", ".", "\t", "\u{1B}[1m", "\u{1B}[0m", "\u{8}",
      "ab", "bk", "日", "é", "\u{7}",
    ]
    var checked = 0
    for _ in 0..<3000 {
      let pattern = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        atoms.randomElement(using: &random)!
      }
      .joined()
      guard let search = try? TextSearch.validated(pattern), search.isRegularExpression else {
        continue
      }
      for _ in 0..<20 {
        let line = (0..<Int.random(in: 0..<12, using: &random)).map { _ in
          pieces.randomElement(using: &random)!
        }
        .joined()
        let bytes = Array(line.utf8)
        let shown = search.firstMatch(in: LineRenderer().render(bytes)) != nil
        #expect(search.hasMatch(in: bytes) == shown, "\(pattern) on \(line.debugDescription)")
        checked += 1
      }
    }
    #expect(checked > 20_000)
  }
}
