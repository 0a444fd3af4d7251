import Glibc
import Testing

@testable import PagerProgram

/// The program's clock: the time left until a deadline, and the wait that input cuts short.
@Suite struct MonotonicClockTests {
  @Test func aDeadlineThatHasPassedLeavesNothing() {
    let clock = MonotonicClock()
    #expect(clock.millisecondsLeft(until: clock.now().advanced(by: -5)) == 0)
  }

  @Test func whatIsLeftIsRoundedUpNeverPastTheDeadline() {
    let clock = MonotonicClock()
    let left = clock.millisecondsLeft(until: clock.now().advanced(by: 1000.5))
    #expect((1...1001).contains(left))
  }

  @Test func inputOnAWatchedDescriptorEndsTheWait() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    #expect(StandardStream(descriptor: ends[1]).writeAll("x"))
    let clock = MonotonicClock()
    let start = clock.now()
    clock.wait(forInputOn: [-1, ends[0]], timeoutMilliseconds: 60_000)
    #expect(clock.now().milliseconds - start.milliseconds < 10_000)
  }
}
