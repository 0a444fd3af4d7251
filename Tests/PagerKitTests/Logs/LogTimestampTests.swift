import Testing

@testable import PagerReader

/// A line's time to milliseconds since 1970 UTC: zones, missing years, local time, and known
/// instants (checked against Python's `datetime`).
@Suite struct LogTimestampTests {
  static func time(
    _ year: Int?, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
    _ second: Int = 0, _ millisecond: Int = 0, zone: Int? = 0
  ) -> LogTimestamp {
    LogTimestamp(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      millisecond: millisecond, utcOffset: zone)
  }

  static func utc(_ timestamp: LogTimestamp) -> Int64 {
    timestamp.milliseconds(defaultYear: 1999, localOffset: 12345)
  }

  @Test func knownInstants() {
    #expect(Self.utc(Self.time(1970, 1, 1)) == 0)
    #expect(Self.utc(Self.time(2024, 1, 26, 8, 59, 12)) == 1_706_259_552_000)
    #expect(Self.utc(Self.time(2024, 1, 26, 8, 59, 12, 345)) == 1_706_259_552_345)
    #expect(Self.utc(Self.time(2024, 2, 29)) == 1_709_164_800_000)
    #expect(Self.utc(Self.time(2000, 2, 29, 12)) == 951_825_600_000)
    #expect(Self.utc(Self.time(1969, 12, 31, 23, 59, 59, 999)) == -1)
    #expect(Self.utc(Self.time(1900, 3, 1)) == -2_203_891_200_000)
    #expect(Self.utc(Self.time(2038, 1, 19, 3, 14, 8)) == 2_147_483_648_000)
    #expect(Self.utc(Self.time(2106, 2, 7, 6, 28, 16)) == 4_294_967_296_000)
    #expect(Self.utc(Self.time(2099, 12, 31, 23, 59, 59)) == 4_102_444_799_000)
  }

  @Test func aZoneMovesTheInstantAgainstItsOffset() {
    let utc = Self.utc(Self.time(2024, 1, 26, 8, 59, 12))
    #expect(Self.utc(Self.time(2024, 1, 26, 10, 59, 12, zone: 7200)) == utc)
    #expect(Self.utc(Self.time(2024, 1, 26, 3, 29, 12, zone: -19800)) == utc)
    // Across midnight and the year's end.
    #expect(
      Self.utc(Self.time(2024, 1, 1, 0, 30, zone: 3600))
        == Self.utc(Self.time(2023, 12, 31, 23, 30)))
  }

  @Test func aMissingZoneIsTheLocalOffset() {
    let local = Self.time(2024, 1, 26, 9, 59, 12, zone: nil)
    #expect(local.milliseconds(defaultYear: 1999, localOffset: 3600) == 1_706_259_552_000)
    #expect(local.milliseconds(defaultYear: 1999, localOffset: 0) == 1_706_263_152_000)
    // A given zone wins over the local one.
    let zoned = Self.time(2024, 1, 26, 9, 59, 12, zone: 3600)
    #expect(zoned.milliseconds(defaultYear: 1999, localOffset: -18000) == 1_706_259_552_000)
  }

  @Test func aMissingYearIsTheFilesUnlessItsMonthIsLater() {
    let january = Self.time(nil, 1, 26, 8, 59, 12)
    #expect(january.milliseconds(defaultYear: 2024, localOffset: 0) == 1_706_259_552_000)
    #expect(
      january.milliseconds(defaultYear: 2024, modifiedMonth: 1, localOffset: 0)
        == 1_706_259_552_000)
    let december = Self.time(nil, 12, 31, 23)
    #expect(december.milliseconds(defaultYear: 2024, localOffset: 0) == 1_735_686_000_000)
    // A file last written in January 2024 holds December 2023's lines.
    #expect(
      december.milliseconds(defaultYear: 2024, modifiedMonth: 1, localOffset: 0)
        == 1_704_063_600_000)
    // A written year is never changed.
    #expect(
      Self.time(2024, 12, 31, 23).milliseconds(defaultYear: 2024, modifiedMonth: 1, localOffset: 0)
        == 1_735_686_000_000)
    // February 29th without a year is March 1st in a common year, as `days` counts on.
    #expect(
      Self.time(nil, 2, 29).milliseconds(defaultYear: 2023, localOffset: 0)
        == Self.utc(Self.time(2023, 3, 1)))
  }

  /// Milliseconds to fields and back, before and after 1970, at a day's edges.
  @Test func fieldsFromMillisecondsRoundTrip() {
    let instants: [Int64] = [
      0, -1, 1, 86_399_999, 86_400_000, -86_400_000, -86_400_001, 1_706_259_552_345,
      4_294_967_296_000, -2_203_891_200_000, 253_402_300_799_999,
    ]
    for instant in instants {
      let fields = LogTimestamp(milliseconds: instant)
      #expect(fields.utcOffset == 0)
      #expect(Self.utc(fields) == instant, "\(instant): \(fields)")
    }
    #expect(LogTimestamp(milliseconds: -1) == Self.time(1969, 12, 31, 23, 59, 59, 999))
    #expect(LogTimestamp(milliseconds: 1_706_259_552_345) == Self.time(2024, 1, 26, 8, 59, 12, 345))
  }
}
