/// The lines of a log, or of a merge of logs, that a level filter and the sources shown keep
/// (`:level warning`, `:hide B`): a view over the text, found a look at a time over the loop's
/// turns, as a merge is, with the text's own line numbers.
///
/// A line that starts an entry (it tells a time) has the level it names, or none; a line that
/// tells no time (a stack trace, a message's second line) has its entry's, so a traceback stays
/// with its error. Under a level, a line of no level is left out; with no level, every line of
/// a source shown is kept.
package final class LogViewDocument: TextDocument {
  /// The text viewed: a log, or a merge.
  package let base: any TextDocument
  /// The least severe level kept; nil keeps every line.
  package let minimum: LogLevel?
  /// The sources of a merge left out.
  package let hidden: Set<Int>
  /// Lines one look goes through at most.
  package static let linesPerLook = 16_384

  private let merged: MergedDocument?
  /// Whether a line's first bytes tell a time, a source each (one for a log).
  private let tellsTime: [(UnsafeBufferPointer<UInt8>) -> Bool]
  /// Whether a line of a log that is no merge tells a time, as given.
  private let logTellsTime: (UnsafeBufferPointer<UInt8>) -> Bool
  /// The base's lines kept, in order.
  private var kept: [UInt32] = []
  /// The base's next line to look at.
  private var next = 0
  /// Each source's line that the base's next line is, in a merge.
  private var nextOfSource: [Int]
  /// The level of each source's entry so far.
  private var levelOfSource: [LogLevel?]

  /// The lines of `base` of `minimum` or worse, leaving out the merge's sources `hidden`;
  /// `tellsTime` says whether a line of the log starts an entry (for a merge, each source's
  /// own times say so).
  package init(
    base: any TextDocument, minimum: LogLevel?, hidden: Set<Int> = [],
    tellsTime: @escaping (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true }
  ) {
    self.base = base
    self.minimum = minimum
    self.hidden = hidden
    logTellsTime = tellsTime
    merged = base as? MergedDocument
    if let merged {
      self.tellsTime = merged.sources.map { source in { source.time($0) != nil } }
    } else {
      self.tellsTime = [tellsTime]
    }
    nextOfSource = Array(repeating: 0, count: self.tellsTime.count)
    levelOfSource = Array(repeating: nil, count: self.tellsTime.count)
  }

  /// The same view over `base`, another reading of the text (a file followed or read again).
  package func over(_ base: any TextDocument) -> LogViewDocument {
    LogViewDocument(base: base, minimum: minimum, hidden: hidden, tellsTime: logTellsTime)
  }

  /// What the view keeps, for the status line: `level ≥ warning`, `B hidden`.
  package var summary: String {
    var parts: [String] = []
    if let minimum { parts.append("level ≥ \(minimum)") }
    let letters = hidden.sorted().map { MergedDocument.letter(ofSource: $0) }
    if !letters.isEmpty { parts.append(letters.joined(separator: " ") + " hidden") }
    return parts.joined(separator: ", ")
  }

  /// Whether every line of the base known now has been looked at.
  package var isCaughtUp: Bool { next >= base.lineCount }

  /// The base's line shown as line `index`.
  package func baseLine(_ index: Int) -> Int { Int(kept[index]) }

  /// The line shown at or after the base's line `line`, as far as lines are found; the last
  /// one found where none is.
  package func line(atOrAfterBaseLine line: Int) -> Int {
    var low = 0
    var high = kept.count
    while low < high {
      let middle = (low + high) / 2
      if Int(kept[middle]) < line { low = middle + 1 } else { high = middle }
    }
    return min(low, max(0, kept.count - 1))
  }

  /// Looks at up to `limit` of the base's lines; returns whether it kept any.
  @discardableResult private func look(limit: Int) -> Bool {
    let end = min(base.lineCount, next + limit)
    let before = kept.count
    while next < end {
      let source = merged?.source(ofLine: next) ?? 0
      let line = merged == nil ? next : nextOfSource[source]
      nextOfSource[source] += 1
      defer { next += 1 }
      if hidden.contains(source) { continue }
      guard let minimum else {
        kept.append(UInt32(truncatingIfNeeded: next))
        continue
      }
      let text = merged?.sources[source].document ?? base
      let head = text.bytes(ofLine: line, in: 0..<MergedDocument.timeBytes)
      head.withUnsafeBufferPointer { head in
        if let level = LogLevel.find(in: head) {
          levelOfSource[source] = level
        } else if tellsTime[source](head) {
          levelOfSource[source] = nil
        }
      }
      if let level = levelOfSource[source], level >= minimum {
        kept.append(UInt32(truncatingIfNeeded: next))
      }
    }
    return kept.count > before
  }

  // MARK: TextDocument

  package var lineCount: Int { kept.count }
  package var isComplete: Bool { base.isComplete && isCaughtUp }
  package func line(_ index: Int) -> [UInt8] { base.line(baseLine(index)) }
  package func lineLength(_ index: Int) -> Int { base.lineLength(baseLine(index)) }
  package func lineEndsWithReturn(_ index: Int) -> Bool {
    base.lineEndsWithReturn(baseLine(index))
  }
  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    base.bytes(ofLine: baseLine(index), in: range)
  }
  package func lineNumber(ofLine index: Int) -> Int { base.lineNumber(ofLine: baseLine(index)) }
  /// Lines are found as they are asked for, and over the turns (``indexAhead(budget:)``): a
  /// filter over the view asks on while the view, or the text under it (a merge still merging,
  /// a pipe), has lines to find. Caught up with a file that only grows, it waits for nothing,
  /// so a search there ends.
  package var readsOnRequest: Bool {
    !isCaughtUp || base.readsOnRequest || base.linesFoundFraction != nil
  }
  package var indexAwaitsWorkers: Bool { isCaughtUp && base.indexAwaitsWorkers }
  package var lastLineIsUnfinished: Bool { false }

  /// Lines a turn's budget looks at: a line's first bytes read and its level found cost about
  /// what indexing 256 bytes does.
  static let indexedBytesPerLine = 256

  package func indexAhead(budget: Int) -> Bool {
    let more = base.indexAhead(budget: budget)
    guard budget > 0 else { return more || !isCaughtUp }
    look(limit: max(1, budget / Self.indexedBytesPerLine))
    return more || !isCaughtUp
  }

  /// How far the view has looked through the lines its base knows, while lines are left: a
  /// move to a line not found yet (`G`) waits for them.
  package var linesFoundFraction: Double? {
    let looked = min(1, Double(next) / Double(max(1, base.lineCount)))
    if let found = base.linesFoundFraction { return found * looked }
    return isCaughtUp ? nil : looked
  }

  /// Lines through `index` as far as one look reaches: a line far ahead (`G`) is reached over
  /// the turns that follow, as ``indexAhead(budget:)`` looks on.
  @discardableResult package func prepareLines(through index: Int) -> Int {
    var looked = 0
    while lineCount <= index, looked < Self.linesPerLook {
      let known = base.lineCount
      if next >= known {
        base.prepareLines(through: next + Self.linesPerLook)
        guard base.lineCount > known || next < base.lineCount else { break }
      }
      let before = next
      look(limit: Self.linesPerLook - looked)
      looked += next - before
    }
    return lineCount
  }
}
