import PagerKit

/// One line of a document as the screen shows it: one ``Cell`` per column, a wide glyph followed
/// by its continuation cell (as in a ``Frame``), so cell indices are display columns.
///
/// Two layouts place it on screen: *wrap* splits it into rows of at most a width, *chop* shows one
/// row of it from a horizontal offset.
package struct DisplayLine: Hashable, Sendable {
  /// The cells, one per column.
  package var cells: [Cell]
  /// How many cells at the end wrap as one, as a wide glyph does: a line end's `^M`, which less
  /// moves whole to the next row rather than split.
  package var unbrokenEnd = 0

  /// A line of `cells`, one per column; a cell of width 2 must be followed by a continuation.
  package init(cells: [Cell]) {
    self.cells = cells
  }

  // MARK: Wrap

  /// Rows the line takes wrapped to `width` columns (at least 1, even for an empty line), at
  /// spaces where a word would be cut when `atWords`. Costs one step per row, not per cell (and
  /// a look back along the row for a space, at words).
  package func rowCount(width: Int, atWords: Bool = false) -> Int {
    var count = 0
    var start = 0
    repeat {
      start = rowEnd(from: start, width: width, atWords: atWords)
      count += 1
    } while start < cells.count
    return count
  }

  /// The cell ranges of the rows wrapped to `width`: consecutive, covering every cell, each at
  /// most `width` columns. A wide glyph that would straddle a row's end starts the next row.
  /// `atWords`, a row that would end inside a word ends after the last space before it, as
  /// less's `--wordwrap` wraps; a word longer than the row is cut as without it.
  package func rowRanges(width: Int, atWords: Bool = false) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    repeat {
      let end = rowEnd(from: start, width: width, atWords: atWords)
      ranges.append(start..<end)
      start = end
    } while start < cells.count
    keepEndUnbroken(&ranges, width: width)
    return ranges
  }

  /// Moves the start of the ``unbrokenEnd`` cells to the last row when a row's end splits them
  /// and the row before keeps a cell (and a row holds them); the rows stay as many.
  private func keepEndUnbroken(_ ranges: inout [Range<Int>], width: Int) {
    let start = cells.count - unbrokenEnd
    guard unbrokenEnd > 1, unbrokenEnd <= width, ranges.count > 1, start >= 0 else { return }
    let last = ranges.count - 1
    guard ranges[last].lowerBound > start, start > ranges[last - 1].lowerBound else { return }
    ranges[last - 1] = ranges[last - 1].lowerBound..<start
    ranges[last] = start..<ranges[last].upperBound
  }

  /// Every row of the line wrapped to `width` (at spaces, `atWords`).
  package func wrapped(width: Int, atWords: Bool = false) -> [[Cell]] {
    let width = max(1, width)
    return rowRanges(width: width, atWords: atWords).map { fitted($0, width: width) }
  }

  /// The row of cells `range` (one of ``rowRanges(width:)``) wrapped to `width`: a view into
  /// the line's cells, copied only where a wide glyph cut by an edge turns into a blank.
  func wrapped(_ range: Range<Int>, width: Int) -> ArraySlice<Cell> {
    fittedSlice(range, width: max(1, width))
  }

  /// The end of the row starting at `start`. Only a 1-column width cannot hold a wide glyph; that
  /// row then takes the glyph whole and ``fitted(_:width:)`` shows it as a blank. `atWords`, a
  /// row that would cut a word ends after the last space on it, if one follows its first cell.
  private func rowEnd(from start: Int, width: Int, atWords: Bool = false) -> Int {
    let width = max(1, width)
    var end = min(start + width, cells.count)
    if atWords, end < cells.count, !cells[end].isSpace, !cells[end - 1].isSpace,
      let space = cells[(start + 1)..<end].lastIndex(where: \.isSpace)
    {
      return space + 1
    }
    if end < cells.count, cells[end].isContinuation {
      end = end - 1 > start ? end - 1 : end + 1
    }
    return end
  }

  // MARK: Chop

  /// The one row showing columns `offset ..< offset + width`: at most `width` cells, none once
  /// `offset` is past the end. A wide glyph cut by either edge shows as a blank in its style.
  package func chopped(width: Int, offset: Int) -> [Cell] {
    let start = max(0, offset)
    let end = min(cells.count, start + max(0, width))
    guard start < end else { return [] }
    return fitted(start..<end, width: width)
  }

  /// The cells of `range` within `width` columns, with wide glyphs cut by its edges as blanks.
  /// A row that is the whole line, as most are, shares its cells rather than copying them.
  private func fitted(_ range: Range<Int>, width: Int) -> [Cell] {
    Array(fittedSlice(range, width: width))
  }

  /// ``fitted(_:width:)`` as a view into the line's cells.
  private func fittedSlice(_ range: Range<Int>, width: Int) -> ArraySlice<Cell> {
    var row = cells[range.lowerBound..<min(range.upperBound, range.lowerBound + width)]
    guard let first = row.first, let last = row.last else { return row }
    if first.isContinuation { row[row.startIndex] = .blank(first.style) }
    if last.width == 2 { row[row.endIndex - 1] = .blank(last.style) }
    return row
  }

  // MARK: Highlight

  /// The line with the cells of `spans` (e.g. search matches) highlighted: in `style` when given,
  /// otherwise with their own style's reverse video toggled, as `less` shows matches.
  package func highlighted(_ spans: [Range<Int>], style: Style? = nil) -> DisplayLine {
    var line = self
    for span in spans {
      for index in span.clamped(to: 0..<cells.count) {
        if let style {
          line.cells[index].style = line.cells[index].style.showing(style)
        } else {
          line.cells[index].style.attributes.formSymmetricDifference(.reverse)
        }
      }
    }
    return line
  }
}

extension Cell {
  /// Whether the cell shows a space (a tab expanded is spaces), where a word may wrap.
  fileprivate var isSpace: Bool { glyph == " " }
}
