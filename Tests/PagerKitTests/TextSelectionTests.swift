import Testing

@testable import PagerKit
@testable import PagerReader

/// The selection model on its own: places in document coordinates, a double click's word, and
/// the text a selection copies.
@Suite struct TextSelectionTests {
  private static func place(_ line: Int, _ column: Int) -> TextPlace {
    TextPlace(line: line, column: column)
  }

  @Test func aPressAloneSelectsNothingAndADragEitherWayTakesBothEnds() {
    var selection = TextSelection(
      tab: TabID(serial: 0), at: Self.place(3, 5), in: nil, unit: .character)
    #expect(selection.isEmpty && selection.columns(onLine: 3) == nil)
    selection.extend(to: Self.place(5, 2), in: nil)
    #expect(selection.range == Self.place(3, 5)..<Self.place(5, 3))
    #expect(selection.columns(onLine: 3) == 5..<Int.max)
    #expect(selection.columns(onLine: 4) == 0..<Int.max)
    #expect(selection.columns(onLine: 5) == 0..<3)
    #expect(selection.columns(onLine: 6) == nil && selection.columns(onLine: 2) == nil)
    // Backwards, up the text: the press's cell is still the last one taken.
    selection.extend(to: Self.place(1, 7), in: nil)
    #expect(selection.range == Self.place(1, 7)..<Self.place(3, 6))
    // Back on the cell pressed: nothing.
    selection.extend(to: Self.place(3, 5), in: nil)
    #expect(selection.isEmpty)
  }

  @Test func aDoubleClickTakesTheWordAPathOrAnAddressWithoutTheSentencesFullStop() {
    let line = render("see /usr/lib/foo.c. Then user@host:22,  x")
    func word(at column: Int) -> String {
      TextSelection.text(of: line, columns: TextSelection.word(at: column, in: line))
    }
    #expect(word(at: 0) == "see" && word(at: 2) == "see")
    #expect(word(at: 9) == "/usr/lib/foo.c", "the full stop ends the sentence")
    #expect(word(at: 18) == "/usr/lib/foo.c.", "unless it is the cell pressed")
    #expect(word(at: 25) == "user@host:22")
    #expect(word(at: 37) == ",", "other punctuation is a word of its own")
    #expect(TextSelection.word(at: 39, in: line) == 38..<40, "a run of blanks")
    // Past the end of the line: from its end to the cell.
    #expect(TextSelection.word(at: 50, in: line) == line.cells.count..<51)
  }

  @Test func aWideGlyphIsOneCharacterOfItsWordWhicheverHalfIsPressed() {
    let line = render("ab 日本語x です")
    // a b ␣ 日 · 本 · 語 · x ␣ で · す ·
    #expect(TextSelection.word(at: 4, in: line) == 3..<10)
    #expect(TextSelection.word(at: 9, in: line) == 3..<10)
    #expect(TextSelection.word(at: 11, in: line) == 11..<15)
    #expect(TextSelection.text(of: line, columns: 3..<10) == "日本語x")
  }

  @Test func theTextIsTheCharactersShownLinesJoinedTrailingBlanksDropped() {
    let document = MemoryDocument([
      "\u{1B}[1;31mred\u{1B}[0m\tand plain   ",
      "日本語 wide",
      "",
      "last line here",
    ])
    var selection = TextSelection(
      tab: TabID(serial: 0), at: Self.place(0, 0), in: nil, unit: .character)
    selection.extend(to: Self.place(3, 3), in: nil)
    let renderer = LineRenderer()
    #expect(
      selection.text(in: document, renderer: renderer)
        == "red     and plain\n日本語 wide\n\nlast",
      "no escapes, the tab as its blanks, a wide glyph once, trailing blanks dropped")
    // Wide glyphs are one character each.
    var middle = TextSelection(
      tab: TabID(serial: 0), at: Self.place(1, 2), in: nil, unit: .character)
    middle.extend(to: Self.place(1, 5), in: nil)
    #expect(middle.text(in: document, renderer: renderer) == "本語")
  }

  @Test func aTripleClickTakesWholeLines() {
    let document = MemoryDocument(["one two", "three"])
    var selection = TextSelection(tab: TabID(serial: 0), at: Self.place(0, 4), in: nil, unit: .line)
    #expect(!selection.isEmpty)
    #expect(selection.text(in: document, renderer: LineRenderer()) == "one two")
    selection.extend(to: Self.place(1, 0), in: nil)
    #expect(selection.text(in: document, renderer: LineRenderer()) == "one two\nthree")
  }

  @Test func clicksCountWithinTheIntervalOnTheSameCell() {
    var clicks = ClickCount()
    #expect(clicks.press(column: 4, row: 2, at: at(0)) == 1)
    #expect(clicks.press(column: 4, row: 2, at: at(ClickCount.interval)) == 2)
    #expect(clicks.press(column: 4, row: 2, at: at(ClickCount.interval + 100)) == 3)
    #expect(clicks.press(column: 4, row: 2, at: at(ClickCount.interval + 200)) == 1)
    #expect(clicks.press(column: 5, row: 2, at: at(ClickCount.interval + 250)) == 1, "moved")
    #expect(clicks.press(column: 5, row: 2, at: at(2 * ClickCount.interval + 251)) == 1, "late")
  }
}
