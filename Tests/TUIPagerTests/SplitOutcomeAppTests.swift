import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A split by pattern never does nothing silently: a pattern that matches an empty line (`^`)
/// cuts at every line, as grep prints every line; lines the pattern is too complex for, or no
/// section at all, are said on the status line once the text is taken.
@Suite struct SplitOutcomeAppTests {
  @Test func aCaretCutsAtEveryLine() throws {
    let file = try TemporaryFile(named: "words.txt", "one\ntwo\nthree\nfour\nfive\n")
    let pilot = try Pilot(["--split", "^", file.path])
    pilot.waitUntil { _ in pilot.screen.pages.count == 5 }
    #expect(pilot.lines[0].contains("three"), "\(pilot.lines[0])")
    #expect(pilot.lines[2].hasPrefix("one "), "the first section is shown")
    #expect(!pilot.lines[3].contains("two"), "and it alone")
  }

  @Test func linesThePatternIsTooComplexForAreSaid() throws {
    let file = try TemporaryFile(
      named: "runs.txt", "start\n" + String(repeating: "a", count: 30) + "b\nend\n")
    let pilot = try Pilot(["--split", "(a+)+$", file.path])
    pilot.waitUntil { $0.last?.contains("too complex") == true }
    #expect(
      pilot.lines.last?.contains("--split: the pattern is too complex for 1 line") == true,
      "\(pilot.lines.last ?? "")")
    #expect(pilot.screen.pages.count == 1)
  }

  @Test func aPatternThatMatchesNoLineIsSaid() throws {
    let file = try TemporaryFile(named: "words.txt", "one\ntwo\n")
    let pilot = try Pilot(["--split", "zzz", file.path])
    pilot.waitUntil { $0.last?.contains("--split: no line starts a section") == true }
    #expect(pilot.screen.pages.count == 1)
  }

  @Test func pastTheSplitLimitTheRestIsTheLastTabsAndTheStatusLineSaysSo() throws {
    let file = try TemporaryFile(named: "numbers.txt", (1...10).map { "\($0)\n" }.joined())
    let pilot = try Pilot(["--split", ".", "--split-limit", "3", file.path])
    pilot.waitUntil { $0.last?.contains("--split-limit: 3 tabs") == true }
    pilot.settle()
    #expect(pilot.screen.pages.count == 3)
    #expect(pilot.screen.pages[2].document?.lineCount == 8, "lines 3 to 10")
  }
}
