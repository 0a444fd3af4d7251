import PagerKit
import Testing

@testable import PagerProgram

/// Which turns woken by workers' reports draw: one a frame's interval at most, and at once when
/// work begins or ends.
@Suite struct ReportFramesTests {
  /// Which of `turns` (milliseconds, woken by reports alone, unfinished work) draw.
  static func drawn(_ turns: [(Double, Bool, Int)], frames: inout ReportFrames) -> [Bool] {
    turns.map { milliseconds, woken, unfinished in
      frames.draws(
        at: Instant(milliseconds: milliseconds), wokenByReportsAlone: woken,
        unfinished: unfinished)
    }
  }

  @Test func aTurnWokenByAnythingButReportsAlwaysDraws() {
    var frames = ReportFrames()
    let drawn = Self.drawn([(0, false, 1), (1, false, 1), (1, false, 1)], frames: &frames)
    #expect(drawn == [true, true, true])
    #expect(!frames.isOwed)
    #expect(frames.millisecondsToOwedFrame(at: Instant(milliseconds: 1)) == nil)
  }

  @Test func reportsWithinAFrameOfTheLastDrawLeaveTheFrameOwedUntilItIsDue() {
    var frames = ReportFrames()
    let drawn = Self.drawn([(100, true, 1), (102, true, 1), (110, true, 1)], frames: &frames)
    #expect(drawn == [true, false, false])
    #expect(frames.isOwed)
    let owed = frames.millisecondsToOwedFrame(at: Instant(milliseconds: 110))
    #expect(owed.map { abs($0 - (FramePacer.interval - 10)) < 1e-9 } == true)
    let due = Self.drawn([(100 + FramePacer.interval, true, 1)], frames: &frames)
    #expect(due == [true])
    #expect(!frames.isOwed)
  }

  @Test func workEndingOrBeginningDrawsAtOnce() {
    var frames = ReportFrames()
    let drawn = Self.drawn(
      [(0, true, 2), (1, true, 1), (2, true, 0), (3, true, 0), (4, true, 1)], frames: &frames)
    #expect(drawn == [true, true, true, false, true])
  }

  @Test func anOwedFrameLateIsDueAtOnce() {
    var frames = ReportFrames()
    _ = Self.drawn([(0, true, 1), (5, true, 1)], frames: &frames)
    #expect(frames.millisecondsToOwedFrame(at: Instant(milliseconds: 50)) == 0)
  }
}
