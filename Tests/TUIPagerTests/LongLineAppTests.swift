import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Issue 9's long line in a file, through the whole program in-process: read in pieces from the
/// file, shown wrapped, cut and scrolled sideways, and found by search.
@Suite struct LongLineAppTests {
  static let text =
    "first\n" + String(repeating: "a", count: 65_500) + "XXBEFORE"
    + String(repeating: "b", count: 100)
    + "YYAFTER\n" + (1...40).map { "after \($0)\n" }.joined()

  static func trimmed(_ lines: [String]) -> [String] {
    lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func theEndOfTheLongLineShowsWrapped() throws {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    let pilot = try Pilot([file.path, "--duration", "0"], size: Size(columns: 100, rows: 30))
    // Down past `first` and 655 rows of `a`s (23 pages of 28 rows and 11 rows): XXBEFORE's
    // row is at the top.
    pilot.press(.character("j"))
    for _ in 0..<23 { pilot.press(.character(" ")) }
    for _ in 0..<11 { pilot.press(.character("j")) }
    let rows = Self.trimmed(pilot.lines)
    #expect(rows[1] == "XXBEFORE" + String(repeating: "b", count: 92))
    #expect(rows[2] == "bbbbbbbbYYAFTER")
    #expect(rows[3] == "after 1")
    #expect(rows[29].hasSuffix("lines 2–28 of 42  1/1"))
  }

  @Test func searchShowsTheMatchAndCutLinesScrollToIt() throws {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    for chopped in [false, true] {
      let pilot = try Pilot(
        [file.path, "--duration", "0"] + (chopped ? ["--chop"] : []),
        size: Size(columns: 100, rows: 30))
      pilot.press(.character("/"))
      for character in "YYAFTER" { pilot.press(.character(character)) }
      pilot.press(.enter)
      #expect(pilot.lines.contains { $0.contains("YYAFTER") }, "chopped: \(chopped)")
      #expect(!pilot.lines.contains { $0.contains("Pattern not found") })
    }
  }
}
