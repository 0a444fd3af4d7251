import PagerKit

/// The timeline drawn over the whole screen: a heading with the interval and the peak (and
/// how far counting has got), the bars across the width with their errors stacked at the
/// bottom in red, an axis of times, and the chosen bar's interval, lines and errors.
package struct TimelineChart {
  /// The bars.
  package let bars: TimelineBars
  /// The bar chosen.
  package let chosen: Int
  /// How far counting has got, 0 to 1, while it goes on; nil once done.
  package let counting: Double?
  /// How times are written.
  package let clock: TimelineClockText
  /// The look of everything but the errors.
  package let style: Style

  /// The chart of `bars`, bar `chosen` chosen.
  package init(
    bars: TimelineBars, chosen: Int, counting: Double?, clock: TimelineClockText, style: Style
  ) {
    self.bars = bars
    self.chosen = chosen
    self.counting = counting
    self.clock = clock
    self.style = style
  }

  /// The rows the bars take on a screen `height` rows high: all but the heading, the axis and
  /// the status row, as far as there are rows for them.
  package static func barRows(height: Int) -> Range<Int> {
    height >= 4 ? 1..<height - 2 : (height == 3 ? 1..<2 : 1..<1)
  }

  /// The columns each bar takes on a screen `width` columns wide.
  package static func barWidth(bars: Int, width: Int) -> Int { max(1, width / max(1, bars)) }

  /// The heading: what it is, the interval, the peak, the counting, the keys.
  package var heading: String {
    var parts = ["Timeline"]
    if !bars.counts.isEmpty {
      parts.append("\(TimelineInterval.name(of: bars.interval)) a bar")
      parts.append("peak \(bars.peak)")
    }
    if let counting { parts.append("counting… \(Int(counting * 100))%") }
    parts.append("Left, Right choose · Enter goes there · Esc closes")
    return " " + parts.joined(separator: " · ")
  }

  /// The status row: the chosen bar's interval, its lines and errors.
  package var status: String {
    guard bars.counts.indices.contains(chosen) else {
      return counting == nil ? " No times counted" : " Counting…"
    }
    let start = bars.start(ofBar: chosen)
    let end = start + bars.interval
    let count = bars.counts[chosen]
    let seconds = bars.interval < 60
    let errors = count.errors == 1 ? "1 error" : "\(count.errors) errors"
    let lines = count.lines == 1 ? "1 line" : "\(count.lines) lines"
    return
      " \(clock.date(start)) \(clock.time(start, seconds: seconds))–"
      + "\(clock.time(end, seconds: seconds)) · \(lines) · \(errors)"
  }

  /// Draws the chart over all of `frame`.
  package func draw(into frame: inout Frame) {
    guard frame.width > 0, frame.height > 0 else { return }
    frame.fill(columns: 0..<frame.width, rows: 0..<frame.height, style: style)
    frame.write(heading, column: 0, row: 0, style: style)
    if frame.height >= 2 { frame.write(status, column: 0, row: frame.height - 1, style: style) }
    let rows = Self.barRows(height: frame.height)
    guard !bars.counts.isEmpty else { return }
    let width = Self.barWidth(bars: bars.counts.count, width: frame.width)
    // Wide bars keep a column apart, so that they read as bars.
    let drawn = width >= 3 ? width - 1 : width
    var errorStyle = style
    errorStyle.foreground = .indexed(1)
    var chosenStyle = style
    chosenStyle.attributes.formSymmetricDifference(.reverse)
    for (bar, count) in bars.counts.enumerated() {
      let left = bar * width
      guard left < frame.width else { break }
      let column = TimelineColumn(count, peak: bars.peak, rows: rows.count)
      if bar == chosen {
        frame.fill(columns: left..<left + drawn, rows: rows, style: chosenStyle)
      }
      for (index, cell) in column.cells.enumerated() {
        var look = cell.isError ? errorStyle : style
        if bar == chosen { look.attributes.formSymmetricDifference(.reverse) }
        let block = String(repeating: TimelineColumn.block(cell.eighths), count: drawn)
        frame.write(block, column: left, row: rows.upperBound - 1 - index, style: look)
      }
    }
    if frame.height >= 4 { drawAxis(into: &frame, row: frame.height - 2, barWidth: width) }
  }

  /// The axis: the first bar's time at the left, the last's at the right, and others between
  /// where they fit with room apart.
  private func drawAxis(into frame: inout Frame, row: Int, barWidth: Int) {
    let last = bars.counts.count - 1
    let spansDays = clock.date(bars.start) != clock.date(bars.start(ofBar: last))
    func label(_ bar: Int) -> String {
      clock.label(bars.start(ofBar: bar), interval: bars.interval, spansDays: spansDays)
    }
    let end = label(last)
    let endColumn = max(0, min(frame.width, last * barWidth + barWidth) - ColumnWidth.of(end))
    var free = 0
    var bar = 0
    while bar < last {
      let text = label(bar)
      let column = bar * barWidth
      if column >= free, column + ColumnWidth.of(text) + 3 <= endColumn || bar == 0 {
        frame.write(text, column: column, row: row, style: style)
        free = column + ColumnWidth.of(text) + 3
      }
      bar += 1
    }
    if endColumn >= free { frame.write(end, column: endColumn, row: row, style: style) }
  }
}
