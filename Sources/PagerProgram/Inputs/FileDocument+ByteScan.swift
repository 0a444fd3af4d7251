import PagerKit
import PagerReader

/// A plain-text search's quick look through a file's bytes, a chunk at a time: the line that
/// holds a place found, so only that line need be rendered.
extension FileDocument {
  /// Looks through the file's bytes a chunk at a time with a ``ByteFinder``, from line `start`'s
  /// first byte, for about `budget` bytes; a place found is the line that holds it. A growing
  /// file is searched line by line.
  func scan(for pattern: [UInt8], foldingCase: Bool, from start: Int, budget: Int) -> ByteScan? {
    guard !isGrowing, !pattern.isEmpty,
      let finder = ByteFinder(pattern: pattern, foldsCase: foldingCase)
    else { return nil }
    guard prepareLines(through: start) > start, let begin = startOffset(ofLine: start) else {
      return ByteScan(.none, bytesRead: 0)
    }
    var offset = begin
    var read = 0
    while true {
      let (window, reachesEnd) = scanWindow.bytes(at: offset, margin: 4096) { offset, buffer in
        readSome(at: offset, into: buffer)
      }
      let count = window.count
      guard count > 0 else { return ByteScan(.none, bytesRead: read) }
      // Only the bytes looked through count: a place found early leaves the rest for later.
      if let place = finder.firstPlace(in: window, from: 0) {
        let line = line(containingByte: offset + place) ?? start
        return ByteScan(.line(max(line, start)), bytesRead: read + place + 1)
      }
      read += count
      guard !reachesEnd, count > pattern.count else {
        return ByteScan(.none, bytesRead: read)
      }
      // The pattern may be cut by the chunk's end: its start is read again.
      offset += count - (pattern.count - 1)
      if read >= budget {
        // A line longer than the budget is left to the line-by-line search, a piece at a time.
        let line = line(containingByte: offset) ?? start
        return ByteScan(line > start ? .paused(at: line) : .line(start), bytesRead: read)
      }
    }
  }

  /// Looks through the file's bytes a chunk at a time with a ``ChunkScan``, from line `start`'s
  /// first byte, for about `budget` bytes: the first line that matches, is too complex or too
  /// long to tell is the line found. A growing file's (a spool's) unfinished last line is left
  /// to the line-by-line search.
  func scan(
    for search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool
  ) -> ByteScan? {
    guard search.scansInChunks else {
      guard let literal = search.literalBytes else { return nil }
      return scan(for: literal, foldingCase: !search.isCaseSensitive, from: start, budget: budget)
    }
    var found: Int?
    let stopAtFirst: (Int, ChunkScan.Verdict) -> Bool = { line, _ in
      found = line
      return false
    }
    // The workers look for the match the user waits for before they count.
    let inBackground = workers.flatMap { workers in
      scanLinesInBackground(
        with: workers, matching: search, renderer: renderer, from: start, budget: budget,
        pausing: isOver, isUrgent: true, stopAtFirst)
    }
    guard
      let scanned = inBackground
        ?? scanLines(
          matching: search, renderer: renderer, from: start, budget: budget, pausing: isOver,
          stopAtFirst)
    else { return nil }
    if let found { return ByteScan(.line(found), bytesRead: scanned.bytesRead) }
    if scanned.awaitsWorkers {
      return ByteScan(.awaitsWorkers(at: scanned.nextLine), bytesRead: scanned.bytesRead)
    }
    return ByteScan(
      scanned.reachedEnd ? .none : .paused(at: scanned.nextLine), bytesRead: scanned.bytesRead)
  }

  /// Looks through the file's lines from `start` a chunk at a time with a ``ChunkScan``, for
  /// about `budget` bytes, calling `visit` with each line that matches, is too complex or too
  /// long, while it returns true. A growing file (a spool) is looked through as far as its last
  /// `\n`: its unfinished last line is left to the line-by-line walk, which sees it grow.
  func scanLines(
    matching search: TextSearch, renderer: LineRenderer, from start: Int, budget: Int,
    pausing isOver: () -> Bool, _ visit: (Int, ChunkScan.Verdict) -> Bool
  ) -> LineScan? {
    guard search.scansInChunks else { return nil }
    if let workers,
      let scanned = scanLinesInBackground(
        with: workers, matching: search, renderer: renderer, from: start, budget: budget,
        pausing: isOver, visit)
    {
      return scanned
    }
    if isGrowing {
      guard prepareLines(through: start) > start, start < index.terminatedLineCount else {
        return nil
      }
    }
    let limit = isGrowing ? index.terminatedByteCount : nil
    guard prepareLines(through: start) > start, let begin = startOffset(ofLine: start) else {
      return LineScan(nextLine: start, bytesRead: 0, reachedEnd: true)
    }
    let chunkScan = ChunkScan(search: search, renderer: renderer)
    var offset = begin
    var line = start
    var read = 0
    while true {
      let (window, reachesEnd) = scanWindow.bytes(at: offset, margin: 4096, upTo: limit) {
        offset, buffer in readSome(at: offset, into: buffer)
      }
      guard !window.isEmpty else {
        return LineScan(nextLine: line, bytesRead: read, reachedEnd: line >= lineCount)
      }
      // Whole lines only: a line the window cuts is read again from its start.
      var whole = window.count
      if !reachesEnd {
        // The window's last line end is near its end: lines are short next to a window.
        guard let last = window.lastIndex(of: 0x0A) else {
          // A line longer than the window is the line-by-line walk's, a piece at a time.
          _ = visit(line, .longLine)
          return LineScan(nextLine: line, bytesRead: read, reachedEnd: false)
        }
        whole = last + 1
      }
      let lines = UnsafeRawBufferPointer(rebasing: window[..<whole]).bindMemory(to: UInt8.self)
      var stop: (line: Int, end: Int)?
      var lastEnd = 0
      let looked = chunkScan.scan(lines, pausing: isOver) { number, bytes, verdict in
        lastEnd = bytes.upperBound
        if visit(line + number, verdict) { return true }
        stop = (number, bytes.upperBound)
        return false
      }
      if let stop {
        return LineScan(
          nextLine: line + stop.line + 1, bytesRead: read + stop.end + 1, reachedEnd: false)
      }
      if looked.paused {
        return LineScan(
          nextLine: line + looked.lines, bytesRead: read + lastEnd + 1, reachedEnd: false)
      }
      read += whole
      line += looked.lines
      offset += whole
      // A spool's unfinished last line, after the known lines, is not reached yet.
      if reachesEnd {
        return LineScan(nextLine: line, bytesRead: read, reachedEnd: line >= lineCount)
      }
      if read >= budget || isOver() {
        return LineScan(nextLine: line, bytesRead: read, reachedEnd: false)
      }
    }
  }

  /// Where line `number`'s bytes start in the file.
  func startOffset(ofLine number: Int) -> Int? {
    if let partial = partialLine(number) { return partial.lowerBound }
    guard let (block, range) = contentRange(ofLine: number) else { return nil }
    return block.block.bytes.lowerBound + range.lowerBound
  }

  /// The line whose bytes (or terminator) hold byte `offset`, indexing as far as it.
  func line(containingByte offset: Int) -> Int? {
    while index.byteCount <= offset && !index.isFinished && indexNextChunk() {}
    guard let block = index.block(containingByte: offset) else { return nil }
    let loaded = loadedBlock(containing: block.lines.lowerBound, wholly: true)
    let local = offset - block.bytes.lowerBound
    var low = 0
    var high = loaded.lines.lineCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if loaded.lines.contentRange(ofLine: middle).lowerBound <= local {
        low = middle
      } else {
        high = middle
      }
    }
    return block.lines.lowerBound + low
  }
}
