import Glibc
import PagerKit

/// Time that only moves forward (CLOCK_MONOTONIC), as PagerKit's ``Instant``.
struct MonotonicClock {
  /// The current instant, in milliseconds from an arbitrary origin (the machine's boot).
  func now() -> Instant {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Instant(milliseconds: Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000)
  }
}
