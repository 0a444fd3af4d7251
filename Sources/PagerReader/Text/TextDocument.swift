import PagerKit

/// The text a tab shows: lines of bytes, possibly still arriving (a pipe, a running command) or
/// indexed lazily (a large file).
///
/// PagerKit reads a document only through this protocol and never does I/O itself; the program
/// implements it over files, pipes and command output, and tests implement it in memory.
public protocol TextDocument: AnyObject {
  /// Lines known now: the complete ones, plus an unterminated last line. A text still arriving
  /// may count what came after its last line end as an unfinished last line (as `less` shows
  /// it), which grows, and becomes an ordinary line when its end or the text's end comes.
  var lineCount: Int { get }
  /// Whether every line is known: the file is indexed to its end, or the stream has closed.
  var isComplete: Bool { get }
  /// The bytes of line `index` (0 ≤ index < ``lineCount``), without its terminator (`\n` or
  /// `\r\n`). PagerKit asks for whole lines only up to ``LinePiece/wholeLineLimit`` bytes.
  func line(_ index: Int) -> [UInt8]
  /// The length in bytes of line `index`, without its terminator.
  func lineLength(_ index: Int) -> Int
  /// Whether line `index` ended with `\r\n`: the carriage return left out of its bytes with the
  /// `\n`, which less's `-u` and `-U` show as `^M`. Asked only while such returns show; by
  /// default false.
  func lineEndsWithReturn(_ index: Int) -> Bool
  /// The bytes `range` of line `index` (clamped to the line): how long lines are read, a piece
  /// at a time.
  func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8]
  /// The number, counted from 0, that line 0 stands for: the lines dropped from the front of an
  /// endless text (less one, for the line that says so). The status line counts from it.
  var firstLineNumber: Int { get }
  /// The number, counted from 1, that line `index` has in the whole text: what a line-number
  /// gutter shows. By default ``firstLineNumber`` + `index` + 1; a filtered view gives each
  /// line the number it has in the text it filters.
  func lineNumber(ofLine index: Int) -> Int
  /// Learns about `budget` bytes more of lines no one asked for yet, where that costs only
  /// reading (a file not indexed to its end), so the total is known without `G`; returns
  /// whether there is more to learn that way. By default there is none: a text that arrives is
  /// learned as it arrives.
  func indexAhead(budget: Int) -> Bool
  /// Looks through the text's bytes from line `start` on, about `budget` of them, for the first
  /// line that may show `pattern` (ASCII; letters of either case when `foldingCase`): one whose
  /// bytes hold it, or hold an escape (a colour may split it), a backspace (overstrike) or, when
  /// it has a blank, a tab. Returns nil when the text or the pattern cannot be looked through so
  /// (then search line by line).
  func scan(for pattern: [UInt8], foldingCase: Bool, from start: Int, budget: Int) -> ByteScan?
  /// Whether indexing ahead (``indexAhead(budget:)``) waits on workers: nothing more to do on
  /// the loop until they report. By default it never does.
  var indexAwaitsWorkers: Bool { get }
  /// Looks through the text's bytes from line `start` on, about `budget` of them, for the first
  /// line that matches `search` as `renderer` shows it, is too complex to tell, or is too long
  /// to be matched whole (a ``ChunkScan`` of a chunk at a time). Returns nil when the text
  /// cannot be looked through so; by default the plain text a search requires is looked for
  /// with ``scan(for:foldingCase:from:budget:)``.
  func scan(
    for search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool
  ) -> ByteScan?
  /// Looks through the text's lines from `start` on, about `budget` bytes of them, with a
  /// ``ChunkScan``, calling `visit` with each line that matches `search`, is too complex or is
  /// too long (for the caller to look at a piece at a time) while it returns true; the lines
  /// not visited have no match. It stops early, between lines, once `isOver` says its time is
  /// up. Nil when the text cannot be looked through so (then walk it line by line); by default
  /// it cannot.
  func scanLines(
    matching search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool, _ visit: (Int, ChunkScan.Verdict) -> Bool
  ) -> LineScan?
  /// Reads lines `lines` (known ones: ``prepareLines(through:)`` learns them) a chunk at a time,
  /// for a look at every line (a stream cut into sections): `visit` is given each chunk's first
  /// line and its bytes, whole lines each ended by `\n` (the text's last line may have none).
  /// It stops between chunks once `isOver` says its time is up. Returns the line after those
  /// visited; one before `lines.upperBound` that is not for `isOver` is for the caller to read
  /// by itself (a line longer than a chunk, a notice). Nil when the text cannot be read so
  /// (then read it line by line); by default it cannot.
  func readLines(
    _ lines: Range<Int>, pausing isOver: () -> Bool,
    _ visit: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) -> Int?
  /// Where line `index` starts among the text's bytes, counted from its first byte (`index` ==
  /// ``lineCount``: where the known text ends), for `=` to say how far in a page is; nil when the
  /// text cannot say. By default nil.
  func byteOffset(ofLine index: Int) -> Int?
  /// The text's length in bytes, once known; nil before, or when the text cannot say. By
  /// default nil.
  var byteTotal: Int? { get }
  /// Learns the lines up to `index` where they exist (indexing lazily as far as needed) and
  /// returns ``lineCount`` afterwards.
  @discardableResult func prepareLines(through index: Int) -> Int
  /// Whether more lines come only when lines past ``lineCount`` are asked for
  /// (``prepareLines(through:)``): a pipe read a bounded amount ahead of what is shown, which
  /// then waits. A search or a filter that reaches its end asks for more and goes on as they
  /// come, as `less` searches a pipe to its end. By default false: a text that grows does so by
  /// itself.
  var readsOnRequest: Bool { get }
  /// How far work done a slice a tick has got in finding this text's lines, 0 … 1, while it
  /// is still finding them (a filter looking through its text); nil when the lines known are
  /// all there is to find now. A move to the end, to a line not found yet or to a percentage
  /// waits for it, as it would have landed had the work been done at once. By default nil.
  var linesFoundFraction: Double? { get }
  /// Whether the last line counted is unfinished: what came after the last line end of a text
  /// still arriving, which may grow (a pipe, a followed file). A view that reads lines whole
  /// (a table's rows, a merge) waits for it. By default false.
  var lastLineIsUnfinished: Bool { get }
}

extension TextDocument {
  /// Not a chunk at a time: line by line.
  public func readLines(
    _ lines: Range<Int>, pausing isOver: () -> Bool,
    _ visit: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) -> Int? { nil }

  /// Unknown: the text does not count its bytes.
  public func byteOffset(ofLine index: Int) -> Int? { nil }

  /// Unknown: the text does not count its bytes.
  public var byteTotal: Int? { nil }

  /// False: the text keeps no carriage returns of line ends (a `\r\n` ends a line as `\n` does).
  public func lineEndsWithReturn(_ index: Int) -> Bool { false }

  /// 0: a document that drops nothing.
  public var firstLineNumber: Int { 0 }

  /// No quick look through the bytes: search line by line.
  public func scan(for pattern: [UInt8], foldingCase: Bool, from start: Int, budget: Int)
    -> ByteScan?
  { nil }

  /// The plain text `search` requires, looked for with ``scan(for:foldingCase:from:budget:)``.
  public func scan(
    for search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool
  ) -> ByteScan? {
    guard let literal = search.literalBytes else { return nil }
    return scan(
      for: literal, foldingCase: !search.isCaseSensitive, from: start, budget: budget)
  }

  /// No look through many lines at once: walk the text line by line.
  public func scanLines(
    matching search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool, _ visit: (Int, ChunkScan.Verdict) -> Bool
  ) -> LineScan? { nil }

  /// Never: indexing ahead, if any, is done on the loop.
  public var indexAwaitsWorkers: Bool { false }

  /// Nothing to learn ahead: the text is all in hand, or arrives by itself.
  public func indexAhead(budget: Int) -> Bool { false }

  /// False: the text is all in hand, or arrives by itself.
  public var readsOnRequest: Bool { false }

  /// Nil: the lines are read, not found by work a slice a tick.
  public var linesFoundFraction: Double? { nil }

  /// None: a text counts only finished lines.
  public var lastLineIsUnfinished: Bool { false }

  /// The line's place in the text: ``firstLineNumber`` + `index` + 1.
  public func lineNumber(ofLine index: Int) -> Int { firstLineNumber + index + 1 }

  /// The length of the whole line, for documents that hold their lines whole.
  public func lineLength(_ index: Int) -> Int { line(index).count }

  /// A slice of the whole line, for documents that hold their lines whole.
  public func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    let bytes = line(index)
    return Array(bytes[range.clamped(to: 0..<bytes.count)])
  }
}

/// What a tab's text is doing, for the status line.
public enum DocumentStatus: Hashable, Sendable {
  /// Lines still arriving: a file not yet indexed to its end, standard input still open.
  case loading
  /// A command still running (or its output still open).
  case running
  /// A FIFO that no program has opened for writing yet.
  case waitingForWriter
  /// A file followed by name that does not exist yet.
  case waitingForFile
  /// Every line is known: the file is indexed to its end, or standard input has closed.
  case finished
  /// A command ended by calling `exit` with this code.
  case exited(code: Int32)
  /// A signal with this number ended a command.
  case killed(signal: Int32)
  /// The text could not be had at all, or reading stopped early: the message says why.
  case failed(String)

  /// Whether the text has yet to come: loading, running, waiting for a writer or for the file.
  public var isWaiting: Bool {
    switch self {
    case .loading, .running, .waitingForWriter, .waitingForFile: return true
    case .finished, .exited, .killed, .failed: return false
    }
  }

  /// A word or two for the status line, empty when there is nothing to add to the tab's name.
  public var summary: String {
    switch self {
    case .loading: return "loading…"
    case .running: return "running…"
    case .waitingForWriter: return "waiting for a writer…"
    case .waitingForFile: return "waiting for the file…"
    case .finished: return ""
    case .exited(let code): return code == 0 ? "done" : "exit status \(code)"
    case .killed(let signal): return "killed by signal \(signal)"
    case .failed: return "failed"
    }
  }
}

/// Where a look through a text's lines (``TextDocument/scanLines(matching:renderer:from:budget:_:)``)
/// stopped.
public struct LineScan: Hashable, Sendable {
  /// The first line not looked at: after the one the visit stopped at, or where the budget or
  /// the known text ran out.
  public var nextLine: Int
  /// The bytes it read.
  public var bytesRead: Int
  /// Whether it looked at every line of the text known now.
  public var reachedEnd: Bool
  /// Whether it stopped because the rest is in the hands of workers (``MatchWorkers`` in the
  /// program), not yet done: nothing more can be done until they report, and they wake the loop
  /// when they do.
  public var awaitsWorkers: Bool

  /// A look that stopped before `nextLine`, having read `bytesRead` bytes.
  public init(nextLine: Int, bytesRead: Int, reachedEnd: Bool, awaitsWorkers: Bool = false) {
    self.nextLine = nextLine
    self.bytesRead = bytesRead
    self.reachedEnd = reachedEnd
    self.awaitsWorkers = awaitsWorkers
  }
}

/// What a look through a text's bytes for a pattern found
/// (``TextDocument/scan(for:foldingCase:from:budget:)``), and the bytes it read.
public struct ByteScan: Hashable, Sendable {
  /// Where the look ended.
  public enum Outcome: Hashable, Sendable {
    /// The first line on the way that may show the pattern.
    case line(Int)
    /// No line from the start on shows it.
    case none
    /// The budget ran out: go on from this line.
    case paused(at: Int)
    /// Workers are looking through the lines from this one on: go on from it once they report.
    case awaitsWorkers(at: Int)
  }

  /// Where the look ended.
  public var outcome: Outcome
  /// The bytes it read.
  public var bytesRead: Int

  /// A look that ended at `outcome` having read `bytesRead` bytes.
  public init(_ outcome: Outcome, bytesRead: Int) {
    self.outcome = outcome
    self.bytesRead = bytesRead
  }
}
