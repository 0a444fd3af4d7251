import PagerKit
import PagerReader

/// What of a frame goes to the screen: the cells that differ from the frame drawn before, each a
/// glyph placed at a row and column. A wide glyph goes whole, as one glyph of two columns, when
/// either half changed; a continuation cell on its own, or a wide glyph the screen's right edge
/// cuts, goes as a blank.
enum FrameChanges {
  /// One glyph to write: the cell at ``index`` of the frame's cells, read where it is (a cell
  /// copied is its glyph and link retained, thousands of times a frame).
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

    /// The glyph that goes out, from the frame's `cells`.
    func glyph(in cells: UnsafeBufferPointer<Cell>) -> String {
      isCut ? " " : cells[index].glyph
    }
  }

  /// Calls `write` with each change of `frame` from what the screen `shown` within its first
  /// `width` columns and `height` rows, and the frame's cells it points into; then `shown` is
  /// the frame. Without `shown`, or one of another size, every cell is a change, or, on a screen
  /// just cleared (`overBlank`), every cell but the plain blanks that begin or end a row or come
  /// ``blankRunSkipped`` or more together. Returns whether there was any.
  // Inlined into the writer, so that its `write`, called for each change, is too.
  @inline(__always) @discardableResult
  static func forEach(
    in frame: Frame, over shown: inout ShownCells?, overBlank: Bool = false, width: Int,
    height: Int, _ write: (Change, UnsafeBufferPointer<Cell>) -> Void
  ) -> Bool {
    var changedAny = false
    let width = min(width, frame.width)
    // Taken out, so that no other copy holds it when the changes are recorded in it.
    var taken = shown
    shown = nil
    if taken?.fits(frame) == false { taken = nil }
    let before = consume taken
    // The cells that changed, recorded once all are compared.
    var changedCells: [Int] = []
    // The cells are read where they are, not copied out one by one.
    frame.cells.withUnsafeBufferPointer { cells in
      ShownCells.withReader(before) { shown in
        let compared = shown != nil
        for row in 0..<min(height, frame.height) {
          let start = row * frame.width
          var column = 0
          // Over a cleared screen, the end of a short run of blanks between glyphs, which are
          // written: moving past them would take more bytes than they do.
          var blanksWrittenTo = 0
          while column < width {
            let index = start + column
            // Fields are read in place: a cell copied is its glyph and link retained.
            let cellWidth = cells[index].width
            let span = cellWidth == 2 && column + 1 < frame.width ? 2 : 1
            if !compared, overBlank, span == 1, column >= blanksWrittenTo,
              isPlainBlank(cells, index)
            {
              var end = column + 1
              while end < width, isPlainBlank(cells, start + end) { end += 1 }
              // A row's first glyph is moved to anyway.
              if column == 0 || end == width || end - column >= blankRunSkipped {
                column = end
                continue
              }
              blanksWrittenTo = end
            }
            let changed =
              compared
              ? !shown.unsafelyUnwrapped.shows(cells, index)
                || (span == 2 && !shown.unsafelyUnwrapped.shows(cells, index + 1))
              : true
            if changed {
              changedAny = true
              if compared {
                changedCells.append(index)
                if span == 2 { changedCells.append(index + 1) }
              }
              let cut = cellWidth == 0 || (span == 2 && column + 1 >= width)
              write(
                Change(
                  row: row, column: column, index: index, columns: cut ? 1 : span, isCut: cut),
                cells)
            }
            column += span
          }
        }
      }
    }
    if var recorded = consume before {
      frame.cells.withUnsafeBufferPointer { recorded.record($0, at: changedCells) }
      shown = recorded
    } else {
      shown = ShownCells(frame)
    }
    return changedAny
  }

  /// Blanks in a row, over a cleared screen, that are moved past rather than written.
  static let blankRunSkipped = 8

  /// Whether the cell at `index` is a blank of the terminal's own look, as a cleared screen
  /// shows, read where it is.
  static func isPlainBlank(_ cells: UnsafeBufferPointer<Cell>, _ index: Int) -> Bool {
    guard isBlank(cells, index), let base = cells.baseAddress,
      let style = (base + index).pointer(to: \.style)
    else { return false }
    return style.pointee.attributes.isEmpty && style.pointee.background == .standard
      && style.pointee.foreground == .standard && style.pointee.link == nil
  }

  /// Whether the cell at `index` is a blank (in any look), read where it is: by its glyph's
  /// one byte, as comparing strings that differ (every glyph but a blank) takes the standard
  /// library's slow path, which weighs canonical equivalence.
  static func isBlank(_ cells: UnsafeBufferPointer<Cell>, _ index: Int) -> Bool {
    cells[index].byte == UInt8(ascii: " ")
  }

  /// Whether an erase makes a blank in the look of the cell at `index`, read where it is: an
  /// erase leaves the background (the current one where the terminal erases `inColor`, terminfo's
  /// `bce`; else the terminal's own) and nothing else a blank shows (reverse, lines, a link).
  static func erases(_ cells: UnsafeBufferPointer<Cell>, _ index: Int, inColor: Bool) -> Bool {
    guard let base = cells.baseAddress, let style = (base + index).pointer(to: \.style) else {
      return false
    }
    let shown: TextAttributes = [.reverse, .underline, .strikethrough, .overline, .blink]
    return style.pointee.attributes.isDisjoint(with: shown) && style.pointee.link == nil
      && (inColor || style.pointee.background == .standard)
  }

  /// Whether the cells at `one` and `other` have one style, compared where they are: field by
  /// field, the link by identity first, so that neither style is copied (its link retained) as
  /// comparing whole values would, thousands of times a frame.
  static func sameStyle(_ cells: UnsafeBufferPointer<Cell>, _ one: Int, _ other: Int) -> Bool {
    guard let base = cells.baseAddress, let first = (base + one).pointer(to: \.style),
      let second = (base + other).pointer(to: \.style)
    else { return false }
    return sameStyle(first, second)
  }

  /// Whether the styles at `first` and `second` are one, compared where they are: by their
  /// bytes where it is called, and only where they differ by a call that compares the fields.
  @inline(__always)
  static func sameStyle(_ first: UnsafePointer<Style>, _ second: UnsafePointer<Style>) -> Bool {
    sameBytes(first, second) || sameFields(first, second)
  }

  private static func sameFields(_ first: UnsafePointer<Style>, _ second: UnsafePointer<Style>)
    -> Bool
  {
    guard first.pointee.foreground == second.pointee.foreground,
      first.pointee.background == second.pointee.background,
      first.pointee.attributes == second.pointee.attributes,
      first.pointee.underlineShape == second.pointee.underlineShape,
      first.pointee.underlineColor == second.pointee.underlineColor
    else { return false }
    return first.pointee.link === second.pointee.link || first.pointee == second.pointee
  }

  /// Whether two styles have the same bytes, as copies of one style have (most of a frame's
  /// cells): then they are one style, told in three loads, where comparing them field by field
  /// switches on each colour's case. Different bytes may still be one style (the unused bytes of
  /// a colour's case), which the fields then tell.
  @inline(__always)
  static func sameBytes(_ first: UnsafePointer<Style>, _ second: UnsafePointer<Style>) -> Bool {
    let size = MemoryLayout<Style>.size
    guard size >= 16, size <= 24 else { return false }
    let one = UnsafeRawPointer(first)
    let other = UnsafeRawPointer(second)
    return one.loadUnaligned(as: UInt64.self) == other.loadUnaligned(as: UInt64.self)
      && one.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        == other.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
      && one.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
        == other.loadUnaligned(fromByteOffset: size - 8, as: UInt64.self)
  }
}
