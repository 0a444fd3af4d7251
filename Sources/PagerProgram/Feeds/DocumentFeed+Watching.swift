import CLinuxCalls
import PagerKit
import PagerReader

/// A watched command's tab (`--watch`): its runs started when due, kept when they end, and
/// stepped through.
extension DocumentFeed {
  /// Whether a run of the command is going: its output is open or its exit not yet seen.
  var runIsGoing: Bool {
    guard let runner else { return false }
    return runner.isRunning || !runner.document.isComplete
  }

  /// When the watched command's next run is due, if the tab is watched and no run is going.
  var nextRunDue: WatchSchedule? {
    guard let watch, !runIsGoing else { return nil }
    return watch.schedule
  }

  /// Starts the watched command's next run when it is due at `now`; returns whether it did.
  func startRunIfDue(at now: Instant) -> Bool {
    guard let runner, let watch, watch.schedule.isDue(at: now, running: runIsGoing) else {
      return false
    }
    startRun(of: runner, at: now)
    return true
  }

  func startRun(of runner: CommandRunner, at now: Instant) {
    do {
      try runner.rerun()
      runner.document.workers = workers
      failure = nil
    } catch {
      failure = error
    }
    runRecorded = false
    watch?.runStarted(at: now, time: TimeOfDay.now())
  }

  /// Keeps a watched run once its output has closed and its exit is known. The first run shows
  /// as it arrives; later ones show when they have ended, beside the run before.
  func finishRun(of runner: CommandRunner, grew: Bool) -> Change {
    guard var watch else { return .none }
    let showsLive = watch.history.runs.isEmpty
    guard !runIsGoing, !runRecorded else { return showsLive && grew ? .grew : .none }
    runRecorded = true
    let isNews = watch.runFinished(
      text: runner.document, bytes: runner.document.byteCount, status: status)
    self.watch = watch
    // The run dropped from the history, and the copies made of the one before, are free now.
    linux_calls_give_back_free_memory()
    showWatchedRun()
    return .newRun(isNews: isNews)
  }

  /// Moves the run shown by `step`; returns whether it moved (then ``document`` is that run's).
  func showRun(_ step: CommandWatch.Step) -> Bool {
    guard watch?.show(step) == true else { return false }
    showWatchedRun()
    return true
  }

  func showWatchedRun() {
    if let shown = watch?.shown { document = shown.text }
  }
}
