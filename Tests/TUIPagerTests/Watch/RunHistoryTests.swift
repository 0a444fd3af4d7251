import Testing

@testable import PagerProgram

/// The bounded history of runs.
@Suite struct RunHistoryTests {
  @Test func itKeepsTheNewestUpToItsCapacity() {
    var history = RunHistory<Int>(capacity: 50, byteLimit: .max)
    for run in 1...120 { history.append(run, bytes: 10) }
    #expect(history.runs == Array(71...120))
    #expect(history.droppedCount == 70)
    #expect(history.byteCount == 500)
  }

  @Test func itKeepsWithinItsBytesButAlwaysTheLastTwo() {
    var history = RunHistory<Int>(capacity: 100, byteLimit: 1000)
    for run in 1...10 { history.append(run, bytes: 300) }
    #expect(history.runs == [8, 9, 10])
    #expect(history.byteCount == 900)
    history.append(11, bytes: 5000)
    #expect(history.runs == [10, 11], "the shown run and the one before stay whatever their size")
  }

  @Test func replacingARunCountsItsNewSize() {
    var history = RunHistory<String>(capacity: 10, byteLimit: 1000)
    history.append("big", bytes: 900)
    history.append("next", bytes: 50)
    history.replace(at: 0, with: "copied", bytes: 100)
    #expect(history.byteCount == 150)
    history.append("third", bytes: 900)
    #expect(history.runs == ["next", "third"])
  }

  @Test func theDefaultKeepsAtLeastFiftyRunsOfOrdinaryOutput() {
    var history = RunHistory<Int>()
    for run in 1...200 { history.append(run, bytes: 64 * 1024) }
    #expect(history.runs.count >= 50)
    #expect(history.byteCount <= history.byteLimit)
  }
}
