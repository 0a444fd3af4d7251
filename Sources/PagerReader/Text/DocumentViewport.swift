import PagerKit

/// Where a document is scrolled to: the display row at the top of the page and, when lines are
/// cut instead of wrapped, how far it is scrolled sideways.
package struct DocumentViewport: Hashable, Sendable {
  /// The line at the top of the page.
  package private(set) var topLine = 0
  /// The row of that line at the top, when it wraps onto several rows.
  package private(set) var topRow = 0
  /// Columns scrolled off to the left, when lines are cut.
  package private(set) var leftColumn = 0
  /// Blank rows above the first line: the page scrolled back past the beginning, as less's `K`
  /// and every backward scroll with `--past-eof` do, until the first line is on the page's last
  /// row. Never with header lines, which less does not scroll back past either.
  package private(set) var rowsBeforeStart = 0

  /// A viewport at the document's start.
  package init() {}

  /// Moves by `rows` display rows (negative: up), stopping at the first row and once the last
  /// line reaches the bottom of the page; with `pastEnd`, only once the last row is at the top
  /// (less's `J`), leaving the rows below the text blank, or going up once the first line is on
  /// the bottom row (less's `K`), leaving the rows above it blank. Returns whether it moved.
  @discardableResult
  package mutating func scroll(
    by rows: Int, in document: some TextDocument, layout: DocumentLayout, pastEnd: Bool = false
  ) -> Bool {
    let before = self
    if rows < 0 {
      for _ in 0..<(-rows) where !stepUp(in: document, layout: layout) {
        guard pastEnd, stepAboveStart(in: document, layout: layout) else { break }
      }
    } else {
      for _ in 0..<rows {
        // The blank rows above the text go first, as the text moves up.
        if rowsBeforeStart > 0 {
          rowsBeforeStart -= 1
        } else if !stepDown(in: document, layout: layout) {
          break
        }
      }
      if !pastEnd, rowsBeforeStart == 0 { clampToBottom(in: document, layout: layout) }
    }
    return self != before
  }

  /// One more blank row above the first line, as less's `back` forced past the beginning of
  /// the file (forwback.c): until the first line reaches the page's bottom row, and not below
  /// header lines (less's `after_header_pos` stops it there).
  private mutating func stepAboveStart(in document: some TextDocument, layout: DocumentLayout)
    -> Bool
  {
    guard layout.firstLine == 0, topLine == 0, topRow == 0, rowsBeforeStart < layout.rows - 1,
      document.prepareLines(through: 0) > 0
    else { return false }
    rowsBeforeStart += 1
    return true
  }

  /// Goes to the first line below any pinned above the page. Returns whether it moved.
  @discardableResult
  package mutating func scrollToTop(in document: some TextDocument, layout: DocumentLayout)
    -> Bool
  {
    let before = self
    topLine = 0
    topRow = 0
    rowsBeforeStart = 0
    clamp(in: document, layout: layout)
    return self != before
  }

  /// Goes to the end: the last line at the bottom of the page, learning every line first.
  @discardableResult
  package mutating func scrollToBottom(in document: some TextDocument, layout: DocumentLayout)
    -> Bool
  {
    let before = self
    document.prepareLines(through: .max)
    (topLine, topRow) = Self.bottom(of: document, layout: layout)
    rowsBeforeStart = 0
    return self != before
  }

  /// Puts line `line` at the top of the page (or as near as the end allows).
  package mutating func reveal(line: Int, in document: some TextDocument, layout: DocumentLayout) {
    topLine = max(layout.firstLine, line)
    topRow = 0
    rowsBeforeStart = 0
    clampToBottom(in: document, layout: layout)
  }

  /// Puts line `line` at the top of the page, like ``reveal(line:in:layout:)``, and makes column
  /// `column` of it show too: when wrapped, its row goes to the top if it would be below the
  /// page; when cut, the page scrolls sideways to it if it is off the page, `shift` columns
  /// showing before it (a quarter of the width when nil).
  package mutating func reveal(
    line: Int, column: Int, in document: some TextDocument, layout: DocumentLayout,
    shift: Int? = nil
  ) {
    reveal(line: line, in: document, layout: layout)
    if layout.wrapsLines {
      // Moved up by the end of the document, the page shows the rest of the line already.
      guard topLine == line else { return }
      let row = layout.row(ofColumn: column, line: line, in: document)
      if row >= layout.rows {
        topRow = row
        clampToBottom(in: document, layout: layout)
      }
    } else if column < leftColumn || column >= leftColumn + layout.width {
      leftColumn = max(0, column - min(max(0, layout.width - 1), shift ?? layout.width / 4))
    }
  }

  /// Scrolls sideways by `columns` (negative: left); only cut lines scroll sideways.
  @discardableResult
  package mutating func scrollSideways(by columns: Int, layout: DocumentLayout) -> Bool {
    guard !layout.wrapsLines else { return false }
    let before = leftColumn
    leftColumn = max(0, leftColumn + columns)
    return leftColumn != before
  }

  /// Scrolls sideways so that `column` is the first shown; only cut lines scroll sideways.
  @discardableResult
  package mutating func scrollSideways(toColumn column: Int, layout: DocumentLayout) -> Bool {
    scrollSideways(by: max(0, column) - leftColumn, layout: layout)
  }

  /// Puts row `row` of line `line` at the top as it is, unchecked: where a scroll waiting on a
  /// long line's layout has got.
  mutating func show(line: Int, row: Int) {
    topLine = max(0, line)
    topRow = max(0, row)
    rowsBeforeStart = 0
  }

  /// Moves the top `lines` lines up (down when negative), as when that many lines went from the
  /// front of the document; at line 0 it stays at its first row.
  mutating func moveUp(lines: Int) {
    let line = topLine - lines
    topRow = line < 0 ? 0 : topRow
    topLine = max(0, line)
    if lines != 0 { rowsBeforeStart = 0 }
  }

  /// Keeps the viewport valid after the page changed size or the document shrank.
  package mutating func clamp(in document: some TextDocument, layout: DocumentLayout) {
    let count = document.prepareLines(through: topLine)
    if topLine >= count {
      topLine = max(0, count - 1)
      topRow = 0
    }
    if count > 0, topRow > 0 {
      topRow = min(topRow, layout.rowCount(ofLine: topLine, in: document, atMost: topRow + 1) - 1)
    }
    // Never on a pinned line, once the text has lines below them.
    if topLine < layout.firstLine,
      document.prepareLines(through: layout.firstLine) > layout.firstLine
    {
      topLine = layout.firstLine
      topRow = 0
    }
    // Blank rows above the text stay while the first line is on the page, as less keeps them.
    if topLine != 0 || topRow != 0 || layout.firstLine > 0 || count == 0 { rowsBeforeStart = 0 }
    rowsBeforeStart = min(rowsBeforeStart, max(0, layout.rows - 1))
    guard rowsBeforeStart == 0 else { return }
    clampToBottom(in: document, layout: layout)
  }

  private mutating func stepDown(in document: some TextDocument, layout: DocumentLayout) -> Bool {
    guard document.prepareLines(through: topLine) > topLine else { return false }
    if topRow + 1 < layout.rowCount(ofLine: topLine, in: document, atMost: topRow + 2) {
      topRow += 1
      return true
    }
    guard document.prepareLines(through: topLine + 1) > topLine + 1 else { return false }
    topLine += 1
    topRow = 0
    return true
  }

  private mutating func stepUp(in document: some TextDocument, layout: DocumentLayout) -> Bool {
    if topRow > 0 {
      topRow -= 1
      return true
    }
    guard topLine > layout.firstLine else { return false }
    topLine -= 1
    topRow = layout.rowCount(ofLine: topLine, in: document) - 1
    return true
  }

  /// Once fewer rows than a page remain below the top, the top is the bottom-most position.
  private mutating func clampToBottom(in document: some TextDocument, layout: DocumentLayout) {
    // Every line takes a row at least: with a page of lines after the top one, the page is
    // full whatever their wrapping, and none need be laid out to know it.
    let pageOfLinesAfter = topLine + layout.rows
    if document.prepareLines(through: pageOfLinesAfter) > pageOfLinesAfter { return }
    guard document.prepareLines(through: topLine) > topLine else {
      (topLine, topRow) = Self.bottom(of: document, layout: layout)
      return
    }
    var line = topLine
    let shown = layout.rowCount(ofLine: topLine, in: document, atMost: topRow + layout.rows)
    var remaining = layout.rows - (shown - topRow)
    while remaining > 0 {
      guard document.prepareLines(through: line + 1) > line + 1 else {
        (topLine, topRow) = Self.bottom(of: document, layout: layout)
        return
      }
      line += 1
      remaining -= layout.rowCount(ofLine: line, in: document, atMost: remaining)
    }
  }

  /// The top position that puts the last known line at the bottom of the page.
  static func bottom(of document: some TextDocument, layout: DocumentLayout) -> (Int, Int) {
    var line = document.lineCount - 1
    guard line >= 0 else { return (0, 0) }
    var row = layout.rowCount(ofLine: line, in: document) - 1
    var remaining = layout.rows - 1
    while remaining > 0 {
      if row > 0 {
        row -= 1
      } else if line > layout.firstLine {
        line -= 1
        row = layout.rowCount(ofLine: line, in: document) - 1
      } else {
        break
      }
      remaining -= 1
    }
    return (line, row)
  }
}
