import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Searches, filters and counts the workers do, in the program: the loop sleeps while they
/// look, keys are answered meanwhile, and their reports move the search on.
@Suite struct SearchOnWorkersAppTests {
  /// About 8 MiB of ordinary lines with one `needle`, on line 250,000.
  static func file() throws -> TemporaryFile {
    try TemporaryFile(named: "big.txt", lines: 300_000) { line in
      line == 249_999 ? "the needle is here" : "line \(line) of the usual text"
    }
  }

  static func status(_ pilot: Pilot) -> String {
    pilot.lines[pilot.lines.count - 1]
  }

  static func search(_ pattern: String, in pilot: Pilot) {
    pilot.press(.character("/"))
    for character in pattern { pilot.press(.character(character)) }
    pilot.press(.enter)
  }

  @Test func theLoopSleepsWhileTheWorkersSearchThenShowsTheMatch() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    Self.search("needle", in: pilot)
    #expect(Self.status(pilot).contains("searching…"), "\(Self.status(pilot))")
    #expect(pilot.clock.waits.last == -1, "nothing to do until the workers report")
    pilot.letWorkersFinish()
    #expect(pilot.lines[pilot.firstTextRow].contains("the needle is here"))
  }

  @Test func keysScrollDuringTheSearchAndTheMatchWaitsForN() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    Self.search("needle", in: pilot)
    pilot.press(.character("j"))
    pilot.press(.character("j"))
    #expect(pilot.lines[pilot.firstTextRow] == "line 2 of the usual text".padding(100))
    #expect(Self.status(pilot).contains("searching…"), "the search goes on under the keys")
    pilot.letWorkersFinish()
    #expect(pilot.lines[pilot.firstTextRow] == "line 2 of the usual text".padding(100))
    let status = Self.status(pilot)
    #expect(status.contains("found on line 250000: n shows it"), "\(status)")
    pilot.press(.character("n"))
    #expect(pilot.lines[pilot.firstTextRow].contains("the needle is here"))
  }

  @Test func escStopsTheSearchAndTheWorkersLateReportMovesNothing() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    Self.search("needle", in: pilot)
    pilot.press(.escape)
    #expect(Self.status(pilot).contains("Search stopped"), "\(Self.status(pilot))")
    pilot.letWorkersFinish()
    #expect(pilot.lines[pilot.firstTextRow] == "line 0 of the usual text".padding(100))
  }

  @Test func qQuitsAtOnceWhileTheyLook() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .held))
    Self.search("needle", in: pilot)
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test func threadsFindItAndWakeTheLoop() throws {
    let file = try Self.file()
    let pilot = try Pilot([file.path], workers: MatchWorkers(mode: .threads(2)))
    Self.search("need[l]e", in: pilot)
    pilot.waitUntil { lines in lines.contains { $0.contains("the needle is here") } }
  }

  @Test func aFilterOnThreadsKeepsTheLineAndSaysWhichItIs() throws {
    let file = try Self.file()
    let pilot = try Pilot(["-N", file.path], workers: MatchWorkers(mode: .threads(2)))
    pilot.press(.character("&"))
    for character in "needle" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.waitUntil { lines in
      lines.contains { $0.contains("250000 the needle is here") }
        && lines.last?.contains("lines 1–1 of 1") == true
    }
  }
}

extension String {
  /// The string with blanks after it to `width` columns.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}

/// The status line's summary of a match follows the counts as they arrive, without a key.
@Suite struct LiveMatchSummaryAppTests {
  @Test func theSummaryFollowsTheCountsOfTheOtherTabs() throws {
    let small = try TemporaryFile(named: "small.txt", "one needle\ntwo\nthree needle\n")
    let big = try SearchOnWorkersAppTests.file()
    let pilot = try Pilot([small.path, big.path], workers: MatchWorkers(mode: .held))
    SearchOnWorkersAppTests.search("needle", in: pilot)
    let counting = SearchOnWorkersAppTests.status(pilot)
    #expect(counting.contains("match 1 of 2 · tab 1 of ≥1 with matches"), "\(counting)")
    pilot.letWorkersFinish()
    let counted = SearchOnWorkersAppTests.status(pilot)
    #expect(counted.contains("match 1 of 2 · tab 1 of 2 with matches"), "\(counted)")
    pilot.press(.character("j"))
    let after = SearchOnWorkersAppTests.status(pilot)
    #expect(!after.contains("match 1 of"), "a key clears it as any message")
  }
}
