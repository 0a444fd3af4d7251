import PagerKit

/// The timeline of the shown tab's log (issue 35): a histogram of its lines per interval over
/// the pages, its errors apart; the program opens it with a counter of the tab's texts, and
/// Enter, the program's too, goes to the chosen bar's time.
extension PagerScreen {
  /// Opens the timeline of `counter`'s texts, their times written by `clock`, the last bar
  /// chosen; a first slice is counted at once.
  package mutating func openTimeline(_ counter: TimelineCounter, clock: TimelineClockText) {
    help = nil
    overview = nil
    counter.advance(pausing: sliceDeadline())
    timeline = Timeline(counter: counter, clock: clock)
  }

  /// Whether the timeline is shown.
  package var showsTimeline: Bool { timeline != nil }

  /// The timeline's bars at the screen's width, while it is shown.
  package var timelineBars: TimelineBars? {
    timeline.map { TimelineBars($0.counter.counts, width: size.columns) }
  }

  /// The bar chosen among `bars`.
  func chosenBar(of bars: TimelineBars) -> Int {
    guard let second = timeline?.chosenSecond, !bars.counts.isEmpty else {
      return max(0, bars.counts.count - 1)
    }
    let bar = (second - bars.start) / bars.interval
    return Int(max(0, min(Int64(bars.counts.count - 1), bar)))
  }

  /// The timeline as drawn in `style`, while it is shown.
  package func timelineChart(style: Style) -> TimelineChart? {
    guard let timeline, let bars = timelineBars else { return nil }
    let counter = timeline.counter
    return TimelineChart(
      bars: bars, chosen: chosenBar(of: bars),
      counting: counter.hasLinesToCount ? counter.fraction : nil, clock: timeline.clock,
      style: style)
  }

  /// The start of the chosen bar, in milliseconds since the epoch; nil with no bars.
  package var timelineChoice: Int64? {
    guard let bars = timelineBars, !bars.counts.isEmpty else { return nil }
    return bars.start(ofBar: chosenBar(of: bars)) * 1000
  }

  /// Whether the timeline has lines known left to count, a slice a turn.
  var timelineCounts: Bool { timeline?.counter.hasLinesToCount == true }

  /// Counts the timeline's next slice of lines, for most of a frame at most.
  func advanceTimeline() { timeline?.counter.advance(pausing: sliceDeadline()) }

  /// Applies `edit` to the timeline.
  mutating func editTimeline(_ edit: TimelineEdit) {
    guard let bars = timelineBars else { return }
    switch edit {
    case .close: timeline = nil
    case .end(let last):
      timeline?.chosenSecond = last ? nil : bars.start
    case .move(let count):
      guard !bars.counts.isEmpty else { return }
      let bar = max(0, min(bars.counts.count - 1, chosenBar(of: bars) + count))
      timeline?.chosenSecond = bar == bars.counts.count - 1 ? nil : bars.start(ofBar: bar)
    }
  }
}
