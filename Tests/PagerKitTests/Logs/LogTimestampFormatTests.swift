import Testing

@testable import PagerReader

/// Each format read from lines as programs write them: with and without a year, a zone, a
/// fraction; where in the line; and lines that look close but are none.
@Suite struct LogTimestampFormatTests {
  /// 2024-01-26T08:59:12Z.
  static let instant: Int64 = 1_706_259_552_000

  static func fields(
    _ year: Int?, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int,
    _ millisecond: Int = 0, zone: Int? = nil
  ) -> LogTimestamp {
    LogTimestamp(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      millisecond: millisecond, utcOffset: zone)
  }

  // MARK: ISO 8601 and RFC 3339

  @Test func isoWithAndWithoutZoneAndFraction() {
    let cases: [(String, LogTimestamp)] = [
      ("2024-01-26T08:59:12.345Z", Self.fields(2024, 1, 26, 8, 59, 12, 345, zone: 0)),
      ("2024-01-26t08:59:12z", Self.fields(2024, 1, 26, 8, 59, 12, zone: 0)),
      ("2024-01-26 08:59:12,345", Self.fields(2024, 1, 26, 8, 59, 12, 345)),
      ("2024-01-26T08:59:12", Self.fields(2024, 1, 26, 8, 59, 12)),
      ("2024-01-26T10:59:12+02:00", Self.fields(2024, 1, 26, 10, 59, 12, zone: 7200)),
      ("2024-01-26T10:59:12+0200", Self.fields(2024, 1, 26, 10, 59, 12, zone: 7200)),
      ("2024-01-26T10:59:12+02", Self.fields(2024, 1, 26, 10, 59, 12, zone: 7200)),
      ("2024-01-26T03:59:12-05:00", Self.fields(2024, 1, 26, 3, 59, 12, zone: -18000)),
      ("2024-01-26T14:29:12.5+05:30", Self.fields(2024, 1, 26, 14, 29, 12, 500, zone: 19800)),
      ("2024-01-26 09:59:12 +0100", Self.fields(2024, 1, 26, 9, 59, 12, zone: 3600)),
      ("2024-01-26 09:59:12 +01:00", Self.fields(2024, 1, 26, 9, 59, 12, zone: 3600)),
      ("2024-01-26 08:59:12.345 UTC [12] LOG:", Self.fields(2024, 1, 26, 8, 59, 12, 345, zone: 0)),
      ("2024-01-26 08:59:12 GMT", Self.fields(2024, 1, 26, 8, 59, 12, zone: 0)),
      ("2024-01-26 09:59:12.345+01", Self.fields(2024, 1, 26, 9, 59, 12, 345, zone: 3600)),
      ("2024-01-26T08:59:12.123456789Z", Self.fields(2024, 1, 26, 8, 59, 12, 123, zone: 0)),
      ("2024-01-26T08:59:12.000999Z", Self.fields(2024, 1, 26, 8, 59, 12, 0, zone: 0)),
      ("2024-01-26T08:59:12,1", Self.fields(2024, 1, 26, 8, 59, 12, 100)),
      ("2024-02-29 00:00:00", Self.fields(2024, 2, 29, 0, 0, 0)),
      ("2016-12-31T23:59:60Z", Self.fields(2016, 12, 31, 23, 59, 60, zone: 0)),
    ]
    for (line, expected) in cases {
      let found = LogLine.first(.iso8601, in: line)
      #expect(found?.timestamp == expected, "\(line)")
      #expect(found?.start == 0, "\(line)")
    }
  }

  @Test func isoInstantsAgreeWhateverTheZone() {
    for line in [
      "2024-01-26T08:59:12Z", "2024-01-26T10:59:12+02:00", "2024-01-26 03:59:12 -0500",
      "2024-01-26 08:59:12", "2024-01-26 14:29:12+0530", "2024-01-26T08:59:12.000 UTC",
    ] {
      #expect(LogLine.utc(.iso8601, line) == Self.instant, "\(line)")
    }
    // A leap second is the next minute's first.
    #expect(LogLine.utc(.iso8601, "2024-01-26T23:59:60Z") == 1_706_313_600_000)
  }

  @Test func isoAsProgramsWriteIt() {
    let lines: [(String, Int, LogTimestamp)] = [
      // Python's logging with asctime, log4j's ISO8601.
      (
        "2024-01-26 08:59:12,345 - urllib3 - WARNING - Retrying", 0,
        Self.fields(2024, 1, 26, 8, 59, 12, 345)
      ),
      // logback.
      (
        "2024-01-26 08:59:12.345 [main] INFO  c.e.App - Started", 0,
        Self.fields(2024, 1, 26, 8, 59, 12, 345)
      ),
      // RFC 5424 syslog.
      (
        "<34>1 2024-01-26T08:59:12.003Z mymachine su - ID47 - 'su root' failed", 6,
        Self.fields(2024, 1, 26, 8, 59, 12, 3, zone: 0)
      ),
      // journalctl -o short-iso.
      (
        "2024-01-26T09:59:12+0100 web systemd[1]: Started nginx.service.", 0,
        Self.fields(2024, 1, 26, 9, 59, 12, zone: 3600)
      ),
      // Rust's env_logger, a level first, a bracket.
      (
        "[2024-01-26T08:59:12Z INFO  app] listening", 1,
        Self.fields(2024, 1, 26, 8, 59, 12, zone: 0)
      ),
      ("INFO 2024-01-26 08:59:12 ready", 5, Self.fields(2024, 1, 26, 8, 59, 12)),
      ("[WARNING] 2024-01-26 08:59:12 low disk", 10, Self.fields(2024, 1, 26, 8, 59, 12)),
      (
        "ts=2024-01-26T08:59:12.5Z level=info", 3, Self.fields(2024, 1, 26, 8, 59, 12, 500, zone: 0)
      ),
      ("{\"time\":\"2024-01-26T08:59:12Z\"}", 9, Self.fields(2024, 1, 26, 8, 59, 12, zone: 0)),
    ]
    for (line, start, expected) in lines {
      let found = LogLine.first(.iso8601, in: line)
      #expect(found?.timestamp == expected, "\(line)")
      #expect(found?.start == start, "\(line)")
    }
  }

  @Test func isoEndsWhereTheTimeDoes() {
    #expect(LogLine.at(0, .iso8601, in: "2024-01-26T08:59:12.345Z rest")?.end == 24)
    #expect(LogLine.at(0, .iso8601, in: "2024-01-26 08:59:12 - rest")?.end == 19)
    #expect(LogLine.at(0, .iso8601, in: "2024-01-26 08:59:12 +0100 rest")?.end == 25)
    #expect(LogLine.at(2, .iso8601, in: "> 2024-01-26 08:59:12")?.end == 21)
    #expect(LogLine.at(1, .iso8601, in: "> 2024-01-26 08:59:12") == nil)
  }

  /// A sign after the time that is no zone leaves the time local: Python's ` - ` separator, a
  /// count, an hour out of range.
  @Test func isoSignsThatAreNoZone() {
    for line in [
      "2024-01-26 08:59:12,345 - root", "2024-01-26 08:59:12 -1 retries",
      "2024-01-26T08:59:12+25:00", "2024-01-26T08:59:12+01:75", "2024-01-26 08:59:12 UTCx",
      "2024-01-26 08:59:12 CET", "2024-01-26 08:59:12.5+0100999",
    ] {
      let found = LogLine.first(.iso8601, in: line)
      #expect(found != nil, "\(line)")
      #expect(found?.timestamp.utcOffset == nil, "\(line)")
    }
  }

  @Test func isoLookalikesAreNone() {
    for line in [
      "2024-13-01 08:59:12", "2024-00-10 08:59:12", "2024-02-30 08:59:12", "2023-02-29 08:59:12",
      "2024-04-31 08:59:12", "2024-01-00 08:59:12", "2024-01-26 24:00:00", "2024-01-26 08:60:00",
      "2024-01-26 08:59:61", "2024-01-26", "2024-01-26 08:59", "2024-01-26X08:59:12",
      "2024-1-26 08:59:12", "2024-01-26 8:59:12", "12024-01-26 08:59:12", "x2024-01-26 08:59:12",
      "_2024-01-26 08:59:12", "é2024-01-26 08:59:12", "2024-01-26 08:59:123",
      "2024/01/26 08:59:12", "2024-01/26 08:59:12", "20240126T085912Z", "", "2024-01-26 08:59:1",
    ] {
      #expect(LogLine.first(.iso8601, in: line) == nil, "\(line)")
    }
  }

  /// A timestamp starting at the window's last byte is found; one a byte further, not.
  @Test func theSearchWindowEndsAt64Bytes() {
    let time = "2024-01-26T08:59:12Z"
    let last = String(repeating: " ", count: LogTimestampFormat.searchWindow - 1) + time
    #expect(LogLine.first(.iso8601, in: last)?.start == 63)
    let past = String(repeating: " ", count: LogTimestampFormat.searchWindow) + time
    #expect(LogLine.first(.iso8601, in: past) == nil)
    #expect(LogLine.at(64, .iso8601, in: past) != nil, "read where told, the window aside")
  }

  // MARK: Slashed dates

  @Test func slashedDates() {
    let nginx = "2024/01/26 08:59:12 [error] 1234#1234: *5 open() \"/x\" failed"
    #expect(
      LogLine.first(.slashedDate, in: nginx)?.timestamp == Self.fields(2024, 1, 26, 8, 59, 12))
    #expect(LogLine.utc(.slashedDate, nginx) == Self.instant)
    let go = "2024/01/26 08:59:12.123456 main.go:12: starting"
    #expect(
      LogLine.first(.slashedDate, in: go)?.timestamp == Self.fields(2024, 1, 26, 8, 59, 12, 123))
    #expect(
      LogLine.first(.slashedDate, in: "2024/01/26 09:59:12+01:00")?.timestamp.utcOffset == 3600)
    for line in ["2024-01-26 08:59:12", "2024/01-26 08:59:12", "2024/02/30 08:59:12", "2024/01/26"]
    {
      #expect(LogLine.first(.slashedDate, in: line) == nil, "\(line)")
    }
  }

  // MARK: Syslog and the month-first times

  @Test func syslogWithoutAYear() {
    let cases: [(String, Int, LogTimestamp)] = [
      ("Jan 26 08:59:12 web sshd[812]: Accepted publickey", 0, Self.fields(nil, 1, 26, 8, 59, 12)),
      ("Jan  6 08:59:12 web kernel: usb 1-1", 0, Self.fields(nil, 1, 6, 8, 59, 12)),
      ("Jan 6 08:59:12 web cron[9]: job", 0, Self.fields(nil, 1, 6, 8, 59, 12)),
      ("Feb 29 00:00:00 web x: leap", 0, Self.fields(nil, 2, 29, 0, 0, 0)),
      ("DEC 31 23:59:59 web x", 0, Self.fields(nil, 12, 31, 23, 59, 59)),
      ("sep 01 00:00:00 web x", 0, Self.fields(nil, 9, 1, 0, 0, 0)),
      // journalctl -o short-precise.
      ("Jan 26 08:59:12.345678 web nginx[12]: started", 0, Self.fields(nil, 1, 26, 8, 59, 12, 345)),
      ("<13>Jan 26 08:59:12 web app: hello", 4, Self.fields(nil, 1, 26, 8, 59, 12)),
      // A number after the time that is a host, not a year.
      ("Jan 26 08:59:12 12345 app: x", 0, Self.fields(nil, 1, 26, 8, 59, 12)),
      ("Jan 26 08:59:12 10:00 x", 0, Self.fields(nil, 1, 26, 8, 59, 12)),
    ]
    for (line, start, expected) in cases {
      let found = LogLine.first(.syslog, in: line)
      #expect(found?.timestamp == expected, "\(line)")
      #expect(found?.start == start, "\(line)")
    }
    #expect(LogLine.utc(.syslog, "Jan 26 08:59:12 web x") == Self.instant)
  }

  @Test func monthFirstTimesWithAYear() {
    let cases: [(String, Int, LogTimestamp)] = [
      // Apache's error log (ctime, microseconds).
      (
        "[Fri Jan 26 08:59:12.345678 2024] [core:error] [pid 12] AH00037", 5,
        Self.fields(2024, 1, 26, 8, 59, 12, 345)
      ),
      ("Fri Jan 26 08:59:12 2024", 4, Self.fields(2024, 1, 26, 8, 59, 12)),
      // git's Date line: a zone after the year.
      (
        "Date:   Fri Jan 26 09:59:12 2024 +0100", 12,
        Self.fields(2024, 1, 26, 9, 59, 12, zone: 3600)
      ),
      // A year before the time (network gear).
      ("Jan 26 2024 08:59:12.345: %LINK-3-UPDOWN", 0, Self.fields(2024, 1, 26, 8, 59, 12, 345)),
    ]
    for (line, start, expected) in cases {
      let found = LogLine.first(.syslog, in: line)
      #expect(found?.timestamp == expected, "\(line)")
      #expect(found?.start == start, "\(line)")
    }
    // A year makes February 29th a day to check.
    #expect(LogLine.first(.syslog, in: "Feb 29 08:59:12 2023") == nil)
    #expect(LogLine.first(.syslog, in: "Feb 29 08:59:12 2024") != nil)
  }

  @Test func syslogLookalikesAreNone() {
    for line in [
      "January 26 08:59:12 x", "xJan 26 08:59:12", "Jan 26 8:59:12", "Jan 32 08:59:12",
      "Feb 30 08:59:12", "Jan 0 08:59:12", "Foo 26 08:59:12", "Jan 26 08:59", "Jan 26  08:59:12",
      "Jan26 08:59:12", "Jan 26 08:59:12345", "Jan 26, 2024 8:59:12 AM",
    ] {
      #expect(LogLine.first(.syslog, in: line) == nil, "\(line)")
    }
  }

  // MARK: Common log format

  @Test func commonLogFormat() {
    let apache =
      "127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] \"GET /apache_pb.gif HTTP/1.0\" 200 2326"
    let found = LogLine.first(.commonLog, in: apache)
    #expect(found?.start == 19)
    #expect(found?.timestamp == Self.fields(2000, 10, 10, 13, 55, 36, zone: -25200))
    #expect(LogLine.utc(.commonLog, apache) == 971_211_336_000)
    let nginx =
      "203.0.113.9 - - [26/Jan/2024:09:59:12 +0100] \"GET / HTTP/1.1\" 200 612 \"-\" \"curl/8.5\""
    #expect(LogLine.utc(.commonLog, nginx) == Self.instant)
    let ipv6 = "2001:db8::1 - - [26/Jan/2024:08:59:12 +0000] \"GET / HTTP/2.0\" 204 0"
    #expect(LogLine.first(.commonLog, in: ipv6)?.start == 17)
    #expect(LogLine.utc(.commonLog, ipv6) == Self.instant)
    #expect(
      LogLine.first(.commonLog, in: "[6/Jan/2024:08:59:12.250]")?.timestamp
        == Self.fields(2024, 1, 6, 8, 59, 12, 250))
    for line in [
      "[26/Foo/2024:08:59:12 +0100]", "[31/Feb/2024:08:59:12 +0100]", "[26/Jan/2024 08:59:12]",
      "[26/Jan/24:08:59:12 +0100]", "[26/Jan/2024:8:59:12 +0100]", "[0/Jan/2024:08:59:12]",
    ] {
      #expect(LogLine.first(.commonLog, in: line) == nil, "\(line)")
    }
    // A zone that is not one leaves the time local.
    #expect(
      LogLine.first(.commonLog, in: "[26/Jan/2024:08:59:12 +01]")?.timestamp.utcOffset == nil)
  }

  // MARK: java.util.logging

  @Test func javaUtilLogging() {
    let cases: [(String, LogTimestamp)] = [
      ("Jan 26, 2024 8:59:12 AM com.example.Main run", Self.fields(2024, 1, 26, 8, 59, 12)),
      ("Jan 06, 2024 11:59:59 pm org.x.Y z", Self.fields(2024, 1, 6, 23, 59, 59)),
      ("Jan 6, 2024 12:05:00 AM a.B c", Self.fields(2024, 1, 6, 0, 5, 0)),
      ("Jan 6, 2024 12:05:00 PM a.B c", Self.fields(2024, 1, 6, 12, 5, 0)),
      ("Jan 6, 2024 1:00:00 PM a.B c", Self.fields(2024, 1, 6, 13, 0, 0)),
    ]
    for (line, expected) in cases {
      #expect(LogLine.first(.javaUtilLogging, in: line)?.timestamp == expected, "\(line)")
    }
    #expect(LogLine.utc(.javaUtilLogging, "Jan 26, 2024 8:59:12 AM a.B c") == Self.instant)
    for line in [
      "Jan 26, 2024 13:00:00 PM a", "Jan 26, 2024 0:00:00 AM a", "Jan 26, 2024 8:59:12 a.B c",
      "Jan 26, 2024 8:59:12 AMX", "Jan 26 2024 8:59:12 AM", "Feb 29, 2023 8:59:12 AM",
      "Jan 26 08:59:12 web x",
    ] {
      #expect(LogLine.first(.javaUtilLogging, in: line) == nil, "\(line)")
    }
  }

  // MARK: Epoch counts

  @Test func epochSecondsAndMilliseconds() {
    let cases: [(String, Int64)] = [
      ("1706259552 GET /", Self.instant), ("1706259552.123 GET /", Self.instant + 123),
      ("1706259552.5\tx", Self.instant + 500), ("1706259552123 x", Self.instant + 123),
      ("1706259552123.999 x", Self.instant + 123), ("1706259552", Self.instant),
      // A CSV row: the comma starts the next field, not a fraction.
      ("1706259552,42,ok", Self.instant), ("1000000000 x", 1_000_000_000_000),
      ("3999999999 x", 3_999_999_999_000), ("1706259552:x", Self.instant),
    ]
    for (line, expected) in cases {
      #expect(LogLine.utc(.epoch, line) == expected, "\(line)")
    }
    #expect(LogLine.first(.epoch, in: "1706259552.123 x")?.timestamp.utcOffset == 0)
    for line in [
      "170625955 x", "17062595521 x", "170625955212 x", "17062595521234 x", "0706259552 x",
      "4000000000 x", "999999999 x", "1706259552abc", "1706259552123x", " 1706259552",
      "x 1706259552", "[1706259552]", "2024-01-26 08:59:12",
    ] {
      #expect(LogLine.first(.epoch, in: line) == nil, "\(line)")
    }
  }

  // MARK: The formats apart

  /// A line of each format is read by its format alone.
  @Test func eachCanonicalLineIsOneFormatOnly() {
    let lines: [(String, LogTimestampFormat)] = [
      ("2024-01-26T08:59:12.345Z app started", .iso8601),
      ("2024-01-26 08:59:12,345 INFO root: hello", .iso8601),
      ("<34>1 2024-01-26T08:59:12Z host app - - - msg", .iso8601),
      ("2024/01/26 08:59:12 [error] 12#0: boom", .slashedDate),
      ("Jan 26 08:59:12 host sshd[1]: ok", .syslog),
      ("[Fri Jan 26 08:59:12.1 2024] [core:error] x", .syslog),
      ("10.0.0.1 - - [26/Jan/2024:08:59:12 +0100] \"GET /\" 200 1", .commonLog),
      ("Jan 26, 2024 8:59:12 AM com.example.Main run", .javaUtilLogging),
      ("1706259552.123 GET /", .epoch),
    ]
    for (line, format) in lines {
      for other in LogTimestampFormat.allCases {
        let found = LogLine.first(other, in: line) != nil
        #expect(found == (other == format), "\(other) in \(line)")
      }
    }
  }
}
