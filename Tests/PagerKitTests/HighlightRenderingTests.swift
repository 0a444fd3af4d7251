import Testing

@testable import PagerKit
@testable import PagerReader

/// How pages draw the highlights: each in its look, several on one line, the search's reverse
/// video over them, in every tab, and told apart by attributes where there is no colour.
@Suite struct HighlightRenderingTests {
  static let yellow = Style(foreground: .indexed(0), background: .indexed(220))
  static let cyan = Style(foreground: .indexed(0), background: .indexed(81))

  /// The styles of `line`'s cells, one per column.
  static func styles(_ line: DisplayLine) -> [Style] { line.cells.map(\.style) }

  @Test func severalHighlightsOnOneLineEachInItsStyle() {
    let line = render("error 42, warn 7, error 9")
    let highlighted = line.highlighted(
      [
        StyledSearch(TextSearch(pattern: "error [0-9]+"), style: Self.yellow),
        StyledSearch(TextSearch(pattern: "warn"), style: Self.cyan),
      ], search: nil)
    let styles = Self.styles(highlighted)
    #expect(styles[0..<8].allSatisfy { $0 == Self.yellow }, "error 42")
    #expect(styles[8..<10].allSatisfy { $0 == .plain })
    #expect(styles[10..<14].allSatisfy { $0 == Self.cyan }, "warn")
    #expect(styles[14..<18].allSatisfy { $0 == .plain })
    #expect(styles[18..<25].allSatisfy { $0 == Self.yellow }, "error 9")
    #expect(highlighted.cells.map(\.glyph) == line.cells.map(\.glyph), "the text stays")
  }

  @Test func theSearchWinsWhereItOverlapsAHighlight() {
    let base = Style(foreground: .indexed(15), background: .indexed(235), attributes: .bold)
    let line = render("a needle here", base: base)
    let highlighted = line.highlighted(
      [StyledSearch(TextSearch(pattern: "needle"), style: Self.yellow)],
      search: TextSearch(pattern: "dle he"))
    let styles = Self.styles(highlighted)
    var reversed = base
    reversed.attributes.insert(.reverse)
    #expect(styles[2..<5].allSatisfy { $0 == Self.yellow }, "nee: the highlight alone")
    #expect(styles[5..<11].allSatisfy { $0 == reversed }, "dle he: the search, as without one")
    #expect(styles[11..<13].allSatisfy { $0 == base })
    #expect(
      line.highlighted([], search: TextSearch(pattern: "dle he")) == line.highlighted([5..<11]),
      "with no highlight, the search as it always was")
  }

  @Test func aLaterHighlightIsDrawnOverAnEarlierOne() {
    let line = render("one two three")
    let highlighted = line.highlighted(
      [
        StyledSearch(TextSearch(pattern: "one two"), style: Self.yellow),
        StyledSearch(TextSearch(pattern: "two"), style: Self.cyan),
      ], search: nil)
    let styles = Self.styles(highlighted)
    #expect(styles[0..<4].allSatisfy { $0 == Self.yellow })
    #expect(styles[4..<7].allSatisfy { $0 == Self.cyan })
  }

  @Test func aLineTooLongToRenderWholeIsHighlightedToo() {
    let long = "needle " + String(repeating: "x", count: LinePiece.wholeLineLimit + 10)
    let layout = DocumentLayout(width: 20, rows: 3, wrapsLines: true, renderer: LineRenderer())
    let page = DocumentPage(
      document: MemoryDocument([long]), viewport: DocumentViewport(), layout: layout,
      search: nil, highlights: [StyledSearch(TextSearch(pattern: "needle"), style: Self.cyan)])
    let first = page.rows[0].map(\.style)
    #expect(first[0..<6].allSatisfy { $0 == Self.cyan })
    #expect(first[6..<20].allSatisfy { $0 == .plain })
  }

  // MARK: Frames

  static let text = ["error 1 in alpha", "warn 2 in beta", "plain line", "error 3 and warn 4"]

  /// A screen of two tabs of `text`, highlighting `error [0-9]` and `warn`, searching `in`.
  static func screen() throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["one", "two"]), size: Size(columns: 40, rows: 10),
      animationDuration: 0, documents: [MemoryDocument(text), MemoryDocument(text)])
    try screen.addHighlight("error [0-9]")
    try screen.addHighlight("warn")
    screen.submitSearch(for: " in ", at: .zero)
    return screen
  }

  /// The style of the cell showing column `column` of line `line` of the shown page.
  static func style(_ frame: Frame, _ screen: PagerScreen, line: Int, column: Int) -> Style {
    frame[column, screen.layout.pageRows.lowerBound + line].style
  }

  @Test(arguments: [ColorDepth.basic8, .palette256, .trueColor, .none])
  func everyTabShowsEachHighlightInItsLookAndTheSearchOverThem(_ depth: ColorDepth) throws {
    var screen = try Self.screen()
    let theme = Theme(preset: screen.preset, depth: depth)
    for tab in 0..<2 {
      screen.update(.pager(.jump(to: tab)), at: .zero)
      let frame = PagerView(theme: theme).render(screen, at: .zero)
      let error = Self.style(frame, screen, line: 0, column: 0)
      let warn = Self.style(frame, screen, line: 1, column: 0)
      // Line 1's match: not the current one, which is line 0's in the tab searched.
      let found = Self.style(frame, screen, line: 1, column: 6)
      let plain = Self.style(frame, screen, line: 2, column: 0)
      #expect(error == theme.highlights[0], "tab \(tab): highlight 1 in the first look")
      #expect(warn == theme.highlights[1], "tab \(tab): highlight 2 in the second look")
      #expect(Self.style(frame, screen, line: 3, column: 0) == theme.highlights[0])
      #expect(Self.style(frame, screen, line: 3, column: 14) == theme.highlights[1])
      #expect(Set([error, warn, found, plain]).count == 4, "tab \(tab), \(depth): told apart")
      var reversed = plain
      reversed.attributes.formSymmetricDifference(.reverse)
      #expect(found == reversed, "the search's match ' in ' in reverse video, as ever")
      var current = reversed
      current.attributes.formUnion([.bold, .underline])
      #expect(
        Self.style(frame, screen, line: 0, column: 7) == (tab == 0 ? current : reversed),
        "the match the search landed on, bold and underlined in its tab alone")
      if depth == .none {
        #expect(error.attributes != warn.attributes, "without colour, the attributes differ")
      }
    }
  }

  @Test func clearedHighlightsLeaveThePlainText() throws {
    var screen = try Self.screen()
    screen.update(.clearHighlights, at: .zero)
    let frame = render(screen)
    #expect(
      Self.style(frame, screen, line: 0, column: 0) == Self.style(frame, screen, line: 2, column: 0)
    )
  }
}
