import PagerKit

/// A walk through a document's lines asking of each whether it shows a search's match, a budget
/// of bytes at a time, for match counts and filters. A line too long to render whole is scanned
/// a piece at a time across calls, so that no call holds up a key however long the line.
struct LineWalk: Hashable, Sendable {
  /// What lines are asked to show.
  let search: TextSearch
  /// The next line to look at.
  private(set) var nextLine = 0
  /// The long line being looked at, when a budget ran out inside it.
  private var scan: LongLineScan?
  /// The line the pattern was too complex on: the walk stopped there.
  private(set) var tooComplexLine: Int?

  /// A walk for `search` from the first line it does not pass over (the header lines, when
  /// its conditions skip them: they are neither counted nor judged by a filter).
  init(search: TextSearch) {
    self.search = search
    nextLine = search.conditions.skippedLines
  }

  /// Looks at lines for about `budget` bytes (a line costs a sixteenth of its length, most being
  /// ruled out from their bytes; a long one the bytes rendered), calling `visit` with the lines
  /// finished, in order, a run of lines that all match or all do not at a time: the thousands
  /// of lines between two matches are one call, not one each. Returns the bytes spent, whether
  /// it looked at every line known, and whether it stopped because workers have the lines next.
  mutating func advance(
    in document: some TextDocument, budget: Int, renderer: LineRenderer,
    pausing isOver: () -> Bool = { false }, _ visit: (_ lines: Range<Int>, _ match: Bool) -> Void
  ) -> (spent: Int, caughtUp: Bool, awaitsWorkers: Bool) {
    var spent = 0
    // A long line a look through many lines stopped at, which is walked on its own.
    var longLine: Int?
    while spent < budget {
      guard tooComplexLine == nil else { return (spent, true, false) }
      // Before lines are learned here: a document whose workers learn them says where they end.
      if scan == nil, nextLine != longLine,
        let scanned = scanMany(
          in: document, budget: budget - spent, renderer: renderer, pausing: isOver, visit)
      {
        spent += max(1, scanned.spent)
        guard scanned.handOver else { return (spent, scanned.caughtUp, scanned.awaitsWorkers) }
        longLine = nextLine
        continue
      }
      guard nextLine < document.lineCount || document.prepareLines(through: nextLine) > nextLine
      else { return (spent, true, false) }
      let length = document.lineLength(nextLine)
      guard length > LinePiece.wholeLineLimit else {
        let match = search.find(inBytes: document.line(nextLine), renderer: renderer)
        if match == .tooComplex {
          tooComplexLine = nextLine
          return (spent, true, false)
        }
        visit(nextLine..<nextLine + 1, match.isFound)
        spent += TextSearch.cost(ofLineLength: length)
        nextLine += 1
        if isOver() { return (spent, false, false) }
        continue
      }
      var long =
        scan
        ?? LongLineScan(line: nextLine, length: length, search: search, renderer: renderer)
      let before = long.offset
      let outcome = long.advance(budget: budget - spent, in: document, pausing: isOver)
      spent += max(1, long.offset - before)
      switch outcome {
      case .paused:
        scan = long
        if isOver() { return (spent, false, false) }
      case .tooComplex:
        tooComplexLine = nextLine
        return (spent, true, false)
      case .found, .notFound:
        visit(nextLine..<nextLine + 1, outcome != .notFound)
        scan = nil
        nextLine += 1
      }
    }
    return (spent, false, false)
  }

  /// Looks through many lines at once where the document can (``TextDocument/scanLines``),
  /// visiting every line it passes; `handOver` when it stopped at a long line, which is for the
  /// line-by-line walk. The bytes it read cost as a search's byte scan's do
  /// (``PendingSearch/bytesPerUnit``): most are only counted, and the clock bounds the slice.
  private mutating func scanMany(
    in document: some TextDocument, budget: Int, renderer: LineRenderer,
    pausing isOver: () -> Bool, _ visit: (_ lines: Range<Int>, _ match: Bool) -> Void
  ) -> (spent: Int, caughtUp: Bool, handOver: Bool, awaitsWorkers: Bool)? {
    var handOver = false
    var stoppedAt: Int?
    let from = nextLine
    var passed = from
    guard
      let scanned = document.scanLines(
        matching: search, renderer: renderer, from: from,
        budget: budget * PendingSearch.bytesPerUnit, pausing: isOver,
        { line, verdict in
          if passed < line {
            visit(passed..<line, false)
            passed = line
          }
          switch verdict {
          case .match:
            visit(line..<line + 1, true)
            passed = line + 1
            return true
          case .tooComplex, .longLine:
            stoppedAt = line
            handOver = verdict == .longLine
            return false
          }
        })
    else { return nil }
    let end = stoppedAt ?? scanned.nextLine
    if passed < end { visit(passed..<end, false) }
    nextLine = end
    if stoppedAt != nil, !handOver { tooComplexLine = end }
    return (
      scanned.bytesRead / PendingSearch.bytesPerUnit, scanned.reachedEnd || tooComplexLine != nil,
      handOver, scanned.awaitsWorkers && stoppedAt == nil
    )
  }

  /// Notes that the document's first `dropped` lines went: lines are numbered anew, and a long
  /// line part looked at is looked at again from its start.
  mutating func linesDropped(_ dropped: Int) {
    guard dropped > 0 else { return }
    nextLine = max(search.conditions.skippedLines, nextLine - dropped)
    tooComplexLine = tooComplexLine.map { max(0, $0 - dropped) }
    scan = nil
  }
}
