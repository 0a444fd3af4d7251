extension LogTimestampFormat {
  /// `2024-01-26T08:59:12.345+01:00` with `dateSeparator` between the date's numbers: `T`, `t`
  /// or a space before the time; a fraction and a zone as ``LogTimestampScanner/zone()`` reads.
  static func readYearFirst(_ scanner: inout LogTimestampScanner, dateSeparator: UInt8)
    -> LogTimestamp?
  {
    guard let year = scanner.digits(4), scanner.take(dateSeparator),
      let month = scanner.digits(2), (1...12).contains(month), scanner.take(dateSeparator),
      let day = scanner.digits(2), day >= 1, day <= CivilCalendar.daysIn(month: month, year: year)
    else { return nil }
    switch scanner.current {
    case 0x54, 0x74, 0x20: scanner.index += 1  // T t space
    default: return nil
    }
    guard let clock = scanner.clock() else { return nil }
    let millisecond = scanner.fraction()
    return LogTimestamp(
      year: year, month: month, day: day, hour: clock.hour, minute: clock.minute,
      second: clock.second, millisecond: millisecond, utcOffset: scanner.zone())
  }

  /// `Jan 26 08:59:12`, the day padded with a space or not, a fraction allowed; a year before
  /// the time (`Jan 26 2024 08:59:12`) or after it (`Jan 26 08:59:12 2024`), and then a zone
  /// after a space.
  static func readSyslog(_ scanner: inout LogTimestampScanner) -> LogTimestamp? {
    guard let month = scanner.monthName(), scanner.take(0x20) else { return nil }
    _ = scanner.take(0x20)  // `Jan  6`
    guard let day = scanner.oneOrTwoDigits(), day >= 1,
      day <= CivilCalendar.daysIn(month: month, year: nil), scanner.take(0x20)
    else { return nil }
    var year: Int?
    if scanner.peek(4) == 0x20, let written = scanner.digits(4) {
      year = written
      scanner.index += 1
    }
    guard let clock = scanner.clock() else { return nil }
    let millisecond = scanner.fraction()
    if year == nil, scanner.current == 0x20, scanner.peek(5) != 0x3A {
      // A year after the time, as `ctime` writes; not a number that goes on (a host named by
      // digits) or a clock (`08:59`).
      let space = scanner.index
      scanner.index += 1
      if let written = scanner.digits(4), scanner.endsNumber {
        year = written
      } else {
        scanner.index = space
      }
    }
    guard year.map({ day <= CivilCalendar.daysIn(month: month, year: $0) }) ?? true else {
      return nil
    }
    return LogTimestamp(
      year: year, month: month, day: day, hour: clock.hour, minute: clock.minute,
      second: clock.second, millisecond: millisecond,
      utcOffset: year == nil ? nil : scanner.zoneAfterSpace())
  }

  /// `26/Jan/2024:08:59:12 +0100`, the opening bracket before it; a fraction allowed, the zone
  /// after a space.
  static func readCommonLog(_ scanner: inout LogTimestampScanner) -> LogTimestamp? {
    guard let day = scanner.oneOrTwoDigits(), day >= 1, scanner.take(0x2F),
      let month = scanner.monthName(), scanner.take(0x2F), let year = scanner.digits(4),
      day <= CivilCalendar.daysIn(month: month, year: year), scanner.take(0x3A),
      let clock = scanner.clock()
    else { return nil }
    let millisecond = scanner.fraction()
    return LogTimestamp(
      year: year, month: month, day: day, hour: clock.hour, minute: clock.minute,
      second: clock.second, millisecond: millisecond, utcOffset: scanner.zoneAfterSpace())
  }

  /// `Jan 26, 2024 8:59:12 AM`: the day and the hour with one digit or two, `AM` or `PM` in
  /// either case.
  static func readJavaUtilLogging(_ scanner: inout LogTimestampScanner) -> LogTimestamp? {
    guard let month = scanner.monthName(), scanner.take(0x20), let day = scanner.oneOrTwoDigits(),
      scanner.take(0x2C), scanner.take(0x20), let year = scanner.digits(4), day >= 1,
      day <= CivilCalendar.daysIn(month: month, year: year), scanner.take(0x20),
      let hour = scanner.oneOrTwoDigits(), (1...12).contains(hour), scanner.take(0x3A),
      let minute = scanner.digits(2), minute < 60, scanner.take(0x3A),
      let second = scanner.digits(2), second <= 60, scanner.take(0x20)
    else { return nil }
    let half = scanner.current | 0x20
    guard half == 0x61 || half == 0x70, scanner.peek(1) | 0x20 == 0x6D,  // a p, m
      !LogTimestampScanner.isLetter(scanner.peek(2))
    else { return nil }
    scanner.index += 2
    // 12 AM is midnight, 12 PM noon.
    let hour24 = hour % 12 + (half == 0x70 ? 12 : 0)
    return LogTimestamp(
      year: year, month: month, day: day, hour: hour24, minute: minute, second: second)
  }

  /// Seconds since 1970 in 10 digits (a fraction after `.` allowed) or milliseconds in 13 (a
  /// fraction passed over), from 1 000 000 000 s (2001) to below 4 000 000 000 s (2096); no
  /// letter after them.
  static func readEpoch(_ scanner: inout LogTimestampScanner) -> LogTimestamp? {
    let first = scanner.current
    guard first >= 0x31, first <= 0x33 else { return nil }  // 1 2 3
    var value: Int64 = 0
    var count = 0
    while LogTimestampScanner.isDigit(scanner.current), count <= 13 {
      value = value * 10 + Int64(scanner.current - 0x30)
      count += 1
      scanner.index += 1
    }
    // Only `.` starts a fraction: `1706259552,42` is a CSV's row, its next field 42.
    let hasFraction = scanner.current == 0x2E && LogTimestampScanner.isDigit(scanner.peek(1))
    let milliseconds: Int64
    switch count {
    case 10: milliseconds = value * 1000 + Int64(hasFraction ? scanner.fraction() : 0)
    case 13:
      milliseconds = value
      if hasFraction { _ = scanner.fraction() }
    default: return nil
    }
    guard !LogTimestampScanner.isLetter(scanner.current) else { return nil }
    return LogTimestamp(milliseconds: milliseconds)
  }
}
