import Glibc

/// Timings of many runs of one thing, in nanoseconds each.
struct Samples {
  private(set) var nanoseconds: [Double] = []

  mutating func add(_ value: Double) { nanoseconds.append(value) }

  var count: Int { nanoseconds.count }

  /// The middle value (the mean of the two middle ones for an even count).
  var median: Double { percentile(50) }

  /// The value below which `percent` % of the runs fall (nearest rank).
  func percentile(_ percent: Double) -> Double {
    let sorted = nanoseconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    if percent == 50, sorted.count % 2 == 0 {
      return (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
  }
}

/// The monotonic clock, read in nanoseconds. Only the bench reads it; PagerKit takes time as an
/// argument.
enum MonotonicClock {
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
