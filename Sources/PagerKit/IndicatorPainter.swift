/// Draws the sliding selection in its style: the line or the dot on their own row, the block as
/// a fill behind the items. A wrapping pager past its last tab also draws the part that has come
/// round to the start of the bar, so the indicator moves the way the pages do.
struct IndicatorPainter {
  let style: IndicatorStyle
  let layout: TabBarLayout
  let position: Double
  let wraps: Bool
  let theme: Theme

  /// The indicator's left edges in columns: one, or two while wrapping round.
  private var starts: [Double] {
    let start = layout.indicatorStart(at: position)
    let lastTab = Double(layout.itemCount - 1)
    guard wraps, position > lastTab else { return [start] }
    return [start, start - Double(layout.itemCount) * layout.pitch]
  }

  func fillBlock(into frame: inout Frame, row: Int) {
    guard style == .block else { return }
    for start in starts {
      let first = Int(start.rounded())
      let end = Int((start + layout.indicatorWidth).rounded())
      frame.restyle(
        columns: (first..<end).clamped(to: layout.columns), row: row, style: theme.block)
    }
  }

  func drawMark(into frame: inout Frame, row: Int) {
    for start in starts {
      switch style {
      case .line:
        let indicator = Indicator(
          start: start, width: layout.indicatorWidth, bounds: wraps ? nil : layout.columns)
        for column in indicator.columns.clamped(to: layout.columns) {
          guard let glyph = indicator.glyph(atColumn: column) else { continue }
          frame.put(Cell(glyph: String(glyph), style: theme.indicator), column: column, row: row)
        }
      case .dot:
        let column = Int((start + layout.indicatorWidth / 2 - 0.5).rounded())
        guard layout.columns.contains(column) else { continue }
        frame.put(Cell(glyph: "•", style: theme.indicator), column: column, row: row)
      case .block, .none:
        return
      }
    }
  }
}
