import Glibc
import Testing

@testable import TUIPager

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
