import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's `--no-search-header-lines` and `--no-search-header-columns` in the counts: the
/// status line's "match N of M", and `*`, which marks every matching line, leave out the header
/// lines and the matches that lie only in the header columns, on every path a count takes (a
/// small file on the loop, a big one on the workers, a line too long to render whole).
@Suite struct HeaderSearchCountAppTests {
  /// Where the text can be made to take each path.
  enum Path: CaseIterable {
    /// A few lines, looked at on the loop.
    case small
    /// Enough bytes that the workers count them.
    case workers
    /// The lines to judge longer than ``LinePiece/wholeLineLimit``: looked at a piece at a time.
    case pieces
  }

  /// A header line matching `needle` past the header columns (5); a line whose `needle` lies
  /// only partly past them; two with `needle` past them, the second far down.
  static func text(_ path: Path) -> [String] {
    let filler = path == .workers ? 30_000 : 60
    let tail = path == .pieces ? " " + String(repeating: "x", count: LinePiece.wholeLineLimit) : ""
    return (0..<filler).map { line in
      switch line {
      case 0: "ID   needle head"
      case 1: "needle in the header columns" + tail
      case 2: "row  needle two" + tail
      case filler - 10: "row  needle last" + tail
      default: "row  filler line \(line)"
      }
    }
  }

  /// Plain text, matched by its bytes, and a regular expression, matched by PCRE2.
  static let patterns = ["needle", "needl[e]"]

  static func searched(_ path: Path, _ options: [String], _ pattern: String = "needle") throws
    -> Pilot
  {
    let file = try TemporaryFile(
      named: "table.txt", Self.text(path).joined(separator: "\n") + "\n")
    let pilot = try Pilot(["--header=1,5"] + options + [file.path])
    pilot.press(.character("/"))
    ShellKeysAppTests.type(pattern, into: pilot)
    pilot.press(.enter)
    pilot.settle()
    return pilot
  }

  static func status(_ pilot: Pilot) -> String { pilot.lines[pilot.lines.count - 1] }

  @Test(arguments: Path.allCases, Self.patterns)
  func theCountLeavesOutWhatSearchesPassOver(_ path: Path, _ pattern: String) throws {
    let cases: [([String], String)] = [
      ([], "match 2 of 4 "),
      (["--no-search-header-lines"], "match 1 of 3 "),
      (["--no-search-header-columns"], "match 2 of 3 "),
      (["--no-search-headers"], "match 1 of 2 "),
    ]
    for (options, summary) in cases {
      let pilot = try Self.searched(path, options, pattern)
      #expect(
        Self.status(pilot).contains(summary),
        "\(path) \(pattern) \(options): \(Self.status(pilot))")
    }
  }

  @Test(arguments: Path.allCases)
  func starMarksOnlyTheLinesSearchesFind(_ path: Path) throws {
    let pilot = try Self.searched(path, ["--no-search-headers"])
    pilot.press(.character("*"))
    pilot.settle()
    #expect(
      Self.status(pilot).contains("Marked 2 lines matching needle"),
      "\(path): \(Self.status(pilot))")
  }
}
