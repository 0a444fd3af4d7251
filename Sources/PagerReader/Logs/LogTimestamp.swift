/// A time as a log line writes it: a wall clock's fields, a year and a zone when the line gives
/// them. It becomes milliseconds since 1970 (UTC) only with what the line leaves out: the year
/// of the file and the zone of the machine, which ``milliseconds(defaultYear:modifiedMonth:localOffset:)``
/// takes.
package struct LogTimestamp: Equatable, Sendable {
  /// The year, or nil when the line has none (syslog's `Jan 26 08:59:12`).
  package var year: Int?
  /// The month, 1...12.
  package var month: Int
  /// The day of the month, 1...31.
  package var day: Int
  /// The hour, 0...23.
  package var hour: Int
  /// The minute, 0...59.
  package var minute: Int
  /// The second, 0...60 (60 for a leap second, which counts as the next minute's first).
  package var second: Int
  /// Milliseconds into the second: a longer fraction is cut, never rounded, so that times of
  /// one second keep their order.
  package var millisecond: Int
  /// The zone's offset from UTC in seconds, east positive (`+02:00` is 7200), or nil when the
  /// line gives none and the time is local.
  package var utcOffset: Int?

  /// A time of these fields.
  package init(
    year: Int?, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    millisecond: Int = 0, utcOffset: Int? = nil
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.millisecond = millisecond
    self.utcOffset = utcOffset
  }

  /// The time at `milliseconds` since 1970 in UTC, with its zone said (an epoch count's).
  package init(milliseconds: Int64) {
    let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds + 1) / 86_400_000 - 1
    let date = CivilCalendar.day(fromDays: days)
    let inDay = Int(milliseconds - days * 86_400_000)
    self.init(
      year: date.year, month: date.month, day: date.day, hour: inDay / 3_600_000,
      minute: inDay / 60_000 % 60, second: inDay / 1000 % 60, millisecond: inDay % 1000,
      utcOffset: 0)
  }

  /// Milliseconds since 1970-01-01 UTC. A missing year is `defaultYear` (the file's
  /// modification year), or the year before for a month after `modifiedMonth`: a file written
  /// in January holds last December's lines, not next December's. A missing zone is
  /// `localOffset` seconds east of UTC.
  package func milliseconds(defaultYear: Int, modifiedMonth: Int = 12, localOffset: Int) -> Int64 {
    let year = year ?? (month > modifiedMonth ? defaultYear - 1 : defaultYear)
    let days = CivilCalendar.days(year: year, month: month, day: day)
    let seconds =
      days * CivilCalendar.secondsPerDay + Int64(hour * 3600 + minute * 60 + second)
      - Int64(utcOffset ?? localOffset)
    return seconds * 1000 + Int64(millisecond)
  }
}
