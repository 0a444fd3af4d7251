import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A search that passes over the header columns (`--no-search-header-columns`) keeps to the
/// workers, a chunk of the file at a time: the columns cut off before matching leave every
/// line the match across lines rules out without a match, and a pattern that looks before its
/// start (`^`) is matched line by line on the workers, not on the loop.
@Suite struct HeaderSearchOnWorkersAppTests {
  /// About 8 MiB of ordinary lines; `needle` in the header columns of line 100,000 and past
  /// them on line 250,000.
  static func file() throws -> TemporaryFile {
    try TemporaryFile(named: "big.txt", lines: 300_000) { line in
      switch line {
      case 99_999: "needle in the header columns"
      case 249_999: "row  needle is here"
      default: "line \(line) of the usual text"
      }
    }
  }

  @Test(arguments: ["needle", "^needle"])
  func theWorkersSearchAndFindItPastTheColumns(_ pattern: String) throws {
    let file = try Self.file()
    let pilot = try Pilot(
      ["--header=1,5", "--no-search-header-columns", file.path],
      workers: MatchWorkers(mode: .held))
    SearchOnWorkersAppTests.search(pattern, in: pilot)
    let status = SearchOnWorkersAppTests.status(pilot)
    #expect(status.contains("searching…"), "\(pattern): \(status)")
    #expect(pilot.clock.waits.last == -1, "\(pattern): nothing to do until the workers report")
    pilot.letWorkersFinish()
    #expect(
      pilot.lines[pilot.firstTextRow + 1].hasPrefix("row  needle is here"),
      "\(pattern): \(pilot.lines[pilot.firstTextRow + 1])")
  }
}
