import PagerKit

/// A place in a document's text: a line and a cell of its display (a display column), so that it
/// stays on the same text however the page scrolls or wraps.
package struct TextPlace: Hashable, Comparable, Sendable {
  /// The line, counted from 0.
  package var line: Int
  /// The cell of the line's ``DisplayLine``: its display column.
  package var column: Int

  /// The place at cell `column` of line `line`.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// Reading order: by line, then by column.
  package static func < (lhs: TextPlace, rhs: TextPlace) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// Text selected with the pointer on one tab, as a terminal selects: from the cell pressed to the
/// cell the pointer is on, or by words after a double click, or by lines after a triple one.
///
/// Both ends are in document coordinates (``TextPlace``), so the selection stays on its text
/// while the page scrolls. Its text is the characters shown (``text(in:renderer:)``).
package struct TextSelection: Hashable, Sendable {
  /// What a press and a drag select by.
  package enum Unit: Hashable, Sendable {
    /// Cells: a press alone selects nothing, a drag the cells from the press to the pointer.
    case character
    /// Words (a double click): the word pressed, and the words the pointer reaches.
    case word
    /// Lines (a triple click): the line pressed, and the lines the pointer reaches.
    case line
  }

  /// The tab the selection is on, by its id.
  package let tab: TabID
  /// What it selects by.
  package let unit: Unit
  /// The cells selected around the press: one cell, its word or its line; `upperBound` is just
  /// past the last.
  package private(set) var anchor: Range<TextPlace>
  /// The cells selected around the pointer now.
  package private(set) var head: Range<TextPlace>

  /// A selection on tab `tab` pressed at `place` in line `display`, by `unit`.
  package init(tab: TabID, at place: TextPlace, in display: DisplayLine?, unit: Unit) {
    self.tab = tab
    self.unit = unit
    anchor = Self.span(at: place, in: display, unit: unit)
    head = anchor
  }

  /// Moves the pointer's end to `place` in line `display`.
  package mutating func extend(to place: TextPlace, in display: DisplayLine?) {
    head = Self.span(at: place, in: display, unit: unit)
  }

  /// Whether anything is selected: a press by character selects nothing until the pointer
  /// leaves the cell pressed.
  package var isEmpty: Bool { unit == .character && head == anchor }

  /// The first cell selected and the place just past the last.
  package var range: Range<TextPlace> {
    min(anchor.lowerBound, head.lowerBound)..<max(anchor.upperBound, head.upperBound)
  }

  /// The cells of line `line` selected, in its display's columns (the upper bound may run past
  /// its end); nil when none are.
  package func columns(onLine line: Int) -> Range<Int>? {
    guard !isEmpty else { return nil }
    let range = range
    guard range.lowerBound.line <= line, line <= range.upperBound.line else { return nil }
    let start = line == range.lowerBound.line ? range.lowerBound.column : 0
    let end = line == range.upperBound.line ? range.upperBound.column : Int.max
    return start < end ? start..<end : nil
  }

  /// The text selected in `document` as `renderer` shows it: the characters of the cells (a wide
  /// glyph once, a tab as the blanks it shows, no escape sequences), each line's trailing blanks
  /// dropped, lines joined by newlines. At most `limit` bytes of UTF-8 are read from a line.
  package func text(
    in document: some TextDocument, renderer: LineRenderer, limit: Int = Int.max
  ) -> String {
    guard !isEmpty else { return "" }
    let range = range
    let count = document.prepareLines(through: range.upperBound.line)
    var lines: [String] = []
    for line in range.lowerBound.line...max(range.lowerBound.line, range.upperBound.line)
    where line < count {
      guard let columns = columns(onLine: line) else {
        if line < range.upperBound.line { lines.append("") }
        continue
      }
      let length = document.lineLength(line)
      let bytes =
        length > limit ? document.bytes(ofLine: line, in: 0..<limit) : document.line(line)
      lines.append(Self.text(of: renderer.render(bytes), columns: columns))
    }
    return lines.joined(separator: "\n")
  }

  /// The characters of `display`'s cells in `columns`, trailing blanks dropped.
  static func text(of display: DisplayLine, columns: Range<Int>) -> String {
    let cells = display.cells
    let start = min(max(0, columns.lowerBound), cells.count)
    let end = min(columns.upperBound, cells.count)
    guard start < end else { return "" }
    var text = ""
    for cell in cells[start..<end] where cell.width > 0 { text += cell.glyph }
    while text.last == " " { text.removeLast() }
    return text
  }

  // MARK: Spans

  /// The cells a press at `place` takes by `unit`: the cell, the word around it, or the line.
  static func span(at place: TextPlace, in display: DisplayLine?, unit: Unit) -> Range<TextPlace> {
    switch unit {
    case .character:
      return place..<TextPlace(line: place.line, column: place.column + 1)
    case .line:
      return TextPlace(line: place.line, column: 0)..<TextPlace(line: place.line, column: Int.max)
    case .word:
      guard let display else { return span(at: place, in: nil, unit: .character) }
      let columns = word(at: place.column, in: display)
      return TextPlace(
        line: place.line, column: columns.lowerBound)..<TextPlace(
          line: place.line, column: columns.upperBound)
    }
  }

  /// How a cell counts when a double click looks for a word's ends.
  enum CellClass: Equatable {
    case blank, word, other
  }

  /// The characters that join letters and digits into one word besides `_`: those of paths,
  /// addresses, versions and options (`/usr/lib`, `user@host:22`, `1.2-3`, `~/.config`, `50%`).
  static let wordPunctuation: Set<Character> = ["_", "-", ".", "/", "~", "+", ":", "@", "%"]
  /// Punctuation that ends a sentence rather than a word, when it ends one (`see foo.c.`).
  static let closingPunctuation: Set<Character> = [".", ":"]

  static func cellClass(_ cell: Cell) -> CellClass {
    guard let character = cell.glyph.first, cell.glyph != " " else { return .blank }
    if character.isLetter || character.isNumber || wordPunctuation.contains(character)
      || !character.isASCII && !character.isPunctuation && !character.isWhitespace
    {
      return .word
    }
    return character.isWhitespace ? .blank : .other
  }

  /// The cells of the word at `column` of `display`: a run of word characters, a run of blanks,
  /// or one other character; past the line's end, the cells from its last to the column. Sentence
  /// punctuation at the end of a word is left out unless it was pressed.
  static func word(at column: Int, in display: DisplayLine) -> Range<Int> {
    let cells = display.cells
    guard column >= 0, column < cells.count else {
      let end = max(column + 1, cells.count)
      return min(max(0, column), cells.count)..<end
    }
    var start = column
    // The right half of a wide glyph is its left half's.
    while start > 0, cells[start].isContinuation { start -= 1 }
    let kind = cellClass(cells[start])
    var end = start + 1
    while end < cells.count, cells[end].isContinuation { end += 1 }
    guard kind != .other else { return start..<end }
    func kindAt(_ index: Int) -> CellClass {
      var index = index
      while index > 0, cells[index].isContinuation { index -= 1 }
      return cellClass(cells[index])
    }
    while start > 0, kindAt(start - 1) == kind { start -= 1 }
    while start < cells.count, cells[start].isContinuation { start += 1 }
    while end < cells.count, kindAt(end) == kind { end += 1 }
    if kind == .word {
      while end - 1 > column, let last = cells[end - 1].glyph.first,
        closingPunctuation.contains(last)
      {
        end -= 1
      }
    }
    return start..<end
  }
}
