/// Decides from a file's first lines whether it is a log with timestamps, of which format, and
/// where in a line: the format found in the most lines, if it is found in at least half of the
/// lines that may start a record and its times mostly go forward. A file it answers nil for (prose,
/// source code, a table, a `git log`) cannot be merged by time, so every doubt answers nil.
package enum LogTimestampDetector {
  /// The most lines a sample holds.
  package static let sampleLines = 200
  /// How far back in time a line may step from the one before and still count as in order: a
  /// web server writes a request's line when it ends, with the time it started.
  package static let allowedStepBack: Int64 = 3_600_000

  /// The layout of the timestamps of `lines` (a file's first lines, without their
  /// terminators), or nil when it has none to go by.
  package static func layout(of lines: [[UInt8]]) -> LogTimestampLayout? {
    var best: (layout: LogTimestampLayout, matched: Int)?
    for format in LogTimestampFormat.allCases {
      var tally = Tally(format: format)
      for line in lines.prefix(sampleLines) {
        line.withUnsafeBufferPointer { tally.take($0) }
      }
      guard let layout = tally.layout else { continue }
      // The most lines win; of as many, the timestamp that comes first in them (a syslog
      // relay's time before the time the message carries), then the order of the formats.
      if let current = best,
        current.matched > tally.matched
          || (current.matched == tally.matched && current.layout.offset <= layout.offset)
      {
        continue
      }
      best = (layout, tally.matched)
    }
    return best?.layout
  }

  /// What one format found in a sample's lines.
  struct Tally {
    /// The format looked for.
    let format: LogTimestampFormat
    /// Lines with a timestamp of it.
    var matched = 0
    /// Lines that may start a record: not blank, and either not indented (a stack trace's
    /// frames and a Python traceback's lines are) or with a timestamp.
    var records = 0
    /// How many timestamps started at each offset of the search window.
    var offsets = [Int](repeating: 0, count: LogTimestampFormat.searchWindow)
    /// Pairs of timestamped lines one after the other, and those whose second is more than
    /// ``LogTimestampDetector/allowedStepBack`` before the first.
    var steps = 0
    var stepsBack = 0
    /// The time of the last timestamped line, as if in UTC and (without a year) in 2000.
    var previous: Int64?
    /// Whether the line before had a timestamp: java.util.logging writes a record on two lines,
    /// the time and the source, then the level and the message (`SEVERE: …`), which therefore
    /// starts no record.
    var previousMatched = false

    /// A tally of `format`, no line taken yet.
    init(format: LogTimestampFormat) {
      self.format = format
    }

    /// Counts `line`.
    mutating func take(_ line: UnsafeBufferPointer<UInt8>) {
      guard line.contains(where: { $0 != 0x20 && $0 != 9 && $0 != 13 }) else {
        previousMatched = false
        return
      }
      let isIndented = line[0] == 0x20 || line[0] == 9
      guard let found = format.firstTimestamp(in: line) else {
        if !isIndented, !(format == .javaUtilLogging && previousMatched) { records += 1 }
        previousMatched = false
        return
      }
      matched += 1
      records += 1
      offsets[found.start] += 1
      previousMatched = true
      let time = found.timestamp.milliseconds(defaultYear: 2000, localOffset: 0)
      if let previous {
        steps += 1
        if time < previous - LogTimestampDetector.allowedStepBack { stepsBack += 1 }
      }
      previous = time
    }

    /// The layout found, or nil when the format is in less than half of the records, or its
    /// times go back in more than a quarter of the steps (numbers in a table, dates in prose).
    var layout: LogTimestampLayout? {
      guard matched > 0, matched * 2 >= records, stepsBack * 4 <= steps else { return nil }
      // The most usual offset, the first of as usual ones.
      var offset = 0
      for index in offsets.indices where offsets[index] > offsets[offset] { offset = index }
      return LogTimestampLayout(format: format, offset: offset)
    }
  }
}
