import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's `-s` through the whole program in-process: runs of blank lines show as one, numbered
/// as in the file, and `-s` while running turns it on and off.
@Suite struct LessSqueezeAppTests {
  static let text = (1...40).map { "line \($0)\n\n\n\n" }.joined()

  /// The rows of text on the page, blank ones too, trimmed at the right.
  static func rows(_ pilot: Pilot) -> [String] {
    pilot.lines[pilot.firstTextRow..<pilot.firstTextRow + 6].map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func runsOfBlankLinesShowAsOne() throws {
    let file = try TemporaryFile(named: "blank.txt", Self.text)
    let pilot = try Pilot(["-s", file.path])
    #expect(Self.rows(pilot) == ["line 1", "", "line 2", "", "line 3", ""])
  }

  @Test func numbersAreTheFilesOwn() throws {
    let file = try TemporaryFile(named: "numbers.txt", Self.text)
    let pilot = try Pilot(["-s", "-N", file.path])
    #expect(Self.rows(pilot)[2].hasSuffix(" 5 line 2"), "\(Self.rows(pilot))")
  }

  @Test func dashSWhileRunningTurnsItOnAndOff() throws {
    let file = try TemporaryFile(named: "toggle.txt", Self.text)
    let pilot = try Pilot([file.path])
    #expect(Self.rows(pilot)[2] == "")
    pilot.press(.character("-"), .character("s"))
    #expect(Self.rows(pilot)[2] == "line 2")
    #expect(pilot.lines.last?.contains("runs of blank lines show as one") == true)
    pilot.press(.character("-"), .character("s"))
    #expect(Self.rows(pilot)[2] == "")
  }
}
