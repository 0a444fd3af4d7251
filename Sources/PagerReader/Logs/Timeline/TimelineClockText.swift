/// How a timeline writes its times: seconds since the epoch, moved by the zone's offset, as a
/// date and a time of day.
package struct TimelineClockText: Equatable, Sendable {
  /// Seconds to add to a time to read it in the log's zone (local time's offset).
  package let offset: Int64

  /// Times read `offset` seconds from UTC.
  package init(offset: Int64 = 0) { self.offset = offset }

  /// `2024-01-26`.
  package func date(_ second: Int64) -> String {
    let local = second + offset
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let day = CivilCalendar.day(fromDays: days)
    return "\(day.year)-\(Self.two(day.month))-\(Self.two(day.day))"
  }

  /// `08:59:12`, or `08:59` where `seconds` is false.
  package func time(_ second: Int64, seconds: Bool = true) -> String {
    let local = second + offset
    var within = local % 86_400
    if within < 0 { within += 86_400 }
    let clock = "\(Self.two(Int(within / 3600))):\(Self.two(Int(within / 60 % 60)))"
    return seconds ? clock + ":\(Self.two(Int(within % 60)))" : clock
  }

  /// An axis label for a bar of `interval` seconds starting at `second`, on an axis that spans
  /// more than a day when `spansDays`: the date where days matter, the seconds where they do.
  package func label(_ second: Int64, interval: Int64, spansDays: Bool) -> String {
    if interval >= 86_400 { return date(second) }
    let clock = time(second, seconds: interval < 60)
    guard spansDays else { return clock }
    let day = date(second)
    return String(day.dropFirst(5)) + " " + clock
  }

  private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
