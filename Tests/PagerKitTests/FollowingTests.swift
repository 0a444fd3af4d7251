import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Following a text's end as it arrives: pipes and commands while their view is at the end, any
/// tab after `F`; scrolling away pauses, `F` or `G` resumes.
@Suite struct FollowingTests {
  static let size = Size(columns: 100, rows: 12)

  static func screen(
    _ documents: [any TextDocument], following: Set<Int> = [0]
  ) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: documents.indices.map { "doc \($0)" }), size: size,
      animationDuration: 0, documents: documents, following: following)
  }

  /// The top line that puts the last of `count` lines at the bottom of the page.
  static func bottomTop(_ screen: PagerScreen, count: Int) -> Int {
    count - screen.documentLayout.rows
  }

  @Test func aPipeWhoseFirstScreenShowsItsEndFollowsWhatComesNext() throws {
    let document = GrowingDocument(numberedLines(1...3))
    var screen = try Self.screen([document])
    document.append(numberedLines(4...30))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 30))
    #expect(screen.pages[0].isFollowing)
    #expect(render(screen).lines.last?.contains("(following)") == true)
    document.append(numberedLines(31...40))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 40))
  }

  /// A view that finds its lines a look at a time (a merge) after its text came: the page
  /// following it goes on to the end as the lines are found, with no more text coming.
  @Test func aFollowingPageKeepsToTheEndOfLinesFoundAfterTheTextCame() throws {
    let quick = GrowingDocument((0..<3).map { "\($0 * 2) quick" })
    quick.finish()
    let stream = GrowingDocument(["1 stream"])
    let merged = MergedDocument(
      sources: [quick, stream].map { document in
        MergeSource(document: document) { line in
          let digits = line.prefix { $0 >= 0x30 && $0 <= 0x39 }
          return digits.isEmpty ? nil : digits.reduce(0) { $0 * 10 + Int64($1 - 0x30) }
        }
      })
    var screen = try PagerScreen(
      preset: .documents(titled: ["merge"]), size: Self.size, animationDuration: 0,
      documents: [merged], following: [0], indexAheadBudget: 1 << 20)
    stream.append((1..<40_000).map { "\($0 * 2 + 1) stream" })
    stream.finish()
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(merged.lineCount < 40_003, "the merge finds the new lines over the turns")
    // A tick's budget merges the times of 1,024 lines read one by one.
    for turn in 1...100 where !merged.isComplete {
      _ = screen.tick(at: Instant(milliseconds: Double(turn) * 16))
    }
    #expect(merged.isComplete)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 40_003))
  }

  @Test func aFirstBurstLongerThanAScreenStaysAtTheTopAsAPagerShouldShowIt() throws {
    let document = GrowingDocument()
    var screen = try Self.screen([document])
    document.append(numberedLines(1...100))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    document.append(numberedLines(101...200))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 0)
    #expect(!screen.pages[0].isFollowing && !screen.pages[0].isPaused)
  }

  @Test func scrollingUpPausesAndGOrFResumes() throws {
    let document = GrowingDocument(numberedLines(1...3))
    var screen = try Self.screen([document])
    document.append(numberedLines(4...30))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    screen.update(.scroll(.lines(-1)), at: .zero)
    let paused = screen.pages[0].viewport
    #expect(screen.pages[0].isPaused && !screen.pages[0].isFollowing)
    #expect(render(screen).lines.last?.contains("paused: F or G follows") == true)
    document.append(numberedLines(31...35))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport == paused, "a paused view stays on its text")

    screen.update(.scroll(.bottom), at: .zero)
    #expect(screen.pages[0].isFollowing)
    document.append(numberedLines(36...40))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 40))

    screen.update(.scroll(.pages(-1)), at: .zero)
    #expect(screen.pages[0].isPaused)
    document.append(numberedLines(41...50))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    screen.update(.follow(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].isFollowing)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 50))
  }

  @Test func aFileTabFollowsOnlyAfterF() throws {
    let document = GrowingDocument(numberedLines(1...3))
    var screen = try Self.screen([document], following: [])
    document.append(numberedLines(4...30))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 0)
    #expect(!screen.pages[0].isPaused, "a tab never followed is not paused")
    screen.update(.follow(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 30))
    document.append(numberedLines(31...33))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 33))
  }

  /// A file still decoding (xz, a preprocessor's pipe) is not followed; `G` reads on to its
  /// end as less's does, following it as it arrives, until it ends.
  @Test func gOnATextStillArrivingGoesOnToItsEnd() throws {
    let document = GrowingDocument(numberedLines(1...30))
    var screen = try Self.screen([document], following: [])
    screen.update(.scroll(.bottom), at: .zero)
    screen.update(.tick, at: at(10))
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 30))
    document.append(numberedLines(31...90))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: at(20))
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 90))
    document.finish()
    screen.update(.contentChanged(tab: screen.tabList[0]), at: at(30))
    #expect(!screen.pages[0].isFollowing, "the text ended")
  }

  @Test func followOnAnEmptyPageWaitsForTheText() throws {
    let document = GrowingDocument()
    var screen = try Self.screen([document], following: [])
    screen.update(.follow(tab: screen.tabList[0]), at: .zero)
    document.append(numberedLines(1...50))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(screen.pages[0].viewport.topLine == Self.bottomTop(screen, count: 50))
    #expect(screen.pages[0].isFollowing)
  }

  @Test func aFinishedTextIsNeitherFollowedNorPaused() throws {
    let document = GrowingDocument(numberedLines(1...3))
    var screen = try Self.screen([document])
    document.append(numberedLines(4...30))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    document.finish()
    screen.update(.status(tab: screen.tabList[0], .finished), at: .zero)
    #expect(!screen.pages[0].isFollowing)
    screen.update(.scroll(.lines(-3)), at: .zero)
    #expect(!screen.pages[0].isPaused)
    #expect(render(screen).lines.last?.contains("follow") == false)
  }

  @Test func aTabNotShownFollowsAndIsMarkedUntilShown() throws {
    let shown = GrowingDocument(numberedLines(1...3))
    let hidden = GrowingDocument(numberedLines(1...3))
    var screen = try Self.screen([shown, hidden], following: [0, 1])
    hidden.append(numberedLines(4...30))
    screen.update(.contentChanged(tab: screen.tabList[1]), at: .zero)
    #expect(screen.pages[1].viewport.topLine == Self.bottomTop(screen, count: 30))
    #expect(screen.pages[1].hasNews && !screen.pages[0].hasNews)
    #expect(screen.barTitles[1] == "doc 1 •")
    screen.update(.pager(.next), at: .zero)
    #expect(!screen.pages[1].hasNews)
    #expect(screen.barTitles[1] == "doc 1")
  }

  @Test func textArrivingOnTheShownTabIsNoNews() throws {
    let document = GrowingDocument(numberedLines(1...3))
    var screen = try Self.screen([document])
    document.append(numberedLines(4...5))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(!screen.pages[0].hasNews)
  }
}
