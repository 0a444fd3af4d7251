import Testing

@testable import PagerKit
@testable import PagerReader

/// A match found before the count reached it: the summary is drawn the moment the count gets
/// there, with no key, written as line counts are.
@Suite struct MatchSummaryRedrawTests {
  @Test func theSummaryComesWhenTheCountReachesTheMatch() throws {
    // 400,000 lines; a hit every seventh line of the last 100,000: 14,286 of them.
    let lines = (1...400_000).map { $0 > 300_000 && $0 % 7 == 2 ? "hit \($0)" : "line \($0)" }
    var screen = try PagerScreen(
      preset: .documents(titled: ["pipe"]), size: Size(columns: 80, rows: 20),
      animationDuration: 0, documents: [MemoryDocument(lines)])
    for edit: PromptEdit in [.open, .insert("h"), .insert("i"), .insert("t"), .submit] {
      screen.update(.prompt(edit), at: at(0))
    }
    var time = 0.0
    while screen.isMoving(at: at(time)) {
      time += 16
      screen.update(.tick, at: at(time))
    }
    #expect(screen.message == "match 1 of 14,286 · tab 1 of 1 with matches")
  }
}
