/// A timeline's bars: the fine counts summed into round intervals that fit a width, the first
/// bar starting at a multiple of the interval.
package struct TimelineBars: Equatable, Sendable {
  /// Seconds each bar stands for.
  package let interval: Int64
  /// The second the first bar starts at.
  package let start: Int64
  /// Each bar's lines and errors, from the first.
  package let counts: [TimelineCounts.Count]

  /// The bars of `counts` in at most `width` of them (one at least); none when nothing is
  /// counted.
  package init(_ counts: TimelineCounts, width: Int) {
    guard let span = counts.span else {
      interval = 1
      start = 0
      self.counts = []
      return
    }
    let interval = TimelineInterval.fitting(span, bars: width)
    let start = TimelineInterval.start(of: span.lowerBound, interval: interval)
    var bars = Array(
      repeating: TimelineCounts.Count(),
      count: Int(TimelineInterval.barCount(span, interval: interval)))
    for (second, count) in counts.bySecond {
      let bar = Int((second - start) / interval)
      bars[bar].lines += count.lines
      bars[bar].errors += count.errors
    }
    self.interval = interval
    self.start = start
    self.counts = bars
  }

  /// The most lines of a bar; 0 with none.
  package var peak: Int { counts.map(\.lines).max() ?? 0 }

  /// The second bar `bar` starts at.
  package func start(ofBar bar: Int) -> Int64 { start + Int64(bar) * interval }
}
