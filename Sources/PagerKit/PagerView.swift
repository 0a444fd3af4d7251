/// How a pager looks: renders a ``Pager`` into a ``Frame`` for one preset and theme, and tells
/// which tab a mouse position points at.
///
/// Rendering is a pure function of the pager, the size and the time.
public struct PagerView: Hashable, Sendable {
  /// The preset drawn.
  public let preset: Preset
  /// Its colours, resolved for the terminal.
  public let theme: Theme

  /// A view of `preset` in `theme`.
  public init(preset: Preset, theme: Theme) {
    self.preset = preset
    self.theme = theme
  }

  /// The frame for `pager` on a screen of `size` at `now`.
  public func render(_ pager: Pager, size: Size, at now: Instant) -> Frame {
    var frame = Frame(width: size.columns, height: size.rows)
    let layout = ScreenLayout(preset: preset, size: size)
    guard layout.isUsable else {
      drawTooSmall(into: &frame)
      return frame
    }
    let position = pager.position(at: now)
    if let titleRow = layout.titleRow, let title = preset.title {
      frame.fill(columns: 0..<size.columns, rows: titleRow..<titleRow + 1, style: theme.title)
      frame.write(title, column: 1, row: titleRow, style: theme.title, limit: size.columns - 2)
    }
    drawBar(into: &frame, layout: layout)
    drawIndicator(into: &frame, layout: layout, position: position)
    PageStrip(tabs: preset.tabs, styles: theme.pages)
      .draw(into: &frame, rows: layout.pageRows, position: position)
    return frame
  }

  /// The tab whose bar item is at `column`, `row` on a screen of `size`, if any.
  public func tab(atColumn column: Int, row: Int, size: Size) -> Int? {
    ScreenLayout(preset: preset, size: size).tab(atColumn: column, row: row)
  }

  private func drawBar(into frame: inout Frame, layout: ScreenLayout) {
    let row = layout.barRow
    frame.fill(columns: 0..<frame.width, rows: row..<row + 1, style: theme.bar)
    for (index, tab) in preset.tabs.enumerated() {
      let span = layout.bar.span(of: index)
      let label = Self.itemLabel(tab, columns: span.count)
      let start = span.lowerBound + TextFit.centredStart(of: ColumnWidth.of(label), in: span.count)
      frame.write(label, column: start, row: row, style: theme.bar, limit: span.upperBound - start)
    }
  }

  private func drawIndicator(into frame: inout Frame, layout: ScreenLayout, position: Double) {
    let row = layout.indicatorRow
    frame.fill(columns: 0..<frame.width, rows: row..<row + 1, style: theme.bar)
    let indicator = Indicator(
      position: position, itemCount: layout.bar.itemCount, width: layout.bar.width)
    for column in indicator.columns {
      guard let glyph = indicator.glyph(atColumn: column) else { continue }
      frame.put(Cell(glyph: String(glyph), style: theme.indicator), column: column, row: row)
    }
  }

  /// A bar item's text for `columns` columns: icon and title, then a cut title, then the icon.
  static func itemLabel(_ tab: Tab, columns: Int) -> String {
    guard let icon = tab.icon else { return TextFit.truncate(tab.title, toColumns: columns) }
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
