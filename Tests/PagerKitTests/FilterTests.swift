import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// `&pattern`, `&!pattern` and `&` alone: a tab shows only the lines that match, or do not.
@Suite struct FilterTests {
  static func screen(_ document: any TextDocument, numbers: Bool = false) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["app.log"]), size: Size(columns: 100, rows: 12),
      documents: [document], showsLineNumbers: numbers)
  }

  static func log(_ count: Int) -> [String] {
    (1...count).map { $0 % 10 == 0 ? "ERROR \($0)" : "info \($0)" }
  }

  static func filter(_ pattern: String, _ screen: inout PagerScreen) {
    screen.update(.prompt(.openFilter), at: .zero)
    for character in pattern { screen.update(.prompt(.insert(character)), at: .zero) }
    screen.update(.prompt(.submit), at: .zero)
  }

  static func textRows(_ screen: PagerScreen) -> [String] {
    let frame = render(screen)
    return screen.layout.pageRows.map { frame.lines[$0].trimmingTrailingBlanks }
  }

  @Test func onlyMatchingLinesShowWithTheirOwnNumbersAndTheStatusCountsThem() throws {
    var screen = try Self.screen(MemoryDocument(Self.log(100)), numbers: true)
    Self.filter("error", &screen)
    let rows = Self.textRows(screen)
    #expect(rows[0] == "     10 ERROR 10" && rows[1] == "     20 ERROR 20")
    #expect(rows.filter { !$0.isEmpty }.count == 10, "ten matches, on ten rows")
    #expect(render(screen).lines.last?.contains("(filtered: 10 of 100 lines)") == true)
    #expect(render(screen).lines.last?.hasSuffix("lines 1–10 of 10  1/1 ") == true)
  }

  @Test func anExclamationMarkKeepsTheLinesThatDoNotMatchAndAnEmptyFilterShowsAll() throws {
    var screen = try Self.screen(MemoryDocument(Self.log(30)))
    Self.filter("!info", &screen)
    #expect(Self.textRows(screen).prefix(4) == ["ERROR 10", "ERROR 20", "ERROR 30", ""])
    Self.filter("", &screen)
    #expect(Self.textRows(screen)[0] == "ERROR 10", "the top line stays on top")
    #expect(Self.textRows(screen)[1] == "info 11")
    #expect(render(screen).lines.last?.contains("filtered") == false)
  }

  /// With `--header 2`, the header stays on top of the filtered lines, as in less, and the page
  /// never scrolls onto it.
  @Test func theHeaderStaysAboveTheFilteredLines() throws {
    var screen = try PagerScreen(
      preset: .documents(titled: ["app.log"]), size: Size(columns: 100, rows: 12),
      documents: [MemoryDocument(["name level", "---- -----"] + Self.log(100))], headerLines: 2)
    Self.filter("error", &screen)
    let rows = Self.textRows(screen)
    #expect(rows.prefix(4) == ["name level", "---- -----", "ERROR 10", "ERROR 20"], "\(rows)")
    #expect(screen.pages[0].viewport.topLine == 2)
    screen.update(.scroll(.lines(-3)), at: .zero)
    #expect(screen.pages[0].viewport.topLine == 2, "the header is not scrolled onto")
    #expect(render(screen).lines.last?.contains("(filtered: 10 of 102 lines)") == true)
    Self.filter("!info", &screen)
    #expect(Self.textRows(screen).prefix(3) == ["name level", "---- -----", "ERROR 10"])
    Self.filter("", &screen)
    #expect(Self.textRows(screen).prefix(3) == ["name level", "---- -----", "ERROR 10"])
    #expect(screen.pages[0].viewport.topLine >= 2)
  }

  @Test func searchWorksInsideTheFilter() throws {
    var screen = try Self.screen(MemoryDocument(Self.log(1000)))
    Self.filter("ERROR", &screen)
    screen.submitSearch(for: "150", at: .zero)
    #expect(Self.textRows(screen)[0] == "ERROR 150")
    screen.update(.repeatSearch(reversed: false), at: .zero)
    #expect(screen.message == "No more matches below", "only one line of the filter has it")
  }

  @Test func aBigTextIsFilteredASliceATick() throws {
    let big = MemoryDocument((1...400_000).map { $0 % 50_000 == 0 ? "rare \($0)" : "common \($0)" })
    var screen = try Self.screen(big)
    Self.filter("rare", &screen)
    #expect(screen.isFiltering && screen.isMoving(at: .zero))
    #expect(render(screen).lines.last?.contains("lines…") == true)
    var ticks = 0
    while screen.isFiltering, ticks < 10_000 {
      screen.update(.tick, at: .zero)
      ticks += 1
    }
    #expect(ticks >= 1)
    #expect(Array(Self.textRows(screen).prefix(8)) == (1...8).map { "rare \($0 * 50_000)" })
    #expect(render(screen).lines.last?.contains("(filtered: 8 of 400,000 lines)") == true)
  }

  @Test func linesArrivingAreFilteredAsTheyCome() throws {
    let growing = GrowingDocument(["ERROR 1", "info 2"])
    var screen = try PagerScreen(
      preset: .documents(titled: ["pipe"]), size: Size(columns: 100, rows: 12),
      documents: [growing], following: [0])
    Self.filter("ERROR", &screen)
    growing.append(["info 3", "ERROR 4"])
    screen.update(.contentChanged(tab: screen.tabList[0]), at: .zero)
    screen.update(.tick, at: .zero)
    #expect(Self.textRows(screen).prefix(3) == ["ERROR 1", "ERROR 4", ""])
  }

  @Test func aBadPatternStaysOnTheFilterPrompt() throws {
    var screen = try Self.screen(MemoryDocument(Self.log(10)))
    Self.filter("(oops", &screen)
    #expect(screen.inputMode == .prompt)
    #expect(render(screen).lines.last?.hasPrefix(" &(oops  (bad pattern: ") == true)
  }

  @Test(arguments: [
    (0, "0"), (999, "999"), (1000, "1,000"), (88_310, "88,310"), (1_204_331, "1,204,331"),
  ])
  func numbersAreGroupedByThousands(_ number: Int, _ text: String) {
    #expect(StatusLine.grouped(number) == text)
  }
}
