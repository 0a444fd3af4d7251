import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A watched command's runs: which is shown, stepping through them, and what counts as news.
@Suite struct CommandWatchTests {
  static func text(_ lines: [String]) -> MessageDocument {
    MessageDocument(text: lines.joined(separator: "\n"))
  }

  static func watch(runs: [([String], DocumentStatus)]) -> (CommandWatch, [Bool]) {
    var watch = CommandWatch(interval: 1000, start: .zero)
    var news: [Bool] = []
    for (index, (lines, status)) in runs.enumerated() {
      watch.runStarted(at: Instant(milliseconds: Double(index) * 1000), time: "10:00:0\(index)")
      news.append(watch.runFinished(text: text(lines), bytes: lines.count * 8, status: status))
    }
    return (watch, news)
  }

  static func lines(_ document: (any TextDocument)?) -> [String] {
    guard let document else { return [] }
    return (0..<document.prepareLines(through: .max)).map {
      String(decoding: document.line($0), as: UTF8.self)
    }
  }

  @Test func aRunIsNewsWhenItsOutputDiffersFromTheRunBefore() {
    let (_, news) = Self.watch(runs: [
      (["a", "b"], .exited(code: 0)), (["a", "b"], .exited(code: 0)),
      (["a", "c"], .exited(code: 0)), (["a", "c", "d"], .exited(code: 0)),
    ])
    #expect(news == [true, false, true, true])
    let (_, silent) = Self.watch(runs: [([""], .exited(code: 1))])
    #expect(silent == [true], "an empty line is output")
  }

  @Test func aRunLongerThanTheHistoryKeepsIsNoNewsWhenItIsTheSame() {
    let long = Array(repeating: String(repeating: "x", count: 1023), count: 5 * 1024)
    let (_, news) = Self.watch(runs: [(long, .exited(code: 0)), (long, .exited(code: 0))])
    #expect(news == [true, false], "compared with the run as it came, not the copy cut at 4 MiB")
  }

  @Test func theNewestRunShowsBesideTheOneBefore() throws {
    let (watch, _) = Self.watch(runs: [(["one"], .exited(code: 0)), (["two"], .exited(code: 3))])
    let shown = try #require(watch.shown)
    #expect(Self.lines(shown.text) == ["two"])
    #expect(Self.lines(shown.previous) == ["one"])
    #expect(shown.summary.text == "run 2 of 2 · 10:00:01 · exit 3")
  }

  @Test func stepsGoOlderNewerToTheLastSuccessAndBackToTheNewest() throws {
    var (watch, _) = Self.watch(runs: [
      (["1"], .exited(code: 0)), (["2"], .exited(code: 0)), (["3"], .exited(code: 1)),
      (["4"], .exited(code: 2)),
    ])
    var moved = watch.show(.lastSuccess)
    #expect(moved && Self.lines(watch.shown?.text) == ["2"])
    moved = watch.show(.older)
    #expect(moved && watch.shown?.summary.number == 1)
    #expect(watch.shown?.previous == nil)
    moved = watch.show(.older)
    #expect(!moved, "there is none older")
    moved = watch.show(.newer) && watch.show(.newer)
    #expect(moved && watch.shown?.summary.number == 3)
    moved = watch.show(.newest)
    #expect(moved && watch.shownIndex == nil)
    moved = watch.show(.newer)
    #expect(!moved)
  }

  @Test func aRunLookedAtStaysShownAsNewRunsCome() throws {
    var (watch, _) = Self.watch(runs: [(["1"], .exited(code: 0)), (["2"], .exited(code: 0))])
    _ = watch.show(.older)
    watch.runStarted(at: Instant(milliseconds: 5000), time: "10:00:05")
    _ = watch.runFinished(text: Self.text(["3"]), bytes: 8, status: .exited(code: 0))
    #expect(Self.lines(watch.shown?.text) == ["1"])
    #expect(watch.shown?.summary.text == "run 1 of 3 · 10:00:00 · exit 0")
  }

  @Test func runsAreNumberedAsTheyRanWhenOldOnesAreDropped() {
    var watch = CommandWatch(
      interval: 1000, start: .zero, history: RunHistory(capacity: 3, byteLimit: .max))
    for run in 1...7 {
      watch.runStarted(at: Instant(milliseconds: Double(run) * 1000), time: "t\(run)")
      _ = watch.runFinished(text: Self.text(["\(run)"]), bytes: 2, status: .exited(code: 0))
    }
    #expect(watch.shown?.summary.text == "run 7 of 7 · t7 · exit 0")
    _ = watch.show(.older)
    _ = watch.show(.older)
    #expect(watch.shown?.summary.number == 5)
    let moved = watch.show(.older)
    #expect(!moved)
  }

  @Test func anOlderRunIsCopiedOutOfItsSpoolAndCutAtTheLimit() {
    let long = String(repeating: "x", count: 100)
    let copy = CapturedText(copying: Self.text(["short", long, "after"]), byteLimit: 50)
    #expect(
      Self.lines(copy) == [
        "short", String(repeating: "x", count: 45),
        "… the rest of this run's output is not kept in the history",
      ])
    let whole = CapturedText(copying: Self.text(["a", "", "b"]))
    #expect(Self.lines(whole) == ["a", "", "b"])
    // Its text, a newline a line and one checkpoint of 8 bytes: what it really holds.
    #expect(whole.isComplete && whole.byteCount == 2 + 3 + 8)
  }

  @Test func aCopyCostsAboutItsTextAndReadsBackEveryLine() {
    // Short lines, and long ones past a checkpoint's bytes, empty ones, a lone \r.
    var generator = SystemRandomNumberGenerator()
    let lines = (0..<20_000).map { number -> String in
      switch Int.random(in: 0..<50, using: &generator) {
      case 0..<5: return ""
      case 5: return String(repeating: "L", count: Int.random(in: 4000..<9000, using: &generator))
      case 6..<10: return "cr\r"
      default: return "line \(number)"
      }
    }
    let copy = CapturedText(copying: Self.text(lines))
    let text = lines.reduce(0) { $0 + $1.utf8.count }
    #expect(text < CapturedText.byteLimit, "the whole text is kept")
    #expect(copy.byteCount >= text + lines.count)
    // A checkpoint of 8 bytes every 64 lines, and after every 4 KiB.
    let checkpoints = lines.count / 64 + (text + lines.count) / 4096 + 1
    #expect(copy.byteCount <= text + lines.count + 8 * checkpoints, "\(copy.byteCount) for \(text)")
    #expect(copy.lineCount == lines.count)
    #expect(Self.lines(copy) == lines, "read in order")
    let sample = (0..<2_000).map { _ in Int.random(in: 0..<lines.count, using: &generator) }
    let wrong = sample.filter {
      copy.line($0) != Array(lines[$0].utf8) || copy.lineLength($0) != lines[$0].utf8.count
    }
    #expect(wrong.isEmpty, "lines read out of order: \(wrong.prefix(5))")
    #expect(copy.bytes(ofLine: lines.count, in: 0..<10) == [])
  }
}
