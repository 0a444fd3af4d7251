/// A time found in a log's lines (`:goto`): lines in the order of their times, as a log's are
/// but for a few, looked through by halves, so that a time in a file of ten million lines is
/// found reading some thirty of them.
package struct LogTimeSearch {
  /// The text looked through.
  package let document: any TextDocument
  /// The time line `index` tells, nil for none.
  private let lineTime: (Int) -> Int64?
  /// The time line `index` tells as the line writes it, for its day.
  private let lineStamp: (Int) -> LogTimestamp?
  /// What a time without a year or a zone takes.
  private let defaults: (year: Int, modifiedMonth: Int, localOffset: Int)

  /// Lines looked at after one that tells no time (a stack trace's) for one that does.
  package static let reach = 256
  /// Bytes of a line read for its time.
  static let timeBytes = 256

  /// A search of `document`'s lines, their times read by `parser`.
  package init(document: any TextDocument, parser: LogTimestampParser) {
    self.document = document
    let bytes = { document.bytes(ofLine: $0, in: 0..<Self.timeBytes) }
    lineTime = { parser.milliseconds(in: bytes($0)) }
    lineStamp = { parser.timestamp(in: bytes($0)) }
    defaults = (parser.defaultYear, parser.modifiedMonth, parser.localOffset)
  }

  /// A search of a merge's lines, `merged` under `document` (a view of it, or itself), each
  /// line's time read as its own text reads it; a day is the local one.
  package init(
    document: any TextDocument, merged: MergedDocument, year: Int, localOffset: Int
  ) {
    self.document = document
    let time = { (line: Int) -> Int64? in
      merged.time(ofLine: DocumentLayers.rootLine(line, of: document))
    }
    lineTime = time
    lineStamp = { line in
      time(line).map { LogTimestamp(milliseconds: $0 + Int64(localOffset) * 1000) }.map {
        var local = $0
        local.utcOffset = nil
        return local
      }
    }
    defaults = (year, 12, localOffset)
  }

  /// Line `index`, or the first after it within ``reach`` that tells a time, with its time.
  package func time(from index: Int) -> (line: Int, time: Int64)? {
    var line = max(0, index)
    while line < min(document.lineCount, index + Self.reach) {
      if let time = lineTime(line) { return (line, time) }
      line += 1
    }
    return nil
  }

  /// The last time the lines known tell, looked for back from the last line.
  package var lastTime: Int64? {
    var line = document.lineCount - 1
    while line >= max(0, document.lineCount - Self.reach) {
      if let time = lineTime(line) { return time }
      line -= 1
    }
    return nil
  }

  /// The first line of time `target` or later; nil where every line known is earlier. A line
  /// that tells no time counts as the first after it that does.
  package func firstLine(atOrAfter target: Int64) -> Int? {
    var low = 0
    var high = document.lineCount
    while low < high {
      let middle = low + (high - low) / 2
      if let (line, time) = time(from: middle), time < target {
        low = line + 1
      } else {
        high = middle
      }
    }
    guard low < document.lineCount else { return nil }
    return time(from: low)?.line ?? low
  }

  /// The time `target` stands for in this log, line `topLine` being at the top of the page:
  /// nil where the log tells no time it needs (its first, its last, the top's day).
  package func milliseconds(of target: TimeTarget, topLine: Int) -> Int64? {
    switch target {
    case .moment(let moment): return milliseconds(of: moment)
    case .timeOfDay(let hour, let minute, let second, let millisecond):
      guard let top = time(from: topLine) ?? time(from: 0),
        var day = lineStamp(top.line)
      else { return nil }
      (day.hour, day.minute, day.second, day.millisecond) = (hour, minute, second, millisecond)
      return milliseconds(of: day)
    case .beforeEnd(let span): return lastTime.map { $0 - span }
    case .afterStart(let span): return time(from: 0).map { $0.time + span }
    }
  }

  private func milliseconds(of moment: LogTimestamp) -> Int64 {
    moment.milliseconds(
      defaultYear: defaults.year, modifiedMonth: defaults.modifiedMonth,
      localOffset: defaults.localOffset)
  }
}

extension LogTimestampParser {
  /// The time `line` writes, as it writes it, where its bytes are in an array.
  package func timestamp(in line: [UInt8]) -> LogTimestamp? {
    line.withUnsafeBufferPointer { timestamp(in: $0) }
  }
}
