import PagerKit

/// Counts a log's lines by time for its timeline, a budget of lines a turn, so that a big file
/// never holds a key up: a merge's texts each with their own time, or one plain text.
///
/// A line that tells no time counts with the line before it in its own text, as the merge keeps
/// it; lines before a text's first time count with that first time.
package final class TimelineCounter {
  /// One text counted and how its lines tell their times.
  package struct Source {
    /// The text.
    package let document: any TextDocument
    /// A line's time from its first bytes, in milliseconds since the epoch; nil for none.
    package let time: (UnsafeBufferPointer<UInt8>) -> Int64?

    /// `document`, its lines' times read by `time`.
    package init(
      document: any TextDocument, time: @escaping (UnsafeBufferPointer<UInt8>) -> Int64?
    ) {
      self.document = document
      self.time = time
    }
  }

  /// Lines one turn counts at most.
  package static let linesPerTurn = 32_768
  /// Bytes of a line read for its time and its level.
  static let headBytes = max(MergedDocument.timeBytes, LogLevel.searchWindow)

  /// The texts counted.
  package let sources: [Source]
  /// The counts so far.
  package private(set) var counts = TimelineCounts()
  /// Each text's next line to count.
  private var next: [Int]
  /// Each text's last time told; nil before its first.
  private var lastTime: [Int64?]
  /// Each text's lines before its first time, and their errors, waiting for that time.
  private var waiting: [TimelineCounts.Count]

  /// A counter of `sources`, from their first lines.
  package init(sources: [Source]) {
    self.sources = sources
    next = Array(repeating: 0, count: sources.count)
    lastTime = Array(repeating: nil, count: sources.count)
    waiting = Array(repeating: TimelineCounts.Count(), count: sources.count)
  }

  /// A text's lines that can be counted now: all but an unfinished last line.
  private func available(_ source: Int) -> Int {
    let document = sources[source].document
    return document.lastLineIsUnfinished ? max(0, document.lineCount - 1) : document.lineCount
  }

  /// Whether lines known are left to count, or a text is still being read.
  package var hasWork: Bool {
    sources.indices.contains { next[$0] < available($0) || !sources[$0].document.isComplete }
  }

  /// Whether lines are left to count now: known ones, or bytes of a file not yet cut into
  /// lines, which counting indexes as it goes.
  package var hasLinesToCount: Bool {
    sources.indices.contains { next[$0] < available($0) || isBehind($0) }
  }

  /// Whether text `source` has bytes not yet cut into lines: a file still being indexed.
  private func isBehind(_ source: Int) -> Bool {
    let document = sources[source].document
    guard !document.isComplete, let total = document.byteTotal,
      let known = document.byteOffset(ofLine: document.lineCount)
    else { return false }
    return known < total
  }

  /// How far the counting has got through the lines known, 0 to 1.
  package var fraction: Double {
    // By bytes where every text can tell them: a file still being indexed knows its size
    // before its lines.
    var done = 0
    var total = 0
    for source in sources.indices {
      let document = sources[source].document
      guard let size = document.byteTotal, let at = document.byteOffset(ofLine: next[source])
      else {
        total = -1
        break
      }
      done += at
      total += size
    }
    if total > 0 { return min(1, Double(done) / Double(total)) }
    let known = sources.indices.reduce(0) { $0 + available($1) }
    guard known > 0 else { return 1 }
    return Double(next.reduce(0, +)) / Double(known)
  }

  /// Lines counted between two looks at the deadline.
  static let linesPerLook = 4096

  /// Counts up to `limit` lines, indexing the texts ahead as far as they need, until `isOver`
  /// says the turn's time is up; returns whether lines are left.
  @discardableResult package func advance(
    limit: Int = linesPerTurn, pausing isOver: () -> Bool = { false }
  ) -> Bool {
    var left = limit
    for source in sources.indices {
      while left > 0 {
        let document = sources[source].document
        let step = min(left, Self.linesPerLook)
        document.prepareLines(through: next[source] + step)
        let end = min(available(source), next[source] + step)
        guard end > next[source] else { break }
        count(source, lines: next[source]..<end)
        left -= end - next[source]
        next[source] = end
        if isOver() { return hasLinesToCount }
      }
    }
    return hasLinesToCount
  }

  /// Counts `lines` of text `source`, a chunk of them at a time where the text can be read so.
  private func count(_ source: Int, lines: Range<Int>) {
    let document = sources[source].document
    var line = lines.lowerBound
    func readAlone(upTo end: Int) {
      while line < end {
        let head = document.bytes(ofLine: line, in: 0..<Self.headBytes)
        head.withUnsafeBufferPointer { take(source, $0) }
        line += 1
      }
    }
    func visit(_ first: Int, _ chunk: UnsafeBufferPointer<UInt8>) {
      // A line a chunk could not hold is the reader's own to read.
      readAlone(upTo: first)
      guard let base = chunk.baseAddress else { return }
      var start = 0
      while start < chunk.count {
        let lineEnd = ChunkScan.newline(in: base, from: start, to: chunk.count)
        let head = UnsafeBufferPointer(
          rebasing: chunk[start..<min(lineEnd, start + Self.headBytes)])
        take(source, head)
        line += 1
        start = lineEnd + 1
      }
    }
    _ = document.readLines(lines, pausing: { false }, visit)
    // What the chunks left, or all of a text that cannot be read a chunk at a time.
    readAlone(upTo: lines.upperBound)
  }

  /// Counts one line of text `source` by its first bytes.
  private func take(_ source: Int, _ head: UnsafeBufferPointer<UInt8>) {
    let isError = (LogLevel.find(in: head) ?? .info) >= .error
    if let time = sources[source].time(head) {
      if waiting[source].lines > 0 {
        counts.add(at: time, lines: waiting[source].lines, errors: waiting[source].errors)
        waiting[source] = TimelineCounts.Count()
      }
      lastTime[source] = time
      counts.add(at: time, errors: isError ? 1 : 0)
    } else if let time = lastTime[source] {
      counts.add(at: time, errors: isError ? 1 : 0)
    } else {
      waiting[source].lines += 1
      if isError { waiting[source].errors += 1 }
    }
  }
}
