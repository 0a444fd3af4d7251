/// A way logs write their lines' times, each found in a line without configuration: at its
/// start, or within its first ``searchWindow`` bytes after a short prefix (a level, a bracket, a
/// host, a syslog priority).
package enum LogTimestampFormat: Hashable, Sendable, CaseIterable {
  /// ISO 8601 and RFC 3339 date and time: `2024-01-26T08:59:12.345Z`, `2024-01-26 08:59:12,345`
  /// (Python's logging, log4j, logback), `journalctl -o short-iso`, RFC 5424 syslog
  /// (`<34>1 2024-01-26T…`), PostgreSQL's `2024-01-26 08:59:12.345 UTC`. A fraction of any
  /// length after `.` or `,`; a zone of `Z`, `+02:00`, `+0200`, `+02`, ` +0200`, ` UTC`, or none.
  case iso8601
  /// A date with slashes, year first: nginx's error log and Go's log package
  /// (`2024/01/26 08:59:12`), with the fraction and zone ``iso8601`` takes.
  case slashedDate
  /// A month's name, the day and the time, with no year: RFC 3164 syslog and `journalctl`'s
  /// default output (`Jan 26 08:59:12`, `Jan  6 08:59:12.345678`). A year after the time (C's
  /// `ctime`, Apache's error log: `[Fri Jan 26 08:59:12.345678 2024]`) or before it
  /// (`Jan 26 2024 08:59:12`) is taken, and then a zone after a space.
  case syslog
  /// Apache's and nginx's access logs (common and combined): `[26/Jan/2024:08:59:12 +0100]`.
  case commonLog
  /// java.util.logging's default: `Jan 26, 2024 8:59:12 AM`, a 12-hour clock.
  case javaUtilLogging
  /// Seconds (10 digits, a fraction allowed: `1706259552.123`) or milliseconds (13 digits) since
  /// 1970 in UTC, at the line's very start only: a number elsewhere is too likely something
  /// else. Counts from 2001-09-09 to 2096 only, for the same reason.
  case epoch

  /// How far into a line a timestamp may start: room for a level, a bracket, a host or an IPv4
  /// client before it, not for a message that happens to quote a time.
  package static let searchWindow = 64

  /// The timestamp of this format that starts at `start` in `line`, and where it ends; nil when
  /// none starts there. A timestamp starts only after a byte that is not part of a word, and is
  /// not followed by a digit.
  package func timestamp(in line: UnsafeBufferPointer<UInt8>, at start: Int)
    -> (timestamp: LogTimestamp, end: Int)?
  {
    guard start < line.count, start == 0 || !LogTimestampScanner.isWordByte(line[start - 1])
    else { return nil }
    var scanner = LogTimestampScanner(bytes: line, index: start)
    let found: LogTimestamp?
    switch self {
    case .iso8601: found = Self.readYearFirst(&scanner, dateSeparator: 0x2D)  // -
    case .slashedDate: found = Self.readYearFirst(&scanner, dateSeparator: 0x2F)  // /
    case .syslog: found = Self.readSyslog(&scanner)
    case .commonLog: found = Self.readCommonLog(&scanner)
    case .javaUtilLogging: found = Self.readJavaUtilLogging(&scanner)
    case .epoch: found = start == 0 ? Self.readEpoch(&scanner) : nil
    }
    guard let found, scanner.endsNumber else { return nil }
    return (found, scanner.index)
  }

  /// The first timestamp of this format in `line`, starting within the first ``searchWindow``
  /// bytes, and where it starts; nil when there is none.
  package func firstTimestamp(in line: UnsafeBufferPointer<UInt8>)
    -> (timestamp: LogTimestamp, start: Int)?
  {
    let limit = self == .epoch ? min(line.count, 1) : min(line.count, Self.searchWindow)
    var start = 0
    while start < limit {
      // The first byte rules out most places before any reading: the loop is hot when a line
      // has no timestamp where the file's others have it.
      if mayStart(with: line[start]), let found = timestamp(in: line, at: start) {
        return (found.timestamp, start)
      }
      start += 1
    }
    return nil
  }

  /// Whether a timestamp of this format may start with `byte`.
  private func mayStart(with byte: UInt8) -> Bool {
    switch self {
    case .iso8601, .slashedDate, .commonLog, .epoch: return LogTimestampScanner.isDigit(byte)
    case .syslog, .javaUtilLogging:
      // The months' first letters, either case: J F M A S O N D.
      switch byte | 0x20 {
      case 0x6A, 0x66, 0x6D, 0x61, 0x73, 0x6F, 0x6E, 0x64: return true
      default: return false
      }
    }
  }
}
