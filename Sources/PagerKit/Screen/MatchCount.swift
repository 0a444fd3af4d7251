/// The lines of one tab's text that match the last search, counted in the background a slice
/// a tick, so that each tab's title can say how many it has (`app.log ·12`, `·≥340…` while
/// counting) and `n` can go on to the next tab with any.
public struct MatchCount: Hashable, Sendable {
  /// The search counted.
  public let search: TextSearch
  /// Matching lines found so far.
  public private(set) var count = 0
  /// Whether every line known has been looked at (more may come to a text still arriving).
  public private(set) var isCaughtUp = false
  /// Whether counting waits on workers, which have the lines next: nothing to do until they
  /// report (``workersReported()``).
  public private(set) var awaitsWorkers = false
  /// The matching lines, in order, up to ``keptLineLimit``: which match a line is.
  private var lines: [Int] = []
  /// The walk through the lines, where it has got.
  private var walk: LineWalk

  /// Matching lines remembered at most; past them a count goes on, but not which match is which.
  public static let keptLineLimit = 100_000

  /// A count of `search` from the first line.
  public init(search: TextSearch) {
    self.search = search
    walk = LineWalk(search: search)
  }

  /// The line the pattern was too complex on, where counting stopped.
  public var tooComplexLine: Int? { walk.tooComplexLine }

  /// "·12" when counted, "·≥340…" while counting, "·≥340" where the pattern was too complex to
  /// count on, for the tab's title.
  public var label: String {
    if tooComplexLine != nil { return "·≥\(count)" }
    return isCaughtUp ? "·\(count)" : "·≥\(count)…"
  }

  /// Which match line `line` is, counted from 1, when it matches and is among those kept.
  public func ordinal(ofLine line: Int) -> Int? {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if lines[middle] < line { low = middle + 1 } else { high = middle }
    }
    return low < lines.count && lines[low] == line ? low + 1 : nil
  }

  /// Looks at lines for about `budget` bytes; returns the bytes spent.
  mutating func advance(
    budget: Int, in document: some TextDocument, renderer: LineRenderer,
    pausing isOver: () -> Bool = { false }
  ) -> Int {
    var found: [Int] = []
    let walked = walk.advance(
      in: document, budget: budget, renderer: renderer, pausing: isOver
    ) { line, matches in
      if matches { found.append(line) }
    }
    count += found.count
    lines += found.prefix(max(0, Self.keptLineLimit - lines.count))
    isCaughtUp = walked.caughtUp
    awaitsWorkers = walked.awaitsWorkers
    return walked.spent
  }

  /// Notes that workers reported: counting can go on.
  mutating func workersReported() {
    awaitsWorkers = false
  }

  /// Notes that the text has more lines: counting goes on from where it stopped.
  mutating func textArrived() {
    isCaughtUp = false
  }

  /// Notes that the text's first `count` lines were dropped: lines are numbered anew.
  mutating func linesDropped(_ dropped: Int) {
    guard dropped > 0 else { return }
    walk.linesDropped(dropped)
    let kept = lines.filter { $0 >= dropped }
    count -= lines.count - kept.count
    lines = kept.map { $0 - dropped }
  }
}
