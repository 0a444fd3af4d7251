import Glibc
import Testing

@testable import PagerProgram

/// Standard input's tab is titled after the program that pipes into the pager, when that is not
/// a shell.
@Suite struct ParentCommandTests {
  @Test func aProgramThatRunsItsPagerTitlesTheTab() {
    #expect(ParentCommand.title(for: ["/usr/bin/man", "ls"]) == "man ls")
    #expect(ParentCommand.title(for: ["systemctl", "status"]) == "systemctl status")
    #expect(ParentCommand.title(for: ["git", "log", "-p"]) == "git log -p")
  }

  /// perldoc and pydoc are scripts: the title is the script's, not its interpreter's.
  @Test func anInterpreterBeforeItsScriptIsLeftOut() {
    #expect(
      ParentCommand.title(for: ["/usr/bin/perl", "/usr/bin/perldoc", "perl"]) == "perldoc perl")
    #expect(ParentCommand.title(for: ["python3.11", "/usr/bin/pydoc3", "os"]) == "pydoc3 os")
    #expect(ParentCommand.title(for: ["python3", "-m", "pydoc", "os"]) == "python3 -m pydoc os")
    #expect(ParentCommand.title(for: ["perl"]) == "perl")
  }

  @Test func gitsOptionsBeforeItsCommandAreLeftOut() {
    #expect(
      ParentCommand.title(for: ["git", "-c", "core.pager=TUIPager", "--no-pager", "log", "-p"])
        == "git log -p")
    #expect(ParentCommand.title(for: ["git", "-C", "/src/x", "diff"]) == "git diff")
  }

  @Test func aShellOrNothingKeepsStdin() {
    for shell in [
      ["/bin/sh", "-c", "make | TUIPager"], ["-bash"], ["zsh"], ["xargs", "TUIPager"],
    ] {
      #expect(ParentCommand.title(for: shell) == nil, "\(shell)")
    }
    #expect(ParentCommand.title(for: nil) == nil)
    #expect(ParentCommand.title(for: []) == nil)
    #expect(ParentCommand.title(for: [""]) == nil)
  }

  @Test func aLongCommandLineIsCut() throws {
    let arguments = ["git", "log", "--format=%H %an %s", "--since=2 weeks ago", "--", "Sources"]
    let title = try #require(ParentCommand.title(for: arguments))
    #expect(title.count == ParentCommand.longestTitle)
    #expect(title.hasPrefix("git log --format=%H %an %s --since=2"))
    #expect(title.hasSuffix("…"))
  }

  @Test func theArgumentsAreReadFromProc() {
    // This process's own, which the test runner's command line gives too.
    #expect(ParentCommand.arguments(ofProcess: getpid()) == CommandLine.arguments)
    #expect(ParentCommand.arguments(ofProcess: -5) == nil)
  }

  @Test func theParentIsReadFromProc() {
    #expect(ParentCommand.parent(of: getpid()) == getppid())
    #expect(ParentCommand.parent(of: -5) == nil)
  }

  @Test func standardInputThatIsNotAPipeKeepsStdin() throws {
    let file = try TemporaryFile(named: "input.txt", "x\n")
    let descriptor = open(file.path, O_RDONLY)
    defer { close(descriptor) }
    #expect(ParentCommand.standardInputTitle(input: descriptor) == nil)
  }
}

/// perldoc runs `sh -c 'PAGER < "/tmp/XXXX"'`: standard input is a regular file, and the
/// title comes from the program above the shell.
@Suite struct RedirectedInputTitleTests {
  @Test func aShellThatOnlyStartsThePagerPassesTheTitleOn() {
    #expect(ParentCommand.startsOneCommand(["sh", "-c", "TUIPager < \"/tmp/x\""]))
    #expect(ParentCommand.startsOneCommand(["/bin/bash", "-ec", "less -R < /tmp/x"]))
    for shell in [
      ["sh", "-c", "make | TUIPager"], ["sh", "-c", "cd /x; TUIPager < f"],
      ["sh", "-c", "TUIPager < f &"], ["sh", "-c", "TUIPager < $(ls)"],
      ["sh", "-c", "  "], ["sh", "-c"], ["-bash"], ["bash", "script.sh"], ["sh", "--", "x"],
      ["script", "-c", "TUIPager < f"], ["perl", "-c", "x"],
    ] {
      #expect(!ParentCommand.startsOneCommand(shell), "\(shell)")
    }
  }

  /// Starts `/bin/sh -c 'sleep 30 < FILE'` from the test: the shell is the parent a pager
  /// started by it would have, and this test's process the program above it.
  static func shell(running command: String) throws -> pid_t {
    let pid = try AdoptedChildrenTests.start(["/bin/sh", "-c", command])
    // Until it has become the shell (a child only just spawned has no command line of its own).
    for _ in 0..<5000 where ParentCommand.arguments(ofProcess: pid)?.first != "/bin/sh" {
      usleep(1000)
    }
    return pid
  }

  @Test func theTitleIsTheProgramsAboveTheShell() throws {
    let file = try TemporaryFile(named: "input.txt", "x\n")
    let descriptor = open(file.path, O_RDONLY)
    defer { close(descriptor) }
    let ours = ParentCommand.title(for: ParentCommand.arguments(ofProcess: getpid()))
    #expect(ours != nil)
    let oneCommand = try Self.shell(running: "sleep 30 < \"\(file.path)\"")
    let piped = try Self.shell(running: "sleep 30 < \"\(file.path)\" | cat")
    defer {
      for pid in [oneCommand, piped] {
        kill(pid, SIGKILL)
        waitpid(pid, nil, 0)
      }
    }
    #expect(ParentCommand.standardInputTitle(input: descriptor, parent: oneCommand) == ours)
    #expect(ParentCommand.standardInputTitle(input: descriptor, parent: piped) == nil)
    // A parent that is no shell starting one command (here, the test itself).
    #expect(ParentCommand.standardInputTitle(input: descriptor, parent: getpid()) == nil)
  }
}
