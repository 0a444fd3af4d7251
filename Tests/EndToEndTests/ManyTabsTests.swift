import Foundation
import Testing

/// More tabs than the bar can show: `← +N` and `+N →` count the hidden ones, and a click on a
/// marker jumps to the nearest hidden tab.
@Suite("Many tabs")
struct ManyTabsTests {
  static let count = 30

  /// The bar read back: which files show, and the counts on the markers.
  struct Bar: CustomStringConvertible {
    var shown: [Int]
    var hiddenLeft: Int?
    var hiddenRight: Int?
    var text: String

    init(_ screen: [String]) {
      text = screen[DocumentScreen.barRow]
      shown = text.matches(of: #/file(\d\d)\.txt/#).compactMap { Int($0.1) }
      hiddenLeft = text.firstMatch(of: #/← \+(\d+)/#).flatMap { Int($0.1) }
      hiddenRight = text.firstMatch(of: #/\+(\d+) →/#).flatMap { Int($0.1) }
    }

    /// Shown titles run without a gap, and with the hidden ones make up every tab.
    var isConsistent: Bool {
      guard let first = shown.first, let last = shown.last else { return false }
      return shown == Array(first...last) && (hiddenLeft ?? 0) == first - 1
        && (hiddenRight ?? 0) == ManyTabsTests.count - last
    }

    var description: String { text }
  }

  static func makeFiles(in folder: FixtureFolder) throws -> [String] {
    try (1...count).map { number in
      let name = String(format: "file%02d.txt", number)
      return try folder.write(name, "contents of file \(number)\n")
    }
  }

  static func showsTab(_ tab: Int, _ screen: [String]) -> Bool {
    DocumentScreen.position(screen).map { $0 == (tab, count) } == true
      && DocumentScreen.firstLine(screen) == "contents of file \(tab)"
  }

  @Test("30 files: the first titles and a +N → marker; the last tab brings ← +N and no right one")
  func overflowMarkers() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"] + (try Self.makeFiles(in: folder)))
    defer { session.close() }

    let first = Bar(try await session.waitUntil("tab 1") { Self.showsTab(1, $0) })
    #expect(first.shown.first == 1, "bar: \(first)")
    #expect(first.hiddenLeft == nil, "no left marker on the first tab: \(first)")
    #expect((first.hiddenRight ?? 0) > 0, "a right marker: \(first)")
    #expect(first.isConsistent, "bar: \(first)")
    #expect(first.text.hasSuffix("→") || first.text.hasSuffix("→ "), "marker at the end: \(first)")

    try await session.sendKeys("End")
    let last = Bar(try await session.waitUntil("tab 30") { Self.showsTab(30, $0) })
    #expect(last.shown.last == 30, "bar: \(last)")
    #expect(last.hiddenRight == nil, "no right marker on the last tab: \(last)")
    #expect((last.hiddenLeft ?? 0) > 0, "a left marker: \(last)")
    #expect(last.isConsistent, "bar: \(last)")
  }

  @Test("Walking through all 30 tabs keeps the active title on the bar and the markers true")
  func walkKeepsActiveTitleShown() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"] + (try Self.makeFiles(in: folder)))
    defer { session.close() }
    try await session.waitUntil("tab 1") { Self.showsTab(1, $0) }

    for tab in 2...Self.count {
      try await session.sendKeys("Right")
      let screen = try await session.waitUntil("tab \(tab)") { Self.showsTab(tab, $0) }
      let bar = Bar(screen)
      #expect(bar.shown.contains(tab), "tab \(tab) should be on the bar: \(bar)")
      #expect(bar.isConsistent, "bar: \(bar)")
      let title = String(format: "file%02d.txt", tab)
      let columns = try #require(DocumentScreen.titleColumns([title], in: screen)[title])
      let indicator = try #require(DocumentScreen.indicator(screen), "indicator: \(screen[1])")
      #expect(
        indicator.lowerBound <= columns.lowerBound && columns.upperBound <= indicator.upperBound,
        "the indicator \(indicator) should lie under \(title) at \(columns)")
    }
  }

  @Test("A click on +N → jumps to the nearest hidden tab on the right, on ← +N to the left")
  func clickMarkers() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"] + (try Self.makeFiles(in: folder)))
    defer { session.close() }
    try await session.waitUntil("tab 1") { Self.showsTab(1, $0) }

    // To the middle, where both markers show.
    try await session.sendKeys("9")
    try await session.waitUntil("tab 9") { Self.showsTab(9, $0) }
    for _ in 1...8 { try await session.sendKeys("Right") }
    let middle = try await session.waitUntil("tab 17") { Self.showsTab(17, $0) }
    let bar = Bar(middle)
    #expect(bar.hiddenLeft != nil && bar.hiddenRight != nil, "both markers: \(bar)")
    #expect(bar.isConsistent, "bar: \(bar)")

    let rightMarker = "+\(try #require(bar.hiddenRight)) →"
    let rightColumn = try #require(
      PresetScreen.clickColumn(of: rightMarker, in: middle, row: DocumentScreen.barRow))
    let nextHidden = try #require(bar.shown.last) + 1
    try await session.click(column: rightColumn, row: DocumentScreen.barRow + 1)
    let right = try await session.waitUntil("tab \(nextHidden)") { Self.showsTab(nextHidden, $0) }
    let afterRight = Bar(right)
    #expect(afterRight.shown.contains(nextHidden), "bar: \(afterRight)")
    #expect(afterRight.isConsistent, "bar: \(afterRight)")

    let leftMarker = "← +\(try #require(afterRight.hiddenLeft))"
    let leftColumn = try #require(
      PresetScreen.clickColumn(of: leftMarker, in: right, row: DocumentScreen.barRow))
    let previousHidden = try #require(afterRight.shown.first) - 1
    try await session.click(column: leftColumn, row: DocumentScreen.barRow + 1)
    let left = try await session.waitUntil("tab \(previousHidden)") {
      Self.showsTab(previousHidden, $0)
    }
    #expect(Bar(left).shown.contains(previousHidden), "bar: \(Bar(left))")
    #expect(Bar(left).isConsistent, "bar: \(Bar(left))")
  }

  @Test("A click on a shown title selects it")
  func clickShownTitle() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"] + (try Self.makeFiles(in: folder)))
    defer { session.close() }
    let screen = try await session.waitUntil("tab 1") { Self.showsTab(1, $0) }

    let column = try #require(
      PresetScreen.clickColumn(of: "file04.txt", in: screen, row: DocumentScreen.barRow))
    try await session.click(column: column, row: DocumentScreen.barRow + 1)
    try await session.waitUntil("tab 4") { Self.showsTab(4, $0) }
  }
}
