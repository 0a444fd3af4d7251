import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `R`, `r`, Ctrl-L and Ctrl-R on the tabs they concern: each repaints the whole screen, as in
/// less; `r` runs a command's tab again, `R` rereads a file.
@Suite struct ReloadAppTests {
  @Test func capitalRReadsAFileRewrittenInPlaceOnTheSameLines() throws {
    let file = try TemporaryFile(named: "notes.txt", LiveTabAppTests.numbered(1...200))
    let pilot = try Pilot([file.path])
    pilot.press(.character("d"), .character("d"))
    let top = try #require(pilot.lines[1].split(separator: " ").last.flatMap { Int($0) })
    rewrite(file.path, (1...200).map { "edited \($0)\n" }.joined())
    pilot.press(.character("R"))
    #expect(pilot.lines[1].hasPrefix("edited \(top)"), "the same line, its new text")
    #expect(pilot.terminal.repaints == 1)
    pilot.press(.character("r"))
    #expect(pilot.lines[1].hasPrefix("edited \(top)"), "r repaints where the page is, as less's")
    #expect(pilot.terminal.repaints == 2)
  }

  @Test func capitalRShowsWhatAFileHoldsNowWhenItsLinesChange() throws {
    let file = try TemporaryFile(named: "changing.txt", "before\n")
    let pilot = try Pilot([file.path, "--duration", "0"])
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("before"))
    rewrite(file.path, "after\nand more\n")
    pilot.press(.character("R"))
    let text = pilot.lines[pilot.firstTextRow...].prefix(2).map(\.trimmingTrailingBlanks)
    #expect(text == ["after", "and more"])
    #expect(pilot.lines.last?.hasSuffix("1/1 ") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func controlLAndControlRRepaintWithNothingElseChanged() throws {
    let file = try TemporaryFile(named: "notes.txt", LiveTabAppTests.numbered(1...200))
    let pilot = try Pilot([file.path])
    pilot.press(.character("d"))
    let before = pilot.lines
    pilot.press(.control("L"))
    #expect(pilot.terminal.repaints == 1)
    pilot.press(.control("R"))
    #expect(pilot.terminal.repaints == 2)
    #expect(pilot.lines == before, "the same page, nothing said")
  }

  @Test func rOnACommandsTabRunsItAgainAndRepaints() throws {
    let source = try TemporaryFile(named: "value", "first\n")
    let pilot = try Pilot(["--command", "cat \(source.path)"])
    pilot.waitUntil { $0.contains { $0.hasPrefix("first") } }
    rewrite(source.path, "second\n")
    pilot.press(.character("r"))
    pilot.waitUntil { $0.contains { $0.hasPrefix("second") } }
    #expect(pilot.terminal.repaints == 1)
  }

  @Test func rStartsAWatchedRunAtOnceWhenNoneIsGoing() throws {
    let source = try TemporaryFile(named: "value", "first\n")
    let pilot = try Pilot(["--watch", "3600", "--command", "cat \(source.path)"])
    pilot.waitUntil { $0.last?.contains("run 1 of 1") == true }
    rewrite(source.path, "second\n")
    pilot.press(.character("r"))
    pilot.waitUntil { $0.last?.contains("run 2 of 2") == true }
    #expect(pilot.lines.contains { $0.hasPrefix("second") })
  }
}
