import PagerKit

/// One text of a merge: its lines, its name, and how a line's time is read from its first
/// bytes.
package struct MergeSource {
  /// The text.
  package let document: any TextDocument
  /// What the legend calls it: its file's name.
  package let name: String
  /// The time a line's first bytes tell, in milliseconds since the epoch; nil for a line that
  /// tells none (a stack trace's, a message's second line).
  package let time: (UnsafeBufferPointer<UInt8>) -> Int64?

  /// `document`, named `name`, its lines' times read by `time`.
  package init(
    document: any TextDocument, name: String = "",
    time: @escaping (UnsafeBufferPointer<UInt8>) -> Int64?
  ) {
    self.document = document
    self.name = name
    self.time = time
  }
}

/// Several texts merged into one by the times their lines tell (`--merge`): a view over their
/// own lines, nothing copied, whose line `i` is a line of one of them.
///
/// Lines come in the order of their times; equal times keep the sources' order, and each
/// source's lines keep theirs. A line that tells no time stays right after the line before it
/// (a stack trace after its error), and lines before a source's first time come first.
///
/// The merge goes a look at a time, as a table finds its rows: a page's lines, then the rest
/// over the loop's turns. A source still being indexed is waited for, so its lines land in
/// order; a stream, or a file followed at its end, is not: a line that comes later than lines
/// merged after its time is merged where it comes, at the end, as the live view needs.
///
/// Each merged line costs one byte, the number of its source, and every 1,024 lines a count
/// of each source's lines so far: ten million lines take ten megabytes, however the sources
/// interleave.
package final class MergedDocument: TextDocument {
  /// Bytes of a line read for its time: a timestamp stands at a line's start, or near it.
  package static let timeBytes = 128
  /// Lines one look merges at most.
  package static let linesPerLook = 16_384
  /// The most sources a merge takes: a line's source is one byte.
  package static let sourceLimit = 255
  /// Lines between two checkpoints of each source's count.
  private static let checkpointStride = 1024

  /// The texts merged.
  package let sources: [MergeSource]
  /// The source of each merged line.
  private var sourceOfLine: [UInt8] = []
  /// Each source's lines merged before every ``checkpointStride``-th merged line.
  private var checkpoints: [UInt32] = []
  /// Each source's next line to merge.
  private var next: [Int]
  /// The time of each source's next line, once read; the line before's where it tells none.
  private var nextTime: [Int64?]
  /// The time of the last line of each source that told one (`.min` before the first).
  private var lastTime: [Int64]
  /// Each source's lines' times read ahead a chunk of lines at a time, from line
  /// ``readAheadFrom``: reading a line's first bytes on its own costs some 3 µs, a chunk's
  /// lines a tenth of that. ``noTime`` for a line that tells none.
  private var readAhead: [[Int64]]
  /// The line of each source whose time is the first of ``readAhead``.
  private var readAheadFrom: [Int]
  /// What ``readAhead`` holds for a line that tells no time.
  private static let noTime = Int64.min + 1
  /// Each source's lines that may be merged, as they were when the merge's turn began: asking
  /// a file for them on every line copied its index.
  private var available: [Int]
  /// Lines whose times are read ahead at a time.
  package static let linesReadAhead = 4096

  /// The merge of `sources`, at most ``sourceLimit`` of them, in their order for equal times.
  package init(sources: [MergeSource]) {
    precondition(sources.count <= Self.sourceLimit, "too many sources for one merge")
    self.sources = sources
    next = Array(repeating: 0, count: sources.count)
    nextTime = Array(repeating: nil, count: sources.count)
    lastTime = Array(repeating: .min, count: sources.count)
    readAhead = Array(repeating: [], count: sources.count)
    available = Array(repeating: 0, count: sources.count)
    readAheadFrom = Array(repeating: 0, count: sources.count)
  }

  /// The letter that names source `source` beside its lines and in the legend: `A` for the
  /// first, and on through `Z`, then `a` to `z`, then `*`.
  package static func letter(ofSource source: Int) -> String {
    switch source {
    case 0..<26: String(UnicodeScalar(UInt8(65 + source)))
    case 26..<52: String(UnicodeScalar(UInt8(97 + source - 26)))
    default: "*"
    }
  }

  /// The colour of source `source`'s letter: six of the terminal's palette that tell apart on
  /// light and dark backgrounds alike, in turn.
  package static func color(ofSource source: Int) -> TerminalColor {
    let palette: [UInt8] = [4, 2, 5, 6, 3, 1]
    return .indexed(palette[source % palette.count])
  }

  /// The legend of the sources: each one's letter and name.
  package var legend: String {
    sources.indices.map { "\(Self.letter(ofSource: $0)) \(sources[$0].name)" }.joined(
      separator: " · ")
  }

  /// The time line `index` tells, as its own text reads it; nil for a line that tells none.
  package func time(ofLine index: Int) -> Int64? {
    let (source, line) = place(ofLine: index)
    return timeReadAlone(source, line)
  }

  /// The source of line `index`: cheaper than ``place(ofLine:)`` where its line there is not
  /// needed.
  package func source(ofLine index: Int) -> Int { Int(sourceOfLine[index]) }

  /// The source of line `index` and its line there.
  package func place(ofLine index: Int) -> (source: Int, line: Int) {
    let source = Int(sourceOfLine[index])
    let checkpoint = index / Self.checkpointStride
    var line = Int(checkpoints[checkpoint * sources.count + source])
    for earlier in checkpoint * Self.checkpointStride..<index
    where sourceOfLine[earlier] == UInt8(source) {
      line += 1
    }
    return (source, line)
  }

  // MARK: Merging

  /// The lines of source `source` that may be merged: all but an unfinished last line, which
  /// may grow.
  private func availableLines(_ source: Int) -> Int {
    let document = sources[source].document
    return document.lastLineIsUnfinished ? max(0, document.lineCount - 1) : document.lineCount
  }

  /// Whether source `source` has bytes not yet cut into lines that will be: a file still being
  /// indexed, whose next lines must be waited for to land in order. A stream, or a file at its
  /// end for now, is not waited for.
  private func isBehind(_ source: Int) -> Bool {
    let document = sources[source].document
    guard !document.isComplete, let total = document.byteTotal,
      let known = document.byteOffset(ofLine: document.lineCount)
    else { return false }
    return known < total
  }

  /// The time of source `source`'s next line, read once; nil where it has no line to merge now.
  private func peek(_ source: Int) -> Int64? {
    if let time = nextTime[source] { return time }
    guard next[source] < available[source] else { return nil }
    let time = lineTime(source, next[source]) ?? lastTime[source]
    lastTime[source] = time
    nextTime[source] = time
    return time
  }

  /// Merges up to `limit` lines; returns whether lines that can be merged are left.
  @discardableResult private func merge(limit: Int) -> Bool {
    available = sources.indices.map(availableLines)
    // Asked once a turn, not at each line: a file's size is a system call.
    let behind = sources.indices.map(isBehind)
    var merged = 0
    while merged < limit {
      var first: Int?
      var firstTime = Int64.max
      for source in sources.indices {
        guard let time = peek(source) else {
          // A source still being indexed holds the merge until its next line is known.
          if behind[source] { return true }
          continue
        }
        if first == nil || time < firstTime {
          first = source
          firstTime = time
        }
      }
      guard let source = first else { return false }
      append(source)
      merged += 1
      // The lines after it that tell no time go with it.
      while merged < limit, next[source] < available[source] {
        if let time = lineTime(source, next[source]) {
          lastTime[source] = time
          nextTime[source] = time
          break
        }
        append(source)
        merged += 1
      }
    }
    return true
  }

  /// The time line `line` of source `source` tells, nil for none: from the times read ahead,
  /// reading on a chunk of lines when it is not among them, or alone where the text cannot be
  /// read a chunk at a time.
  private func lineTime(_ source: Int, _ line: Int) -> Int64? {
    var place = line - readAheadFrom[source]
    if place < 0 || place >= readAhead[source].count {
      readTimes(of: source, from: line)
      place = line - readAheadFrom[source]
    }
    guard place >= 0, place < readAhead[source].count else { return timeReadAlone(source, line) }
    let time = readAhead[source][place]
    return time == Self.noTime ? nil : time
  }

  private func timeReadAlone(_ source: Int, _ line: Int) -> Int64? {
    sources[source].document.bytes(ofLine: line, in: 0..<Self.timeBytes).withUnsafeBufferPointer(
      sources[source].time)
  }

  /// Reads the times of source `source`'s lines from `line` on, a chunk of them, as far as they
  /// may be merged.
  private func readTimes(of source: Int, from line: Int) {
    var times: [Int64] = []
    swap(&times, &readAhead[source])
    times.removeAll(keepingCapacity: true)
    readAheadFrom[source] = line
    let end = min(available[source], line + Self.linesReadAhead)
    let time = sources[source].time
    func read(_: Int, _ chunk: UnsafeBufferPointer<UInt8>) {
      guard let base = chunk.baseAddress else { return }
      // The chunk's times gathered apart and added at once: `times`, captured, is checked for
      // exclusive access at each use.
      var found: [Int64] = []
      found.reserveCapacity(Self.linesReadAhead)
      var start = 0
      while start < chunk.count {
        let lineEnd = ChunkScan.newline(in: base, from: start, to: chunk.count)
        let head = UnsafeBufferPointer(
          rebasing: chunk[start..<min(lineEnd, start + Self.timeBytes)])
        found.append(time(head) ?? Self.noTime)
        start = lineEnd + 1
      }
      times += found
    }
    if end > line { _ = sources[source].document.readLines(line..<end, pausing: { false }, read) }
    readAhead[source] = times
  }

  private func append(_ source: Int) {
    if sourceOfLine.count % Self.checkpointStride == 0 {
      checkpoints += next.map { UInt32(truncatingIfNeeded: $0) }
    }
    sourceOfLine.append(UInt8(source))
    next[source] += 1
    nextTime[source] = nil
  }

  /// Whether lines that can be merged now are left, or a source still being indexed holds the
  /// merge.
  private var isBehind: Bool {
    sources.indices.contains { next[$0] < availableLines($0) || isBehind($0) }
  }

  // MARK: TextDocument

  package var lineCount: Int { sourceOfLine.count }

  package var isComplete: Bool {
    sources.indices.allSatisfy {
      sources[$0].document.isComplete && next[$0] == sources[$0].document.lineCount
    }
  }

  package func line(_ index: Int) -> [UInt8] {
    let (source, line) = place(ofLine: index)
    return sources[source].document.line(line)
  }

  package func lineLength(_ index: Int) -> Int {
    let (source, line) = place(ofLine: index)
    return sources[source].document.lineLength(line)
  }

  package func lineEndsWithReturn(_ index: Int) -> Bool {
    let (source, line) = place(ofLine: index)
    return sources[source].document.lineEndsWithReturn(line)
  }

  package func bytes(ofLine index: Int, in range: Range<Int>) -> [UInt8] {
    let (source, line) = place(ofLine: index)
    return sources[source].document.bytes(ofLine: line, in: range)
  }

  package var readsOnRequest: Bool { sources.contains { $0.document.readsOnRequest } }

  package var indexAwaitsWorkers: Bool { sources.contains { $0.document.indexAwaitsWorkers } }

  /// Bytes of a turn's indexing budget that merging one line takes: reading a line's first
  /// bytes and its time costs about what indexing a kilobyte does.
  static let indexedBytesPerLineMerged = 1024

  package func indexAhead(budget: Int) -> Bool {
    var more = false
    for source in sources {
      more = source.document.indexAhead(budget: budget / max(1, sources.count)) || more
    }
    guard budget > 0 else { return isBehind || more }
    let limit = min(Self.linesPerLook, max(1, budget / Self.indexedBytesPerLineMerged))
    return merge(limit: limit) || more
  }

  /// How far the merge has got through the lines its sources know, while lines are left: a
  /// move to a line not merged yet (`G`) waits for them.
  package var linesFoundFraction: Double? {
    guard isBehind else { return nil }
    let known = sources.reduce(0) { $0 + $1.document.lineCount }
    return min(1, Double(lineCount) / Double(max(1, known)))
  }

  /// Lines through `index` as far as one look reaches: a line far ahead (`G`) is reached over
  /// the turns that follow, as ``indexAhead(budget:)`` merges on.
  @discardableResult package func prepareLines(through index: Int) -> Int {
    var looked = 0
    while lineCount <= index, looked < Self.linesPerLook {
      let before = lineCount
      for source in sources.indices {
        sources[source].document.prepareLines(
          through: min(Int.max / 2, next[source] + Self.linesPerLook))
      }
      let wanted = index >= Int.max / 2 ? Self.linesPerLook : index - lineCount + 1
      merge(limit: min(Self.linesPerLook - looked, wanted))
      guard lineCount > before else { break }
      looked += lineCount - before
    }
    return lineCount
  }
}
