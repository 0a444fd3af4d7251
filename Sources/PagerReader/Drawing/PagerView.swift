import PagerKit

/// How a pager screen looks: renders a ``PagerScreen`` into a ``Frame``.
///
/// Rendering is a pure function of the screen state and the time (documents are read through
/// ``TextDocument``, never written).
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
      if let help = screen.help {
        HelpOverlay(lines: help, style: theme.title, top: screen.helpTop).draw(into: &frame)
      }
      return frame
    }
    if let titleRow = layout.titleRow, let title = screen.preset.title {
      frame.fill(columns: 0..<frame.width, rows: titleRow..<titleRow + 1, style: theme.title)
      frame.write(title, column: 1, row: titleRow, style: theme.title, limit: frame.width - 2)
    }
    let strip = PageStrip(
      screen: screen, styles: theme.pages, highlightStyles: theme.highlights,
      showsColors: theme.showsColors, pagesAreDark: theme.pagesAreDark)
    let pages = strip.draw(into: &frame, rows: layout.pageRows, at: now)
    let rows = layout.barRows(dropped: screen.barDrop(at: now))
    let barColumns = screen.preset.barPlacement == .floating ? layout.bar.columns : 0..<frame.width
    if rows.bar < frame.height {
      frame.fill(columns: barColumns, rows: rows.bar..<rows.bar + 1, style: theme.bar)
    }
    if let row = rows.indicator, row < frame.height {
      frame.fill(columns: barColumns, rows: row..<row + 1, style: theme.bar)
    }
    let indicator: IndicatorPainter
    if let overflow = screen.overflowBar {
      drawItems(
        of: overflow, into: &frame, screen: screen, row: rows.bar, origin: layout.bar.originColumn)
      indicator = naturalIndicator(overflow, screen: screen, layout: layout, at: now)
    } else {
      drawItems(into: &frame, screen: screen, row: rows.bar)
      indicator = IndicatorPainter(
        style: screen.preset.shownIndicator, layout: layout.bar,
        position: screen.pager.position(at: now),
        cycles: screen.pager.cycles, markStyle: markStyle(screen), blockStyle: theme.block)
    }
    indicator.fillBlock(into: &frame, row: rows.bar)
    if let row = rows.indicator { indicator.drawMark(into: &frame, row: row) }
    if let row = layout.statusRow {
      StatusLine(screen: screen, theme: theme, drawnPages: pages).draw(into: &frame, row: row)
    }
    if let help = screen.help {
      HelpOverlay(lines: help, style: theme.title, top: screen.helpTop).draw(into: &frame)
    }
    return frame
  }

  private func markStyle(_ screen: PagerScreen) -> Style {
    theme.itemStyle(screen.pager.selectedIndex) ?? theme.indicator
  }

  /// Equal-share or fixed-width items: each centred in its span.
  private func drawItems(into frame: inout Frame, screen: PagerScreen, row: Int) {
    guard row < frame.height else { return }
    let layout = screen.layout.bar
    for (index, var tab) in screen.preset.tabs.enumerated() {
      tab.title = screen.barTitles[index]
      let span = layout.span(of: index)
      // A column of air each side keeps neighbouring labels apart, where there is room for it.
      let room = span.count > 4 ? span.count - 2 : span.count
      let label = Self.itemLabel(tab, columns: room, content: screen.preset.bar.itemContent)
      let start = span.lowerBound + TextFit.centredStart(of: ColumnWidth.of(label), in: span.count)
      frame.write(
        label, column: start, row: row, style: itemStyle(index, screen: screen),
        limit: span.upperBound - start)
    }
  }

  /// Natural-width items with `← +N` / `+N →` for the tabs that do not fit.
  private func drawItems(
    of overflow: OverflowTabBarLayout, into frame: inout Frame, screen: PagerScreen, row: Int,
    origin: Int
  ) {
    guard row < frame.height else { return }
    for item in overflow.items {
      frame.write(
        item.text, column: origin + item.textColumn, row: row,
        style: itemStyle(item.tab, screen: screen), limit: item.columns.upperBound - item.textColumn
      )
    }
    for marker in [overflow.leftMarker, overflow.rightMarker].compactMap({ $0 }) {
      var style = theme.bar
      style.attributes.insert(.dim)
      frame.write(
        marker.text, column: origin + marker.textColumn, row: row, style: style,
        limit: marker.columns.upperBound - marker.textColumn)
    }
  }

  private func itemStyle(_ index: Int, screen: PagerScreen) -> Style {
    let isSelected = index == screen.pager.selectedIndex
    guard var style = theme.itemStyle(index) else {
      return isSelected ? theme.selectedItem : theme.bar
    }
    if isSelected { style.attributes.formUnion(theme.selectedItem.attributes) }
    return style
  }

  /// The line under natural-width items: between the spans of the two tabs the position lies
  /// between, or under the selected item when a neighbour is hidden.
  private func naturalIndicator(
    _ overflow: OverflowTabBarLayout, screen: PagerScreen, layout: ScreenLayout, at now: Instant
  ) -> IndicatorPainter {
    let position = screen.pager.position(at: now)
    let spans = Dictionary(uniqueKeysWithValues: overflow.items.map { ($0.tab, $0.columns) })
    let lower = Int(position.rounded(.down))
    let fraction = position - Double(lower)
    let origin = Double(layout.bar.originColumn)
    var start = 0.0
    var width = 0.0
    if let from = spans[lower], let to = spans[lower + 1] ?? (fraction == 0 ? from : nil) {
      start = origin + Double(from.lowerBound) + fraction * Double(to.lowerBound - from.lowerBound)
      width = Double(from.count) + fraction * Double(to.count - from.count)
    } else if let selected = overflow.selectedItem {
      start = origin + Double(selected.columns.lowerBound)
      width = Double(selected.columns.count)
    }
    return IndicatorPainter(
      style: screen.preset.shownIndicator, starts: [start], width: width,
      bounds: layout.bar.columns,
      mayLeaveBounds: false, markStyle: markStyle(screen), blockStyle: theme.block)
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
