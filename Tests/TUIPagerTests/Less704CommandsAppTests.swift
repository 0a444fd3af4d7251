import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less 704's newer commands through the whole program in-process: `#` runs a shell command
/// expanded as a prompt, `||` pipes between two marks, `Esc-]` scrolls right up to the end of
/// the longest line shown.
@Suite struct Less704CommandsAppTests {
  @Test func hashExpandsTheCommandAsAPromptBeforeRunningIt() throws {
    let file = try TemporaryFile(named: "it's here.txt", (1...50).map { "row \($0)\n" }.joined())
    let out = file.folder + "/out.txt"
    defer { unlink(out) }
    let pilot = try Pilot([file.path])
    for _ in 0..<10 { pilot.press(.character("j")) }
    pilot.press(.character("#"))
    #expect(pilot.lines.last?.hasPrefix(" #") == true, "\(pilot.lines.last ?? "")")
    ShellKeysAppTests.type(
      "echo %F %lt %L %i/%m %B ?fyes:no. > \(ShellQuoting.quoted(out))", into: pilot)
    pilot.press(.enter)
    #expect(pilot.terminal.handOvers == 1)
    let bytes = (1...50).map { "row \($0)\n" }.joined().utf8.count
    #expect(readFile(out) == "it's here.txt 11 50 1/1 \(bytes) yes\n", "\(readFile(out) ?? "")")
    // !! runs it again, as after !.
    unlink(out)
    pilot.press(.character("!"), .character("!"), .enter)
    #expect(readFile(out) == "it's here.txt 11 50 1/1 \(bytes) yes\n")
  }

  @Test func pipePipeSendsTheLinesBetweenTwoMarks() throws {
    let file = try TemporaryFile(named: "notes.txt", (1...100).map { "line \($0)\n" }.joined())
    let pilot = try Pilot([file.path, "--duration", "0"])
    pilot.press(.character("m"), .character("a"))
    for _ in 0..<10 { pilot.press(.character("j")) }
    pilot.press(.character("m"), .character("b"))
    for _ in 0..<20 { pilot.press(.character("j")) }
    pilot.press(.character("|"), .character("|"))
    #expect(pilot.lines.last?.contains("pipe from mark (^ start, : top line)") == true)
    pilot.press(.character("b"))
    #expect(pilot.lines.last?.contains("pipe from mark b to mark") == true)
    pilot.press(.character("a"))
    #expect(pilot.lines.last?.hasPrefix(" ||ba!") == true, "\(pilot.lines.last ?? "")")
    ShellKeysAppTests.type("sed -n '1p;$p'", into: pilot)
    pilot.press(.enter)
    pilot.waitUntil { $0.last?.contains("2/2") == true && $0[3].hasPrefix("line 11") }
    #expect(pilot.lines[2].hasPrefix("line 1 "), "the marks in either order")

    pilot.press(.character("1"))
    pilot.settle()
    pilot.press(.character("|"), .character("|"), .character(":"), .character("$"))
    ShellKeysAppTests.type("sed -n '1p;$p'", into: pilot)
    pilot.press(.enter)
    pilot.waitUntil { $0.last?.contains("3/3") == true && $0[3].hasPrefix("line 100") }
    #expect(pilot.lines[2].hasPrefix("line 31 "), "from the top line to the end")

    pilot.press(.character("1"))
    pilot.settle()
    pilot.press(.character("|"), .character("|"), .character("z"))
    #expect(pilot.lines.last?.contains("No mark z (^ $ the start and end") == true)
  }

  @Test func escBracketScrollsRightUpToTheLongestLinesEnd() throws {
    let long = (0..<60).map {
      String(repeating: "0", count: 4 - String($0 * 5).count) + "\($0 * 5) "
    }
    .joined()
    let file = try TemporaryFile(named: "wide.txt", long + "\n" + "short\n")
    let pilot = try Pilot(["-S", file.path])
    pilot.press(.escape, .character("]"))
    pilot.settle()
    #expect(pilot.lines[1].hasPrefix("0050 "), "half the width: \(pilot.lines[1])")
    for _ in 0..<5 { pilot.press(.escape, .character("]")) }
    pilot.settle()
    // The line's end at the right edge, and no further however often it is pressed.
    #expect(pilot.lines[1].hasSuffix("0295 "), "\(pilot.lines[1])")
    pilot.press(.escape, .character(")"))
    pilot.settle()
    #expect(!pilot.lines[1].hasSuffix("0295 "), "Esc-) goes on past the end")
  }

  @Test func searchOptionsAndTheModifierKeysReachTheSearch() throws {
    let text = (1...60).map { $0 == 3 ? "a.c" : "abc \($0)" }.joined(separator: "\n") + "\n"
    let file = try TemporaryFile(named: "dots.txt", text)
    let pilot = try Pilot(["--search-options=W", file.path])
    for _ in 0..<30 { pilot.press(.character("j")) }
    pilot.press(.character("/"))
    #expect(pilot.lines.last?.hasPrefix(" Wrap /") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.control("R"))
    #expect(pilot.lines.last?.hasPrefix(" Regex-off Wrap /") == true)
    ShellKeysAppTests.type("a.c", into: pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(pilot.lines[1].hasPrefix("a.c "), "round the end, as plain text: \(pilot.lines[1])")
    #expect(pilot.lines.last?.contains("Search hit bottom; continuing at top") == true)
    #expect(throws: (any Error).self) { try Pilot(["--search-options=Q", file.path]) }
  }
}
