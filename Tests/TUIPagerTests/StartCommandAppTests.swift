import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `+cmd`, `++cmd` and `-p` through the whole program in-process: each runs when its tab is first
/// shown, as less runs them when it first shows a file.
@Suite struct StartCommandAppTests {
  static func numbered(_ name: String = "notes.txt", _ count: Int = 200) throws -> TemporaryFile {
    try TemporaryFile(named: name, (1...count).map { "line \($0)\n" }.joined())
  }

  static func top(_ pilot: Pilot) -> String {
    pilot.lines[pilot.firstTextRow].trimmingTrailingBlanks
  }

  @Test(arguments: [
    (["+G"], "line 173"), (["+50"], "line 50"), (["+50g"], "line 50"), (["+g"], "line 1"),
    (["+50%"], "line 100"), (["+/line 42$"], "line 42"), (["-p", "line 7$"], "line 7"),
    (["--pattern=line 9$"], "line 9"), (["+G", "+?line 150"], "line 150"),
  ])
  func theFirstFileStartsWhereTheCommandSays(_ commands: [String], _ top: String) throws {
    let file = try Self.numbered()
    let pilot = try Pilot(commands + [file.path, "--duration", "0"])
    #expect(Self.top(pilot) == top, "\(commands)")
  }

  /// Issue 29, case 4: `-p` with 10,000 characters, or as many typed at `/` without paste
  /// brackets, compiled the pattern anew for every character (past 30 s of a deaf, blank
  /// screen). The pattern is now made once, and a burst of keys makes one preview.
  @Test func aLongPatternGivenOrTypedIsMadeOnce() throws {
    let file = try Self.numbered()
    let pattern = String(repeating: "x", count: 10_000)
    let given = try Pilot(["-p", pattern, file.path, "--duration", "0"])
    // Before, one search was made for each character given, 10,000 ever longer patterns.
    #expect(given.screen.previewsMade == 0, "-p gives the whole pattern in one edit")
    #expect(given.lines.last?.contains("Pattern not found") == true, "\(given.lines.last ?? "")")
    let typed = try Pilot([file.path, "--duration", "0"])
    typed.terminal.send([.key(.character("/"))] + pattern.map { .key(.character($0)) })
    typed.press(.character("9"), .enter)
    #expect(typed.screen.previewsMade <= 3, "\(typed.screen.previewsMade) searches for 10,001 keys")
    #expect(typed.lines.last?.contains("Pattern not found") == true, "\(typed.lines.last ?? "")")
  }

  @Test func plusFFollowsTheFile() throws {
    let file = try Self.numbered()
    let pilot = try Pilot(["+F", file.path])
    #expect(pilot.lines.last?.contains("(following)") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func plusPlusRunsOnEveryFileWhenItIsFirstShown() throws {
    let first = try Self.numbered("first.txt")
    let second = try Self.numbered("second.txt")
    let pilot = try Pilot(["++50", "+G", first.path, second.path, "--duration", "0"])
    #expect(Self.top(pilot) == "line 50", "+G, then ++50, on the first")
    pilot.press(.character("k"))
    #expect(Self.top(pilot) == "line 49")
    pilot.press(.right)
    pilot.settle()
    #expect(Self.top(pilot) == "line 50", "++50 on the second when it is shown")
    pilot.press(.left)
    pilot.settle()
    #expect(Self.top(pilot) == "line 49", "the first is not moved again")
  }

  @Test func aPipeIsReadToItsEndFirstUnlessAKeyComesBefore() throws {
    let pipe = try UnfinishedLineAppTests.Pipe()
    pipe.write((1...100).map { "line \($0)\n" }.joined())
    let pilot = try Pilot(["+G", pipe.path, "--duration", "0"])
    pilot.send(.resize)
    #expect(Self.top(pilot) == "line 1", "the pipe is still open")
    pipe.write("line 101\n")
    pipe.finish()
    pilot.waitUntil { $0.last?.contains("of 101") == true }
    #expect(Self.top(pilot) == "line 74", "at the end once it is all there")

    let other = try UnfinishedLineAppTests.Pipe()
    other.write("first\n")
    let early = try Pilot(["+G", other.path, "--duration", "0"])
    early.press(.character("j"))
    other.write((2...100).map { "line \($0)\n" }.joined())
    other.finish()
    early.waitUntil { $0.last?.contains("of 100") == true }
    #expect(Self.top(early) == "first", "a key came first: +G is dropped, the top stays")
  }
}
