/// The row of full-width pages, side by side, of which the screen shows a window.
///
/// The window's left edge is at `position × width` columns, so mid-transition the end of one
/// page and the start of the next are both on screen.
struct PageStrip {
  let tabs: [Tab]
  let styles: [Style]

  func draw(into frame: inout Frame, rows: Range<Int>, position: Double) {
    let width = frame.width
    guard width > 0, !rows.isEmpty else { return }
    let offset = Int((position * Double(width)).rounded())
    let firstPage = max(0, min(tabs.count - 1, offset / width))
    for page in firstPage...min(firstPage + 1, tabs.count - 1) {
      drawPage(page, at: page * width - offset, into: &frame, rows: rows)
    }
  }

  /// Draws page `index` with its first column at screen column `left` (possibly off screen).
  private func drawPage(_ index: Int, at left: Int, into frame: inout Frame, rows: Range<Int>) {
    let width = frame.width
    let visible = max(0, left)..<min(width, left + width)
    guard !visible.isEmpty else { return }
    let style = styles[index]
    frame.fill(columns: visible, rows: rows, style: style)
    let label = TextFit.truncate(tabs[index].title, toColumns: width)
    let start = left + TextFit.centredStart(of: ColumnWidth.of(label), in: width)
    let row = rows.lowerBound + (rows.count - 1) / 2
    frame.write(label, column: start, row: row, style: style, limit: visible.upperBound - start)
  }
}
