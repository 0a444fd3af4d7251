/// Days of the proleptic Gregorian calendar counted from 1970-01-01, and back: the arithmetic
/// under every log time, by hand (Howard Hinnant's `days_from_civil` and `civil_from_days`),
/// since PagerReader has no Foundation and a line's time must cost a few integer operations.
package enum CivilCalendar {
  /// A day of the calendar: `year` (any, 0 and below too), `month` 1...12, `day` 1...31.
  package struct Day: Equatable, Sendable {
    /// The year, astronomical numbering (0 is 1 BC).
    package var year: Int
    /// The month, 1 for January.
    package var month: Int
    /// The day of the month, from 1.
    package var day: Int

    /// The day `year`-`month`-`day`.
    package init(year: Int, month: Int, day: Int) {
      self.year = year
      self.month = month
      self.day = day
    }
  }

  /// Seconds in a day: no leap seconds, as Unix time has none.
  package static let secondsPerDay: Int64 = 86_400

  /// Days from 1970-01-01 to `year`-`month`-`day` (negative before it). `month` must be 1...12;
  /// `day` is not checked, so day 0 is the month's eve.
  package static func days(year: Int, month: Int, day: Int) -> Int64 {
    // The year is counted from March, so that February's variable length falls last.
    let year = Int64(month <= 2 ? year - 1 : year)
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day `days` after 1970-01-01 (before it when negative): the inverse of
  /// ``days(year:month:day:)``.
  package static func day(fromDays days: Int64) -> Day {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return Day(year: Int(year), month: Int(month), day: Int(day))
  }

  /// Whether `year` has a February 29th.
  package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Days in `month` (1...12) of `year`; a nil year allows February 29th, as a log line without
  /// a year may be from a leap year.
  package static func daysIn(month: Int, year: Int?) -> Int {
    switch month {
    case 2: return year.map { isLeap($0) ? 29 : 28 } ?? 29
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
