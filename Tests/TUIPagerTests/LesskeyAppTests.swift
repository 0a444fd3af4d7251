import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The user's lesskey file through the whole program in-process: its `#command` and
/// `#line-edit` keys are the keys in effect, in the help too; what cannot apply is passed over.
@Suite struct LesskeyAppTests {
  static let lesskey = """
    #command
    Q     goto-end
    \\ej   forw-scroll
    c     fly
    y     forw-search foo
    #line-edit
    ^P    up
    """

  @Test func itsKeysDoLesssCommands() throws {
    let lesskey = try TemporaryFile(named: "lesskey", Self.lesskey)
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let pilot = try Pilot(
      [text.path], size: Size(columns: 60, rows: 12), variables: ["LESSKEYIN": lesskey.path])
    pilot.press(.escape, .character("j"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 5 "), "Esc-j: half a screen")
    pilot.press(.character("Q"))
    #expect(pilot.status == nil, "Q no longer quits")
    #expect(pilot.lines[pilot.lines.count - 2].hasPrefix("line 99"), "\(pilot.lines)")
    pilot.press(.character("c"))
    #expect(
      pilot.lines.last?.contains("c: no command here") == true,
      "a line with an unknown command leaves c as it was")
    pilot.press(.character("/"), .character("9"), .character("0"), .enter)
    pilot.press(.character("/"), .control("P"))
    #expect(pilot.lines.last?.hasPrefix(" /90") == true, "\(pilot.lines.last ?? "")")
  }

  @Test func theHelpShowsTheKeysInEffect() throws {
    let lesskey = try TemporaryFile(named: "lesskey", Self.lesskey)
    let preferences = try Preferences.load(
      commandLine: GivenArguments(), variables: ["LESSKEYIN": lesskey.path])
    let help = Usage.help(keys: preferences.keys)
    let lines = help.split(separator: "\n")
    let row = try #require(lines.firstIndex { $0.contains("line N, else the first") })
    // The row's keys stand before its help, or on the line above when they are too many.
    #expect((lines[row - 1] + lines[row]).contains("Esc-G  Q"), "\(lines[row - 1...row])")
    #expect(!help.contains("  q  Q  ZZ"), "Q left quit")
  }

  @Test func theFilesReadForTheEnvironmentAreNotReadAgain() throws {
    // Read once at the start, for their #env; the keys come from those, not from a second
    // look (here at another file, which would give Q another command).
    let read = try TemporaryFile(named: "lesskey", Self.lesskey)
    let other = try TemporaryFile(named: "other", "#command\nQ goto-line\n")
    let files = LesskeyFile.load(variables: ["LESSKEYIN": read.path])
    let preferences = try Preferences.load(
      commandLine: GivenArguments(), variables: ["LESSKEYIN": other.path], lesskeyFiles: files)
    let fromTheFile = try Preferences.load(
      commandLine: GivenArguments(), variables: ["LESSKEYIN": read.path])
    #expect(preferences.keys == fromTheFile.keys)
    let fromTheOther = try Preferences.load(
      commandLine: GivenArguments(), variables: ["LESSKEYIN": other.path])
    #expect(preferences.keys != fromTheOther.keys)
  }

  @Test func inSecureModeNoLesskeyFileIsRead() throws {
    let lesskey = try TemporaryFile(named: "lesskey", Self.lesskey)
    let preferences = try Preferences.load(
      commandLine: GivenArguments(), variables: ["LESSKEYIN": lesskey.path],
      secureMode: .strict)
    #expect(preferences.keys == KeyMap.standard)
  }

  /// `#stop`: only the file's keys act, as in less; j and the digits do nothing, x quits.
  @Test func afterStopOnlyTheFilesKeysAct() throws {
    let lesskey = try TemporaryFile(named: "lesskey", "#command\nx quit\n^D forw-line\n#stop\n")
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let pilot = try Pilot(
      [text.path], size: Size(columns: 60, rows: 12), variables: ["LESSKEYIN": lesskey.path])
    pilot.press(.character("j"))
    #expect(pilot.lines.last?.contains("j: no command here") == true, "\(pilot.lines.last ?? "")")
    pilot.press(.character("5"))
    #expect(pilot.lines.last?.contains("5: no command here") == true, "no count")
    pilot.press(.control("D"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 1 "), "Ctrl-D: a line")
    #expect(pilot.status == nil)
    pilot.press(.character("x"))
    #expect(pilot.status == 0)
  }

  /// The system-wide file (`LESSKEYIN_SYSTEM`) binds keys too; the user's wins where both do.
  @Test func theSystemWideFileBindsUnderTheUsers() throws {
    let system = try TemporaryFile(named: "syslesskey", "#command\nQ goto-end\nK quit\n")
    let user = try TemporaryFile(named: "lesskey", "#command\nK goto-end\n")
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let pilot = try Pilot(
      [text.path], size: Size(columns: 60, rows: 12),
      variables: ["LESSKEYIN": user.path, "LESSKEYIN_SYSTEM": system.path])
    pilot.press(.character("K"))
    #expect(pilot.status == nil, "the user's K")
    #expect(pilot.lines[pilot.lines.count - 2].hasPrefix("line 99"), "\(pilot.lines)")
    pilot.press(.character("g"), .character("Q"))
    #expect(pilot.lines[pilot.lines.count - 2].hasPrefix("line 99"), "the system's Q")
  }

  /// A compiled file (`LESSKEY`, `~/.less`) binds keys when there is no source file.
  @Test func aCompiledFileBindsKeys() throws {
    let compiled = try temporaryFile(named: "less", bytes: LesskeyBinaryTests.compiled)
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let pilot = try Pilot(
      [text.path], size: Size(columns: 60, rows: 12),
      variables: ["LESSKEY": compiled.path, "HOME": "/nonexistent"])
    pilot.press(.character("j"))
    #expect(pilot.lines.last?.contains("j: no command here") == true, "#stop: j is gone")
    pilot.press(.control("F"), .character("q"))
    let screen = try #require(
      pilot.lines[pilot.firstTextRow].split(separator: " ").last.flatMap { Int($0) })
    #expect(screen > 5, "Ctrl-F q: a screen down")
    pilot.press(.up)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line \(screen - 1) "), "Up: a line back")
    pilot.press(.character("x"))
    #expect(pilot.status == 0)
  }
}
