import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's `--no-search-header-lines` and `--no-search-header-columns` with a filter
/// (`&pattern`), as less's filter judges lines where its search looks: the header lines stay
/// on top as the header, whatever they hold, and are not judged; a line is kept only when it
/// matches past the header columns. On every path: a small file, the workers, long lines.
@Suite struct HeaderSearchFilterAppTests {
  typealias Path = HeaderSearchCountAppTests.Path

  static func filtered(_ path: Path, _ options: [String]) throws -> Pilot {
    let text = HeaderSearchCountAppTests.text(path)
    let file = try TemporaryFile(named: "table.txt", text.joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--header=1,5", "-S"] + options + [file.path])
    pilot.press(.character("&"))
    ShellKeysAppTests.type("needle", into: pilot)
    pilot.press(.enter)
    pilot.settle()
    return pilot
  }

  @Test(arguments: Path.allCases)
  func theHeaderStaysAndIsNotJudgedAndHeaderColumnsDoNotKeepALine(_ path: Path) throws {
    let lines = path == .workers ? "30,000" : "60"
    let cases: [([String], Int, Bool)] = [
      ([], 4, true),
      (["--no-search-header-lines"], 3, true),
      (["--no-search-header-columns"], 3, false),
      (["--no-search-headers"], 2, false),
    ]
    for (options, kept, keepsColumnsLine) in cases {
      let pilot = try Self.filtered(path, options)
      let status = HeaderSearchCountAppTests.status(pilot)
      #expect(
        status.contains("filtered: \(kept) of \(lines) lines"), "\(path) \(options): \(status)")
      let row = pilot.firstTextRow
      #expect(pilot.lines[row].hasPrefix("ID   needle head"), "\(path) \(options): the header")
      let shown = pilot.lines[(row + 1)...]
      #expect(
        shown.contains { $0.hasPrefix("needle in the header columns") } == keepsColumnsLine,
        "\(path) \(options)")
      #expect(shown.contains { $0.hasPrefix("row  needle two") }, "\(path) \(options)")
      #expect(shown.contains { $0.hasPrefix("row  needle last") }, "\(path) \(options)")
    }
  }
}
