import PagerKit

/// The row of full-width pages, side by side, of which the screen shows a window.
///
/// Sliding, the window's left edge is at `position × width` columns, so mid-transition the end of
/// one page and the start of the next are both on screen; a cycling pager repeats the row
/// endlessly. A direct jump shows only the page it leaves and the one coming in.
struct PageStrip {
  let screen: PagerScreen
  let styles: [Style]
  /// The looks of the highlights, in the order highlights take them.
  let highlightStyles: [Style]
  /// Whether the text's own SGR colours are shown.
  let showsColors: Bool
  /// Whether the pages' ground is dark, so that black text is lightened on it.
  var pagesAreDark = true
  /// The look the rows' cells are blank in already (a frame just made), or nil: a page in that
  /// look that covers the frame alone is not filled again, which is 3,000 cells copied on a
  /// screen of 100 by 30. A page beside another is filled, whatever the other left on its edge.
  var rowsBlankIn: Style?

  /// Draws the pages on screen at `now`; returns the document pages it laid out, by tab, so
  /// the status line need not lay them out again.
  @discardableResult
  func draw(into frame: inout Frame, rows: Range<Int>, at now: Instant) -> [Int: DocumentPage] {
    let width = frame.width
    var pages: [Int: DocumentPage] = [:]
    guard width > 0, !rows.isEmpty else { return pages }
    let pager = screen.pager
    var placements: [(tab: Int, left: Int)] = []
    if let transition = pager.directTransition(at: now) {
      let offset = Int((transition.progress * Double(width)).rounded())
      let sign = transition.isForward ? 1 : -1
      placements = [(transition.from, -sign * offset), (transition.to, sign * (width - offset))]
    } else {
      let offset = Int((pager.position(at: now) * Double(width)).rounded())
      let first = offset / width
      for slot in first...first + 1 where pager.cycles || slot < pager.tabCount {
        placements.append((slot % pager.tabCount, slot * width - offset))
      }
    }
    if let departure = screen.departure, let progress = departure.progress(at: now) {
      // A tab closed slides out, the one taking its place slides in.
      let offset = Int((progress * Double(width)).rounded())
      let sign = departure.newcomerFromRight ? 1 : -1
      placements = [(pager.selectedIndex, sign * (width - offset))]
      drawPage(
        departure.page, tab: nil, title: departure.title, style: departure.style,
        at: -sign * offset, into: &frame, rows: rows)
    }
    for (tab, left) in placements {
      pages[tab] = drawPage(
        screen.pages[tab], tab: tab, title: screen.preset.tabs[tab].title, style: style(of: tab),
        at: left, into: &frame, rows: rows)
    }
    return pages
  }

  /// The page style of tab `index`; a tab opened after the styles were made takes them in turn.
  private func style(of index: Int) -> Style {
    styles.isEmpty ? .plain : styles[index % styles.count]
  }

  /// Draws `page` (tab `tab`'s, or a closed tab's when nil; titled `title`) with its first column
  /// at screen column `left` (possibly off screen); returns its document page, if it shows one.
  @discardableResult
  private func drawPage(
    _ page: PageState, tab: Int?, title: String, style: Style, at left: Int,
    into frame: inout Frame, rows: Range<Int>
  ) -> DocumentPage? {
    let width = frame.width
    let visible = max(0, left)..<min(width, left + width)
    guard !visible.isEmpty else { return nil }
    if style != rowsBlankIn || visible != 0..<width {
      frame.fill(columns: visible, rows: rows, style: style)
    }
    if let document = page.document {
      return drawDocument(
        document, page: page, tab: tab, title: title, at: left, into: &frame, rows: rows,
        style: style)
    }
    guard screen.preset.scrollsContent else {
      drawCentred(title, at: left, into: &frame, rows: rows, style: style)
      return nil
    }
    let lineCount = screen.contentLineCount
    let firstLine = screen.scrollOffset(of: page)
    for (line, row) in zip(firstLine..<lineCount, rows) {
      let text = "\(title) · line \(line + 1) of \(lineCount)"
      let start = left + 2
      frame.write(text, column: start, row: row, style: style, limit: visible.upperBound - start)
    }
    return nil
  }

  /// One line of text centred on the page: a label, or why a document cannot be shown.
  private func drawCentred(
    _ text: String, at left: Int, into frame: inout Frame, rows: Range<Int>, style: Style
  ) {
    let width = frame.width
    let visibleEnd = min(width, left + width)
    let label = TextFit.truncate(text, toColumns: width)
    let start = left + TextFit.centredStart(of: ColumnWidth.of(label), in: width)
    let row = rows.lowerBound + (rows.count - 1) / 2
    frame.write(label, column: start, row: row, style: style, limit: visibleEnd - start)
  }

  /// Draws the header lines (`--header`) at the top of a document page, a row each, cut at the
  /// page's width and underlined at the last; returns the rows they took.
  private func drawHeader(
    _ document: any TextDocument, at left: Int, into frame: inout Frame, rows: Range<Int>,
    layout: DocumentLayout, headerRows: Int, selection: TextSelection?, leftColumn: Int,
    tableMark: TableMark?, gutter: Int, numbers: Int
  ) -> Int {
    let count = min(headerRows, document.prepareLines(through: headerRows - 1))
    guard count > 0 else { return 0 }
    for line in 0..<count {
      let row = rows.lowerBound + line
      // Cut lines scroll sideways under it, and so does the header.
      let shift = layout.wrapsLines ? 0 : leftColumn
      let shown = 4 * (layout.width + shift)
      var display = layout.renderer.render(document.bytes(ofLine: line, in: 0..<shown))
      // Text kept on top with a table's header (`dpkg -l`'s legend) has no columns to mark.
      if let tableMark, TableChain.row(line, of: document)?.kind != .text {
        display = tableMark.marked(display, line: line, isHeader: true)
      }
      // A line read to its end shows its line end's `^M`, as the page would.
      if document.lineLength(line) <= shown {
        layout.renderer.end(&display, ofLine: line, in: document)
      }
      if let columns = selection?.columns(onLine: line) {
        display = display.highlighted([columns.clamped(to: 0..<display.cells.count)])
      }
      if line == count - 1 {
        display = DisplayLine(
          cells: display.cells.map { cell in
            var cell = cell
            cell.style.attributes.insert(.underline)
            return cell
          })
      }
      if screen.lineNumberGutter > 0, screen.numbersHeaderLines {
        drawLineNumber(
          document.lineNumber(ofLine: line), at: numbers, row: row, into: &frame,
          style: layout.renderer.base)
      }
      frame.put(
        DocumentPage.chopped(display, layout: layout, offset: shift), column: left + gutter,
        row: row, within: 0..<left + frame.width)
    }
    return headerRows
  }

  /// A line's number, right-aligned in the gutter and dim, as `less -N` shows it; a number
  /// too long for the gutter shows its last digits.
  private func drawLineNumber(
    _ number: Int, at left: Int, row: Int, into frame: inout Frame, style: Style
  ) {
    var dim = style
    dim.attributes.insert(.dim)
    let digits = String(number).suffix(screen.lineNumberWidth)
    frame.write(
      digits, column: left + screen.lineNumberWidth - digits.count, row: row, style: dim)
  }

  /// The letter of the text line `line` of `merge` comes from, in that text's colour: `A` for
  /// the first given, `B` for the second, and on.
  private func drawSource(
    of line: Int, in merge: MergedDocument, at column: Int, row: Int, into frame: inout Frame,
    style: Style
  ) {
    guard line < merge.lineCount else { return }
    let source = merge.place(ofLine: line).source
    var marked = style
    marked.foreground = MergedDocument.color(ofSource: source)
    marked.attributes.insert(.bold)
    frame.put(
      Cell(glyph: MergedDocument.letter(ofSource: source), style: marked), column: column, row: row)
  }

  private func drawDocument(
    _ document: any TextDocument, page state: PageState, tab: Int?, title: String, at left: Int,
    into frame: inout Frame, rows: Range<Int>, style: Style
  ) -> DocumentPage? {
    let status = state.status
    if case .failed(let reason) = status {
      drawCentred(reason, at: left, into: &frame, rows: rows, style: style)
      return nil
    }
    var layout = screen.documentLayout(ofTab: tab)
    // The screen's renderer (tab stops, controls) in this page's style.
    layout.renderer.base = style
    layout.renderer.showsColors = showsColors
    layout.renderer.lightensDarkText = pagesAreDark
    layout.searchLooks = screen.searchLooks
    layout.searchLooks.showsColors = showsColors
    let highlight = screen.highlightedSearch(tab: tab)
    let selection =
      tab.map { screen.selection?.tab == screen.tabList[$0] } == true ? screen.selection : nil
    let tableMark = tab.flatMap { screen.tableMark(ofTab: $0) }
    let page = DocumentPage(
      document: document, viewport: state.viewport, layout: layout,
      search: highlight?.search, onlyOnLine: highlight?.line, targetLine: highlight?.target,
      highlights: screen.highlights.styled(highlightStyles),
      changedFrom: screen.highlightsChanges ? state.previousDocument : nil,
      selectedLink: state.selectedLink,
      selection: selection, tableMark: tableMark)
    if page.rowCount == 0, status.isWaiting {
      let waiting = status == .running ? "running: \(title)…" : status.summary
      drawCentred(waiting, at: left, into: &frame, rows: rows, style: style)
      return page
    }
    let sources = tab.map { screen.sourceGutter(ofTab: $0) } ?? 0
    let gutter = screen.statusColumnWidth + sources + screen.lineNumberGutter
    let numbers = left + screen.statusColumnWidth + sources
    let merge = sources > 0 ? tab.flatMap(screen.merge(ofTab:)) : nil
    let header = drawHeader(
      document, at: left, into: &frame, rows: rows, layout: layout,
      headerRows: screen.headerRows(ofTab: tab), selection: selection,
      leftColumn: state.viewport.leftColumn, tableMark: tableMark, gutter: gutter,
      numbers: numbers)
    // A text no longer than its header has nothing below it.
    if header > 0, document.lineCount <= layout.firstLine { return page }
    let statusColumn = StatusColumn(screen: screen, tab: tab, document: document)
    var levels = LevelColors()
    for (index, row) in zip(0..<page.rowCount, rows.dropFirst(header)) {
      if let line = page.lineStarts[index] {
        if screen.statusColumnWidth > 0, let mark = statusColumn.mark(forLine: line) {
          var marked = style
          marked.attributes.insert(.reverse)
          frame.put(Cell(glyph: String(mark), style: marked), column: left, row: row)
        }
        if let merge {
          drawSource(
            of: DocumentLayers.rootLine(line, of: document), in: merge,
            at: left + screen.statusColumnWidth, row: row, into: &frame, style: style)
        }
        if screen.lineNumberGutter > 0 {
          drawLineNumber(
            document.lineNumber(ofLine: line), at: numbers, row: row, into: &frame, style: style)
        }
      }
      // less's --status-line: the marked line whole in reverse, a blank for an empty one.
      let wholeLine =
        screen.marksWholeLines && index >= page.blankRowsAbove
        && statusColumn.isMarked(page.places[index].line)
      // A merge's errors and warnings in their colours, where the text gives none of its own.
      let levelColor =
        merge != nil && index >= page.blankRowsAbove
        ? levels.color(ofLine: page.places[index].line, in: document) : nil
      guard wholeLine || levelColor != nil else {
        frame.put(
          row: index, count: page.rowLengths[index], of: page.cells, column: left + gutter,
          row: row, within: 0..<left + frame.width)
        continue
      }
      var run = page.cells(ofRow: index)
      if run.isEmpty, wholeLine { run = [Cell(glyph: " ", style: style)] }
      for column in run.indices {
        if wholeLine { run[column].style.attributes.formSymmetricDifference(.reverse) }
        if let levelColor, run[column].style.foreground == style.foreground {
          run[column].style.foreground = levelColor
        }
      }
      frame.put(run, column: left + gutter, row: row, within: 0..<left + frame.width)
    }
    return page
  }
}
