import PagerReader

/// A log's lines' times read by the workers for a merge (`--merge`): they read the file's bytes
/// a buffer at a time, cut them into lines as the text does, read each line's time from its
/// first bytes, and leave them a block of lines at a time.
///
/// The reading goes a piece at a time, each piece a job behind every other kind: the index of
/// the same files, which the merge also waits for, goes first, and two logs' times are read a
/// piece of each in turn, as the merge takes them.
final class BackgroundLogTimes: @unchecked Sendable {
  /// Lines a block holds: the loop is woken once a block.
  static let linesPerBlock = 16_384
  /// Buffers a piece reads before handing the worker to the next job.
  static let buffersPerPiece = 32

  // Touched by one piece at a time: each piece submits the next when it is done.
  private var lines: LineCutter
  private var times: [Int64] = []
  private var blockStart: Int
  private var offset: Int
  private let bytes: Range<Int>
  private let parser: LogTimestampParser
  private let file: OpenFile
  private let job: LogTimesJob

  private init(
    parser: LogTimestampParser, firstLine: Int, bytes: Range<Int>, file: OpenFile,
    job: LogTimesJob
  ) {
    lines = LineCutter(firstLine: firstLine)
    blockStart = firstLine
    offset = bytes.lowerBound
    self.bytes = bytes
    self.parser = parser
    self.file = file
    self.job = job
    times.reserveCapacity(Self.linesPerBlock)
  }

  /// Hands the reading of the times of the lines from line `firstLine`, whose bytes lie in
  /// `bytes` of `file`, to the workers, which read each as `parser` does.
  static func start(
    parser: LogTimestampParser, firstLine: Int, bytes: Range<Int>, of file: OpenFile,
    with workers: MatchWorkers
  ) -> LogTimesJob {
    let job = LogTimesJob(firstLine: firstLine)
    let reading = BackgroundLogTimes(
      parser: parser, firstLine: firstLine, bytes: bytes, file: file, job: job)
    reading.submitPiece(to: workers)
    return job
  }

  /// The next piece, at the lowest priority.
  private func submitPiece(to workers: MatchWorkers) {
    workers.submit(generation: 0) { [self] buffer in
      switch readPiece(buffer) {
      case .more: submitPiece(to: workers)
      case .done:
        lines.finish(take)
        leaveBlock()
        job.finish(endLine: lines.lineCount)
      case .failed: job.fail()
      }
      workers.report()
    }
  }

  private enum PieceEnd { case more, done, failed }

  private func readPiece(_ buffer: UnsafeMutableRawBufferPointer) -> PieceEnd {
    for _ in 0..<Self.buffersPerPiece {
      guard offset < bytes.upperBound else { return .done }
      let wanted = UnsafeMutableRawBufferPointer(
        rebasing: buffer[..<min(buffer.count, bytes.upperBound - offset)])
      let count = job.isCancelled ? 0 : file.readSome(at: offset, into: wanted)
      guard count > 0 else { return .failed }
      lines.cut(UnsafeRawBufferPointer(rebasing: buffer[..<count]).bindMemory(to: UInt8.self), take)
      offset += count
    }
    return offset < bytes.upperBound ? .more : .done
  }

  private func take(_ line: UnsafeBufferPointer<UInt8>, _: Bool, _ number: Int) {
    let head = UnsafeBufferPointer(rebasing: line.prefix(MergedDocument.timeBytes))
    times.append(parser.milliseconds(in: head) ?? MergedDocument.noTime)
    if times.count == Self.linesPerBlock { leaveBlock() }
  }

  /// Leaves the block of times read since the last, if any.
  private func leaveBlock() {
    guard !times.isEmpty else { return }
    job.leave(LogTimesJob.Block(firstLine: blockStart, times: times))
    blockStart += times.count
    times.removeAll(keepingCapacity: true)
  }
}
