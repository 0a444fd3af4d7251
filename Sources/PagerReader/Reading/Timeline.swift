import PagerKit

/// A change to the timeline: its bar chosen moved, or the timeline closed.
public enum TimelineEdit: Hashable, Sendable {
  /// Moves the choice by bars (negative: left, earlier).
  case move(Int)
  /// Chooses the first bar, or the last.
  case end(last: Bool)
  /// Closes the timeline, going nowhere.
  case close
}

/// The timeline while it is shown (issue 35): the counts of a log's lines by time, counted over
/// the loop's turns, and the bar chosen, kept as its time so that a resize, which sums the
/// counts into other bars, keeps it.
struct Timeline {
  /// What counts the lines.
  let counter: TimelineCounter
  /// How times are written.
  let clock: TimelineClockText
  /// A second in the bar chosen; nil for the last bar.
  var chosenSecond: Int64?
}
