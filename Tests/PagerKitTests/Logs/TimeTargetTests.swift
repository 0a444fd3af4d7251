import Testing

@testable import PagerReader

/// The times `:goto` takes, and finding them in a log's lines by halves.
@Suite struct TimeTargetTests {
  @Test(arguments: [
    ("-5m", TimeTarget.beforeEnd(300_000)), ("-90s", .beforeEnd(90_000)),
    ("-2h", .beforeEnd(7_200_000)), ("-1d", .beforeEnd(86_400_000)), ("-5", .beforeEnd(300_000)),
    ("+10m", .afterStart(600_000)),
    ("08:59", .timeOfDay(hour: 8, minute: 59, second: 0, millisecond: 0)),
    (" 8:05:07 ", .timeOfDay(hour: 8, minute: 5, second: 7, millisecond: 0)),
    ("23:59:59.25", .timeOfDay(hour: 23, minute: 59, second: 59, millisecond: 250)),
    (
      "2024-01-26",
      .moment(LogTimestamp(year: 2024, month: 1, day: 26, hour: 0, minute: 0, second: 0))
    ),
    (
      "2024-01-26 08:59",
      .moment(LogTimestamp(year: 2024, month: 1, day: 26, hour: 8, minute: 59, second: 0))
    ),
    (
      "2024-01-26T08:59:12.5Z",
      .moment(
        LogTimestamp(
          year: 2024, month: 1, day: 26, hour: 8, minute: 59, second: 12, millisecond: 500,
          utcOffset: 0))
    ),
    (
      "Jan 26 08:59:12",
      .moment(LogTimestamp(year: nil, month: 1, day: 26, hour: 8, minute: 59, second: 12))
    ),
  ])
  func timesAreRead(_ text: String, _ target: TimeTarget) {
    #expect(TimeTarget(text) == target)
  }

  @Test(arguments: [
    "", "soon", "-", "-5y", "+m", "24:00", "8:60", "08:59:61", "2024-02-30", "2024-13-01",
    "2024-01-26 08:59 and more", "12:3",
  ])
  func otherTextIsNoTime(_ text: String) {
    #expect(TimeTarget(text) == nil, "\(text)")
  }

  /// A log of a line a minute from 2024-01-26 00:00 UTC, every tenth line followed by two of a
  /// stack trace.
  static func log(minutes: Int) -> [String] {
    var lines: [String] = []
    for minute in 0..<minutes {
      lines.append("2024-01-26T\(pad(minute / 60 % 24)):\(pad(minute % 60)):00Z line \(minute)")
      if minute % 10 == 0 { lines += ["  at f()", "  at g()"] }
    }
    return lines
  }

  static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  static func search(_ lines: [String]) -> LogTimeSearch {
    let document = MemoryDocument(lines)
    let layout = LogTimestampDetector.layout(of: lines.prefix(200).map { Array($0.utf8) })!
    return LogTimeSearch(
      document: document,
      parser: LogTimestampParser(layout: layout, defaultYear: 2024, localOffset: 3600))
  }

  static func text(_ search: LogTimeSearch, _ line: Int?) -> String? {
    line.map { String(decoding: search.document.line($0), as: UTF8.self) }
  }

  /// Every minute of the day is found on its own line, a minute between two lines on the later
  /// one, and past the last there is none.
  @Test func theFirstLineOfATimeOrLaterIsFoundByHalves() {
    let search = Self.search(Self.log(minutes: 1440))
    let start: Int64 = 1_706_227_200_000
    for minute in stride(from: 0, to: 1440, by: 7) {
      let found = search.firstLine(atOrAfter: start + Int64(minute) * 60_000)
      #expect(Self.text(search, found)?.hasSuffix(" line \(minute)") == true, "minute \(minute)")
    }
    #expect(
      Self.text(search, search.firstLine(atOrAfter: start + 90_500))?.hasSuffix(" line 2") == true)
    #expect(
      Self.text(search, search.firstLine(atOrAfter: start - 1)) == "2024-01-26T00:00:00Z line 0")
    #expect(search.firstLine(atOrAfter: start + 1440 * 60_000) == nil)
  }

  @Test func targetsCountFromTheLogsFirstLastAndTopTimes() {
    let search = Self.search(Self.log(minutes: 120))
    let start: Int64 = 1_706_227_200_000
    #expect(search.milliseconds(of: .beforeEnd(300_000), topLine: 0) == start + 114 * 60_000)
    #expect(search.milliseconds(of: .afterStart(60_000), topLine: 0) == start + 60_000)
    // The top's day, in the top line's zone (UTC here), not the local one.
    #expect(
      search.milliseconds(
        of: .timeOfDay(hour: 1, minute: 30, second: 0, millisecond: 0), topLine: 50)
        == start + 90 * 60_000)
    // A moment without a zone is local time: an hour east of UTC.
    let local = LogTimestamp(year: 2024, month: 1, day: 26, hour: 1, minute: 0, second: 0)
    #expect(search.milliseconds(of: .moment(local), topLine: 0) == start)
  }
}
