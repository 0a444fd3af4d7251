import PagerKit
import PagerReader

/// A watched command's runs (`--watch`): when the next is due, the last runs' output, and which
/// of them the tab shows, as `watch` and viddy keep them. The process itself is the
/// ``CommandRunner``'s; this only keeps time and text.
///
/// The newest run keeps its spool, so it shows in full; older runs are copied into memory
/// (``CapturedText``) and bounded by ``RunHistory``.
struct CommandWatch {
  /// One finished run.
  struct Run {
    /// Its output.
    var text: any TextDocument
    /// When it started, as the time of day.
    var time: String
    /// How it ended.
    var status: DocumentStatus
  }

  /// When the next run is due.
  private(set) var schedule: WatchSchedule
  /// The finished runs kept, oldest first.
  private(set) var history: RunHistory<Run>
  /// The run the tab shows, by its place in the history; nil for the newest (the tab moves on
  /// with each run).
  private(set) var shownIndex: Int?
  /// When the run going now started.
  private(set) var currentTime = ""

  /// A watch every `interval` milliseconds, its first run due at `start`.
  init(interval: Double, start: Instant, history: RunHistory<Run> = RunHistory()) {
    schedule = WatchSchedule(interval: interval, start: start)
    self.history = history
  }

  /// Notes a run starting at `now`, at the time of day `time`.
  mutating func runStarted(at now: Instant, time: String) {
    schedule.started(at: now)
    currentTime = time
  }

  /// Keeps a finished run whose output is `text` (`bytes` long) and returns whether its output
  /// differs from the run's before (for the first run, whether it has any).
  mutating func runFinished(text: any TextDocument, bytes: Int, status: DocumentStatus) -> Bool {
    let previous = history.runs.last
    // Compared with the run before as it came, not with the copy kept of it, which may be cut.
    let isNews =
      previous.map { !Self.sameText($0.text, text) } ?? (text.prepareLines(through: 0) > 0)
    if let previous {
      let copy = CapturedText(copying: previous.text)
      history.replace(
        at: history.runs.count - 1,
        with: Run(text: copy, time: previous.time, status: previous.status), bytes: copy.byteCount)
    }
    let shownBefore = shownIndex
    let dropped = history.droppedCount
    history.append(Run(text: text, time: currentTime, status: status), bytes: bytes)
    // A run looked at in the history stays the one looked at, unless it was dropped.
    if let shown = shownBefore {
      let index = shown - (history.droppedCount - dropped)
      shownIndex = index >= 0 ? index : 0
    }
    return isNews
  }

  // MARK: Stepping through the runs

  /// Which run to show: one step older or newer, the newest, or the newest that exited 0.
  enum Step: Hashable, Sendable {
    case older, newer, newest, lastSuccess
  }

  /// Moves the run shown by `step`; returns whether it moved.
  mutating func show(_ step: Step) -> Bool {
    let runs = history.runs
    guard !runs.isEmpty else { return false }
    let current = shownIndex ?? runs.count - 1
    var target: Int?
    switch step {
    case .older: target = current > 0 ? current - 1 : nil
    case .newer: target = current < runs.count - 1 ? current + 1 : nil
    case .newest: target = runs.count - 1
    case .lastSuccess: target = runs.lastIndex { $0.status == .exited(code: 0) }
    }
    guard let target, target != current || shownIndex != nil else { return false }
    shownIndex = target == runs.count - 1 ? nil : target
    return target != current
  }

  /// What the tab shows: the run's output, the output of the run before it (to mark changes),
  /// and the summary for the status line; nil before the first run has finished.
  var shown: (text: any TextDocument, previous: (any TextDocument)?, summary: RunSummary)? {
    let runs = history.runs
    guard !runs.isEmpty else { return nil }
    let index = shownIndex ?? runs.count - 1
    let run = runs[index]
    let summary = RunSummary(
      number: history.droppedCount + index + 1, count: history.droppedCount + runs.count,
      time: run.time, status: run.status)
    return (run.text, index > 0 ? runs[index - 1].text : nil, summary)
  }

  /// Whether two texts have the same lines.
  static func sameText(_ one: any TextDocument, _ other: any TextDocument) -> Bool {
    let count = one.prepareLines(through: .max)
    guard count == other.prepareLines(through: .max) else { return false }
    for line in 0..<count where one.lineLength(line) != other.lineLength(line) {
      return false
    }
    for line in 0..<count where one.line(line) != other.line(line) { return false }
    return true
  }
}
