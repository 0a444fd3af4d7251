/// The lines of a text that match a pattern (`&pattern`), or that do not (`&!pattern`), as
/// `less` and ov filter: a view over the text, found a slice at a time so that a filter over a
/// big file never holds up a key. Lines keep their numbers from the text for the gutter.
///
/// It learns more lines only when told to ``advance(budget:)`` (the screen does, a slice a tick)
/// and stays incomplete until it has looked at every line of a complete text; lines arriving in
/// the text are filtered as they come.
public final class FilteredDocument: TextDocument {
  /// The text filtered.
  public let base: any TextDocument
  /// The pattern lines must match.
  public let search: TextSearch
  /// Whether it keeps the lines that do not match instead.
  public let isInverted: Bool

  private let renderer: LineRenderer
  /// The base's lines kept, in order.
  private var kept: [UInt32] = []
  /// The walk through the base's lines, where it has got.
  private var walk: LineWalk
  /// The base's first line number when last looked at: when it grows, the base dropped lines
  /// from its front (an endless stream past its spool), and the kept ones are numbered anew.
  private var baseFirstLineNumber: Int

  /// A filter of `base` keeping the lines `search` matches (or, `inverted`, does not match),
  /// matched as `renderer` shows them.
  public init(
    base: any TextDocument, search: TextSearch, inverted: Bool,
    renderer: LineRenderer = LineRenderer()
  ) {
    self.base = base
    self.search = search
    isInverted = inverted
    self.renderer = renderer
    walk = LineWalk(search: search)
    baseFirstLineNumber = base.firstLineNumber
  }

  /// Whether every line of the text known now has been looked at.
  public var isCaughtUp: Bool {
    walk.tooComplexLine != nil || (walkCaughtUp && walk.nextLine >= base.lineCount)
  }

  /// Whether the walk last said it had looked at every line known: lines that arrived since
  /// make the filter go on.
  private var walkCaughtUp = false

  /// Whether filtering waits on workers, which have the base's lines next: nothing to do until
  /// they report (``workersReported()``).
  public private(set) var awaitsWorkers = false

  /// Notes that workers reported: filtering can go on.
  public func workersReported() {
    awaitsWorkers = false
  }

  /// The base's line the pattern was too complex on, where filtering stopped.
  public var tooComplexLine: Int? { walk.tooComplexLine }

  /// The lines kept so far.
  public var lineCount: Int { kept.count }
  /// Whether every line of a complete text has been looked at.
  public var isComplete: Bool { base.isComplete && isCaughtUp }

  /// The bytes of the `index`th line kept.
  public func line(_ index: Int) -> [UInt8] { base.line(Int(kept[index])) }
  /// The length of the `index`th line kept.
  public func lineLength(_ index: Int) -> Int { base.lineLength(Int(kept[index])) }
  /// The bytes `range` of the `index`th line kept.
  public func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    base.bytes(ofLine: Int(kept[index]), in: range)
  }
  /// The number the `index`th line kept has in the text filtered.
  public func lineNumber(ofLine index: Int) -> Int { base.lineNumber(ofLine: Int(kept[index])) }

  /// The lines kept so far; finding more is ``advance(budget:)``'s, never a wait here.
  @discardableResult public func prepareLines(through index: Int) -> Int { kept.count }

  /// Looks at base lines for about `budget` bytes (a line costs a sixteenth of its length, a
  /// long one all of it); returns whether it kept any.
  @discardableResult public func advance(budget: Int, pausing isOver: () -> Bool = { false })
    -> Bool
  {
    let dropped = base.firstLineNumber - baseFirstLineNumber
    if dropped > 0 {
      baseFirstLineNumber = base.firstLineNumber
      kept = kept.filter { Int($0) >= dropped }.map { $0 - UInt32(dropped) }
      walk.linesDropped(dropped)
    }
    let before = kept.count
    let walked = walk.advance(in: base, budget: budget, renderer: renderer, pausing: isOver) {
      line, matches in
      if matches != isInverted { kept.append(UInt32(truncatingIfNeeded: line)) }
    }
    awaitsWorkers = walked.awaitsWorkers
    walkCaughtUp = walked.caughtUp
    return kept.count > before
  }
}
