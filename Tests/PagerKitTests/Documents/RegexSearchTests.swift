import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Regular expressions in search: on the displayed glyphs, smart case, empty matches skipped,
/// bad patterns refused with their reason.
@Suite struct RegexSearchTests {
  static func matches(_ pattern: String, in text: String) -> [Range<Int>] {
    TextSearch(pattern: pattern).matches(in: LineRenderer().render(Array(text.utf8)))
  }

  @Test func aPatternWithAMetacharacterIsARegularExpression() {
    #expect(TextSearch(pattern: "err(or)?").isRegularExpression)
    #expect(!TextSearch(pattern: "plain words").isRegularExpression)
    #expect(Self.matches("err(or)?", in: "error: err") == [0..<5, 7..<10])
    #expect(Self.matches("^a", in: "aaa") == [0..<1])
    #expect(Self.matches("[0-9]+ms", in: "took 125ms, then 8ms") == [5..<10, 17..<20])
    #expect(Self.matches("x|y", in: "axby") == [1..<2, 3..<4])
  }

  @Test func smartCaseHoldsForExpressionsToo() {
    #expect(Self.matches("warn.*", in: "WARNING") == [0..<7])
    #expect(Self.matches("Warn.*", in: "WARNING").isEmpty)
    #expect(Self.matches("Warn.*", in: "Warning") == [0..<7])
  }

  @Test func matchesAreCellsOfWhatShows() {
    // 日 takes two cells; SGR bytes show nothing and are not matched.
    #expect(Self.matches("日.", in: "a日本b") == [1..<5])
    #expect(Self.matches("b.d", in: "ab\u{1B}[1mcd") == [1..<4])
    #expect(Self.matches("a +b", in: "a\tb") == [0..<9], "a tab is the blanks it shows")
  }

  @Test func emptyMatchesShowNothing() {
    #expect(Self.matches("z*", in: "abc").isEmpty)
    #expect(Self.matches("b*", in: "abbc") == [1..<3])
  }

  @Test func aBadExpressionIsRefusedWithItsReasonAndSearchedAsTextMeanwhile() throws {
    #expect(throws: SearchPatternError.self) { try TextSearch.validated("(unclosed") }
    do {
      _ = try TextSearch.validated("a[b")
      Issue.record("a[b compiled")
    } catch {
      #expect(!error.reason.isEmpty)
    }
    #expect(Self.matches("(x", in: "f(x)") == [1..<3], "as plain text")
    #expect(try TextSearch.validated("a.c").isRegularExpression)
    #expect(try !TextSearch.validated("abc").isRegularExpression)
  }

  @Test func aDocumentIsSearchedForAnExpressionAndTheMatchShown() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["log"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(numberedLines(1...100) + ["status=503 at 12:00"])])
    screen.submitSearch(for: "status=5[0-9]{2}", at: .zero)
    #expect(screen.pages[0].viewport.topLine > 90)
    let frame = render(screen)
    let row = try #require(frame.lines.firstIndex { $0.hasPrefix("status=503") })
    #expect((0..<10).allSatisfy { frame[$0, row].style.attributes.contains(.reverse) })
    #expect(!frame[10, row].style.attributes.contains(.reverse))
  }
}
