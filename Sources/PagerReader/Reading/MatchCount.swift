import PagerKit

/// The lines of one tab's text that match the last search, counted in the background a slice
/// a tick, so that each tab's title can say how many it has (`app.log ·12`, `·≥340…` while
/// counting) and `n` can go on to the next tab with any.
package struct MatchCount: Hashable, Sendable {
  /// The lines found so far, up to ``keptLineLimit`` of them kept: which match a line is.
  private var matched: MatchedLines

  /// Matching lines remembered at most; past them a count goes on, but not which match is which.
  package static let keptLineLimit = 100_000

  /// A count of `search` from the first line.
  package init(search: TextSearch) {
    matched = MatchedLines(search: search, keptLimit: Self.keptLineLimit)
  }

  /// The search counted.
  package var search: TextSearch { matched.search }
  /// Matching lines found so far.
  package var count: Int { matched.count }
  /// The matching lines kept, in order: the first ``keptLineLimit`` found.
  package var keptLines: [UInt32] { matched.lines }
  /// Whether every line known has been looked at (more may come to a text still arriving).
  package var isCaughtUp: Bool { matched.isCaughtUp }
  /// Whether counting waits on workers, which have the lines next: nothing to do until they
  /// report (``workersReported()``).
  package var awaitsWorkers: Bool { matched.awaitsWorkers }
  /// The line the pattern was too complex on, where counting stopped.
  package var tooComplexLine: Int? { matched.tooComplexLine }

  /// "·12" when counted, "·≥340…" while counting, "·≥340" where the pattern was too complex to
  /// count on, for the tab's title.
  package var label: String {
    if tooComplexLine != nil { return "·≥\(count)" }
    return isCaughtUp ? "·\(count)" : "·≥\(count)…"
  }

  /// Which match line `line` is, counted from 1, when it matches and is among those kept.
  package func ordinal(ofLine line: Int) -> Int? { matched.ordinal(ofLine: line) }

  /// Looks at lines for about `budget` bytes; returns the bytes spent.
  mutating func advance(
    budget: Int, in document: some TextDocument, renderer: LineRenderer,
    pausing isOver: () -> Bool = { false }
  ) -> Int {
    matched.advance(budget: budget, in: document, renderer: renderer, pausing: isOver).spent
  }

  /// Notes that workers reported: counting can go on.
  mutating func workersReported() {
    matched.workersReported()
  }

  /// Notes that the text has more lines: counting goes on from where it stopped.
  mutating func textArrived() {
    matched.textArrived()
  }

  /// Notes that the text's first `count` lines were dropped: lines are numbered anew.
  mutating func linesDropped(_ dropped: Int) {
    matched.linesDropped(dropped)
  }
}
