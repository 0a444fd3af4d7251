import PagerKit
import PagerReader

/// When a watched command runs next (`--watch SECONDS`): every interval from the start of the
/// run before, as `watch -p` and viddy keep time. A run still going when the next is due is not
/// started twice: the next starts at the first due time after it ends.
struct WatchSchedule: Equatable {
  /// Milliseconds from one run's start to the next.
  let interval: Double
  /// When the next run is due.
  private(set) var nextRun: Instant

  /// A schedule whose first run is due at `start`.
  init(interval: Double, start: Instant) {
    self.interval = max(1, interval)
    nextRun = start
  }

  /// Whether a run should start at `now`, the command `running` or not.
  func isDue(at now: Instant, running: Bool) -> Bool {
    !running && now >= nextRun
  }

  /// Notes a run starting at `now`: the next is due an interval after the one that was due
  /// (so the rhythm holds), or after later due times missed while a run was going.
  mutating func started(at now: Instant) {
    let missed = max(0, ((now.milliseconds - nextRun.milliseconds) / interval).rounded(.down))
    nextRun = nextRun.advanced(by: (missed + 1) * interval)
    // A run started early (by hand) moves the rhythm to it.
    if nextRun.milliseconds - now.milliseconds > interval {
      nextRun = now.advanced(by: interval)
    }
  }

  /// Milliseconds until the next run is due at `now` (0 when it is), for the run loop's wait.
  func millisecondsLeft(at now: Instant) -> Int32 {
    Int32(max(0, (nextRun.milliseconds - now.milliseconds).rounded(.up)))
  }
}
