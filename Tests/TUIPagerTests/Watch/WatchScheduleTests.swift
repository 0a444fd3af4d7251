import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// When a watched command runs: every interval from one start to the next, never twice at once.
@Suite struct WatchScheduleTests {
  static func at(_ milliseconds: Double) -> Instant { Instant(milliseconds: milliseconds) }

  @Test func runsComeEveryIntervalFromTheStartBefore() {
    var schedule = WatchSchedule(interval: 2000, start: Self.at(0))
    #expect(schedule.isDue(at: Self.at(0), running: false))
    schedule.started(at: Self.at(0))
    #expect(!schedule.isDue(at: Self.at(1999), running: false))
    #expect(schedule.millisecondsLeft(at: Self.at(500)) == 1500)
    // Started a little late, the next keeps the rhythm rather than drifting.
    schedule.started(at: Self.at(2030))
    #expect(schedule.nextRun == Self.at(4000))
    #expect(schedule.millisecondsLeft(at: Self.at(4100)) == 0)
  }

  @Test func aRunStillGoingIsNotStartedTwiceAndMissedTimesAreSkipped() {
    var schedule = WatchSchedule(interval: 1000, start: Self.at(0))
    schedule.started(at: Self.at(0))
    #expect(!schedule.isDue(at: Self.at(1500), running: true))
    #expect(!schedule.isDue(at: Self.at(3400), running: true))
    #expect(schedule.isDue(at: Self.at(3400), running: false))
    schedule.started(at: Self.at(3400))
    #expect(schedule.nextRun == Self.at(4000), "one run for the times missed, then the rhythm")
  }

  @Test func aRunStartedEarlyByHandMovesTheRhythmToIt() {
    var schedule = WatchSchedule(interval: 5000, start: Self.at(0))
    schedule.started(at: Self.at(0))
    schedule.started(at: Self.at(1200))
    #expect(schedule.nextRun == Self.at(6200))
  }
}
