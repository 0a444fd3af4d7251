import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's `^S` at the search prompt, `--search-options` with a digit, and
/// `--no-search-headers` through the whole program in-process.
@Suite struct SearchSubpatternAppTests {
  /// 120 lines: `def five` on line 5, `abc forty` on line 40; a pilot on them with `arguments`.
  static func subPatternPilot(_ arguments: [String] = []) throws -> Pilot {
    let text = (1...120).map { $0 == 5 ? "def five" : $0 == 40 ? "abc forty" : "row \($0)" }
    let file = try TemporaryFile(named: "subs.txt", text.joined(separator: "\n") + "\n")
    return try Pilot(arguments + [file.path])
  }

  @Test func controlSAndADigitFindOnlyWhereTheSubpatternMatched() throws {
    let pilot = try Self.subPatternPilot()
    pilot.press(.character("/"), .control("S"))
    #expect(pilot.lines.last?.hasPrefix(" Sub-pattern (1-5):") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("1"))
    #expect(pilot.lines.last?.hasPrefix(" Sub-1 /") == true, "\(pilot.lines.last ?? "")")
    ShellKeysAppTests.type("(abc)|(def)", into: pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines[1].hasPrefix("abc forty"), "\(pilot.lines[1])")
  }

  @Test func searchOptionsTakeADigitAsControlS() throws {
    let pilot = try Self.subPatternPilot(["--search-options=2"])
    pilot.press(.character("/"))
    #expect(pilot.lines.last?.hasPrefix(" Sub-2 /") == true, "\(pilot.lines.last ?? "")")
    ShellKeysAppTests.type("(abc)|(def)", into: pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines[1].hasPrefix("def five"), "\(pilot.lines[1])")
  }

  @Test func noSearchHeadersSkipsTheHeaderLinesAndColumns() throws {
    let text =
      ["ID   NAME needle"]
      + (2...120).map { $0 == 10 ? "needle x" : $0 == 30 ? "0030 needle" : "\($0) row" }
    let file = try TemporaryFile(named: "table.txt", text.joined(separator: "\n") + "\n")
    let plain = try Pilot(["--header=1,5", file.path])
    plain.press(.character("/"))
    ShellKeysAppTests.type("needle", into: plain)
    plain.press(.enter)
    plain.settle()
    #expect(plain.lines[2].hasPrefix("needle x"), "\(plain.lines[2])")
    let skipping = try Pilot(["--header=1,5", "--no-search-headers", file.path])
    skipping.press(.character("/"))
    ShellKeysAppTests.type("needle", into: skipping)
    skipping.press(.enter)
    skipping.settle()
    #expect(skipping.lines[2].hasPrefix("0030 needle"), "\(skipping.lines[2])")
    skipping.press(.character("?"))
    ShellKeysAppTests.type("NAME", into: skipping)
    skipping.press(.enter)
    skipping.settle()
    #expect(skipping.lines[2].hasPrefix("0030 needle"), "the header line is not found")
  }
}
