/// The row of full-width pages, side by side, of which the screen shows a window.
///
/// Sliding, the window's left edge is at `position × width` columns, so mid-transition the end of
/// one page and the start of the next are both on screen; a wrapping pager repeats the row
/// endlessly. A direct jump shows only the page it leaves and the one coming in.
struct PageStrip {
  let screen: PagerScreen
  let styles: [Style]
  /// Whether the text's own SGR colours are shown.
  let showsColors: Bool

  func draw(into frame: inout Frame, rows: Range<Int>, at now: Instant) {
    let width = frame.width
    guard width > 0, !rows.isEmpty else { return }
    let pager = screen.pager
    if let transition = pager.directTransition(at: now) {
      let offset = Int((transition.progress * Double(width)).rounded())
      let sign = transition.isForward ? 1 : -1
      drawPage(transition.from, at: -sign * offset, into: &frame, rows: rows)
      drawPage(transition.to, at: sign * (width - offset), into: &frame, rows: rows)
      return
    }
    let offset = Int((pager.position(at: now) * Double(width)).rounded())
    let first = offset / width
    for slot in first...first + 1 where pager.wraps || slot < pager.tabCount {
      drawPage(slot % pager.tabCount, at: slot * width - offset, into: &frame, rows: rows)
    }
  }

  /// Draws page `index` with its first column at screen column `left` (possibly off screen).
  private func drawPage(_ index: Int, at left: Int, into frame: inout Frame, rows: Range<Int>) {
    let width = frame.width
    let visible = max(0, left)..<min(width, left + width)
    guard !visible.isEmpty else { return }
    let style = styles[index]
    frame.fill(columns: visible, rows: rows, style: style)
    let title = screen.preset.tabs[index].title
    if let document = screen.documents[index] {
      drawDocument(document, tab: index, at: left, into: &frame, rows: rows, style: style)
      return
    }
    guard screen.preset.scrollsContent else {
      drawCentred(title, at: left, into: &frame, rows: rows, style: style)
      return
    }
    let lineCount = screen.contentLineCount
    let firstLine = screen.scrollOffset(of: index)
    for (line, row) in zip(firstLine..<lineCount, rows) {
      let text = "\(title) · line \(line + 1) of \(lineCount)"
      let start = left + 2
      frame.write(text, column: start, row: row, style: style, limit: visible.upperBound - start)
    }
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

  private func drawDocument(
    _ document: any TextDocument, tab: Int, at left: Int, into frame: inout Frame,
    rows: Range<Int>, style: Style
  ) {
    let status = screen.statuses[tab]
    if case .failed(let reason) = status {
      drawCentred(reason, at: left, into: &frame, rows: rows, style: style)
      return
    }
    var layout = screen.documentLayout
    layout.renderer = LineRenderer(base: style)
    layout.renderer.showsColors = showsColors
    let page = DocumentPage(
      document: document, viewport: screen.viewports[tab], layout: layout, search: screen.search)
    if page.rows.isEmpty, status == .running || status == .loading {
      let title = screen.preset.tabs[tab].title
      let waiting = status == .running ? "running: \(title)…" : "loading…"
      drawCentred(waiting, at: left, into: &frame, rows: rows, style: style)
      return
    }
    for (cells, row) in zip(page.rows, rows) {
      var column = left
      for cell in cells {
        // A wide glyph places its own continuation cell.
        if cell.width > 0, column >= 0, column < left + frame.width {
          frame.put(cell, column: column, row: row)
        }
        column += 1
      }
    }
  }
}
