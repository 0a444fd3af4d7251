import PagerKit

/// Which turns of the loop draw a frame when workers wake it. Workers report a piece every
/// millisecond or two of a look through a big file; a frame for each cost the loop more than
/// taking the pieces, on the cores the workers need. So a turn woken by their reports alone
/// draws only when a frame is due (``FramePacer/interval`` after the last), or at once when a
/// piece of work in the background has ended or begun, whose status must not wait.
struct ReportFrames: Hashable, Sendable {
  private var lastDrawn: Instant?
  /// The screen's unfinished work when the last frame was drawn.
  private var lastUnfinished = 0
  /// Whether a turn left its frame undrawn: the loop wakes for it when it falls due.
  private(set) var isOwed = false

  /// Whether the turn at `now` draws, `woken` by workers' reports alone or not, with the
  /// screen's `unfinished` pieces of background work; notes the frame drawn.
  mutating func draws(at now: Instant, wokenByReportsAlone woken: Bool, unfinished: Int) -> Bool {
    let draws =
      !woken || unfinished != lastUnfinished
      || lastDrawn.map { now.milliseconds - $0.milliseconds >= FramePacer.interval } ?? true
    if draws {
      lastDrawn = now
      lastUnfinished = unfinished
    }
    isOwed = !draws
    return draws
  }

  /// Milliseconds from `now` until the frame left undrawn falls due; nil when none is owed.
  func millisecondsToOwedFrame(at now: Instant) -> Double? {
    guard isOwed, let lastDrawn else { return nil }
    return max(0, lastDrawn.milliseconds + FramePacer.interval - now.milliseconds)
  }
}
