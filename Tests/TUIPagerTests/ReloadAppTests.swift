import PagerKit
import Testing

@testable import TUIPager

/// `R` and `r` on the tabs they concern.
@Suite struct ReloadAppTests {
  @Test func capitalRReadsAFileRewrittenInPlaceOnTheSameLines() throws {
    let file = try TemporaryFile(named: "notes.txt", LiveTabAppTests.numbered(1...200))
    let pilot = try Pilot([file.path])
    pilot.press(.character("d"), .character("d"))
    let top = try #require(pilot.lines[1].split(separator: " ").last.flatMap { Int($0) })
    rewrite(file.path, (1...200).map { "edited \($0)\n" }.joined())
    pilot.press(.character("R"))
    #expect(pilot.lines[1].hasPrefix("edited \(top)"), "the same line, its new text")
    pilot.press(.character("r"))
    #expect(pilot.lines[1].hasPrefix("edited 1"), "r reopens from the start")
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
