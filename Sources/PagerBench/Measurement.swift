import Glibc
import PagerKit
import PagerReader

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

/// A running sum over results the benchmarks produce, printed at the end so the optimizer cannot
/// drop the work that made them.
struct Checksum {
  private(set) var value: UInt64 = 0

  mutating func add(_ frame: Frame) {
    value &+= UInt64(frame.width * frame.height)
    // A cell in the pages' middle row changes as the pages slide.
    let cell = frame[frame.width / 2, frame.height / 2]
    value &+= UInt64(cell.width) &+ UInt64(cell.glyph.utf8.first ?? 0)
    value &+= UInt64(truncatingIfNeeded: cell.style.hashValue)
  }

  mutating func add(_ position: Double) {
    value &+= UInt64(truncatingIfNeeded: Int((position * 1_000).rounded()))
  }
}
