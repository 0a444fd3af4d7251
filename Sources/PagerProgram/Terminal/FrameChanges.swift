@_spi(FrameStorage) import PagerKit
import PagerReader

/// What of a frame goes to the screen: the cells that differ from the frame drawn before, each a
/// glyph placed at a row and column. A wide glyph goes whole, as one glyph of two columns, when
/// either half changed; a continuation cell on its own, or a wide glyph the screen's right edge
/// cuts, goes as a blank. Changed printable ASCII characters side by side in one style go as one
/// change of several cells: most of a frame is text, which is then written run by run.
enum FrameChanges {
  /// One glyph to write: the cell at ``index`` of the frame's cells.
  struct Change: Equatable {
    let row: Int
    let column: Int
    /// Where the cell is in the frame's cells.
    let index: Int
    /// Columns it takes: 1, or 2 for a wide glyph.
    let columns: Int
    /// Whether a blank goes instead of the cell's glyph: a continuation cell on its own, or a
    /// wide glyph the screen's edge cuts.
    let isCut: Bool
    /// Cells from ``index`` on, side by side on the row, that go: more than 1 only for printable
    /// ASCII characters (blanks among them) of one width and style, each one column.
    var count = 1

    /// The change of the cell `offset` cells into this one's.
    func cell(_ offset: Int) -> Change {
      offset == 0
        ? Change(row: row, column: column, index: index, columns: columns, isCut: isCut)
        : Change(row: row, column: column + offset, index: index + offset, columns: 1, isCut: false)
    }

    /// The glyph that goes out, from the frame's `cells`.
    func glyph(in cells: FrameCells.Reader) -> String {
      isCut ? " " : cells.glyph(at: index)
    }
  }

  /// Calls `write` with each change of `frame` from the frame the screen shows (`shown`) within
  /// its first `width` columns and `height` rows, and the frame's cells it points into. Without
  /// `shown`, or one of another size, every cell is a change, or, on a screen just cleared
  /// (`overBlank`), every cell but the plain blanks that begin or end a row or come
  /// ``blankRunSkipped`` or more together. Returns whether there was any.
  // Inlined into the writer, so that its `write`, called for each change (most often a run of
  // text), is too.
  @inline(__always) @discardableResult
  static func forEach(
    in frame: Frame, over shown: Frame?, overBlank: Bool = false, width: Int,
    height: Int, _ write: (Change, FrameCells.Reader) -> Void
  ) -> Bool {
    var changedAny = false
    let width = min(width, frame.width)
    let before = shown.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    // The cells are read where they are, not copied out one by one.
    frame.storage.withReader { cells in
      (before ?? Frame(width: 0, height: 0)).storage.withReader { shownCells in
        let compared = before != nil
        for row in 0..<min(height, frame.height) {
          let start = row * frame.width
          var column = 0
          // Over a cleared screen, the end of a short run of blanks between glyphs, which are
          // written: moving past them would take more bytes than they do.
          var blanksWrittenTo = 0
          while column < width {
            let index = start + column
            let cellWidth = cells.entries[index].width
            let span = cellWidth == 2 && column + 1 < frame.width ? 2 : 1
            if !compared, overBlank, span == 1, column >= blanksWrittenTo,
              isPlainBlank(cells, index)
            {
              let blanks = blankRun(cells, row: start, from: column, width: width)
              if blanks.isSkipped {
                column = blanks.end
                continue
              }
              blanksWrittenTo = blanks.end
            }
            let changed =
              compared
              ? !cells.showsSame(index, as: shownCells)
                || (span == 2 && !cells.showsSame(index + 1, as: shownCells))
              : true
            guard changed else {
              column += span
              continue
            }
            changedAny = true
            let cut = cellWidth == 0 || (span == 2 && column + 1 >= width)
            var change = Change(
              row: row, column: column, index: index, columns: cut ? 1 : span, isCut: cut)
            if isText(cells.entries[index]) {
              // The characters after it that go alike: changed, in its look (its style and one
              // column), and not blanks that a cleared screen skips.
              var end = column + 1
              while end < width, cells.entries[start + end].look == cells.entries[index].look,
                isText(cells.entries[start + end])
              {
                if compared {
                  guard !cells.showsSame(start + end, as: shownCells) else { break }
                } else if overBlank, end >= blanksWrittenTo, isPlainBlank(cells, start + end) {
                  let blanks = blankRun(cells, row: start, from: end, width: width)
                  if blanks.isSkipped { break }
                  blanksWrittenTo = blanks.end
                }
                end += 1
              }
              change.count = end - column
            }
            write(change, cells)
            column += change.count == 1 ? span : change.count
          }
        }
      }
    }
    return changedAny
  }

  /// Whether `entry` is a printable ASCII character (a blank among them) of one column.
  static func isText(_ entry: FrameCells.Entry) -> Bool {
    entry.glyph >= 0x20 && entry.glyph < 0x7F && entry.width == 1
  }

  /// Blanks in a row, over a cleared screen, that are moved past rather than written.
  static let blankRunSkipped = 8

  /// The plain blanks from `column` on in the row whose first cell is at `row` in `cells`, of
  /// `width` columns: where they end, and whether a cleared screen moves past them rather than
  /// writing them (they begin or end the row, or come ``blankRunSkipped`` or more together; a
  /// row's first glyph is moved to anyway).
  static func blankRun(
    _ cells: FrameCells.Reader, row: Int, from column: Int, width: Int
  ) -> (end: Int, isSkipped: Bool) {
    var end = column + 1
    while end < width, isPlainBlank(cells, row + end) { end += 1 }
    return (end, column == 0 || end == width || end - column >= blankRunSkipped)
  }

  /// Whether the cell at `index` is a blank of the terminal's own look, as a cleared screen
  /// shows, read where it is.
  static func isPlainBlank(_ cells: FrameCells.Reader, _ index: Int) -> Bool {
    guard isBlank(cells, index) else { return false }
    let style = cells.style(at: index)
    return style.pointee.attributes.isEmpty && style.pointee.background == .standard
      && style.pointee.foreground == .standard && style.pointee.link == nil
  }

  /// Whether the cell at `index` is a blank (in any look).
  static func isBlank(_ cells: FrameCells.Reader, _ index: Int) -> Bool {
    cells.entries[index].glyph == UInt32(UInt8(ascii: " "))
  }

  /// Whether an erase makes a blank in the look of the cell at `index`, read where it is: an
  /// erase leaves the background (the current one where the terminal erases `inColor`, terminfo's
  /// `bce`; else the terminal's own) and nothing else a blank shows (reverse, lines, a link).
  static func erases(_ cells: FrameCells.Reader, _ index: Int, inColor: Bool) -> Bool {
    let style = cells.style(at: index)
    let shown: TextAttributes = [.reverse, .underline, .strikethrough, .overline, .blink]
    return style.pointee.attributes.isDisjoint(with: shown) && style.pointee.link == nil
      && (inColor || style.pointee.background == .standard)
  }

  /// Whether the cells at `one` and `other` have one style: one number, as a frame numbers
  /// each style once.
  static func sameStyle(_ cells: FrameCells.Reader, _ one: Int, _ other: Int) -> Bool {
    cells.entries[one].style == cells.entries[other].style
  }
}
