import PagerKit

/// The rows of a document page as the screen shows them, from a viewport down, with search
/// matches highlighted, and the cells that changed since an earlier text in reverse video.
package struct DocumentPage {
  /// The rows' cells, top to bottom, as a frame the layout's width keeps them (8 bytes a cell,
  /// where a line's cells are 40): row `r` is the first ``rowLengths``[r] cells of the frame's
  /// row `r`. Each line is let go once its rows are kept, so a page holds a screen of cells,
  /// not its lines'.
  package let cells: Frame
  /// How many cells each row has: at most the layout's rows, fewer at the end of the document.
  package let rowLengths: [Int]
  /// The first and last lines with a row on the page, if any.
  package let lines: ClosedRange<Int>?
  /// For each row, the line that starts on it; nil for a row that goes on with a wrapped line.
  package let lineStarts: [Int?]
  /// For each row, its line and the cell of that line's display shown first.
  package let places: [TextPlace]
  /// Columns scrolled off to the left, when lines are cut.
  let leftColumn: Int
  /// Columns at the start of cut lines kept in place (``DocumentLayout/headerColumns``).
  let keptColumns: Int
  /// The blank rows at the top, above the first line (``DocumentViewport/rowsBeforeStart``):
  /// no line's, though a click there is at the first line's start.
  package let blankRowsAbove: Int

  /// Lays out `document` from `viewport` in `layout`, highlighting the matches of `search` (on
  /// line `onlyOnLine` alone, when given: less's `-g`; the first on `targetLine` as the current
  /// match) over those of each of `highlights` in its style and, when `previous` is given, the cells that differ from the same line and
  /// columns of it (a watched command's run before); the cells of `selectedLink`, and those
  /// `selection` takes, in reverse; a table view's current column and cell as `tableMark` says.
  package init(
    document: some TextDocument, viewport: DocumentViewport, layout: DocumentLayout,
    search pattern: TextSearch?, onlyOnLine: Int? = nil, targetLine: Int? = nil,
    highlights: [StyledSearch] = [],
    changedFrom previous: (any TextDocument)? = nil, selectedLink: LinkSelection? = nil,
    selection: TextSelection? = nil, tableMark: TableMark? = nil
  ) {
    var line = viewport.topLine
    var skipRows = viewport.topRow
    let blank =
      document.prepareLines(through: line) > line
      ? min(viewport.rowsBeforeStart, max(0, layout.rows - 1)) : 0
    var rows = Frame(width: layout.width, height: layout.rows, style: layout.renderer.base)
    var lengths = Array(repeating: 0, count: blank)
    var starts: [Int?] = Array(repeating: nil, count: blank)
    var places = Array(repeating: TextPlace(line: line, column: 0), count: blank)
    blankRowsAbove = blank
    lengths.reserveCapacity(layout.rows)
    starts.reserveCapacity(layout.rows)
    places.reserveCapacity(layout.rows)
    /// Keeps `cells` as the next row, if there is room for it.
    func keep(_ cells: ArraySlice<Cell>) {
      guard lengths.count < layout.rows else { return }
      rows.put(cells, column: 0, row: lengths.count, within: 0..<layout.width)
      lengths.append(min(cells.count, layout.width))
    }
    /// Keeps plain `text` (``LineRenderer/plainColumns(_:)``) as the next row, if there is room.
    func keep(_ text: ArraySlice<UInt8>) {
      guard lengths.count < layout.rows else { return }
      rows.write(ascii: text, column: 0, row: lengths.count, style: layout.renderer.base)
      lengths.append(min(text.count, layout.width))
    }
    while lengths.count < layout.rows, document.prepareLines(through: line) > line {
      let search = onlyOnLine == nil || onlyOnLine == line ? pattern : nil
      let length = document.lineLength(line)
      if length > LinePiece.wholeLineLimit {
        let long = Self.longLineRows(
          line, length: length, in: document, viewport: viewport, skipping: skipRows,
          layout: layout, search: search, highlights: highlights,
          isTarget: line == targetLine)
        starts += long.indices.map { $0 == 0 && skipRows == 0 ? line : nil }
        // Where each row of a long line starts costs a walk through its layout: worked out only
        // while a selection is shown, never on every frame of a gigabyte line.
        places += long.indices.map { index in
          TextPlace(
            line: line,
            column: selection == nil
              ? 0 : layout.firstColumn(ofRow: skipRows + index, line: line, in: document))
        }
        for row in long { keep(row[...]) }
        skipRows = 0
        line += 1
        continue
      }
      let bytes = document.line(line)
      let isUndecorated =
        search == nil && highlights.isEmpty && line != targetLine && tableMark == nil
        && previous == nil && selectedLink?.line != line
      if isUndecorated, let text = layout.plainColumns(bytes, line: line, in: document) {
        if layout.wrapsLines {
          let width = max(1, layout.width)
          let rowCount = max(1, (text.count + width - 1) / width)
          for index in stride(from: skipRows, to: rowCount, by: 1) {
            guard lengths.count < layout.rows else { break }
            let start = index * width
            keep(text[start..<min(start + width, text.count)])
            starts.append(index == 0 ? line : nil)
            places.append(TextPlace(line: line, column: start))
          }
        } else {
          let start = min(max(0, viewport.leftColumn), text.count)
          keep(text[start..<min(start + layout.width, text.count)])
          if text.count > start + layout.width {
            Self.markCut(row: lengths.count - 1, of: &rows, layout)
          }
          starts.append(line)
          places.append(TextPlace(line: line, column: 0))
        }
        skipRows = 0
        line += 1
        continue
      }
      var display = layout.renderer.render(bytes)
      if let tableMark { display = tableMark.marked(display, line: line) }
      if let previous {
        display = display.emphasized(Self.changes(of: display, line: line, from: previous, layout))
      }
      display = display.highlighted(
        highlights, search: search, looks: layout.renderer.looks, searchLooks: layout.searchLooks,
        target: line == targetLine ? .firstMatchIsCurrent : .none)
      if let selectedLink, selectedLink.line == line {
        display = display.highlighted([selectedLink.cells(in: display)])
      }
      // After the highlights: a line end's `^M` is no text a search or a change could mark.
      layout.renderer.end(&display, ofLine: line, in: document)
      if layout.wrapsLines {
        let width = max(1, layout.width)
        let ranges = display.rowRanges(width: width, atWords: layout.wrapsAtWords)
        for (index, range) in ranges.enumerated().dropFirst(skipRows) {
          guard lengths.count < layout.rows else { break }
          keep(display.wrapped(range, width: width))
          starts.append(index == 0 ? line : nil)
          places.append(TextPlace(line: line, column: range.lowerBound))
        }
      } else {
        let row = Self.chopped(display, layout: layout, offset: viewport.leftColumn)
        let isCut = display.cells.count > viewport.leftColumn + layout.width
        keep((isCut ? Self.markedCut(row, layout: layout) : row)[...])
        starts.append(line)
        places.append(TextPlace(line: line, column: 0))
      }
      skipRows = 0
      line += 1
    }
    let left = layout.wrapsLines ? 0 : viewport.leftColumn
    let kept = left == 0 ? 0 : min(layout.headerColumns, layout.width)
    leftColumn = left
    keptColumns = kept
    lineStarts = Array(starts.prefix(layout.rows))
    let shownPlaces = Array(places.prefix(layout.rows))
    self.places = shownPlaces
    lines = lengths.count > blank ? viewport.topLine...(line - 1) : nil
    rowLengths = lengths
    if let selection {
      Self.select(selection, in: &rows, lengths: lengths, places: shownPlaces) { index, row in
        Self.column(ofCell: index, start: shownPlaces[row].column, left: left, kept: kept)
      }
    }
    cells = rows
  }

  /// How many rows the page has.
  package var rowCount: Int { rowLengths.count }

  /// The cells of row `row`.
  package func cells(ofRow row: Int) -> [Cell] {
    (0..<rowLengths[row]).map { cells[$0, row] }
  }

  /// The cell of its line's display that cell `index` of row `row` shows: the rows of a wrapped
  /// line follow on, a cut line is shown from ``leftColumn`` but for its kept columns.
  package func column(ofCell index: Int, row: Int) -> Int {
    Self.column(ofCell: index, start: places[row].column, left: leftColumn, kept: keptColumns)
  }

  private static func column(ofCell index: Int, start: Int, left: Int, kept: Int) -> Int {
    guard left > 0 || kept > 0 else { return start + index }
    return index < kept ? index : left + index
  }

  /// Shows in reverse video the cells of `rows` (each of its length in `lengths`, at `places`)
  /// that `selection` takes.
  private static func select(
    _ selection: TextSelection, in rows: inout Frame, lengths: [Int], places: [TextPlace],
    column: (Int, Int) -> Int
  ) {
    for row in lengths.indices {
      guard let columns = selection.columns(onLine: places[row].line) else { continue }
      for index in 0..<lengths[row] where columns.contains(column(index, row)) {
        var style = rows[index, row].style
        style.attributes.formSymmetricDifference(.reverse)
        rows.restyle(columns: index..<index + 1, row: row, style: style)
      }
    }
  }

  /// The row of a cut line from column `offset`, its first ``DocumentLayout/headerColumns``
  /// columns kept in place once it scrolls sideways.
  static func chopped(
    _ display: DisplayLine, layout: DocumentLayout, offset: Int
  ) -> [Cell] {
    let kept = min(layout.headerColumns, layout.width)
    guard kept > 0, offset > 0 else { return display.chopped(width: layout.width, offset: offset) }
    var row = display.chopped(width: kept, offset: 0)
    row += Array(repeating: Cell.blank(layout.renderer.base), count: kept - row.count)
    return row + display.chopped(width: layout.width - kept, offset: offset + kept)
  }

  /// `row` of a line that goes on past the right edge, its last column showing the layout's
  /// ``DocumentLayout/cutMark`` in reverse video, as less marks it.
  static func markedCut(_ row: [Cell], layout: DocumentLayout) -> [Cell] {
    guard let mark = layout.cutMark, layout.width > 1, row.count == layout.width else { return row }
    var marked = row
    marked[marked.count - 1] = Cell(glyph: mark, width: 1, style: cutMarkStyle(layout))
    // A wide glyph whose right half the mark covers shows as a blank.
    if marked.count > 1, marked[marked.count - 2].width == 2 {
      marked[marked.count - 2] = .blank(marked[marked.count - 2].style)
    }
    return marked
  }

  /// Shows the layout's ``DocumentLayout/cutMark`` in the last column of `row` of `rows`, a row
  /// of plain text that goes on past the right edge, as ``markedCut(_:layout:)`` marks a row of
  /// cells.
  private static func markCut(row: Int, of rows: inout Frame, _ layout: DocumentLayout) {
    guard let mark = layout.cutMark, layout.width > 1 else { return }
    rows.put(
      Cell(glyph: mark, width: 1, style: cutMarkStyle(layout)), column: layout.width - 1, row: row)
  }

  /// The cut mark's look: the page's style in reverse video.
  private static func cutMarkStyle(_ layout: DocumentLayout) -> Style {
    var style = layout.renderer.base
    style.attributes.insert(.reverse)
    return style
  }

  /// The cells of `display` (line `line`) that differ from line `line` of `previous`; all of
  /// them when `previous` has no such line, none when that line is too long to compare.
  private static func changes(
    of display: DisplayLine, line: Int, from previous: any TextDocument, _ layout: DocumentLayout
  ) -> [Range<Int>] {
    guard previous.prepareLines(through: line) > line else { return [0..<display.cells.count] }
    guard previous.lineLength(line) <= LinePiece.wholeLineLimit else { return [] }
    return display.changes(from: layout.renderer.render(previous.line(line)))
  }

  /// The rows of a line too long to render whole, from row `skipping` (at most a page of them),
  /// or its one cut row; search matches and highlights are found within each row.
  private static func longLineRows(
    _ line: Int, length: Int, in document: some TextDocument, viewport: DocumentViewport,
    skipping skipRows: Int, layout: DocumentLayout, search: TextSearch?,
    highlights: [StyledSearch], isTarget: Bool
  ) -> [[Cell]] {
    let rows = layout.longLines.withLayout(
      of: line, in: document, length: length, width: layout.width, renderer: layout.renderer,
      atWords: layout.wrapsAtWords
    ) { long in
      layout.wrapsLines
        ? long.rows(from: skipRows, count: layout.rows, line: line, in: document)
        : [long.chopped(offset: viewport.leftColumn, line: line, in: document)]
    }
    let marked = layout.wrapsLines ? rows : rows.map { markedCut($0, layout: layout) }
    guard search != nil || !highlights.isEmpty else { return marked }
    return marked.enumerated().map { index, row in
      // Rows are matched one at a time: the current match is the first on the line's first row.
      let target: DisplayLine.TargetMark =
        !isTarget ? .none : index == 0 && skipRows == 0 ? .firstMatchIsCurrent : .laterRow
      return DisplayLine(cells: row).highlighted(
        highlights, search: search, looks: layout.renderer.looks,
        searchLooks: layout.searchLooks, target: target
      ).cells
    }
  }
}

/// How a document is laid out on a page: its width, how many rows show, and whether long lines
/// wrap or are cut (then scrolled sideways).
package struct DocumentLayout: Hashable, Sendable {
  /// Columns of the page.
  package var width: Int
  /// Rows of content that show.
  package var rows: Int
  /// Whether long lines wrap onto more rows (`less` without `-S`); otherwise they are cut.
  package var wrapsLines: Bool
  /// Whether wrapped rows end at spaces rather than cut a word (less's `--wordwrap`), long lines
  /// laid out a piece at a time too.
  package var wrapsAtWords = false
  /// How the search's matches show (less's `-DS`, `-DJ`, `-D1` … `-D5`).
  package var searchLooks = SearchLooks()
  /// How a line's bytes become cells.
  package var renderer: LineRenderer
  /// Lines pinned above the page (`--header`): the page never scrolls above the line after them.
  package var firstLine = 0
  /// Columns at the start of every line that stay in place while cut lines scroll sideways
  /// (the M of `--header N,M`).
  package var headerColumns = 0
  /// What the last column of a line cut at the right edge shows, in reverse video, as less's
  /// `--rscroll` marks it (`>` by default); nil marks nothing.
  package var cutMark: String? = DocumentLayout.defaultCutMark
  /// less's mark of a line cut at the right edge.
  package static let defaultCutMark = ">"
  /// Where the layouts of long lines are kept between frames; a memo, so not part of equality.
  let longLines: LongLineCache

  /// Makes a layout.
  package init(width: Int, rows: Int, wrapsLines: Bool, renderer: LineRenderer) {
    self.init(
      width: width, rows: rows, wrapsLines: wrapsLines, renderer: renderer,
      longLines: LongLineCache())
  }

  init(width: Int, rows: Int, wrapsLines: Bool, renderer: LineRenderer, longLines: LongLineCache) {
    self.width = max(1, width)
    self.rows = max(1, rows)
    self.wrapsLines = wrapsLines
    self.renderer = renderer
    self.longLines = longLines
  }

  /// Whether two layouts lay lines out alike: the long-line memo they share is not compared.
  package static func == (lhs: DocumentLayout, rhs: DocumentLayout) -> Bool {
    lhs.width == rhs.width && lhs.rows == rhs.rows && lhs.wrapsLines == rhs.wrapsLines
      && lhs.wrapsAtWords == rhs.wrapsAtWords && lhs.renderer == rhs.renderer
      && lhs.firstLine == rhs.firstLine
      && lhs.headerColumns == rhs.headerColumns
  }

  /// Hashes what ``==`` compares.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(rows)
    hasher.combine(wrapsLines)
    hasher.combine(wrapsAtWords)
    hasher.combine(renderer)
    hasher.combine(firstLine)
    hasher.combine(headerColumns)
  }

  /// The columns of line `index` of `document`, whose bytes are `bytes`, when it is plain
  /// (``LineRenderer/plainColumns(_:)``) and lays out as its columns cut into rows of the width:
  /// not wrapped at words, with no line end's `^M` after it, and no header columns kept while
  /// it scrolls sideways. Nil otherwise: its cells are made and laid out.
  func plainColumns(_ bytes: [UInt8], line index: Int, in document: some TextDocument)
    -> [UInt8]?
  {
    guard wrapsLines ? !wrapsAtWords : headerColumns == 0,
      !renderer.showsLineEndReturns || !document.lineEndsWithReturn(index)
    else { return nil }
    return renderer.plainColumns(bytes)
  }

  /// Rows that line `index` of `document` takes, or `limit` when it takes more: a long line is
  /// laid out only as far as `limit` needs.
  func rowCount(
    ofLine index: Int, in document: some TextDocument, atMost limit: Int = .max
  ) -> Int {
    guard wrapsLines else { return min(1, limit) }
    let length = document.lineLength(index)
    guard length > LinePiece.wholeLineLimit else {
      return min(
        limit,
        renderer.render(line: index, of: document).rowCount(width: width, atWords: wrapsAtWords))
    }
    return longLines.withLayout(
      of: index, in: document, length: length, width: width, renderer: renderer,
      atWords: wrapsAtWords
    ) { $0.rowCount(atMost: limit, line: index, in: document) }
  }

  /// Lays out about `budget` more bytes of line `index` when it is a long line not yet laid out
  /// whole; returns how far it has got (0 … 1) and the rows known so far, or nil when the line
  /// needs no more.
  func advanceLayout(
    ofLine index: Int, in document: some TextDocument, budget: Int
  ) -> (fraction: Double, rows: Int)? {
    let length = document.lineLength(index)
    guard wrapsLines, length > LinePiece.wholeLineLimit else { return nil }
    return longLines.withLayout(
      of: index, in: document, length: length, width: width, renderer: renderer,
      atWords: wrapsAtWords
    ) { layout in
      layout.advance(budget: budget, line: index, in: document)
        ? nil : (layout.laidOutFraction, layout.laidOutRowCount)
    }
  }

  /// Lays out about `budget` more bytes of line `index` when it is a long line not yet laid out
  /// as far as column `column`; returns whether it is now (so showing that column is quick).
  func layOut(
    line index: Int, throughColumn column: Int, in document: some TextDocument, budget: Int
  ) -> Bool {
    let length = document.lineLength(index)
    guard length > LinePiece.wholeLineLimit else { return true }
    return longLines.withLayout(
      of: index, in: document, length: length, width: width, renderer: renderer,
      atWords: wrapsAtWords
    ) { layout in
      if layout.laidOutColumn <= column {
        _ = layout.advance(budget: budget, line: index, in: document)
      }
      return layout.laidOutColumn > column
    }
  }

  /// Whether line `index` is a long line whose rows are not all known yet.
  func isUnfinished(line index: Int, in document: some TextDocument) -> Bool {
    let length = document.lineLength(index)
    guard wrapsLines, length > LinePiece.wholeLineLimit else { return false }
    return !longLines.withLayout(
      of: index, in: document, length: length, width: width, renderer: renderer,
      atWords: wrapsAtWords
    ) { $0.isLaidOut }
  }

  /// The first column of row `row` of line `index` wrapped: 0 for its first row, or when lines
  /// are cut; the line's end for a row past its last.
  func firstColumn(ofRow row: Int, line index: Int, in document: some TextDocument) -> Int {
    guard wrapsLines, row > 0 else { return 0 }
    let length = document.lineLength(index)
    guard length > LinePiece.wholeLineLimit else {
      let ranges = renderer.render(line: index, of: document).rowRanges(
        width: width, atWords: wrapsAtWords)
      return row < ranges.count ? ranges[row].lowerBound : ranges.last?.upperBound ?? 0
    }
    // A row holds at most `width` columns, so row `row` starts by column `row * width`; rows
    // only grow with columns, so the first column on it is found by halving.
    var low = 0
    var high = row * max(1, width)
    while low < high {
      let middle = (low + high) / 2
      if self.row(ofColumn: middle, line: index, in: document) < row {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The row of line `index` wrapped that shows column `column`.
  func row(ofColumn column: Int, line index: Int, in document: some TextDocument) -> Int {
    let length = document.lineLength(index)
    guard length > LinePiece.wholeLineLimit else {
      let ranges = renderer.render(line: index, of: document).rowRanges(
        width: width, atWords: wrapsAtWords)
      return ranges.firstIndex { $0.contains(column) } ?? ranges.count - 1
    }
    return longLines.withLayout(
      of: index, in: document, length: length, width: width, renderer: renderer,
      atWords: wrapsAtWords
    ) { $0.row(ofColumn: column, line: index, in: document) }
  }
}
