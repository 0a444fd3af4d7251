/// Lines and error lines of a log counted a second at a time: the fine counts a timeline's bars
/// are summed from, whatever interval fits the screen (a resize sums them again, never reads the
/// text again).
package struct TimelineCounts: Equatable, Sendable {
  /// Lines and errors of one second, or of one bar.
  package struct Count: Equatable, Sendable {
    /// Lines.
    package var lines = 0
    /// Lines of level error or worse, among ``lines``.
    package var errors = 0

    /// `lines` lines, `errors` of them errors.
    package init(lines: Int = 0, errors: Int = 0) {
      self.lines = lines
      self.errors = errors
    }
  }

  /// The counts by second since the epoch.
  package private(set) var bySecond: [Int64: Count] = [:]
  /// The first and last second counted; nil before any line.
  package private(set) var span: ClosedRange<Int64>?

  /// No lines counted.
  package init() {}

  /// The second `milliseconds` since the epoch falls in (before it for times before 1970).
  package static func second(of milliseconds: Int64) -> Int64 {
    milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000
  }

  /// Counts `lines` lines at `milliseconds`, `errors` of them errors.
  package mutating func add(at milliseconds: Int64, lines: Int = 1, errors: Int = 0) {
    guard lines > 0 else { return }
    let second = Self.second(of: milliseconds)
    bySecond[second, default: Count()].lines += lines
    bySecond[second, default: Count()].errors += errors
    span = span.map { min($0.lowerBound, second)...max($0.upperBound, second) } ?? second...second
  }

  /// Every line counted.
  package var total: Count {
    bySecond.values.reduce(into: Count()) {
      $0.lines += $1.lines
      $0.errors += $1.errors
    }
  }
}
