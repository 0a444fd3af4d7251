import PagerKit

/// The lines of a text that match a pattern (`&pattern`), or that do not (`&!pattern`), as
/// `less` and ov filter: a view over the text, found a slice at a time so that a filter over a
/// big file never holds up a key. Lines keep their numbers from the text for the gutter.
///
/// It learns more lines only when told to ``advance(budget:)`` (the screen does, a slice a tick)
/// and stays incomplete until it has looked at every line of a complete text; lines arriving in
/// the text are filtered as they come.
package final class FilteredDocument: TextDocument {
  /// The text filtered.
  package let base: any TextDocument
  /// The pattern lines must match.
  package let search: TextSearch
  /// Whether it keeps the lines that do not match instead.
  package let isInverted: Bool
  /// The text's first lines, kept whatever they hold: the header (`--header`), which stays on
  /// top of a filtered view as it does in less.
  package let headerCount: Int

  private let renderer: LineRenderer
  /// The base's lines kept, in order, and the walk through the base that finds them.
  private var matched: MatchedLines
  /// The base's lines kept, in order.
  private var kept: [UInt32] { matched.lines }
  /// The base's first line number when last looked at: when it grows, the base dropped lines
  /// from its front (an endless stream past its spool), and the kept ones are numbered anew.
  private var baseFirstLineNumber: Int

  /// A filter of `base` keeping its first `headerCount` lines and then the lines `search`
  /// matches (or, `inverted`, does not match), matched as `renderer` shows them.
  package init(
    base: any TextDocument, search: TextSearch, inverted: Bool, headerCount: Int = 0,
    renderer: LineRenderer = LineRenderer()
  ) {
    self.base = base
    self.search = search
    isInverted = inverted
    self.headerCount = max(0, headerCount)
    self.renderer = renderer
    matched = MatchedLines(search: search, inverted: inverted)
    baseFirstLineNumber = base.firstLineNumber
  }

  /// Whether every line of the text known now has been looked at.
  package var isCaughtUp: Bool {
    matched.tooComplexLine != nil || (matched.isCaughtUp && matched.nextLine >= base.lineCount)
  }

  /// Whether filtering waits on workers, which have the base's lines next: nothing to do until
  /// they report (``workersReported()``).
  package var awaitsWorkers: Bool { matched.awaitsWorkers }

  /// Notes that workers reported: filtering can go on.
  package func workersReported() {
    matched.workersReported()
  }

  /// How far through the base's lines known filtering has got, by bytes where the base counts
  /// them, while it has not caught up.
  package var linesFoundFraction: Double? {
    guard !isCaughtUp else { return nil }
    let next = matched.nextLine
    if let offset = base.byteOffset(ofLine: next), let total = base.byteTotal, total > 0 {
      return min(1, Double(offset) / Double(total))
    }
    return min(1, Double(next) / Double(max(1, base.lineCount)))
  }

  /// The base's line the pattern was too complex on, where filtering stopped.
  package var tooComplexLine: Int? { matched.tooComplexLine }

  /// The header's lines the text has so far.
  private var headerShown: Int { min(headerCount, base.lineCount) }
  /// Kept lines that are the header's too, shown once, as header.
  private var keptInHeader: Int {
    guard headerCount > 0 else { return 0 }
    return kept.prefix { Int($0) < headerCount }.count
  }

  /// The base's line shown as line `index`.
  package func baseLine(_ index: Int) -> Int {
    let header = headerShown
    return index < header ? index : Int(kept[index - header + keptInHeader])
  }

  /// The lines that matched (or, inverted, did not) so far, the header's among them.
  package var keptCount: Int { kept.count }

  /// The lines shown so far: the header's, then those kept.
  package var lineCount: Int { headerShown + kept.count - keptInHeader }
  /// Whether every line of a complete text has been looked at.
  package var isComplete: Bool { base.isComplete && isCaughtUp }

  /// The bytes of the `index`th line shown.
  package func line(_ index: Int) -> [UInt8] { base.line(baseLine(index)) }
  /// The length of the `index`th line shown.
  package func lineLength(_ index: Int) -> Int { base.lineLength(baseLine(index)) }
  /// Whether the `index`th line ended with `\r\n`.
  package func lineEndsWithReturn(_ index: Int) -> Bool { base.lineEndsWithReturn(baseLine(index)) }
  /// The bytes `range` of the `index`th line shown.
  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    base.bytes(ofLine: baseLine(index), in: range)
  }
  /// The number the `index`th line shown has in the text filtered.
  package func lineNumber(ofLine index: Int) -> Int { base.lineNumber(ofLine: baseLine(index)) }

  /// The lines kept so far; finding more is ``advance(budget:)``'s, never a wait here.
  @discardableResult package func prepareLines(through index: Int) -> Int { lineCount }

  /// Looks at base lines for about `budget` bytes (a line costs a sixteenth of its length, a
  /// long one all of it); returns whether it kept any.
  @discardableResult package func advance(budget: Int, pausing isOver: () -> Bool = { false })
    -> Bool
  {
    let dropped = base.firstLineNumber - baseFirstLineNumber
    if dropped > 0 {
      baseFirstLineNumber = base.firstLineNumber
      matched.linesDropped(dropped)
    }
    let found = matched.advance(budget: budget, in: base, renderer: renderer, pausing: isOver)
    // Caught up with a text that comes only when asked for (a pipe): ask, so that the filter
    // goes on through it. A count of matches counts what has come, and reads nothing on.
    if matched.isCaughtUp, base.readsOnRequest { base.prepareLines(through: base.lineCount) }
    return found.found > 0
  }
}
