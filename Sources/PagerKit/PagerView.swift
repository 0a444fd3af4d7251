/// How a pager screen looks: renders a ``PagerScreen`` into a ``Frame``.
///
/// Rendering is a pure function of the screen state and the time.
public struct PagerView: Hashable, Sendable {
  /// The colours, resolved for the terminal.
  public let theme: Theme

  /// A view drawing in `theme`.
  public init(theme: Theme) {
    self.theme = theme
  }

  /// The frame for `screen` at `now`: exactly the screen's size.
  public func render(_ screen: PagerScreen, at now: Instant) -> Frame {
    var frame = Frame(width: screen.size.columns, height: screen.size.rows)
    let layout = screen.layout
    guard layout.isUsable else {
      drawTooSmall(into: &frame)
      return frame
    }
    if let titleRow = layout.titleRow, let title = screen.preset.title {
      frame.fill(columns: 0..<frame.width, rows: titleRow..<titleRow + 1, style: theme.title)
      frame.write(title, column: 1, row: titleRow, style: theme.title, limit: frame.width - 2)
    }
    PageStrip(screen: screen, styles: theme.pages)
      .draw(into: &frame, rows: layout.pageRows, at: now)
    let rows = layout.barRows(dropped: screen.barDrop(at: now))
    let barColumns = screen.preset.barPlacement == .floating ? layout.bar.columns : 0..<frame.width
    let indicator = IndicatorPainter(
      style: screen.preset.indicator, layout: layout.bar, position: screen.pager.position(at: now),
      wraps: screen.pager.wraps, theme: theme)
    drawBar(into: &frame, screen: screen, row: rows.bar, columns: barColumns)
    indicator.fillBlock(into: &frame, row: rows.bar)
    if let row = rows.indicator {
      frame.fill(columns: barColumns, rows: row..<row + 1, style: theme.bar)
      indicator.drawMark(into: &frame, row: row)
    }
    return frame
  }

  /// The tab whose bar item is at `column`, `row` of `screen` at `now`, if any.
  public func tab(atColumn column: Int, row: Int, of screen: PagerScreen, at now: Instant) -> Int? {
    screen.layout.tab(atColumn: column, row: row, dropped: screen.barDrop(at: now))
  }

  private func drawBar(into frame: inout Frame, screen: PagerScreen, row: Int, columns: Range<Int>)
  {
    guard row < frame.height else { return }
    frame.fill(columns: columns, rows: row..<row + 1, style: theme.bar)
    let layout = screen.layout.bar
    for (index, tab) in screen.preset.tabs.enumerated() {
      let span = layout.span(of: index)
      // A column of air each side keeps neighbouring labels apart, where there is room for it.
      let room = span.count > 4 ? span.count - 2 : span.count
      let label = Self.itemLabel(tab, columns: room, content: screen.preset.bar.itemContent)
      let start = span.lowerBound + TextFit.centredStart(of: ColumnWidth.of(label), in: span.count)
      let style = index == screen.pager.targetIndex ? theme.selectedItem : theme.bar
      frame.write(label, column: start, row: row, style: style, limit: span.upperBound - start)
    }
  }

  /// A bar item's text for `columns` columns: as much of `content` as fits, the title cut
  /// with `…` before the icon is dropped.
  static func itemLabel(_ tab: Tab, columns: Int, content: BarItemContent) -> String {
    guard let icon = tab.icon, content != .title else {
      return TextFit.truncate(tab.title, toColumns: columns)
    }
    if content == .icon { return TextFit.truncate(icon, toColumns: columns) }
    let full = icon + " " + tab.title
    if ColumnWidth.of(full) <= columns { return full }
    let roomForTitle = columns - ColumnWidth.of(icon) - 1
    if roomForTitle >= 2 {
      return icon + " " + TextFit.truncate(tab.title, toColumns: roomForTitle)
    }
    return TextFit.truncate(icon, toColumns: columns)
  }

  private func drawTooSmall(into frame: inout Frame) {
    guard frame.height > 0 else { return }
    let messages = ["terminal too small", "too small", "small", "…"]
    let message = messages.first { ColumnWidth.of($0) <= frame.width } ?? ""
    let row = (frame.height - 1) / 2
    frame.write(
      message, column: TextFit.centredStart(of: ColumnWidth.of(message), in: frame.width), row: row,
      style: Style(attributes: .reverse))
  }
}
