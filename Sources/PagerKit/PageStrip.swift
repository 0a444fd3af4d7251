/// The row of full-width pages, side by side, of which the screen shows a window.
///
/// Sliding, the window's left edge is at `position × width` columns, so mid-transition the end of
/// one page and the start of the next are both on screen; a wrapping pager repeats the row
/// endlessly. A direct jump shows only the page it leaves and the one coming in.
struct PageStrip {
  let screen: PagerScreen
  let styles: [Style]

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
    guard screen.preset.scrollsContent else {
      let label = TextFit.truncate(title, toColumns: width)
      let start = left + TextFit.centredStart(of: ColumnWidth.of(label), in: width)
      let row = rows.lowerBound + (rows.count - 1) / 2
      frame.write(label, column: start, row: row, style: style, limit: visible.upperBound - start)
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
}
