import Testing

@testable import PagerReader

/// A file's lines to milliseconds: the layout's offset tried first, the window after; the year
/// and the zone a line leaves out; lines without a time.
@Suite struct LogTimestampParserTests {
  /// 2024-01-26T08:59:12Z.
  static let instant: Int64 = 1_706_259_552_000

  static func parser(
    _ format: LogTimestampFormat, offset: Int = 0, year: Int = 2024, month: Int = 12,
    localOffset: Int = 0
  ) -> LogTimestampParser {
    LogTimestampParser(
      layout: LogTimestampLayout(format: format, offset: offset), defaultYear: year,
      modifiedMonth: month, localOffset: localOffset)
  }

  @Test func linesWithAndWithoutATime() {
    let parser = Self.parser(.iso8601)
    #expect(
      parser.milliseconds(in: Array("2024-01-26T08:59:12.345Z up".utf8)) == Self.instant + 345)
    for line in [
      "", "   ", "\tat com.example.Api.handle(Api.java:42)", "java.lang.IllegalStateException: x",
      "Jan 26 08:59:12 web x: another format", "2024/01/26 08:59:12 another format",
    ] {
      #expect(parser.milliseconds(in: Array(line.utf8)) == nil, "\(line)")
    }
  }

  /// A prefix longer or shorter than the layout's is found through the window, and one that
  /// matches the offset by chance is not read as a time.
  @Test func theLayoutsOffsetFirstThenTheWindow() {
    let parser = Self.parser(.iso8601, offset: 7)
    for line in [
      "[INFO] 2024-01-26 08:59:12 ready", "[WARNING] 2024-01-26 08:59:12 slow",
      "[E] 2024-01-26 08:59:12 boom", "2024-01-26 08:59:12 no prefix",
      "[INFO] 2024-01-26T09:59:12+01:00 zoned",
    ] {
      #expect(parser.milliseconds(in: Array(line.utf8)) == Self.instant, "\(line)")
    }
    #expect(parser.milliseconds(in: Array("[INFO]  2024-01-26 08:59:12".utf8)) == Self.instant)
    #expect(parser.milliseconds(in: Array("[WARN] 2024-01-26".utf8)) == nil)
  }

  @Test func theMissingYearAndZoneComeFromTheCaller() {
    // The local zone at one hour east: 09:59:12 local is 08:59:12 UTC.
    let syslog = Self.parser(.syslog, year: 2024, month: 1, localOffset: 3600)
    #expect(syslog.milliseconds(in: Array("Jan 26 09:59:12 web sshd[1]: ok".utf8)) == Self.instant)
    // Modified in January: December is last year's.
    #expect(
      syslog.milliseconds(in: Array("Dec 31 23:00:00 web cron[2]: ran".utf8))
        == 1_704_060_000_000)
    // The same line in a file modified in December is of the file's year.
    let december = Self.parser(.syslog, year: 2024, month: 12, localOffset: 3600)
    #expect(
      december.milliseconds(in: Array("Dec 31 23:00:00 web cron[2]: ran".utf8))
        == 1_735_682_400_000)
    // A zone or a year the line gives wins.
    let iso = Self.parser(.iso8601, year: 1999, localOffset: -18000)
    #expect(iso.milliseconds(in: Array("2024-01-26T08:59:12Z x".utf8)) == Self.instant)
    #expect(iso.milliseconds(in: Array("2024-01-26 03:59:12 x".utf8)) == Self.instant)
    let epoch = Self.parser(.epoch, year: 1999, localOffset: 3600)
    #expect(epoch.milliseconds(in: Array("1706259552 x".utf8)) == Self.instant)
  }

  @Test func theBufferAndTheArrayAgree() {
    let parser = Self.parser(.commonLog, offset: 14)
    let line = Array("10.0.0.1 - - [26/Jan/2024:09:59:12 +0100] \"GET /\" 200 5".utf8)
    let fromBuffer = line.withUnsafeBufferPointer { parser.milliseconds(in: $0) }
    #expect(fromBuffer == Self.instant)
    #expect(parser.milliseconds(in: line) == Self.instant)
    #expect(
      line.withUnsafeBufferPointer { parser.timestamp(in: $0) }?.utcOffset == 3600)
  }
}
