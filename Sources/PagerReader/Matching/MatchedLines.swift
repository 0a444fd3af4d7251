import PagerKit

/// The lines of a text that a search matches (or, inverted, those it does not), found a budget
/// at a time by a ``LineWalk``: what a filter shows (``FilteredDocument``) and a tab's title
/// counts (``MatchCount``). Lines dropped from the front of an endless text are numbered anew.
struct MatchedLines: Hashable, Sendable {
  /// The lines found, in order, up to ``keptLimit``.
  private(set) var lines: [UInt32] = []
  /// Every line found, kept or not.
  private(set) var count = 0
  /// Lines kept at most; past them the count goes on, but not which line is which.
  let keptLimit: Int
  /// Whether the lines kept are those the search does not match.
  let isInverted: Bool
  /// Whether the walk last said it had looked at every line known (more may arrive).
  private(set) var isCaughtUp = false
  /// Whether the walk waits on workers, which have the lines next: nothing to do until they
  /// report.
  private(set) var awaitsWorkers = false
  private var walk: LineWalk

  /// The lines `search` matches (or, `inverted`, does not), `keptLimit` of them kept at most.
  init(search: TextSearch, inverted: Bool = false, keptLimit: Int = .max) {
    walk = LineWalk(search: search)
    isInverted = inverted
    self.keptLimit = keptLimit
  }

  /// The search lines are matched with.
  var search: TextSearch { walk.search }
  /// The next line to look at.
  var nextLine: Int { walk.nextLine }
  /// The line the pattern was too complex on: the walk stopped there.
  var tooComplexLine: Int? { walk.tooComplexLine }

  /// Looks at lines for about `budget` bytes; returns the bytes spent and the lines found.
  mutating func advance(
    budget: Int, in document: some TextDocument, renderer: LineRenderer,
    pausing isOver: () -> Bool
  ) -> (spent: Int, found: Int) {
    var found = 0
    // Taken out while the walk runs (it is part of self too), not copied: it may be long.
    var lines: [UInt32] = []
    swap(&lines, &self.lines)
    let inverted = isInverted
    let limit = keptLimit
    let walked = walk.advance(in: document, budget: budget, renderer: renderer, pausing: isOver) {
      run, match in
      guard match != inverted else { return }
      found += run.count
      // An index entry a line kept, nothing more: its bytes stay in the text.
      for line in run.prefix(max(0, limit - lines.count)) {
        lines.append(UInt32(truncatingIfNeeded: line))
      }
    }
    self.lines = lines
    count += found
    isCaughtUp = walked.caughtUp
    awaitsWorkers = walked.awaitsWorkers
    return (walked.spent, found)
  }

  /// Which line found `line` is, counted from 1, when it is among those kept.
  func ordinal(ofLine line: Int) -> Int? {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if Int(lines[middle]) < line { low = middle + 1 } else { high = middle }
    }
    return low < lines.count && Int(lines[low]) == line ? low + 1 : nil
  }

  /// Notes that the text has more lines: the walk goes on from where it stopped.
  mutating func textArrived() {
    isCaughtUp = false
  }

  /// Notes that workers reported: the walk can go on.
  mutating func workersReported() {
    awaitsWorkers = false
  }

  /// Notes that the text's first `dropped` lines went: lines are numbered anew.
  mutating func linesDropped(_ dropped: Int) {
    guard dropped > 0 else { return }
    walk.linesDropped(dropped)
    let kept = lines.filter { Int($0) >= dropped }
    count -= lines.count - kept.count
    lines = kept.map { $0 - UInt32(dropped) }
  }
}
