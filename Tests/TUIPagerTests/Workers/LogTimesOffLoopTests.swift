import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Logs whose times the workers read for a merge: the merge is the one the loop makes reading
/// them itself, the page shown first is merged at once, and the rest waits for the workers
/// without the loop reading a time.
@Suite struct LogTimesOffLoopTests {
  /// Lines of about 60 bytes, over 2 MiB: a log's times a second apart from `start`, its
  /// seconds stepping by `step`, every 11th line followed by two lines of a trace.
  static func log(_ name: String, lines: Int, start: Int, step: Int) throws -> TemporaryFile {
    var text: [String] = []
    for number in 0..<lines {
      let second = start + number * step
      let clock = "\(10 + second / 3600 % 10):\(10 + second / 60 % 50):\(10 + second % 50)"
      text.append("2024-03-0\(1 + second / 36000 % 9) \(clock) INFO \(name) line \(number)")
      if number % 11 == 0 { text.append("  trace of \(name) \(number)") }
    }
    return try TemporaryFile(named: name, text.joined(separator: "\n") + "\n")
  }

  static func parser() -> LogTimestampParser {
    let sample = ["2024-03-01 10:10:10 INFO a"].map { Array($0.utf8) }
    return LogTimestampParser(
      layout: LogTimestampDetector.layout(of: sample)!, defaultYear: 2024, localOffset: 0)
  }

  /// The merge of `files`, each a file whose workers are `workers`, or read on the loop alone.
  static func merge(_ files: [TemporaryFile], workers: MatchWorkers?) throws -> MergedDocument {
    let parser = parser()
    return MergedDocument(
      sources: try files.map { file in
        let document = try FileDocument(path: file.path)
        document.workers = workers
        guard workers != nil else {
          return MergeSource(document: document) { parser.milliseconds(in: $0) }
        }
        return MergeSource(document: document, parser: parser)
      })
  }

  static func text(_ merged: MergedDocument) -> [String] {
    (0..<merged.lineCount).map { String(decoding: merged.line($0), as: UTF8.self) }
  }

  /// `merged` merged to its end over the turns, its workers running jobs at once or none.
  @discardableResult static func toEnd(_ merged: MergedDocument) -> MergedDocument {
    merged.prepareLines(through: .max)
    while merged.indexAhead(budget: PagerScreen.defaultIndexAheadBudget) {}
    return merged
  }

  @Test func theWorkersTimesMergeAsTheLoopsDo() throws {
    let one = try Self.log("one.log", lines: 36_000, start: 0, step: 2)
    let two = try Self.log("two.log", lines: 40_000, start: 1, step: 2)
    let alone = Self.toEnd(try Self.merge([one, two], workers: nil))

    let workers = MatchWorkers(mode: .held)
    let merged = try Self.merge([one, two], workers: workers)
    // The first page is merged at once, on the loop.
    #expect(merged.prepareLines(through: 40) > 40)
    var mergedAtFirstWait: Int?
    while merged.indexAhead(budget: PagerScreen.defaultIndexAheadBudget) {
      guard merged.indexAwaitsWorkers else { continue }
      mergedAtFirstWait = mergedAtFirstWait ?? merged.lineCount
      #expect(workers.runHeld() > 0, "waiting only for work given to the workers")
    }
    let waited = try #require(mergedAtFirstWait, "the times came from the workers")
    #expect(waited < 2 * MergedDocument.linesReadAhead, "the loop read each first chunk alone")
    #expect(merged.isComplete)
    #expect(Self.text(merged) == Self.text(alone))
    #expect(merged.lineCount == 36_000 + 36_000 / 11 + 1 + 40_000 + 40_000 / 11 + 1)
  }

  @Test func workersThatRunAtOnceMergeTheSame() throws {
    let one = try Self.log("one.log", lines: 30_000, start: 5, step: 3)
    let two = try Self.log("two.log", lines: 30_000, start: 0, step: 3)
    let alone = Self.toEnd(try Self.merge([one, two], workers: nil))
    let merged = Self.toEnd(try Self.merge([one, two], workers: MatchWorkers(mode: .inline)))
    #expect(Self.text(merged) == Self.text(alone))
  }

  /// A merge let go stops its workers' reading.
  @Test func aMergeLetGoCancelsItsJobs() throws {
    let one = try Self.log("one.log", lines: 36_000, start: 0, step: 2)
    let two = try Self.log("two.log", lines: 36_000, start: 1, step: 2)
    let workers = MatchWorkers(mode: .held)
    var merged: MergedDocument? = try Self.merge([one, two], workers: workers)
    merged?.prepareLines(through: 40)
    _ = merged?.indexAhead(budget: PagerScreen.defaultIndexAheadBudget)
    #expect(workers.waitingJobs > 0)
    merged = nil
    // Each job's next piece finds itself cancelled and submits no more.
    #expect(workers.runHeld(limit: 100) < 100)
    #expect(workers.waitingJobs == 0)
  }
}
