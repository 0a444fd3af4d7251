import PagerKit
import PagerReader

/// The file looked through by the workers (``MatchWorkers``): searches, filters, counts and the
/// total line count. The loop only takes what they found, a piece of the file at a time, and
/// never waits on them; what is not in yet is said to await them (``LineScan/awaitsWorkers``).
extension FileDocument {
  /// Looks smaller than this are done on the loop at once: the workers' round trip would cost
  /// more than the look.
  static let backgroundScanThreshold = 256 * 1024
  /// Indexing of less than this is done on the loop, and so is the first of it: a small file's
  /// total comes a frame after the first, and every file's first screen is in it.
  static let backgroundIndexThreshold = 1 << 20
  /// Searches' looks kept going at once: a count, a filter and a search, and one more.
  static let backgroundScansKept = 4

  /// The first line the workers' looks still to be taken have not handed on (their verdicts on
  /// it may be on their way), or nil when no look is going on.
  var lowestLineBeingScanned: Int? {
    backgroundScans.filter { !$0.isFinished }.map(\.frontLine).min()
  }

  /// The strides of the file's sparse index, which the workers index pieces with too.
  var indexStrides: (lines: Int, bytes: Int) { (index.lineStride, index.byteStride) }

  /// Hands on the workers' verdicts on the lines from `start` that match `search`, are too
  /// complex or too long, calling `visit` with each while it returns true, until about `budget`
  /// bytes of the file have been handed on or `isOver`; nil when the look is small enough to
  /// be done on the loop. An `isUrgent` look (a search the user waits on) goes to the workers
  /// before counts and filters.
  func scanLinesInBackground(
    with workers: MatchWorkers, matching search: TextSearch, renderer: LineRenderer,
    from start: Int, budget: Int, pausing isOver: () -> Bool, isUrgent: Bool = false,
    _ visit: (Int, ChunkScan.Verdict) -> Bool
  ) -> LineScan? {
    guard
      let scan = backgroundScan(for: search, renderer: renderer, from: start, urgent: isUrgent)
    else { return nil }
    var read = 0
    while true {
      scan.submitAhead(to: workers, reading: file, strides: indexStrides)
      if scan.current == nil {
        guard let (report, firstLine) = scan.takePiece() else { break }
        learnLines(of: report, endingAt: scan.limit)
        scan.current = (report, firstLine, 0)
      }
      guard var piece = scan.current else { break }
      while piece.hitsTaken < piece.report.hits.count {
        let hit = piece.report.hits[piece.hitsTaken]
        piece.hitsTaken += 1
        let line = piece.firstLine + hit.line
        scan.frontLine = line + 1
        scan.current = piece
        // A spool may have dropped its first lines meanwhile.
        if line < index.firstLine { continue }
        if !visit(line, hit.verdict) || hit.verdict == .tooComplex {
          // The lines after one too complex were not looked at: a look on starts afresh.
          if hit.verdict == .tooComplex { backgroundScans.removeAll { $0 === scan } }
          return LineScan(nextLine: line + 1, bytesRead: read + 1, reachedEnd: false)
        }
      }
      scan.current = nil
      scan.frontLine = piece.firstLine + piece.report.lineCount
      read += piece.report.lines.byteCount
      if read >= budget || isOver() {
        return LineScan(nextLine: scan.frontLine, bytesRead: read, reachedEnd: false)
      }
    }
    guard scan.isFinished else {
      return LineScan(
        nextLine: scan.frontLine, bytesRead: read, reachedEnd: false, awaitsWorkers: true)
    }
    backgroundScans.removeAll { $0 === scan }
    return LineScan(
      nextLine: scan.frontLine, bytesRead: read, reachedEnd: scan.frontLine >= lineCount)
  }

  /// The workers' look for `search` that has got as far as line `start`, or a new one from
  /// there; nil when the file from `start` on is small enough to look through on the loop.
  private func backgroundScan(
    for search: TextSearch, renderer: LineRenderer, from start: Int, urgent: Bool
  ) -> BackgroundScan? {
    if let found = backgroundScans.firstIndex(where: {
      $0.search == search && $0.renderer == renderer && $0.frontLine == start
        && $0.isUrgent == urgent
    }) {
      let scan = backgroundScans.remove(at: found)
      backgroundScans.insert(scan, at: 0)
      return scan
    }
    // A growing file (a spool, a followed file) is looked through as far as its last `\n`.
    guard let begin = startOfLine(start),
      let limit = isGrowing ? index.terminatedByteCount : byteTotal,
      limit - begin >= Self.backgroundScanThreshold
    else { return nil }
    let scan = BackgroundScan(
      search: search, renderer: renderer, firstLine: start, firstByte: begin, limit: limit,
      urgent: urgent)
    backgroundScans.insert(scan, at: 0)
    // The one used longest ago goes, and its pieces with it.
    if backgroundScans.count > Self.backgroundScansKept { backgroundScans.removeLast() }
    return scan
  }

  /// Where line `line` starts, learning lines as far as it: the line after the last `\n` known
  /// starts where that ends, which the workers may go on from without more indexing here.
  private func startOfLine(_ line: Int) -> Int? {
    if line == index.terminatedLineCount { return index.terminatedByteCount }
    guard prepareLines(through: line) > line else { return nil }
    return startOffset(ofLine: line)
  }

  /// Indexes ahead by the workers' count of the lines not yet indexed: learns the pieces they
  /// have finished, hands them more, and returns whether there is more to learn; nil when what
  /// is left is small enough to index on the loop.
  func indexAheadInBackground(with workers: MatchWorkers) -> Bool? {
    indexAwaitsWorkers = false
    guard !index.isFinished else { return false }
    // A search's look may have indexed past the count's pieces: the count goes on from there.
    if let scan = indexScan, scan.nextByte != index.terminatedByteCount { indexScan = nil }
    if indexScan == nil {
      // The first megabyte is indexed on the loop; a file's first screen is in it.
      guard index.byteCount >= Self.backgroundIndexThreshold, let limit = byteTotal,
        limit - index.terminatedByteCount >= Self.backgroundIndexThreshold
      else { return nil }
      indexScan = BackgroundScan(
        search: nil, renderer: LineRenderer(), firstLine: index.terminatedLineCount,
        firstByte: index.terminatedByteCount, limit: limit)
    }
    guard let scan = indexScan else { return nil }
    var learned = false
    while true {
      scan.submitAhead(to: workers, reading: file, strides: indexStrides)
      guard let (report, _) = scan.takePiece() else { break }
      learnLines(of: report, endingAt: scan.limit)
      learned = true
    }
    if scan.isFinished { indexScan = nil }
    indexAwaitsWorkers = !learned && !index.isFinished
    return !index.isFinished
  }
}
