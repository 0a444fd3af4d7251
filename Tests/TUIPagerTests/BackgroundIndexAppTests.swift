import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A file's total is learned in the background without `G`: by the workers, or, without them,
/// a slice a frame.
@Suite struct BackgroundIndexAppTests {
  @Test func theWorkersCountWhileTheLoopSleepsAndAnswersKeys() throws {
    // Two pieces of the workers': 70,000 lines of 64 bytes.
    let line = String(repeating: "x", count: 63) + "\n"
    let file = try TemporaryFile(named: "big.log", String(repeating: line, count: 70_000))
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    // The first megabyte is indexed on the loop, the rest handed to the workers.
    pilot.settle()
    let first = try #require(pilot.lines.last)
    #expect(first.contains("lines 1–28 of ≥"), "\(first)")
    #expect(first.hasSuffix("…  1/1 "))
    #expect(pilot.clock.waits.last == -1, "the loop sleeps until the workers report")
    #expect(pilot.workers?.waitingJobs == 1, "the rest is one piece")
    pilot.press(.character("j"))
    #expect(pilot.lines.last?.contains("lines 2–29 of ≥") == true, "a key is answered meanwhile")
    pilot.letWorkersFinish()
    #expect(pilot.lines.last?.contains("lines 2–29 of 70,000  1/1") == true)
    #expect(pilot.clock.waits.last == -1, "then it sleeps")
  }

  @Test func threadsCountAndTheirReportWakesTheLoop() throws {
    let line = String(repeating: "x", count: 63) + "\n"
    let file = try TemporaryFile(named: "big.log", String(repeating: line, count: 70_000))
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .threads(2)))
    pilot.waitUntil { $0.last?.contains("lines 1–28 of 70,000  1/1") == true }
  }

  @Test func theTotalFillsInWhileKeysAreAnswered() throws {
    // Several slices of a megabyte: 70,000 lines of 64 bytes.
    let line = String(repeating: "x", count: 63) + "\n"
    let file = try TemporaryFile(named: "big.log", String(repeating: line, count: 70_000))
    let pilot = try Pilot([file.path], indexAheadBudget: 1 << 20, workers: nil)
    let first = try #require(pilot.lines.last)
    #expect(first.contains("lines 1–28 of ≥"), "\(first)")
    #expect(first.hasSuffix("…  1/1 "))
    #expect(pilot.waitsForAFrame, "counting goes on at frame pace")
    pilot.press(.character("j"))
    #expect(pilot.lines.last?.contains("lines 2–29") == true, "a key is answered meanwhile")
    pilot.settle()
    #expect(pilot.lines.last?.contains("lines 2–29 of 70,000  1/1") == true)
    #expect(pilot.clock.waits.last == -1, "then it sleeps")
  }

  @Test func theFirstFrameDoesNotWaitForReadingAhead() throws {
    // 4.5 MB: within one tick's budget, which the first frame used to wait for.
    let line = String(repeating: "x", count: 63) + "\n"
    let file = try TemporaryFile(named: "big.log", String(repeating: line, count: 70_000))
    let pilot = try Pilot([file.path], workers: nil)
    #expect(pilot.lines.last?.contains("lines 1–28 of ≥") == true, "\(pilot.lines.last ?? "")")
    pilot.pause(FramePacer.interval)
    #expect(pilot.lines.last?.contains("lines 1–28 of 70,000  1/1") == true)
  }

  @Test func aSmallFilesTotalFollowsTheFirstFrameAFrameLater() throws {
    let line = String(repeating: "x", count: 63) + "\n"
    let file = try TemporaryFile(named: "small.log", String(repeating: line, count: 5_000))
    let pilot = try Pilot([file.path])
    #expect(pilot.lines.last?.contains("lines 1–28 of ≥") == true, "\(pilot.lines.last ?? "")")
    #expect(pilot.waitsForAFrame, "the total is a frame away")
    pilot.pause(FramePacer.interval)
    #expect(pilot.lines.last?.contains("lines 1–28 of 5,000  1/1") == true)
    #expect(pilot.clock.waits.last == -1, "nothing left to do: asleep")
  }
}
