import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's keys that reach outside the pager, through the whole program in-process: `v` runs the
/// editor on the terminal, `!` a shell command, `s` saves a pipe's or a command's text.
@Suite struct ShellKeysAppTests {
  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  @Test func vRunsTheEditorOnTheFileAtTheMiddleLineAndReadsTheFileAgain() throws {
    let file = try TemporaryFile(named: "notes.txt", (1...100).map { "line \($0)\n" }.joined())
    let log = file.folder + "/editor.log"
    let script = file.folder + "/editor.sh"
    defer { unlink(log) }
    defer { unlink(script) }
    // A stand-in editor: it notes its arguments and rewrites the file it is given.
    append(#"printf '%s\n' "$@" > "\#(log)"; printf 'edited\n' > "$2""# + "\n", to: script)
    let pilot = try Pilot([file.path], editor: "sh " + ShellQuoting.quoted(script))
    for _ in 0..<5 { pilot.press(.character("j")) }
    pilot.press(.character("v"))
    #expect(pilot.terminal.handOvers == 1, "the terminal is given to the editor")
    // 28 rows of text from line 6: the middle row, the 15th, shows line 20, as in less.
    #expect(readFile(log) == "+20\n\(file.path)\n", "the editor opens at the middle line")
    #expect(pilot.lines[1].hasPrefix("edited"), "the file is read again")
    #expect(pilot.lines.last?.contains("lines 1–1 of 1") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func vOnATabThatIsNoFileSaysSoAndRunsNothing() throws {
    let pilot = try Pilot(["--command", "echo out"])
    pilot.waitUntil { $0[1].hasPrefix("out") }
    pilot.press(.character("v"))
    #expect(pilot.terminal.handOvers == 0)
    #expect(pilot.lines.last?.contains("Cannot edit this tab: it is not a file") == true)
  }

  @Test func aFailingEditorIsReportedAndTheTabStays() throws {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    let pilot = try Pilot([file.path], editor: "exit 3; :")
    pilot.press(.character("v"))
    #expect(pilot.lines.last?.contains("The editor exited with status 3") == true)
    #expect(pilot.lines[1].hasPrefix("text"))
  }

  @Test func bangRunsAShellCommandWithPercentAsTheFileAndBangBangRunsItAgain() throws {
    let file = try TemporaryFile(named: "it's here.txt", "original\n")
    let copy = file.folder + "/copy.txt"
    defer { unlink(copy) }
    let pilot = try Pilot([file.path])
    pilot.press(.character("!"))
    #expect(pilot.lines.last?.hasPrefix(" !") == true, "\(pilot.lines.last ?? "")")
    Self.type("cp % \(ShellQuoting.quoted(copy))", into: pilot)
    pilot.press(.enter)
    #expect(pilot.terminal.handOvers == 1)
    #expect(readFile(copy) == "original\n", "% is the file, quoted")
    unlink(copy)
    pilot.press(.character("!"), .character("!"), .enter)
    #expect(pilot.terminal.handOvers == 2)
    #expect(readFile(copy) == "original\n", "!! runs the command again")
  }

  @Test func bangBangWithNothingBeforeAndPercentOnANonFileSaySo() throws {
    let pilot = try Pilot(["--command", "echo out"])
    pilot.waitUntil { $0[1].hasPrefix("out") }
    pilot.press(.character("!"), .character("!"), .enter)
    #expect(pilot.lines.last?.contains("No previous command (!!)") == true)
    pilot.press(.character("!"), .character("%"), .enter)
    #expect(pilot.lines.last?.contains("No file for %") == true)
    #expect(pilot.terminal.handOvers == 0)
  }

  @Test func sSavesACommandsTextAndAsksBeforeOverwriting() throws {
    let folder = try TemporaryFile(named: "unused", "")
    let saved = folder.folder + "/saved.txt"
    defer { unlink(saved) }
    let pilot = try Pilot(["--command", "seq 3"])
    pilot.waitUntil { $0.last?.contains("lines 1–3 of 3") == true }
    pilot.press(.character("s"))
    #expect(pilot.lines.last?.hasPrefix(" save to file: ") == true)
    Self.type(saved, into: pilot)
    pilot.press(.enter)
    #expect(readFile(saved) == "1\n2\n3\n")
    #expect(pilot.lines.last?.contains("Saved 3 lines to \(saved)") == true)

    append("kept\n", to: saved)
    pilot.press(.character("s"))
    Self.type(saved, into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("exists: overwrite it? (y/n)") == true)
    pilot.press(.character("n"), .enter)
    #expect(readFile(saved) == "1\n2\n3\nkept\n", "n keeps the file")
    #expect(pilot.lines.last?.contains("Not saved") == true)

    pilot.press(.character("s"))
    Self.type(saved, into: pilot)
    pilot.press(.enter, .character("y"), .enter)
    #expect(readFile(saved) == "1\n2\n3\n", "y overwrites it")
  }

  @Test func pipeSendsTheScreenOrTheLinesToAMarkIntoACommandTab() throws {
    let file = try TemporaryFile(named: "notes.txt", (1...100).map { "line \($0)\n" }.joined())
    let pilot = try Pilot([file.path, "--duration", "0"])
    pilot.press(.character("|"))
    #expect(
      pilot.lines.last?.contains("pipe to mark (. for the screen, | between two marks)") == true)
    pilot.press(.character("."))
    #expect(pilot.lines.last?.hasPrefix(" |.!") == true, "\(pilot.lines.last ?? "")")
    Self.type("wc -l", into: pilot)
    pilot.press(.enter)
    pilot.waitUntil { $0.last?.contains("2/2") == true && $0[2].hasPrefix("28") }
    #expect(pilot.lines[0].contains("|wc -l"), "the tab is titled by the command")

    pilot.press(.character("1"))
    pilot.settle()
    pilot.press(.character("m"), .character("a"))
    for _ in 0..<10 { pilot.press(.character("j")) }
    pilot.press(.character("|"), .character("a"))
    Self.type("sed -n '1p;$p'", into: pilot)
    pilot.press(.enter)
    pilot.waitUntil { $0.last?.contains("3/3") == true && $0[3].hasPrefix("line 11") }
    #expect(pilot.lines[2].hasPrefix("line 1 "), "from the mark to the top line")

    pilot.press(.character("|"), .character("z"))
    #expect(pilot.lines.last?.contains("No mark z") == true)
  }

  @Test func sOnAFileSaysThereIsNothingToSave() throws {
    let file = try TemporaryFile(named: "notes.txt", "text\n")
    let pilot = try Pilot([file.path])
    pilot.press(.character("s"))
    Self.type(file.folder + "/other.txt", into: pilot)
    pilot.press(.enter)
    #expect(pilot.lines.last?.contains("Nothing to save: the tab shows the file") == true)
    #expect(access(file.folder + "/other.txt", F_OK) != 0)
  }
}

@Suite struct ShellLineTests {
  @Test func percentIsTheQuotedFileAndABackslashKeepsAPercent() {
    #expect(
      ShellLine.expand("wc -l % && echo 100\\%", previous: nil, file: "a b's.txt")
        == .success(Array(#"wc -l 'a b'\''s.txt' && echo 100%"#.utf8)))
  }

  @Test func percentIsTheFileByteForByte() {
    #expect(
      ShellLine.expand("cat %", previous: nil, file: FilePath(bytes: [0x61, 0xE9, 0x27]))
        == .success(Array("cat 'a".utf8) + [0xE9] + Array(#"'\'''"#.utf8)))
  }

  @Test func aLoneBangIsThePreviousCommandAndAnEmptyLineAShell() {
    #expect(
      ShellLine.expand("!", previous: Array("make".utf8), file: nil)
        == .success(Array("make".utf8)))
    #expect(ShellLine.expand("!", previous: nil, file: nil).isFailure)
    #expect(
      ShellLine.expand(" ", previous: nil, file: nil)
        == .success(Array(#"exec "${SHELL:-/bin/sh}""#.utf8)))
    #expect(ShellLine.expand("cat %", previous: nil, file: nil).isFailure)
  }
}

extension Result {
  fileprivate var isFailure: Bool {
    if case .failure = self { true } else { false }
  }
}

/// `v` under a filter opens the editor at the file's own line, not the filtered view's.
@Suite struct EditFilteredAppTests {
  @Test func vUnderAFilterOpensAtTheFilesOwnLine() throws {
    let file = try TemporaryFile(
      named: "app.log", (1...1000).map { $0 % 10 == 0 ? "ERROR \($0)\n" : "ok \($0)\n" }.joined())
    let log = file.folder + "/editor.log"
    let script = file.folder + "/editor.sh"
    defer { unlink(log) }
    defer { unlink(script) }
    append(#"printf '%s\n' "$1" > "\#(log)""# + "\n", to: script)
    let pilot = try Pilot([file.path], editor: "sh " + ShellQuoting.quoted(script))
    pilot.press(.character("&"))
    ShellKeysAppTests.type("ERROR", into: pilot)
    pilot.press(.enter)
    pilot.settle()
    pilot.press(.character("j"), .character("v"))
    // From the second match at the top, the middle row shows the 16th: line 160 of the file.
    #expect(readFile(log) == "+160\n", "the middle line's own number in the file")
  }
}
