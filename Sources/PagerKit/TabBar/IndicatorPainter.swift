/// Draws the sliding selection in its style: the line or the dot on their own row, the block as
/// a fill behind the items.
package struct IndicatorPainter {
  let style: IndicatorStyle
  /// Left edges in columns: one, or two while a cycling pager goes round from the last tab to
  /// the first (the part that has come round shows at the start of the bar).
  let starts: [Double]
  /// Width in columns.
  let width: Double
  /// The bar's columns, which nothing is drawn outside.
  let bounds: Range<Int>
  /// Whether the line may stick out of `bounds` by a rounding half cell and be cut there.
  let mayLeaveBounds: Bool
  /// The line's or dot's look.
  let markStyle: Style
  /// The block's look.
  let blockStyle: Style

  /// The indicator of an equal-share or fixed-width bar at page `position`.
  package init(
    style: IndicatorStyle, layout: TabBarLayout, position: Double, cycles: Bool, markStyle: Style,
    blockStyle: Style
  ) {
    let start = layout.indicatorStart(at: position)
    let lastTab = Double(layout.itemCount - 1)
    var starts = [start]
    if cycles, position > lastTab { starts.append(start - Double(layout.itemCount) * layout.pitch) }
    self.init(
      style: style, starts: starts, width: layout.indicatorWidth, bounds: layout.columns,
      mayLeaveBounds: cycles, markStyle: markStyle, blockStyle: blockStyle)
  }

  package init(
    style: IndicatorStyle, starts: [Double], width: Double, bounds: Range<Int>,
    mayLeaveBounds: Bool, markStyle: Style, blockStyle: Style
  ) {
    self.style = style
    self.starts = starts
    self.width = width
    self.bounds = bounds
    self.mayLeaveBounds = mayLeaveBounds
    self.markStyle = markStyle
    self.blockStyle = blockStyle
  }

  package func fillBlock(into frame: inout Frame, row: Int) {
    guard style == .block else { return }
    for start in starts {
      let first = Int(start.rounded())
      let end = Int((start + width).rounded())
      frame.restyle(columns: (first..<end).clamped(to: bounds), row: row, style: blockStyle)
    }
  }

  package func drawMark(into frame: inout Frame, row: Int) {
    for start in starts {
      switch style {
      case .line:
        let indicator = Indicator(start: start, width: width, bounds: mayLeaveBounds ? nil : bounds)
        for column in indicator.columns.clamped(to: bounds) {
          guard let glyph = indicator.glyph(atColumn: column) else { continue }
          frame.put(Cell(glyph: String(glyph), style: markStyle), column: column, row: row)
        }
      case .dot:
        let column = Int((start + width / 2 - 0.5).rounded())
        guard bounds.contains(column) else { continue }
        frame.put(Cell(glyph: "•", style: markStyle), column: column, row: row)
      case .block, .none:
        return
      }
    }
  }
}
