/// Where a merge has got, and the merging itself: which source each merged line is of, and each
/// source's next line and the times ahead of it.
///
/// A value apart from ``MergedDocument`` so that a turn's merging works on it as a local: each
/// use of a class's stored property is checked for exclusive access, which took a fifth of a
/// merge's time.
struct MergeProgress {
  /// Lines between two checkpoints of each source's count.
  static let checkpointStride = 1024
  /// A time read ahead for a line that tells none.
  static let noTime = Int64.min + 1
  /// A time not known yet: the workers have not read it.
  static let waiting = Int64.min + 2
  /// No line to merge now.
  private static let noLine = Int64.min + 3
  /// A next line's time not looked at yet.
  private static let unpeeked = Int64.min + 4

  /// The source of each merged line.
  private(set) var sourceOfLine: [UInt8] = []
  /// Each source's lines merged before every ``checkpointStride``-th merged line.
  private(set) var checkpoints: [UInt32] = []
  /// Each source's next line to merge.
  private(set) var next: [Int]
  /// The time of each source's next line, once read; the line before's where it tells none.
  private var nextTime: [Int64]
  /// The time of the last line of each source that told one (`.min` before the first).
  private var lastTime: [Int64]
  /// Each source's lines' times read ahead a chunk of lines at a time, from line
  /// ``readAheadFrom``: reading a line's first bytes on its own costs some 3 µs, a chunk's
  /// lines a tenth of that. ``noTime`` for a line that tells none.
  private var readAhead: [[Int64]]
  /// The line of each source whose time is the first of ``readAhead``.
  private var readAheadFrom: [Int]
  /// Each source's lines that may be merged, as they were when the turn began: asking a file
  /// for them on every line copied its index.
  private var available: [Int]
  /// Each source's times being read on the workers.
  private(set) var jobs: [LogTimesJob?]
  /// Whether the last turn stopped for times the workers are still reading.
  private(set) var awaitsTimes = false
  /// Lines whose times the last turn read on the loop.
  private var timesReadOnLoop = 0

  /// Lines whose times the loop reads ahead at a time.
  static let linesReadAhead = 4096

  /// Nothing merged yet of `sourceCount` sources.
  init(sourceCount: Int) {
    next = Array(repeating: 0, count: sourceCount)
    nextTime = Array(repeating: Self.unpeeked, count: sourceCount)
    lastTime = Array(repeating: .min, count: sourceCount)
    readAhead = Array(repeating: [], count: sourceCount)
    readAheadFrom = Array(repeating: 0, count: sourceCount)
    available = Array(repeating: 0, count: sourceCount)
    jobs = Array(repeating: nil, count: sourceCount)
  }

  /// The lines of `document` that may be merged: all but an unfinished last line, which may
  /// grow.
  static func availableLines(_ document: any TextDocument) -> Int {
    document.lastLineIsUnfinished ? max(0, document.lineCount - 1) : document.lineCount
  }

  /// Whether `document` has bytes not yet cut into lines that will be: a file still being
  /// indexed, whose next lines must be waited for to land in order. A stream, or a file at its
  /// end for now, is not waited for.
  static func isBehind(_ document: any TextDocument) -> Bool {
    guard !document.isComplete, let total = document.byteTotal,
      let known = document.byteOffset(ofLine: document.lineCount)
    else { return false }
    return known < total
  }

  /// Merges up to `limit` lines of `sources`, reading the times of `readLimit` lines at most on
  /// the loop; returns whether lines that can be merged are left. Times not read yet are read
  /// on the loop where `mayRead`, else waited for (``awaitsTimes``).
  mutating func merge(
    limit: Int, readLimit: Int = .max, sources: [MergeSource], mayRead: Bool
  ) -> Bool {
    awaitsTimes = false
    timesReadOnLoop = 0
    for source in sources.indices {
      available[source] = Self.availableLines(sources[source].document)
    }
    // Asked once a turn, not at each line: a file's size is a system call.
    let behind = sources.map { Self.isBehind($0.document) }
    var merged = 0
    while merged < limit, timesReadOnLoop < readLimit {
      var first = -1
      var firstTime = Int64.max
      for source in sources.indices {
        let time = peek(source, sources, mayRead)
        if time == Self.waiting { return true }
        if time == Self.noLine {
          // A source still being indexed holds the merge until its next line is known.
          if behind[source] { return true }
          continue
        }
        if first < 0 || time < firstTime {
          first = source
          firstTime = time
        }
      }
      guard first >= 0 else { return false }
      append(first)
      merged += 1
      // The lines after it that tell no time go with it.
      while merged < limit, next[first] < available[first] {
        let time = lineTime(first, next[first], sources, mayRead)
        if time == Self.waiting { return true }
        if time != Self.noTime {
          lastTime[first] = time
          nextTime[first] = time
          break
        }
        append(first)
        merged += 1
      }
    }
    return true
  }

  /// Whether lines of `sources` that can be merged now are left, or a source still being
  /// indexed holds the merge.
  func isBehind(_ sources: [MergeSource]) -> Bool {
    sources.indices.contains {
      next[$0] < Self.availableLines(sources[$0].document) || Self.isBehind(sources[$0].document)
    }
  }

  /// The time of source `source`'s next line, read once; ``noLine`` where it has no line to
  /// merge now, ``waiting`` while the workers read it.
  private mutating func peek(_ source: Int, _ sources: [MergeSource], _ mayRead: Bool) -> Int64 {
    if nextTime[source] != Self.unpeeked { return nextTime[source] }
    guard next[source] < available[source] else { return Self.noLine }
    var time = lineTime(source, next[source], sources, mayRead)
    if time == Self.waiting { return time }
    if time == Self.noTime { time = lastTime[source] }
    lastTime[source] = time
    nextTime[source] = time
    return time
  }

  private mutating func append(_ source: Int) {
    if sourceOfLine.count % Self.checkpointStride == 0 {
      checkpoints += next.map { UInt32(truncatingIfNeeded: $0) }
    }
    sourceOfLine.append(UInt8(source))
    next[source] += 1
    nextTime[source] = Self.unpeeked
  }

  // MARK: Times

  /// The time line `line` of source `source` tells, ``noTime`` for none, ``waiting`` while the
  /// workers read it: from the times read ahead, else from the workers' next block, else read
  /// on the loop a chunk of lines at a time, or alone where the text cannot be read so.
  private mutating func lineTime(
    _ source: Int, _ line: Int, _ sources: [MergeSource], _ mayRead: Bool
  ) -> Int64 {
    var place = line - readAheadFrom[source]
    if place < 0 || place >= readAhead[source].count {
      guard refill(source, from: line, sources, mayRead) else {
        awaitsTimes = true
        return Self.waiting
      }
      place = line - readAheadFrom[source]
      guard place >= 0, place < readAhead[source].count else {
        return Self.timeReadAlone(sources[source], line) ?? Self.noTime
      }
    }
    return readAhead[source][place]
  }

  /// Takes the times from line `line` on of source `source` into ``readAhead``: the workers'
  /// block that holds them, or, where they have not read them, a chunk read now if `mayRead`.
  /// Returns false when they are to be waited for.
  private mutating func refill(
    _ source: Int, from line: Int, _ sources: [MergeSource], _ mayRead: Bool
  ) -> Bool {
    if let job = jobs[source] {
      switch job.take(line: line) {
      case .block(let block):
        readAhead[source] = block.times
        readAheadFrom[source] = block.firstLine
        return true
      case .notYet:
        if !mayRead { return false }
      case .never:
        jobs[source] = nil
      }
    }
    if jobs[source] == nil, let parser = sources[source].parser,
      let text = sources[source].document as? ReadsLogTimesOffLoop,
      let job = text.readLogTimes(parser: parser, from: line)
    {
      jobs[source] = job
      if case .block(let block) = job.take(line: line) {
        // Workers that run jobs at once (in-process tests) have read them already.
        readAhead[source] = block.times
        readAheadFrom[source] = block.firstLine
        return true
      }
      if !mayRead { return false }
    }
    readTimes(source, from: line, sources)
    return true
  }

  /// The time line `line` of `source` tells, read alone.
  static func timeReadAlone(_ source: MergeSource, _ line: Int) -> Int64? {
    source.document.bytes(ofLine: line, in: 0..<MergedDocument.timeBytes)
      .withUnsafeBufferPointer(source.time)
  }

  /// Reads the times of source `source`'s lines from `line` on, a chunk of them, as far as they
  /// may be merged.
  private mutating func readTimes(_ source: Int, from line: Int, _ sources: [MergeSource]) {
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
          rebasing: chunk[start..<min(lineEnd, start + MergedDocument.timeBytes)])
        found.append(time(head) ?? Self.noTime)
        start = lineEnd + 1
      }
      times += found
    }
    if end > line { _ = sources[source].document.readLines(line..<end, pausing: { false }, read) }
    // A text that cannot be read a chunk at a time has each line's time read alone.
    timesReadOnLoop += max(1, times.count)
    readAhead[source] = times
  }

  /// Stops the workers' reading of times: the merge is gone.
  func cancelJobs() {
    for job in jobs { job?.cancel() }
  }
}
