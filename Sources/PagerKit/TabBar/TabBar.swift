/// A tab bar drawn into a region of a frame: each tab's item, and the indicator that slides with
/// the pager's position. The reading screen draws its bar with it, and so can any program that
/// lays out its own screen and gives the bar a few columns of a row.
public struct TabBar: Hashable, Sendable {
  /// The colours of the bar, its items and the indicator.
  public let theme: Theme
  /// How the selection shows: a line or a dot on the row below the items, or a block behind them.
  public let indicator: IndicatorStyle
  /// What an item shows: its title, its icon, or both.
  public let itemContent: BarItemContent

  /// A bar in `theme`, showing the selection as `indicator`, its items showing `itemContent`.
  public init(
    theme: Theme, indicator: IndicatorStyle = .line, itemContent: BarItemContent = .iconAndTitle
  ) {
    self.theme = theme
    self.indicator = indicator
    self.itemContent = itemContent
  }

  /// Draws `tabs` across `columns` of `frame`: the items on `row` in equal shares (or as wide
  /// as their titles when `naturalWidths`, with `← +N` / `+N →` for the tabs that do not fit),
  /// the line or dot on `indicatorRow` when the indicator has a row of its own, as `pager`
  /// stands at `now`. Nothing is drawn outside `columns` and those two rows.
  public func draw(
    _ tabs: [Tab], pager: Pager, at now: Instant, into frame: inout Frame, columns: Range<Int>,
    row: Int, indicatorRow: Int? = nil, naturalWidths: Bool = false
  ) {
    let columns = columns.clamped(to: 0..<frame.width)
    let layout = TabBarLayout(
      itemCount: tabs.count, width: columns.count, originColumn: columns.lowerBound)
    let overflow =
      naturalWidths
      ? OverflowTabBarLayout(
        titles: tabs.map(\.title), selectedIndex: pager.selectedIndex, width: columns.count)
      : nil
    for shown in [row, indicatorRow].compactMap({ $0 }) where (0..<frame.height).contains(shown) {
      frame.fill(columns: columns, rows: shown..<shown + 1, style: theme.bar)
    }
    draw(
      tabs, layout: layout, overflow: overflow, pager: pager, at: now, into: &frame, row: row,
      indicatorRow: indicatorRow)
  }

  /// Draws the items and the indicator over a bar already filled and laid out: `overflow` for
  /// natural-width items, else `layout`'s shares.
  package func draw(
    _ tabs: [Tab], layout: TabBarLayout, overflow: OverflowTabBarLayout?, pager: Pager,
    at now: Instant, into frame: inout Frame, row: Int, indicatorRow: Int?
  ) {
    let painter: IndicatorPainter
    if let overflow {
      drawItems(of: overflow, into: &frame, pager: pager, row: row, origin: layout.originColumn)
      painter = naturalIndicator(overflow, layout: layout, pager: pager, at: now)
    } else {
      drawItems(tabs, layout: layout, into: &frame, pager: pager, row: row)
      painter = IndicatorPainter(
        style: indicator, layout: layout, position: pager.position(at: now),
        cycles: pager.cycles, markStyle: markStyle(pager), blockStyle: theme.block)
    }
    painter.fillBlock(into: &frame, row: row)
    if let indicatorRow { painter.drawMark(into: &frame, row: indicatorRow) }
  }

  private func markStyle(_ pager: Pager) -> Style {
    theme.itemStyle(pager.selectedIndex) ?? theme.indicator
  }

  /// Equal-share or fixed-width items: each centred in its span.
  private func drawItems(
    _ tabs: [Tab], layout: TabBarLayout, into frame: inout Frame, pager: Pager, row: Int
  ) {
    guard (0..<frame.height).contains(row) else { return }
    for (index, tab) in tabs.enumerated() {
      let span = layout.span(of: index)
      // A column of air each side keeps neighbouring labels apart, where there is room for it.
      let room = span.count > 4 ? span.count - 2 : span.count
      let label = Self.itemLabel(tab, columns: room, content: itemContent)
      let start = span.lowerBound + TextFit.centredStart(of: ColumnWidth.of(label), in: span.count)
      frame.write(
        label, column: start, row: row, style: itemStyle(index, pager: pager),
        limit: span.upperBound - start)
    }
  }

  /// Natural-width items with `← +N` / `+N →` for the tabs that do not fit.
  private func drawItems(
    of overflow: OverflowTabBarLayout, into frame: inout Frame, pager: Pager, row: Int, origin: Int
  ) {
    guard (0..<frame.height).contains(row) else { return }
    for item in overflow.items {
      frame.write(
        item.text, column: origin + item.textColumn, row: row,
        style: itemStyle(item.tab, pager: pager),
        limit: item.columns.upperBound - item.textColumn)
    }
    for marker in [overflow.leftMarker, overflow.rightMarker].compactMap({ $0 }) {
      var style = theme.bar
      style.attributes.insert(.dim)
      frame.write(
        marker.text, column: origin + marker.textColumn, row: row, style: style,
        limit: marker.columns.upperBound - marker.textColumn)
    }
  }

  private func itemStyle(_ index: Int, pager: Pager) -> Style {
    let isSelected = index == pager.selectedIndex
    guard var style = theme.itemStyle(index) else {
      return isSelected ? theme.selectedItem : theme.bar
    }
    if isSelected { style.attributes.formUnion(theme.selectedItem.attributes) }
    return style
  }

  /// The line under natural-width items: between the spans of the two tabs the position lies
  /// between, or under the selected item when a neighbour is hidden.
  private func naturalIndicator(
    _ overflow: OverflowTabBarLayout, layout: TabBarLayout, pager: Pager, at now: Instant
  ) -> IndicatorPainter {
    let position = pager.position(at: now)
    let spans = Dictionary(uniqueKeysWithValues: overflow.items.map { ($0.tab, $0.columns) })
    let lower = Int(position.rounded(.down))
    let fraction = position - Double(lower)
    let origin = Double(layout.originColumn)
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
      style: indicator, starts: [start], width: width, bounds: layout.columns,
      mayLeaveBounds: false, markStyle: markStyle(pager), blockStyle: theme.block)
  }

  /// A bar item's text for `columns` columns: as much of `content` as fits, the title cut
  /// with `…` before the icon is dropped.
  package static func itemLabel(_ tab: Tab, columns: Int, content: BarItemContent) -> String {
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
}
