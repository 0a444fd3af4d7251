import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `SHELL` and `LESS_SHELL_COPTION`: the user's commands run as less's `lsystem` runs them,
/// `$SHELL -c 'command'`, the option replaced by the variable, and `/bin/sh` alone for `-`.
@Suite struct UserShellTests {
  @Test func theCommandIsQuotedWholeAfterTheShellAndItsOption() {
    let command = Array("cat 'a b'\n".utf8) + [0xE9]
    let quoted = ShellQuoting.quoted(command)
    #expect(
      UserShell(shell: "/bin/zsh").commandLine(command) == Array("/bin/zsh -c ".utf8) + quoted)
    #expect(
      UserShell(shell: "/bin/zsh", commandOption: "-ic").commandLine(command)
        == Array("/bin/zsh -ic ".utf8) + quoted)
    #expect(
      UserShell(shell: "/bin/zsh", commandOption: "").commandLine(command).starts(
        with: Array("/bin/zsh -c ".utf8)), "empty is unset")
  }

  @Test func withoutAShellOrWithADashTheCommandIsShsOwn() {
    let command = Array("ls %".utf8)
    #expect(UserShell().commandLine(command) == command)
    #expect(UserShell(shell: "").commandLine(command) == command)
    #expect(UserShell(shell: "/bin/zsh", commandOption: "-").commandLine(command) == command)
  }

  /// A stand-in shell in `folder` that notes its arguments in `log`, one a line, then runs its
  /// last one with `sh -c`.
  static func shell(in folder: String, log: String) -> String {
    let script = folder + "/shell.sh"
    append(
      #"printf '%s\n' "$@" >> "\#(log)"; for last; do :; done; exec sh -c "$last""# + "\n",
      to: script)
    chmod(script, 0o755)
    return script
  }

  @Test func bangAndVAndPipeRunThroughTheShellWithItsOption() throws {
    let file = try TemporaryFile(named: "it's é.txt", "text\n")
    let log = file.folder + "/shell.log"
    defer { unlink(log) }
    let shell = Self.shell(in: file.folder, log: log)
    defer { unlink(shell) }
    let pilot = try Pilot([file.path], editor: "true") {
      $0.userShell = UserShell(shell: shell, commandOption: "-e -c")
    }
    pilot.press(.character("!"))
    for character in "echo %" { pilot.press(.character(character)) }
    pilot.press(.enter)
    #expect(
      readFile(log) == "-e\n-c\necho \(ShellQuoting.quoted(file.path))\n",
      "the option is words of the line, the command one argument")
    unlink(log)
    pilot.press(.character("v"))
    #expect(readFile(log)?.hasPrefix("-e\n-c\ntrue +1 ") == true, "\(readFile(log) ?? "")")
    unlink(log)
    pilot.press(.character("|"), .character("."))
    for character in "cat" { pilot.press(.character(character)) }
    pilot.press(.enter)
    pilot.waitUntil { _ in readFile(log) == "-e\n-c\ncat\n" }
    #expect(readFile(log) == "-e\n-c\ncat\n")
  }
}
