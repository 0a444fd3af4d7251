/// The round intervals a timeline's bars may stand for, and the one that fits a span into a
/// number of bars.
package enum TimelineInterval {
  /// The intervals, in seconds, from the finest: 1 s to 30 days.
  package static let steps: [Int64] = [
    1, 5, 15, 30, 60, 5 * 60, 15 * 60, 30 * 60, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 86_400,
    7 * 86_400, 30 * 86_400,
  ]

  /// The finest interval whose bars, aligned to multiples of it, cover the seconds of `span`
  /// in at most `bars` bars; the coarsest where none does.
  package static func fitting(_ span: ClosedRange<Int64>, bars: Int) -> Int64 {
    let bars = Int64(max(1, bars))
    for step in steps where barCount(span, interval: step) <= bars { return step }
    return steps[steps.count - 1]
  }

  /// The bars of `interval` seconds, aligned to its multiples, that cover `span`.
  package static func barCount(_ span: ClosedRange<Int64>, interval: Int64) -> Int64 {
    start(of: span.upperBound, interval: interval) / interval
      - start(of: span.lowerBound, interval: interval) / interval + 1
  }

  /// The start of the bar of `interval` seconds that `second` falls in.
  package static func start(of second: Int64, interval: Int64) -> Int64 {
    let remainder = second % interval
    return remainder < 0 ? second - remainder - interval : second - remainder
  }

  /// How the status line and the heading write `interval`: `1s`, `15m`, `6h`, `7d`.
  package static func name(of interval: Int64) -> String {
    if interval % 86_400 == 0 { return "\(interval / 86_400)d" }
    if interval % 3600 == 0 { return "\(interval / 3600)h" }
    if interval % 60 == 0 { return "\(interval / 60)m" }
    return "\(interval)s"
  }
}
