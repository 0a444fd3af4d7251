import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// What stays on a terminal that keeps its screen after quit (`less -X`, or a terminal with no
/// alternate screen): the shown page's text on every row but the last, where it was, the lines
/// before it in the bar's rows, and nothing of the bar or the status line.
@Suite struct LastScreenTests {
  private static func numbered(_ count: Int) -> [String] {
    (1...count).map { "line \($0)" }
  }

  private static func screen(
    _ documents: [MemoryDocument], size: Size = Size(columns: 40, rows: 12)
  ) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: documents.indices.map { "doc\($0 + 1)" }), size: size,
      animationDuration: 0, documents: documents)
  }

  private static func lastScreen(_ screen: PagerScreen) -> Frame {
    PagerView(theme: Theme(preset: screen.preset, depth: .palette256))
      .lastScreen(of: screen, at: .zero)
  }

  @Test func theTextStaysOnItsRowsTheLineBeforeItTakesTheBarsAndTheLastRowIsBlank() throws {
    var screen = try Self.screen([MemoryDocument(Self.numbered(100))])
    screen.update(.scroll(.lines(20)), at: .zero)
    // On screen: the bar, lines 21…30, the status line.
    #expect(render(screen).lines[1].hasPrefix("line 21 "))
    let lines = Self.lastScreen(screen).lines
    #expect(lines.count == 12)
    #expect(lines[0..<11].map { $0.trimmingSuffix() } == (20...30).map { "line \($0)" })
    #expect(lines[11] == String(repeating: " ", count: 40), "the shell's prompt goes there")
  }

  @Test func atTheEndTheLastLineStaysAtTheBottomAndTheLinesAboveFillTheRest() throws {
    var screen = try Self.screen([MemoryDocument(Self.numbered(100))])
    screen.update(.scroll(.bottom), at: .zero)
    let lines = Self.lastScreen(screen).lines
    #expect(lines[0..<11].map { $0.trimmingSuffix() } == (90...100).map { "line \($0)" })
  }

  @Test func atTheTopTheBarsRowsAreLeftBlankRatherThanTheTextMoved() throws {
    let screen = try Self.screen([MemoryDocument(Self.numbered(100))])
    let lines = Self.lastScreen(screen).lines.map { $0.trimmingSuffix() }
    #expect(lines == [""] + (1...10).map { "line \($0)" } + [""])
  }

  @Test func withSeveralTabsTheShownTabsTextStaysWithNoBarNorIndicator() throws {
    var screen = try Self.screen([
      MemoryDocument(Self.numbered(5)), MemoryDocument(["second tab's text"]),
    ])
    screen.update(.pager(.next), at: .zero)
    // The bar, the indicator, then the page from row 2.
    let lines = Self.lastScreen(screen).lines.map { $0.trimmingSuffix() }
    #expect(lines == ["", "", "second tab's text"] + Array(repeating: "", count: 9))
  }

  @Test func theRowsOfTheTextAreTheRowsItHadSoNothingScrolls() throws {
    var screen = try Self.screen([
      MemoryDocument(Self.numbered(100)), MemoryDocument(Self.numbered(100)),
    ])
    screen.update(.scroll(.lines(40)), at: .zero)
    let shown = render(screen).lines
    let left = Self.lastScreen(screen).lines
    for row in screen.layout.pageRows { #expect(left[row] == shown[row], "row \(row)") }
    #expect(left[0].trimmingSuffix() == "line 39" && left[1].trimmingSuffix() == "line 40")
  }

  @Test func everySizeGivesAFrameOfItsSizeAndNoneCrashes() throws {
    for columns in 0...24 {
      for rows in 0...8 {
        let size = Size(columns: columns, rows: rows)
        var screen = try Self.screen(
          [MemoryDocument(Self.numbered(50)), MemoryDocument(["x"])], size: size)
        screen.update(.scroll(.lines(7)), at: .zero)
        let frame = Self.lastScreen(screen)
        #expect(frame.width == columns && frame.height == rows, "\(size)")
      }
    }
  }
}

extension String {
  /// The text without the blanks that fill the rest of its row.
  fileprivate func trimmingSuffix() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
