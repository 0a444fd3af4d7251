import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// less's motions and reports that TUIPager's keys reach: a line, a percentage, past the end,
/// where the page is, matches highlighted or not, and what Ctrl-C stops.
@Suite struct LessMotionTests {
  static let size = Size(columns: 60, rows: 12)

  static func screen(_ document: any TextDocument) throws -> PagerScreen {
    try PagerScreen(preset: .documents(titled: ["notes"]), size: size, documents: [document])
  }

  /// Lines in memory that know their bytes, as a file does: each line and its `\n`.
  final class CountedDocument: TextDocument {
    let lines: [[UInt8]]
    init(_ lines: [String]) { self.lines = lines.map { Array($0.utf8) } }
    var lineCount: Int { lines.count }
    var isComplete: Bool { true }
    func line(_ index: Int) -> [UInt8] { lines[index] }
    func prepareLines(through index: Int) -> Int { lines.count }
    func byteOffset(ofLine index: Int) -> Int? {
      lines.prefix(max(0, index)).reduce(0) { $0 + $1.count + 1 }
    }
    var byteTotal: Int? { byteOffset(ofLine: lines.count) }
  }

  @Test func aLineNumberPutsThatLineOnTop() throws {
    var screen = try Self.screen(MemoryDocument(numberedLines(1...500)))
    screen.update(.scroll(.line(120)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 119)
    screen.update(.scroll(.line(0)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 0)
  }

  @Test(arguments: [(0, 0), (50, 250), (10, 50)])
  func aPercentageGoesThatFarIntoTheLines(_ percent: Int, _ top: Int) throws {
    var screen = try Self.screen(MemoryDocument(numberedLines(1...501)))
    screen.update(.scroll(.line(300)), at: .zero)
    screen.update(.scroll(.percent(percent)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == top)
    screen.update(.mark(.begin(.jump)), at: .zero)
    screen.update(.mark(.name("'")), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 299, "'' goes back from the jump")
  }

  @Test func aHundredPercentIsTheEnd() throws {
    var screen = try Self.screen(MemoryDocument(numberedLines(1...500)))
    screen.update(.scroll(.percent(100)), at: .zero)
    var bottom = screen.pages[0]
    bottom.scrollDocument(by: .bottom, layout: screen.documentLayout)
    #expect(screen.pages[0].viewport == bottom.viewport)
  }

  @Test func scrollingPastTheEndLeavesBlankRowsAndComesBack() throws {
    var screen = try Self.screen(MemoryDocument(numberedLines(1...20)))
    screen.update(.scroll(.bottom), at: .zero)
    let bottom = screen.pages[0].viewport.topLine
    screen.update(.scroll(.lines(1)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == bottom, "j stops at the end")
    screen.update(.scroll(.linesPastEnd(3)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == bottom + 3, "J goes on")
    let document = try #require(screen.pages[0].document)
    let page = DocumentPage(
      document: document, viewport: screen.pages[0].viewport,
      layout: screen.documentLayout, search: nil)
    #expect(page.rows.count == screen.documentLayout.rows - 3)
    screen.update(.scroll(.linesPastEnd(100)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 19, "no further than the last line on top")
    screen.update(.scroll(.linesPastEnd(-2)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 17)
  }

  @Test func thePositionReportSaysTheLinesBytesAndPercentage() throws {
    let lines = (1...100).map { "line \($0)" }
    let document = CountedDocument(lines)
    var screen = try Self.screen(document)
    screen.update(.scroll(.line(50)), at: .zero)
    screen.update(.describePosition, at: .zero)
    let shown = try #require(
      DocumentPage(
        document: document, viewport: screen.pages[0].viewport, layout: screen.documentLayout,
        search: nil
      ).lines)
    let byte = try #require(document.byteOffset(ofLine: shown.upperBound + 1))
    let total = try #require(document.byteTotal)
    #expect(
      screen.message
        == "notes · lines 50–\(shown.upperBound + 1) of 100 · byte \(byte) of \(total) · "
        + "\(byte * 100 / total)%")
    #expect(render(screen).lines.last?.contains("byte \(byte) of \(total)") == true)
  }

  @Test func withoutBytesThePercentageIsOfTheLines() throws {
    var screen = try Self.screen(MemoryDocument(numberedLines(1...200)))
    screen.update(.scroll(.line(91)), at: .zero)
    screen.update(.describePosition, at: .zero)
    let message = try #require(screen.message)
    #expect(message.hasPrefix("notes · lines 91–"))
    #expect(!message.contains("byte"))
    let last = try #require(Int(message.split(separator: "–")[1].split(separator: " ")[0]))
    #expect(message.hasSuffix(" · \(last * 100 / 200)%"))
  }

  @Test func aTextStillArrivingHasNoTotalYet() throws {
    let document = GrowingDocument(numberedLines(1...40))
    var screen = try Self.screen(document)
    screen.update(.describePosition, at: .zero)
    #expect(screen.message?.hasPrefix("notes · lines 1–") == true)
    #expect(screen.message?.contains(" of ") == false)
    #expect(screen.message?.contains("%") == false)
  }

  @Test func escUTurnsTheHighlightingOffUntilTheNextSearch() throws {
    var screen = try Self.screen(MemoryDocument(["a needle", "hay"]))
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.search.highlighted != nil)
    screen.update(.toggleSearchHighlight, at: .zero)
    #expect(screen.search.highlighted == nil)
    #expect(!render(screen)[3, 1].style.attributes.contains(.reverse))
    screen.update(.toggleSearchHighlight, at: .zero)
    #expect(screen.search.highlighted?.pattern == "needle")
    screen.update(.toggleSearchHighlight, at: .zero)
    screen.submitSearch(for: "hay", at: .zero)
    #expect(screen.search.highlighted?.pattern == "hay", "a new search is highlighted")
  }

  @Test func anInterruptStopsFollowingThenFindsNothingToStop() throws {
    let document = GrowingDocument(numberedLines(1...40))
    var screen = try PagerScreen(
      preset: .documents(titled: ["pipe"]), size: Self.size, documents: [document],
      following: [0])
    #expect(screen.interrupt(at: .zero) == ["following"])
    #expect(screen.message == "Stopped following")
    document.append(numberedLines(41...80))
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    #expect(!screen.pages[0].isFollowing)
    #expect(screen.interrupt(at: .zero).isEmpty)
  }

  @Test func anInterruptStopsASearchGoingOn() throws {
    let lines = (0..<400_000).map { "hay \($0)" } + ["needle"]
    var screen = try PagerScreen(
      preset: .documents(titled: ["hay"]), size: Self.size, documents: [MemoryDocument(lines)],
      searchesAllTabs: false)
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.inputMode == .searching)
    #expect(screen.interrupt(at: .zero) == ["the search"])
    #expect(screen.pendingSearch == nil && screen.inputMode == .normal)
    #expect(screen.pages[0].viewport.topLine == 0)
  }
}
