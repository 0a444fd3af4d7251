import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `L` and `"` through the whole program in-process: every tab listed with its kind as the
/// program knows it, a diff's files with their lines added and removed, typing filtering, Enter
/// going there; and every mark, in every tab.
@Suite struct TabOverviewAppTests {
  static func type(_ text: String, _ pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  @Test func aDiffsFilesAreListedWithTheirChangesAndTypingFindsOne() throws {
    let file = try TemporaryFile(named: "changes.diff", SplitAppTests.diff)
    let pilot = try Pilot(["--split", "diff", file.path])
    pilot.waitUntil { $0[0].contains("gamma.txt (deleted)") }
    #expect(pilot.lines[0].contains("alpha.txt +1 −1"), "\(pilot.lines[0])")
    pilot.press(.character("L"))
    pilot.settle()
    #expect(pilot.lines[0].hasPrefix(" Tabs · 3 · type to filter"), "\(pilot.lines[0])")
    let alpha = try #require(pilot.lines.first { $0.contains("1  alpha.txt") })
    #expect(alpha.contains("diff") && alpha.contains("+1 −1"), "\(alpha)")
    let gamma = try #require(pilot.lines.first { $0.contains("3  gamma.txt (deleted)") })
    #expect(gamma.contains("+0 −1"), "\(gamma)")
    Self.type("gam", pilot)
    pilot.settle()
    #expect(pilot.lines.last?.contains("filter: gam") == true)
    #expect(!pilot.lines.contains { $0.contains("alpha.txt") })
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("diff --git a/gamma.txt"), "\(pilot.lines[2])")
  }

  @Test func filesAndCommandsAreNamedByKindAndStatusAndEscGoesNowhere() throws {
    let file = try TemporaryFile(named: "notes.txt", "one\ntwo\n")
    let pilot = try Pilot([file.path, "--command", "echo built; exit 3"])
    pilot.waitUntil { $0[0].contains("✗") }
    pilot.press(.character("L"))
    pilot.settle()
    let notes = try #require(pilot.lines.first { $0.contains("1  notes.txt") })
    #expect(notes.contains("file"), "\(notes)")
    let command = try #require(pilot.lines.first { $0.contains("2  echo built") })
    #expect(command.contains("command") && command.contains("exit 3"), "\(command)")
    Self.type("exit", pilot)
    pilot.settle()
    #expect(!pilot.lines.contains { $0.contains("notes.txt") })
    pilot.press(.escape)
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("one "), "Esc closes the list on the tab shown before")
    // Ctrl-N and Enter choose the next tab.
    pilot.press(.character("L"), .control("N"), .enter)
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("built "))
  }

  @Test func theMarksListGoesToAMarkInAnotherTab() throws {
    let first = try TemporaryFile(
      named: "a.txt", (1...100).map { "alpha \($0)" }.joined(separator: "\n"))
    let second = try TemporaryFile(named: "b.txt", "beta\n")
    let pilot = try Pilot([first.path, second.path])
    pilot.press(.character("5"), .character("0"), .character("g"), .character("m"), .character("q"))
    pilot.press(.character("2"))
    pilot.settle()
    pilot.press(.character("\""))
    pilot.settle()
    // The mark, and where `''` goes back to (the jump of 50g left line 1).
    #expect(pilot.lines[0].hasPrefix(" Marks · 2"), "\(pilot.lines[0])")
    #expect(pilot.lines.contains { $0.contains("''  a.txt") && $0.contains(/line 1 +alpha 1/) })
    let mark = try #require(pilot.lines.first { $0.contains("'q  a.txt") })
    #expect(mark.contains("line 50  alpha 50"), "\(mark)")
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines[2].hasPrefix("alpha 50 "))
  }

  @Test func theHelpNamesBothLists() throws {
    let pilot = try Pilot([])
    pilot.press(.character("H"), .character("G"))
    pilot.settle()
    #expect(pilot.lines.contains { $0.contains("L  \"") && $0.contains("all tabs (kind, status") })
  }
}
