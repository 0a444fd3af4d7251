import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The status line's match summary on a long pipe: drawn the moment the count reaches the match,
/// with no key, its numbers written as the line counts are.
@Suite struct CountRedrawAppTests {
  @Test func theSummaryIsDrawnWhenCountingEndsWithNoKey() throws {
    // 400,000 lines, every seventh of the last 100,000 a hit: 14,286 of them. The search finds
    // the first before the count has reached it.
    let awk =
      "for (i = 1; i <= 400000; i++) print (i > 300000 && i % 7 == 2 ? \"hit \" : \"line \") i"
    let pilot = try Pilot(["--command", "awk 'BEGIN { \(awk) }'"])
    pilot.waitUntil(seconds: 60) { $0.last?.contains("of 400,000") == true }
    for key in "/hit" { pilot.press(.character(key)) }
    pilot.press(.enter)
    let drawn = pilot.waitUntil(seconds: 60) { lines in
      lines.last?.contains("match 1 of 14,286 · tab 1 of 1 with matches") == true
    }
    #expect(drawn, "the summary, counted, with no key")
  }
}
