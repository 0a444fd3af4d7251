/// A time typed at `:goto` (issue 35): where in a log to go.
///
/// - `2024-01-26 08:59`, `2024-01-26T08:59:12.5Z`, `Jan 26 08:59:12`: that moment, in the zone
///   it gives or else local time, in the year it gives or else the log's;
/// - `2024-01-26`: that day's first moment;
/// - `08:59`, `08:59:12`: that time on the day of the line at the top of the page;
/// - `-5m`, `-90s`, `-2h`, `-1d`: that long before the log's last time; `+10m` after its first.
package enum TimeTarget: Equatable, Sendable {
  /// A date and a time, as a log line would write them.
  case moment(LogTimestamp)
  /// A time of day, hours to milliseconds, on the date of the line at the top.
  case timeOfDay(hour: Int, minute: Int, second: Int, millisecond: Int)
  /// Milliseconds before the log's last time.
  case beforeEnd(Int64)
  /// Milliseconds after the log's first time.
  case afterStart(Int64)

  /// The target `text` says; nil where it says none of the forms above.
  package init?(_ text: String) {
    let bytes = Array(text.utf8.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed())
    guard let first = bytes.first else { return nil }
    if first == 0x2D || first == 0x2B, let span = Self.span(bytes.dropFirst()) {
      self = first == 0x2D ? .beforeEnd(span) : .afterStart(span)
      return
    }
    if let time = Self.timeOfDay(bytes[...]) {
      self = .timeOfDay(
        hour: time.hour, minute: time.minute, second: time.second, millisecond: time.millisecond)
      return
    }
    // A date and a time of minutes, which logs never write without seconds.
    if bytes.count > 11, bytes[10] == 0x20 || bytes[10] == 0x54,
      let day = Self.date(bytes[..<10]), let time = Self.timeOfDay(bytes[11...])
    {
      self = .moment(
        LogTimestamp(
          year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute,
          second: time.second, millisecond: time.millisecond))
      return
    }
    if let day = Self.date(bytes[...]) {
      self = .moment(
        LogTimestamp(year: day.year, month: day.month, day: day.day, hour: 0, minute: 0, second: 0))
      return
    }
    let found = bytes.withUnsafeBufferPointer { line in
      LogTimestampFormat.allCases.lazy.compactMap { format in
        format.timestamp(in: line, at: 0).flatMap { $0.end == line.count ? $0.timestamp : nil }
      }.first
    }
    guard let found else { return nil }
    self = .moment(found)
  }

  /// `5m`, `90s`, `2h`, `1d` (`5` alone is minutes) in milliseconds.
  private static func span(_ bytes: ArraySlice<UInt8>) -> Int64? {
    let digits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    let count = digits.reduce(Int64(0)) { $0 * 10 + Int64($1 - 0x30) }
    let unit: Int64
    switch Array(bytes.dropFirst(digits.count)) {
    case [], [0x6D]: unit = 60_000  // m
    case [0x73]: unit = 1000  // s
    case [0x68]: unit = 3_600_000  // h
    case [0x64]: unit = 86_400_000  // d
    default: return nil
    }
    return count * unit
  }

  /// `HH:MM`, `HH:MM:SS`, `HH:MM:SS.fff`.
  private static func timeOfDay(_ bytes: ArraySlice<UInt8>)
    -> (hour: Int, minute: Int, second: Int, millisecond: Int)?
  {
    let parts = bytes.split(separator: 0x3A, omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3 else { return nil }
    var fraction = 0
    var last = parts[parts.count - 1]
    if parts.count == 3, let dot = last.firstIndex(where: { $0 == 0x2E || $0 == 0x2C }) {
      let digits = last[(dot + 1)...]
      guard !digits.isEmpty, let value = number(digits.prefix(3), width: digits.prefix(3).count)
      else { return nil }
      fraction = value * [100, 10, 1][digits.prefix(3).count - 1]
      guard number(digits, width: digits.count) != nil else { return nil }
      last = last[..<dot]
    }
    guard let hour = number(parts[0], width: nil), hour < 24,
      let minute = number(parts[1], width: 2), minute < 60
    else { return nil }
    if parts.count == 2 { return (hour, minute, 0, 0) }
    guard let second = number(last, width: 2), second <= 60 else { return nil }
    return (hour, minute, second, fraction)
  }

  /// `YYYY-MM-DD` or `YYYY/MM/DD`.
  private static func date(_ bytes: ArraySlice<UInt8>) -> (year: Int, month: Int, day: Int)? {
    guard bytes.count == 10 else { return nil }
    let start = bytes.startIndex
    let separator = bytes[start + 4]
    guard separator == 0x2D || separator == 0x2F, bytes[start + 7] == separator,
      let year = number(bytes[start..<start + 4], width: 4),
      let month = number(bytes[start + 5..<start + 7], width: 2), (1...12).contains(month),
      let day = number(bytes[start + 8..<start + 10], width: 2),
      (1...CivilCalendar.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return (year, month, day)
  }

  /// The digits `bytes` as a number, `width` of them (1 or 2 where nil); nil for anything else.
  private static func number(_ bytes: ArraySlice<UInt8>, width: Int?) -> Int? {
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    if let width {
      guard bytes.count == width else { return nil }
    } else if bytes.count > 2 {
      return nil
    }
    return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}
