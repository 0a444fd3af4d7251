import Testing

@testable import PagerKit
@testable import PagerReader

/// Frame deadlines: a frame every sixtieth of a second from the origin, each showing the instant
/// of the deadline after it; late frames skip deadlines rather than queue them.
@Suite struct FramePacerTests {
  static let interval = FramePacer.interval

  @Test(arguments: [0.0, 3.25, 1_000_000.5])
  func deadlinesFallEveryIntervalFromTheOrigin(origin: Double) {
    let pacer = FramePacer(origin: Instant(milliseconds: origin))
    // Every moment of the first second, a tenth of a millisecond apart.
    for tenth in 0...10_000 {
      let now = Instant(milliseconds: origin + Double(tenth) / 10)
      let next = pacer.nextDeadline(after: now)
      let frames = (next.milliseconds - origin) / Self.interval
      #expect(abs(frames - frames.rounded()) < 1e-6, "on a deadline at \(tenth)")
      #expect(next.milliseconds > now.milliseconds - FramePacer.tolerance + 1e-9)
      #expect(next.milliseconds - now.milliseconds <= Self.interval + FramePacer.tolerance)
      #expect(pacer.shownInstant(at: now) == next)
    }
  }

  @Test func aFrameDrawnAtTheOriginShowsOneFrameAlong() {
    let pacer = FramePacer(origin: Instant(milliseconds: 500))
    #expect(pacer.shownInstant(at: Instant(milliseconds: 500)).milliseconds == 500 + Self.interval)
    // Before the origin (a clock read a hair early), still the first frame.
    #expect(pacer.shownInstant(at: Instant(milliseconds: 499)).milliseconds == 500 + Self.interval)
  }

  @Test func aWakeAHairBeforeADeadlineDrawsThatDeadlinesFrame() {
    let pacer = FramePacer(origin: .zero)
    let early = Instant(milliseconds: 2 * Self.interval - FramePacer.tolerance / 2)
    #expect(abs(pacer.shownInstant(at: early).milliseconds - 3 * Self.interval) < 1e-9)
  }

  @Test func aLateFrameSkipsTheDeadlinesItMissed() {
    let pacer = FramePacer(origin: .zero)
    // A frame due at 0 finished at 40 ms: the deadlines at 16.7 and 33.3 are gone.
    let next = pacer.nextDeadline(after: Instant(milliseconds: 40))
    #expect(abs(next.milliseconds - 3 * Self.interval) < 1e-9)
  }

  /// Frames at the deadlines of a 250 ms slide show 15 different positions, the last the
  /// target, from the key's own frame on.
  @Test(arguments: [100.0, 150, 250, 400])
  func framesOfAMotionAtItsDeadlinesEndOnTheTarget(duration: Double) {
    let start = Instant(milliseconds: 1234.5)
    let motion = Motion(from: 0, to: 1, at: start, duration: duration)
    let pacer = FramePacer(origin: start)
    var now = start
    var shown: [Double] = []
    while !motion.isFinished(at: pacer.shownInstant(at: now).advanced(by: -Self.interval)) {
      shown.append(motion.position(at: pacer.shownInstant(at: now)))
      now = pacer.nextDeadline(after: now)
    }
    #expect(shown.count == Int((duration / Self.interval).rounded(.up)))
    #expect(shown.first! > 0, "the first frame has moved")
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 > $0 })
    #expect(shown.last == 1)
  }
}
