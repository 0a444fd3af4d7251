import Glibc

/// The monotonic clock, read in nanoseconds. Only the bench reads it; PagerKit takes time as an
/// argument.
enum MonotonicClock {
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
