import PagerKit

/// A tab closed while shown, sliding out as the tab taking its place slides in: the page is
/// gone from the screen's tabs, so it is kept here for the slide.
package struct Departure {
  /// The closed tab's page, as it was.
  package let page: PageState
  /// Its title.
  package let title: String
  /// The style its page was drawn in.
  package let style: Style
  /// Whether the tab taking its place comes in from the right (the one after it) or from the
  /// left (the one before, when the last closed).
  package let newcomerFromRight: Bool
  /// When the slide started.
  package let start: Instant
  /// How long it takes, in milliseconds.
  package let duration: Double

  /// How far the slide has got at `now`, on the curve a pager's moves take (0 … 1); nil once
  /// it is over.
  package func progress(at now: Instant) -> Double? {
    let elapsed = now.milliseconds - start.milliseconds
    guard duration > 0, elapsed < duration else { return nil }
    return Motion.easeOut(elapsed / duration)
  }
}
