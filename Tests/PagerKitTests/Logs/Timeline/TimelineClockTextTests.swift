import Testing

@testable import PagerReader

/// A timeline's times written as dates and times of day, in the log's zone.
@Suite struct TimelineClockTextTests {
  // 2024-01-26 08:59:12 UTC.
  let moment: Int64 = 1_706_259_552

  @Test func datesAndTimes() {
    let utc = TimelineClockText()
    #expect(utc.date(moment) == "2024-01-26")
    #expect(utc.time(moment) == "08:59:12")
    #expect(utc.time(moment, seconds: false) == "08:59")
    let paris = TimelineClockText(offset: 3600)
    #expect(paris.time(moment) == "09:59:12")
    let newYork = TimelineClockText(offset: -5 * 3600)
    #expect(newYork.date(moment) == "2024-01-26")
    #expect(newYork.time(moment) == "03:59:12")
    #expect(utc.date(-1) == "1969-12-31")
    #expect(utc.time(-1) == "23:59:59")
  }

  @Test func labels() {
    let utc = TimelineClockText()
    #expect(utc.label(moment, interval: 5, spansDays: false) == "08:59:12")
    #expect(utc.label(moment, interval: 60, spansDays: false) == "08:59")
    #expect(utc.label(moment, interval: 3600, spansDays: true) == "01-26 08:59")
    #expect(utc.label(moment, interval: 86_400, spansDays: true) == "2024-01-26")
  }
}
