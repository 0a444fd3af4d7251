import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A file looked through by the workers: what they find is what the loop finds alone, a scan
/// let go finds nothing more, and the loop never waits for them.
@Suite struct BackgroundScanTests {
  /// About 9 MiB: three pieces; every 997th line holds `needle`, and line 70,000 is far longer.
  static func file() throws -> TemporaryFile {
    try TemporaryFile(named: "big.txt", lines: 300_001) { number in
      if number == 70_000 { return String(repeating: "w", count: 100_000) + " needle" }
      let line = number > 70_000 ? number - 1 : number
      return line % 997 == 0 ? "line \(line) needle here" : "line \(line) of the usual text"
    }
  }

  static func document(_ file: TemporaryFile, workers: MatchWorkers?) throws -> FileDocument {
    let document = try FileDocument(path: file.path)
    document.workers = workers
    return document
  }

  /// Filters `document` by `search` to its end, waiting on the workers' descriptor whenever
  /// the filter waits on them; returns the numbers of the lines kept and how many times it
  /// waited.
  static func filter(
    _ search: TextSearch, in document: FileDocument, workers: MatchWorkers?
  ) -> (lines: [Int], waits: Int) {
    let filter = FilteredDocument(base: document, search: search, inverted: false)
    var waits = 0
    for _ in 0..<100_000 where !filter.isComplete {
      // The loop's ticks index the file ahead as they filter: a filter that has looked at
      // every line can be ahead of the index.
      if filter.isCaughtUp { _ = document.indexAhead(budget: 1 << 20) }
      filter.advance(budget: 1 << 10)
      guard filter.awaitsWorkers, let workers else { continue }
      waits += 1
      if workers.mode == .held {
        workers.runHeld()
      } else {
        #expect(MatchWorkersTests.readable(workers.descriptor))
      }
      _ = workers.takeReports()
      filter.workersReported()
    }
    #expect(filter.isComplete)
    return ((0..<filter.lineCount).map(filter.lineNumber(ofLine:)), waits)
  }

  @Test func twoWorkersFilterAsTheLoopFiltersAlone() throws {
    let file = try Self.file()
    let search = TextSearch(pattern: "needle")
    let alone = Self.filter(search, in: try Self.document(file, workers: nil), workers: nil)
    let workers = MatchWorkers(mode: .threads(2))
    let document = try Self.document(file, workers: workers)
    let shared = Self.filter(search, in: document, workers: workers)
    #expect(alone.lines.count == 302, "every 997th line and the long one")
    #expect(alone.waits == 0)
    #expect(shared.lines == alone.lines)
    #expect(shared.waits > 0, "the count waited on the workers")
    #expect(document.lineCount == 300_001, "their pieces indexed the file")
    #expect(document.isComplete)
    #expect(document.line(70_001) == Array("line 70000 of the usual text".utf8))
  }

  @Test func aRegularExpressionAndItsLinesToo() throws {
    let file = try Self.file()
    let search = TextSearch(pattern: "^line [0-9]*7 needle")
    let alone = Self.filter(search, in: try Self.document(file, workers: nil), workers: nil)
    let workers = MatchWorkers(mode: .held)
    let shared = Self.filter(
      search, in: try Self.document(file, workers: workers), workers: workers)
    #expect(alone.lines.count > 10)
    #expect(shared.lines == alone.lines)
  }

  @Test func nothingIsFoundBeforeTheWorkersReport() throws {
    let file = try Self.file()
    let workers = MatchWorkers(mode: .held)
    let document = try Self.document(file, workers: workers)
    var visited: [Int] = []
    let scanned = document.scanLines(
      matching: TextSearch(pattern: "needle"), renderer: LineRenderer(), from: 0, budget: .max,
      pausing: { false },
      { line, _ in
        visited.append(line)
        return true
      })
    #expect(scanned?.awaitsWorkers == true)
    #expect(scanned?.nextLine == 0)
    #expect(visited.isEmpty)
    #expect(workers.waitingJobs == 3, "the file's three pieces")
    workers.runHeld()
    #expect(workers.takeReports(), "each piece reported")
    let after = document.scanLines(
      matching: TextSearch(pattern: "needle"), renderer: LineRenderer(), from: 0, budget: .max,
      pausing: { false },
      { line, _ in
        visited.append(line)
        return true
      })
    #expect(after?.reachedEnd == true)
    #expect(visited.count == 302)
  }

  @Test func theSearchTheUserWaitsOnGoesBeforeTheCount() throws {
    let file = try Self.file()
    let workers = MatchWorkers(mode: .held)
    let document = try Self.document(file, workers: workers)
    let search = TextSearch(pattern: "needle")
    let counted = document.scanLines(
      matching: search, renderer: LineRenderer(), from: 0, budget: .max, pausing: { false },
      { _, _ in true })
    #expect(counted?.awaitsWorkers == true)
    let waiting = document.scan(
      for: search, renderer: LineRenderer(), from: 1, budget: .max, pausing: { false })
    #expect(waiting?.outcome == .awaitsWorkers(at: 1))
    #expect(workers.waitingJobs == 6, "three pieces each")
    // The search's first piece, though it came last.
    workers.runHeld(limit: 1)
    let found = document.scan(
      for: search, renderer: LineRenderer(), from: 1, budget: .max, pausing: { false })
    #expect(found?.outcome == .line(997))
    let stillCounting = document.scanLines(
      matching: search, renderer: LineRenderer(), from: 0, budget: .max, pausing: { false },
      { _, _ in true })
    #expect(stillCounting?.awaitsWorkers == true, "the count's pieces wait")
  }

  @Test func aSpoolIsLookedThroughAsFarAsItsLastLineEndAndOnAsItGrows() throws {
    let growing = try GrowingFile()
    let document = growing.document
    let workers = MatchWorkers(mode: .held)
    document.workers = workers
    var text = ""
    for line in 0..<200_000 { text += line % 1_000 == 0 ? "needle \(line)\n" : "hay \(line)\n" }
    growing.append(text + "needle unfinished")
    document.indexAppended()
    let filter = FilteredDocument(
      base: document, search: TextSearch(pattern: "needle"), inverted: false)
    filter.advance(budget: .max >> 16)
    #expect(filter.awaitsWorkers, "the workers have the spool's lines")
    #expect(filter.lineCount == 0)
    workers.runHeld()
    filter.workersReported()
    while filter.advance(budget: .max >> 16) || !filter.isCaughtUp {}
    #expect(filter.lineCount == 201, "200 lines, and the unfinished one, matched as it is now")
    growing.append(" still\nneedle after\n")
    document.indexAppended()
    filter.advance(budget: .max >> 16)
    #expect(filter.lineCount == 202)
    #expect(filter.line(200) == Array("needle unfinished still".utf8))
    #expect(filter.line(201) == Array("needle after".utf8))
  }

  @Test func aScanLetGoIsCancelledAndReportsNothing() throws {
    let file = try Self.file()
    let workers = MatchWorkers(mode: .held)
    let document = try Self.document(file, workers: workers)
    _ = document.scanLines(
      matching: TextSearch(pattern: "needle"), renderer: LineRenderer(), from: 0, budget: .max,
      pausing: { false }, { _, _ in true })
    #expect(workers.waitingJobs == 3)
    document.backgroundScans.removeAll()
    #expect(workers.runHeld() == 3, "its jobs still run")
    #expect(!workers.takeReports(), "but, cancelled, report nothing")
  }

  @Test func aFifthSearchCancelsTheOneUsedLongestAgo() throws {
    let file = try Self.file()
    let workers = MatchWorkers(mode: .held)
    let document = try Self.document(file, workers: workers)
    let patterns = ["one", "two", "three", "four", "five"]
    for pattern in patterns {
      _ = document.scanLines(
        matching: TextSearch(pattern: pattern), renderer: LineRenderer(), from: 0,
        budget: .max, pausing: { false }, { _, _ in true })
    }
    #expect(
      document.backgroundScans.map { $0.search?.pattern } == ["five", "four", "three", "two"])
    #expect(workers.waitingJobs == 15)
    workers.runHeld()
    var reports: UInt64 = 0
    _ = read(workers.descriptor, &reports, 8)
    #expect(reports == 12, "the first search's three pieces were cancelled")
  }

  @Test func goingOnFromAnotherLineStartsANewScan() throws {
    let file = try Self.file()
    let workers = MatchWorkers(mode: .inline)
    let document = try Self.document(file, workers: workers)
    let search = TextSearch(pattern: "needle")
    var first: Int?
    _ = document.scanLines(
      matching: search, renderer: LineRenderer(), from: 0, budget: .max, pausing: { false },
      { line, _ in
        first = line
        return false
      })
    #expect(first == 0)
    #expect(document.backgroundScans.first?.frontLine == 1, "it goes on after the line found")
    var from5000: Int?
    _ = document.scanLines(
      matching: search, renderer: LineRenderer(), from: 5_000, budget: .max, pausing: { false },
      { line, _ in
        from5000 = line
        return false
      })
    #expect(from5000 == 5_982, "the first needle after line 5,000")
    #expect(document.backgroundScans.count == 2)
  }
}
