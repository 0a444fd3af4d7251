import PagerKit

/// Presses counted into double and triple clicks: a press soon after the one before, on the
/// same cell, counts one more. A pure timed state: time comes in with each press.
struct ClickCount: Hashable, Sendable {
  /// How long after a press the next one still counts as the same click, in milliseconds
  /// (GTK's and most desktops' double-click time).
  static let interval = 400.0

  private var lastTime: Instant?
  private var lastCell = (column: 0, row: 0)
  /// Presses counted so far: 1 for a single press, 2 for a double click, 3 for a triple one.
  private(set) var count = 0

  /// Counts a press at `column`, `row` at `now`; returns how many in a row it makes, 1 to 3
  /// (a fourth starts over at 1).
  mutating func press(column: Int, row: Int, at now: Instant) -> Int {
    if let lastTime, lastCell == (column, row), count < 3,
      now.milliseconds - lastTime.milliseconds <= Self.interval
    {
      count += 1
    } else {
      count = 1
    }
    lastTime = now
    lastCell = (column, row)
    return count
  }

  /// Forgets the presses counted: the next one is a first.
  mutating func reset() {
    lastTime = nil
    count = 0
  }

  static func == (lhs: ClickCount, rhs: ClickCount) -> Bool {
    lhs.lastTime == rhs.lastTime && lhs.lastCell == rhs.lastCell && lhs.count == rhs.count
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(lastTime?.milliseconds)
    hasher.combine(lastCell.column)
    hasher.combine(lastCell.row)
    hasher.combine(count)
  }
}
