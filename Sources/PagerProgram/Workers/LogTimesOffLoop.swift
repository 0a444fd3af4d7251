import PagerReader

extension FileDocument: ReadsLogTimesOffLoop {
  /// Bytes left below which the loop reads the times itself: a worker's start costs more.
  static let fewestBytesForWorkers = 1 << 20

  /// Reads on the workers the times of the lines from `firstLine` to the file's end as far as
  /// it is now; nil without workers or with less than a megabyte left.
  func readLogTimes(parser: LogTimestampParser, from firstLine: Int) -> LogTimesJob? {
    readLogTimes(parser: parser, from: firstLine, through: nil)
  }

  /// ``readLogTimes(parser:from:)`` up to byte `end`, where the caller knows the end better.
  func readLogTimes(parser: LogTimestampParser, from firstLine: Int, through end: Int?)
    -> LogTimesJob?
  {
    guard let workers, let bytes = bytesOffLoop(from: firstLine, through: end),
      bytes.count >= Self.fewestBytesForWorkers
    else { return nil }
    return BackgroundLogTimes.start(
      parser: parser, firstLine: firstLine, bytes: bytes, of: file, with: workers)
  }
}

extension StreamDocument: ReadsLogTimesOffLoop {
  /// Reads on the workers the times of a stream that has ended whole, its spool read back as a
  /// file; nil while it is still arriving.
  func readLogTimes(parser: LogTimestampParser, from firstLine: Int) -> LogTimesJob? {
    guard let spooled = wholeSpool else { return nil }
    return spooled.reader.readLogTimes(parser: parser, from: firstLine, through: spooled.end)
  }
}
