import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `-g` and `-G`: highlighting only the matches on the line found, or none until `Esc u`.
@Suite struct SearchHighlightTests {
  static let lines = ["a needle", "hay", "needle and needle", "more hay", "a last needle"]

  static func screen(_ highlight: SearchHighlight) throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["notes"]), size: Size(columns: 40, rows: 12),
      documents: [MemoryDocument(lines)])
    screen.searchHighlight = highlight
    return screen
  }

  /// The lines of the page with a highlighted (reverse) cell, counted from 0.
  static func highlightedLines(_ screen: PagerScreen) -> [Int] {
    let frame = render(screen)
    let first = screen.layout.pageRows.lowerBound
    return lines.indices.filter { line in
      (0..<frame.width).contains { frame[$0, first + line].style.attributes.contains(.reverse) }
    }
  }

  /// The lines that have a match of "needle".
  static let needleLines = lines.indices.filter { lines[$0].contains("needle") }

  @Test func everyMatchIsHighlightedByDefault() throws {
    var screen = try Self.screen(.allMatches)
    screen.submitSearch(for: "needle", at: .zero)
    #expect(Self.highlightedLines(screen) == Self.needleLines)
  }

  @Test func withGOnlyTheLineOfTheMatchFoundIsHighlighted() throws {
    var screen = try Self.screen(.currentMatch)
    screen.submitSearch(for: "needle", at: .zero)
    let found = try #require(screen.lastMatch?.place.line)
    #expect(Self.highlightedLines(screen) == [found])
    screen.update(.repeatSearch(reversed: false), at: .zero)
    let next = try #require(screen.lastMatch?.place.line)
    #expect(next != found)
    #expect(Self.highlightedLines(screen) == [next], "n moves the highlight with it")
  }

  @Test func withCapitalGNothingIsHighlightedUntilEscU() throws {
    var screen = try Self.screen(.none)
    screen.submitSearch(for: "needle", at: .zero)
    #expect(screen.search.highlighted == nil)
    #expect(Self.highlightedLines(screen).isEmpty)
    screen.update(.toggleSearchHighlight, at: .zero)
    #expect(Self.highlightedLines(screen) == Self.needleLines)
    screen.submitSearch(for: "hay", at: .zero)
    #expect(Self.highlightedLines(screen).isEmpty, "a new search highlights nothing again")
  }
}
