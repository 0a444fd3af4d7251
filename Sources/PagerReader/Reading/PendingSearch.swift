import PagerKit

/// A search (`/`, `n`, `N`) that goes on over several ticks: a long line is searched a budget of
/// bytes at a time, and the match found is shown once its line is laid out as far as it, so a
/// key is answered between slices, and drops the search.
package struct PendingSearch {
  /// The tab searched, by its id: closing or opening other tabs leaves it the same tab, and a
  /// search whose tab closed ends.
  package let tab: TabID
  /// What is searched for.
  package let search: TextSearch
  /// Which way the search goes.
  package let direction: TextSearch.Direction
  /// Whether finding nothing goes unsaid: the search follows a pattern as it is typed.
  package let isQuiet: Bool
  /// How far the search through the long line it is in has got, 0 … 1; nil between lines.
  package private(set) var fraction: Double?
  /// The next line to look at.
  private var line: Int
  /// The line the search started on, and the first column a match there may start at: a search
  /// from the top of a page scrolled into a wrapped line skips the rows above the page.
  private let start: (line: Int, column: Int)
  /// The long line being searched, a slice a tick.
  private var scan: LongLineScan?
  /// The match found, shown once its line is laid out as far as its column.
  private var match: (line: Int, column: Int)?

  /// Bytes of a file looked through for a plain-text pattern for each unit of the budget: a
  /// tick's budget reads 64 MiB, about 20 ms, so a key waits no longer.
  static let bytesPerUnit = 256

  /// Matches still to pass before the one to show (less's count before `n`).
  var repeats = 0
  /// less's modifiers of the search: lines that do not match, wrapping round, other tabs.
  package var modifiers = SearchModifiers()
  /// Whether a search that wraps (`^W`) has gone round already.
  var hasWrapped = false
  /// Lines at the start of the text never searched: the header lines, with less's
  /// `--no-search-header-lines`.
  private var skippedLines: Int { search.conditions.skippedLines }

  /// The same search from line `line`, a match fewer to pass.
  func again(from line: Int) -> PendingSearch {
    var next = PendingSearch(
      tab: tab, search: search, from: line, direction: direction, quiet: isQuiet)
    next.origin = origin
    next.modifiers = modifiers
    next.hasWrapped = hasWrapped
    next.repeats = repeats - 1
    next.matchesToPass = matchesToPass
    return next
  }

  /// The tab shown and the searched tab's page when the search began: a match found after
  /// either changed waits for `n` instead of moving the page.
  var origin: (shownTab: Int, viewport: DocumentViewport)?

  /// How far through the lines known the search has got, 0 … 1.
  package private(set) var lineFraction = 0.0

  /// Matches to pass before the one shown: `n` pressed while the search was still looking
  /// goes on from the match it finds, as it would have had the search been done at once.
  package internal(set) var matchesToPass = 0

  /// Whether the search waits on workers, which have the lines next: nothing to do until they
  /// report (``workersReported()``).
  package private(set) var awaitsWorkers = false

  /// Notes that workers reported: the search can go on.
  mutating func workersReported() {
    awaitsWorkers = false
  }

  /// How far into `document` line `line` is, 0 … 1: by its bytes where the document counts
  /// them (lines are learned as the search goes, so their count grows with it), else by lines.
  private static func progress(at line: Int, in document: some TextDocument) -> Double {
    if let offset = document.byteOffset(ofLine: line), let total = document.byteTotal, total > 0 {
      return min(1, Double(offset) / Double(total))
    }
    return Double(line) / Double(max(1, document.lineCount))
  }

  /// "searching… 37%", for the status line: how far through a long line, else through the
  /// lines.
  package var summary: String { "searching… \(Int((fraction ?? lineFraction) * 100))%" }

  /// How a slice of the search ended.
  enum Step: Hashable {
    /// The first match on the way, ready to show.
    case found(line: Int, column: Int)
    /// No line on the way has a match.
    case notFound
    /// More to do at the next tick.
    case pending
    /// The pattern passed PCRE2's limits on this line: the search stopped there.
    case tooComplex(line: Int)
    /// Workers have the lines next: more to do once they report.
    case awaitsWorkers
  }

  /// A search for `search` in tab `tab` from line `start` (included) in `direction`; on line
  /// `start`, going forward, from column `column` on.
  init(
    tab: TabID, search: TextSearch, from start: Int, column: Int = 0,
    direction: TextSearch.Direction, quiet: Bool = false
  ) {
    self.start = (start, direction == .forward ? max(0, column) : 0)
    self.tab = tab
    self.search = search
    self.direction = direction
    isQuiet = quiet
    line = start
  }

  /// Searches on for about `budget` bytes: a long line costs the bytes rendered, a short one a
  /// sixteenth of its length (most are ruled out from their bytes).
  mutating func advance(
    budget: Int, in document: some TextDocument, layout: DocumentLayout,
    pausing isOver: () -> Bool = { false }
  ) -> Step {
    guard !search.pattern.isEmpty else { return .notFound }
    // A search going forward from a header line starts below them; one going back ends there.
    if direction == .forward, line < skippedLines { line = skippedLines }
    if modifiers.nonMatching {
      return advanceToNonMatching(budget: budget, in: document, layout: layout, pausing: isOver)
    }
    awaitsWorkers = false
    var spent = 0
    while spent < budget {
      if let match {
        let ready = layout.layOut(
          line: match.line, throughColumn: match.column, in: document, budget: budget - spent)
        return ready ? .found(line: match.line, column: match.column) : .pending
      }
      if var scan {
        let before = scan.offset
        let outcome = scan.advance(budget: budget - spent, in: document, pausing: isOver)
        spent += max(1, scan.offset - before)
        fraction = scan.fraction
        switch outcome {
        case .found(let column): match = (scan.line, column)
        case .notFound: moveOn()
        case .paused:
          self.scan = scan
          if isOver() { return .pending }
        case .tooComplex: return .tooComplex(line: scan.line)
        }
        continue
      }
      if direction == .forward,
        let found = document.scan(
          for: search, renderer: layout.renderer, from: line,
          budget: (budget - spent) * Self.bytesPerUnit, pausing: isOver)
      {
        // The bytes ruled out every line before this one: only it need be rendered.
        spent += max(1, found.bytesRead / Self.bytesPerUnit)
        switch found.outcome {
        case .none:
          guard waitsForMore(in: document) else { return .notFound }
          line = max(line, document.lineCount)
          return .pending
        case .paused(let next):
          line = next
          lineFraction = Self.progress(at: next, in: document)
          return .pending
        case .awaitsWorkers(let next):
          line = next
          lineFraction = Self.progress(at: next, in: document)
          awaitsWorkers = true
          return .awaitsWorkers
        case .line(let candidate): line = candidate
        }
      }
      guard nextLineExists(in: document) else {
        return waitsForMore(in: document) ? .pending : .notFound
      }
      let lines = Double(max(1, document.lineCount))
      lineFraction = direction == .forward ? Double(line) / lines : 1 - Double(line) / lines
      let length = document.lineLength(line)
      if length > LinePiece.wholeLineLimit {
        scan = LongLineScan(
          line: line, length: length, search: search, renderer: layout.renderer,
          fromColumn: firstColumn)
        continue
      }
      let bytes = document.line(line)
      switch search.find(inBytes: bytes, renderer: layout.renderer) {
      case .tooComplex: return .tooComplex(line: line)
      case .found(let cells) where cells.lowerBound >= firstColumn:
        return .found(line: line, column: cells.lowerBound)
      case .found:
        switch search.find(in: layout.renderer.render(bytes), from: firstColumn) {
        case .found(let match): return .found(line: line, column: match.lowerBound)
        case .tooComplex: return .tooComplex(line: line)
        case .none: break
        }
      case .none: break
      }
      spent += TextSearch.cost(ofLineLength: length)
      moveOn()
      if isOver() { return .pending }
    }
    return .pending
  }

  /// Looks on for a line the pattern does not match (less's `^N`), a line at a time: no scan
  /// of many lines at once rules a line in. A line longer than a piece is judged by its first
  /// piece.
  private mutating func advanceToNonMatching(
    budget: Int, in document: some TextDocument, layout: DocumentLayout,
    pausing isOver: () -> Bool
  ) -> Step {
    var spent = 0
    while spent < budget {
      guard nextLineExists(in: document) else {
        return waitsForMore(in: document) ? .pending : .notFound
      }
      let length = document.lineLength(line)
      let shown = min(length, LinePiece.wholeLineLimit)
      let bytes =
        shown == length ? document.line(line) : document.bytes(ofLine: line, in: 0..<shown)
      switch search.find(inBytes: bytes, renderer: layout.renderer) {
      case .tooComplex: return .tooComplex(line: line)
      case .none: return .found(line: line, column: 0)
      case .found: break
      }
      spent += TextSearch.cost(ofLineLength: shown)
      moveOn()
      if isOver() { return .pending }
    }
    return .pending
  }

  /// Whether a search forward that reached the end of the lines known waits for more: a text
  /// that comes only when asked for (a pipe) is searched to its end, as `less` searches it, and
  /// was asked for more by looking past its end. A pattern being typed looks only at what has
  /// come: reading a stream on at every key would drop what the page shows.
  /// A filter still finding its lines is waited for the same way: the match may be among them.
  private func waitsForMore(in document: some TextDocument) -> Bool {
    guard direction == .forward, !isQuiet else { return false }
    return (document.readsOnRequest && !document.isComplete)
      || document.linesFoundFraction != nil
  }

  /// The first column a match on the line looked at may start at.
  private var firstColumn: Int { line == start.line ? start.column : 0 }

  private mutating func moveOn() {
    scan = nil
    fraction = nil
    line += direction == .forward ? 1 : -1
  }

  /// Whether ``line`` is a line of `document`, learning lines as far as it going forward.
  private mutating func nextLineExists(in document: some TextDocument) -> Bool {
    switch direction {
    case .forward:
      return line < document.lineCount || document.prepareLines(through: line) > line
    case .backward:
      if line >= document.lineCount { line = min(line, document.prepareLines(through: line) - 1) }
      return line >= skippedLines
    }
  }
}
