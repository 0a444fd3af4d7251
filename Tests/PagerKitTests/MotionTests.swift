import Testing

@testable import PagerKit
@testable import PagerReader

@Suite struct MotionTests {
  @Test(arguments: [0.0, 0.5, 1, 1.5, 2, 2.5, 3])
  func curveIsMonotonicAndEndsOnOne(slope: Double) {
    var previous = Motion.easeOut(0, initialSlope: slope)
    #expect(previous == 0)
    for step in 1...1000 {
      let value = Motion.easeOut(Double(step) / 1000, initialSlope: slope)
      #expect(value >= previous, "slope \(slope) goes back at step \(step)")
      #expect(value <= 1)
      previous = value
    }
    #expect(Motion.easeOut(1, initialSlope: slope) == 1)
  }

  @Test(arguments: [0.0, 0.5, 1, 1.5, 2, 2.5, 3])
  func curveLeavesWithItsSlopeAndLandsWithTheArrivalSlope(slope: Double) {
    let h = 1e-6
    let leaving = (Motion.easeOut(h, initialSlope: slope) - Motion.easeOut(0, initialSlope: slope))
    let landing = (1 - Motion.easeOut(1 - h, initialSlope: slope))
    #expect(abs(leaving / h - slope) < 1e-4)
    #expect(abs(landing / h - Motion.arrivalSlope) < 1e-4)
  }

  /// At 60 frames a second, every frame of a 250 ms slide over a 100-column page moves the
  /// page by a column at least: the last one too.
  @Test func everyFrameOfASlideMovesAColumn() {
    let columns = (0...15).map { frame in
      (100 * Motion.easeOut(Double(frame) / 15)).rounded()
    }
    #expect(zip(columns, columns.dropFirst()).allSatisfy { $1 > $0 }, "\(columns)")
    #expect(columns.last == 100)
  }

  @Test func landsExactlyOnTheTargetAndStaysThere() {
    let motion = Motion(from: 0.37, to: 3, at: Instant(milliseconds: 1000), duration: 250)
    #expect(motion.position(at: Instant(milliseconds: 1000)) == 0.37)
    #expect(motion.position(at: Instant(milliseconds: 1250)) == 3)
    #expect(motion.position(at: Instant(milliseconds: 99_999)) == 3)
    #expect(motion.isFinished(at: Instant(milliseconds: 1250)))
    #expect(!motion.isFinished(at: Instant(milliseconds: 1249.9)))
    #expect(motion.velocity(at: Instant(milliseconds: 1250)) == 0)
  }

  @Test func movesBackwardsMonotonically() {
    let motion = Motion(from: 3, to: 0, at: .zero, duration: 250)
    var previous = 3.0
    for millisecond in 0...260 {
      let position = motion.position(at: Instant(milliseconds: Double(millisecond)))
      #expect(position <= previous)
      #expect(position >= 0)
      previous = position
    }
    #expect(previous == 0)
  }

  @Test func velocityMatchesTheSlopeOfThePosition() {
    let motion = Motion(from: 1, to: 2.5, at: .zero, duration: 200, velocity: 0.004)
    for millisecond in stride(from: 10.0, through: 190, by: 20) {
      let h = 0.001
      let numeric =
        (motion.position(at: Instant(milliseconds: millisecond + h))
          - motion.position(at: Instant(milliseconds: millisecond - h))) / (2 * h)
      #expect(abs(numeric - motion.velocity(at: Instant(milliseconds: millisecond))) < 1e-6)
    }
  }

  @Test func carriedVelocityIsKeptWithinTheMonotonicRange() {
    // 0.006 pages/ms over 1 page in 250 ms is a normalised slope of 1.5: kept as is.
    let kept = Motion(from: 0, to: 1, at: .zero, duration: 250, velocity: 0.006)
    #expect(abs(kept.initialSlope - 1.5) < 1e-12)
    #expect(abs(kept.velocity(at: Instant(milliseconds: 1e-9)) - 0.006) < 1e-6)
    // Too fast would overshoot: clamped to 3.
    let fast = Motion(from: 0, to: 1, at: .zero, duration: 250, velocity: 1)
    #expect(fast.initialSlope == 3)
    // Moving the other way: starts from a standstill rather than overshooting backwards.
    let reversing = Motion(from: 0, to: 1, at: .zero, duration: 250, velocity: -0.01)
    #expect(reversing.initialSlope == 0)
  }
}
