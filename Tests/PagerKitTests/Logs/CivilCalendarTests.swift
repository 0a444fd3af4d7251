import Testing

@testable import PagerReader

/// Days from 1970-01-01 and back, against known dates and a day-by-day count.
@Suite struct CivilCalendarTests {
  @Test func knownDays() {
    #expect(CivilCalendar.days(year: 1970, month: 1, day: 1) == 0)
    #expect(CivilCalendar.days(year: 1969, month: 12, day: 31) == -1)
    #expect(CivilCalendar.days(year: 2024, month: 1, day: 26) == 19748)
    #expect(CivilCalendar.days(year: 2000, month: 3, day: 1) == 11017)
    #expect(CivilCalendar.days(year: 1600, month: 2, day: 29) == -135_081)
    #expect(CivilCalendar.days(year: 1, month: 1, day: 1) == -719_162)
    #expect(CivilCalendar.days(year: 9999, month: 12, day: 31) == 2_932_896)
    // 2^31 seconds: the day 32-bit time_t ends on.
    #expect(CivilCalendar.days(year: 2038, month: 1, day: 19) == 2_147_483_648 / 86_400)
  }

  @Test func leapYears() {
    for year in [1600, 2000, 2004, 2024, 2400, 0, -4] { #expect(CivilCalendar.isLeap(year)) }
    for year in [1700, 1800, 1900, 2023, 2100, 2200, 2300, 1, -1] {
      #expect(!CivilCalendar.isLeap(year), "\(year)")
    }
    #expect(CivilCalendar.daysIn(month: 2, year: 2024) == 29)
    #expect(CivilCalendar.daysIn(month: 2, year: 1900) == 28)
    #expect(CivilCalendar.daysIn(month: 2, year: nil) == 29)
    #expect(CivilCalendar.daysIn(month: 4, year: 2024) == 30)
    #expect(CivilCalendar.daysIn(month: 12, year: 2023) == 31)
    // A leap day is the day before March 1st in a leap year only.
    #expect(
      CivilCalendar.days(year: 2024, month: 3, day: 1)
        - CivilCalendar.days(year: 2024, month: 2, day: 28) == 2)
    #expect(
      CivilCalendar.days(year: 2100, month: 3, day: 1)
        - CivilCalendar.days(year: 2100, month: 2, day: 28) == 1)
  }

  /// Every day from 1900 to 2400, counted one at a time with the month lengths, is the day the
  /// arithmetic finds, both ways.
  @Test func everyDayFrom1900To2400CountedOneByOne() {
    var count = CivilCalendar.days(year: 1900, month: 1, day: 1)
    #expect(count == -25_567)
    var wrong: [String] = []
    for year in 1900..<2400 {
      for month in 1...12 {
        for day in 1...CivilCalendar.daysIn(month: month, year: year) {
          let date = CivilCalendar.Day(year: year, month: month, day: day)
          if CivilCalendar.days(year: year, month: month, day: day) != count
            || CivilCalendar.day(fromDays: count) != date
          {
            wrong.append("\(year)-\(month)-\(day)")
          }
          count += 1
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    #expect(count == CivilCalendar.days(year: 2400, month: 1, day: 1))
  }

  /// The inverse holds across three 400-year eras either side of 1970, negative years included.
  @Test func dayFromDaysInvertsDaysFarFromNow() {
    var wrong: [Int64] = []
    for days in stride(from: Int64(-1_200_000), through: 1_200_000, by: 7) {
      let date = CivilCalendar.day(fromDays: days)
      if !(1...12).contains(date.month) || date.day < 1
        || date.day > CivilCalendar.daysIn(month: date.month, year: date.year)
        || CivilCalendar.days(year: date.year, month: date.month, day: date.day) != days
      {
        wrong.append(days)
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    #expect(CivilCalendar.day(fromDays: -1_200_000).year < -1000)
  }
}
