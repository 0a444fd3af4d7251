import Testing

@testable import PagerKit
@testable import PagerReader

/// less's status column (`-J`): marks' letters and `*` for matches at the left of the text.
@Suite struct StatusColumnTests {
  static func screen(columns: Int = 40) throws -> PagerScreen {
    var lines = (1...30).map { "line \($0)" }
    lines[2] = "a needle here"
    lines[5] = "another needle"
    var screen = try PagerScreen(
      preset: .documents(titled: ["t"]), size: Size(columns: columns, rows: 12),
      animationDuration: 0, documents: [MemoryDocument(lines)])
    screen.setStatusColumn(true)
    return screen
  }

  @Test func marksAndMatchesShowBesideTheirLinesAndTheTextMovesOver() throws {
    var screen = try Self.screen()
    #expect(screen.gutterColumns == 2 && screen.documentLayout.width == 38)
    #expect(render(screen).lines[1] == "  line 1" + String(repeating: " ", count: 32))
    screen.update(.scroll(.lines(1)), at: at(0))
    screen.update(.mark(.begin(.set)), at: at(0))
    screen.update(.mark(.name("b")), at: at(0))
    screen.update(.scroll(.top), at: at(0))
    screen.submitSearch(for: "needle", at: at(0))
    screen.update(.scroll(.top), at: at(0))
    let rows = render(screen).lines
    #expect(rows[1].hasPrefix("  line 1"))
    #expect(rows[2].hasPrefix("b line 2"), "the mark's letter")
    #expect(rows[3].hasPrefix("* a needle here"), "a match")
    #expect(rows[6].hasPrefix("* another needle"))
    #expect(rows[4].hasPrefix("  line 4"))
  }

  @Test func itComesBeforeTheLineNumbersAndGoesOnANarrowScreen() throws {
    var screen = try Self.screen()
    screen.update(.toggleLineNumbers, at: at(0))
    #expect(screen.gutterColumns == 2 + 8)
    #expect(render(screen).lines[1].hasPrefix("        1 line 1"))
    let narrow = try Self.screen(columns: 7)
    #expect(narrow.statusColumnWidth == 0 && narrow.gutterColumns == 0)
  }
}
