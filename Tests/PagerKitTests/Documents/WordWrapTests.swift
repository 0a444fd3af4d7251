import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Wrapping at spaces, as less's `--wordwrap`: rows end after the last space rather than inside a
/// word; a word longer than a row is cut at the edge as without it.
@Suite struct WordWrapTests {
  @Test func aRowThatWouldCutAWordEndsAfterTheLastSpace() {
    let line = render("the quick brown fox jumps")
    #expect(
      line.wrapped(width: 10, atWords: true).map(shown) == ["the quick ", "brown fox ", "jumps"])
    #expect(line.wrapped(width: 10).map(shown) == ["the quick ", "brown fox ", "jumps"])
    #expect(
      line.wrapped(width: 8, atWords: true).map(shown) == [
        "the ", "quick ", "brown ", "fox ", "jumps",
      ])
    #expect(line.wrapped(width: 8).map(shown) == ["the quic", "k brown ", "fox jump", "s"])
    #expect(line.rowCount(width: 8, atWords: true) == 5)
  }

  @Test func aWordLongerThanTheRowIsCutAtTheEdge() {
    let line = render("a supercalifragilistic word")
    #expect(
      line.wrapped(width: 6, atWords: true).map(shown)
        == ["a ", "superc", "alifra", "gilist", "ic ", "word"])
  }

  @Test func aSpaceAtTheEdgeOrJustPastItBreaksThereAsWithout() {
    let line = render("abcd efgh ijkl")
    // The row's last cell is a space, or the next row starts with one: no word is cut.
    #expect(line.rowRanges(width: 5, atWords: true) == line.rowRanges(width: 5))
    #expect(line.rowRanges(width: 10, atWords: true) == line.rowRanges(width: 10))
    // A row that starts with the space before a word cuts that word when it is full.
    #expect(line.wrapped(width: 4, atWords: true).map(shown) == ["abcd", " efg", "h ", "ijkl"])
  }

  @Test func leadingSpacesAreNoPlaceToBreak() {
    let line = render("    indented_word_longer")
    #expect(
      line.wrapped(width: 8, atWords: true).map(shown) == ["    ", "indented", "_word_lo", "nger"])
    let code = render("        x")
    #expect(code.wrapped(width: 4, atWords: true).map(shown) == ["    ", "    ", "x"])
  }

  @Test func wideGlyphsAndTabsWrapAtTheirSpaces() {
    let line = render("中文 字符串")
    #expect(line.wrapped(width: 6, atWords: true).map(shown) == ["中·文· ", "字·符·串·"])
    let tabbed = render("ab\tcdefgh")
    // The tab is spaces to column 8: the word after it starts the next row.
    #expect(tabbed.wrapped(width: 10, atWords: true).map(shown) == ["ab      ", "cdefgh"])
  }

  /// For every width and many lines of words and spaces: the rows cover every cell in order,
  /// none is wider than the width, each ends at a space, the line's end, or (cut) inside a word
  /// only where its row has no space after its first cell; the count matches the rows.
  @Test func everyRowEndsAtASpaceUnlessItHoldsNone() {
    var random = SeededGenerator(seed: 0x3F01_D5)
    let pieces = ["a", "bb", "ccc", "dddddddd", "中", "文字", " ", " ", "  ", "\t"]
    for _ in 0..<300 {
      let text = (0..<Int(random.next() % 14)).map { _ in
        pieces[Int(random.next() % UInt64(pieces.count))]
      }.joined()
      let line = render(text)
      let cells = line.cells
      for width in 1...12 {
        let ranges = line.rowRanges(width: width, atWords: true)
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == cells.count)
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(line.rowCount(width: width, atWords: true) == ranges.count, "\(text) at \(width)")
        for range in ranges.dropLast() {
          #expect(width == 1 || range.count <= width, "\(text) at \(width)")
          let end = range.upperBound
          let atBreak = cells[end - 1].glyph == " " || cells[end].glyph == " "
          let hasSpace = cells[(range.lowerBound + 1)..<end].contains { $0.glyph == " " }
          #expect(atBreak || !hasSpace, "\(text) at \(width): \(ranges) cuts a word")
        }
      }
    }
  }

  /// A screen 20 columns wide of one long line and the lines after it.
  static func screen() throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["notes"]), size: Size(columns: 20, rows: 10),
      animationDuration: 0,
      documents: [
        MemoryDocument(
          ["words wrap at spaces when word wrap is on, needle included", "next"]
            + numberedLines(1...20))
      ])
  }

  /// The text rows of the shown page.
  static func pageRows(_ screen: PagerScreen) -> [String] {
    render(screen).lines[screen.layout.pageRows].map(\.trimmingSpaces)
  }

  @Test func theSettingWrapsThePagesAtSpacesAndTheKeyTurnsItOff() throws {
    var screen = try Self.screen()
    screen.update(.setting(.wordWrap(true)), at: .zero)
    #expect(
      Self.pageRows(screen).prefix(4) == [
        "words wrap at spaces", "when word wrap is", "on, needle included", "next",
      ])
    let document = try #require(screen.pages[0].document)
    #expect(screen.documentLayout.rowCount(ofLine: 0, in: document) == 3)
    screen.update(.toggleOption(.wrapsAtWords), at: .zero)
    #expect(screen.message == "long lines wrap at the screen's edge, inside a word too")
    #expect(Self.pageRows(screen).prefix(2) == ["words wrap at spaces", "when word wrap is o"])
    screen.update(.toggleOption(.wrapsAtWords), at: .zero)
    #expect(screen.message == "long lines wrap at spaces, not inside a word")
    #expect(Self.pageRows(screen)[1] == "when word wrap is")
  }

  @Test func aMatchOnAWrappedRowIsHighlightedWhereItShows() throws {
    var screen = try Self.screen()
    screen.update(.setting(.wordWrap(true)), at: .zero)
    screen.submitSearch(for: "needle", at: .zero)
    let frame = render(screen)
    let row = screen.layout.pageRows.lowerBound + 2
    #expect(frame.lines[row].hasPrefix("on, needle included"))
    let reversed = columns(frame, row: row) { $0.style.attributes.contains(.reverse) }
    #expect(reversed == Array(4..<10), "the match's cells on the row that shows it")
  }

  @Test func scrollingGoesARowAtATimeThroughTheWrappedRows() throws {
    var screen = try Self.screen()
    screen.update(.setting(.wordWrap(true)), at: .zero)
    screen.update(.scroll(.lines(1)), at: .zero)
    #expect(Self.pageRows(screen).first == "when word wrap is", "as less scrolls screen lines")
    screen.update(.scroll(.lines(2)), at: .zero)
    #expect(Self.pageRows(screen).first == "next")
    screen.update(.scroll(.bottom), at: .zero)
    screen.update(.tick, at: at(10))
    #expect(screen.pages[0].isAtEnd)
  }

  @Test func aLineTooLongToRenderWholeWrapsAtItsSpacesToo() throws {
    // 75 KB: laid out a piece at a time (``LongLineLayout``).
    let long = String(repeating: "word ", count: 15_000)
    var screen = try PagerScreen(
      preset: .documents(titled: ["long"]), size: Size(columns: 22, rows: 10),
      animationDuration: 0, documents: [MemoryDocument([long, "next"])])
    #expect(Self.pageRows(screen).first == "word word word word wo", "anywhere, at first")
    screen.update(.setting(.wordWrap(true)), at: .zero)
    #expect(
      Array(Self.pageRows(screen).prefix(2)) == ["word word word word", "word word word word"])
    let document = try #require(screen.pages[0].document)
    #expect(screen.documentLayout.rowCount(ofLine: 0, in: document) == 3_750)
    screen.update(.scroll(.bottom), at: .zero)
    for tick in 1...400 where screen.pendingScroll != nil {
      screen.update(.tick, at: at(Double(tick * 20)))
    }
    let rows = Self.pageRows(screen).filter { !$0.isEmpty }
    #expect(rows.suffix(2) == ["word word word word", "next"], "\(rows)")
  }
}
