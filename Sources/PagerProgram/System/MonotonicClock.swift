import CLinuxCalls
import Glibc
import PagerKit
import PagerReader

/// The run loop's time: what time it is, and a wait that input cuts short. The program uses
/// ``MonotonicClock``; tests use a clock they move by hand, so no test waits for real.
protocol RunLoopClock {
  /// The current instant.
  func now() -> Instant
  /// Waits until one of `descriptors` has input (or hangs up), a signal arrives, or
  /// `timeoutMilliseconds` pass (to a fraction of one, for frames due on deadlines); a negative
  /// timeout waits with no limit. Negative descriptors are not watched.
  func wait(forInputOn descriptors: [Int32], timeoutMilliseconds: Double)
}

extension RunLoopClock {
  /// Whole milliseconds from now until `deadline`, rounded up so that a wait that long does not
  /// end before it; 0 once it has passed. A timeout for `poll`.
  func millisecondsLeft(until deadline: Instant) -> Int32 {
    Int32(max(0, (deadline.milliseconds - now().milliseconds).rounded(.up)))
  }
}

/// Time that only moves forward (CLOCK_MONOTONIC), as PagerKit's ``Instant``.
struct MonotonicClock: RunLoopClock {
  /// The current instant, in milliseconds from an arbitrary origin (the machine's boot).
  func now() -> Instant {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Instant(milliseconds: Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1_000_000)
  }

  func wait(forInputOn descriptors: [Int32], timeoutMilliseconds: Double) {
    var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let nanoseconds = timeoutMilliseconds < 0 ? -1 : Int64((timeoutMilliseconds * 1e6).rounded(.up))
    // A signal or a resize interrupts the wait; the caller then looks at what came.
    _ = linux_calls_poll_nanoseconds(&watched, nfds_t(watched.count), nanoseconds)
  }
}
