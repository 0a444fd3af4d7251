import Foundation
import Testing

/// The completion scripts the binary prints (`--completion SHELL`, what `make install` installs)
/// driven by the shells themselves: bash through its completion function, fish through
/// `complete -C`, zsh checked for syntax.
@Suite("Shell completion")
struct ShellCompletionTests {
  /// Every option name `--help` lists: `-S`, `--chop-long-lines`, `--command`, …
  static func optionNames() async throws -> [String] {
    let help = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--help"])
    // The options' sections come before the keys, which have key names of their own (`-S`).
    return help.standardOutput.split(separator: "\n").prefix { $0 != "Keys:" }
      .filter { $0.hasPrefix("  -") }
      .flatMap { line in
        line.split(separator: " ").prefix { $0.hasPrefix("-") }
          .map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
      }
  }

  /// A folder holding the script for `shell` and two files to complete.
  static func folder(for shell: String) async throws -> (ScratchFolder, script: String) {
    let script = try await ProcessRunner.run(try TUIPagerBinary.path(), ["--completion", shell])
    #expect(script.status == 0 && script.standardError.isEmpty)
    let folder = try ScratchFolder()
    try folder.write("", to: "notes.txt")
    try folder.write("", to: "nothing.log")
    return (folder, try folder.write(script.standardOutput, to: "completion." + shell))
  }

  /// What bash's completion function offers for the command line `words`, the last being the
  /// word under the cursor, run in `folder`.
  static func bash(_ words: [String], in folder: String, script: String) async throws -> [String] {
    let driver = """
      source "$1"; cd "$2"; shift 2
      COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
      _TUIPager
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try await ProcessRunner.run(
      "/bin/bash", ["-c", driver, "bash", script, folder, "TUIPager"] + words)
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
  }

  @Test("bash completes every option, each choice, and file names")
  func bashCompletes() async throws {
    let (folder, script) = try await Self.folder(for: "bash")
    let names = try await Self.optionNames()
    #expect(names.count > 20 && names.contains("--config") && names.contains("-S"))
    for name in names {
      let offered = try await Self.bash(
        [String(name.prefix(name.count - 1))], in: folder.path, script: script)
      #expect(offered.contains(name), "\(name) is not offered for \(name.dropLast()): \(offered)")
    }
    #expect(try await Self.bash(["--preset", "m"], in: folder.path, script: script) == ["menu"])
    #expect(
      try await Self.bash(["--color", ""], in: folder.path, script: script)
        == ["auto", "always", "never"])
    // bash splits --color=al into three words.
    #expect(
      try await Self.bash(["--color", "=", "al"], in: folder.path, script: script) == ["always"])
    #expect(
      try await Self.bash(["--completion", ""], in: folder.path, script: script)
        == ["bash", "zsh", "fish"])
    #expect(
      Set(try await Self.bash(["no"], in: folder.path, script: script))
        == ["notes.txt", "nothing.log"])
    #expect(
      try await Self.bash(["--chop", "--config", "note"], in: folder.path, script: script)
        == ["notes.txt"])
    // A value with no choices offers nothing rather than files.
    #expect(try await Self.bash(["--duration", ""], in: folder.path, script: script).isEmpty)
  }

  @Test(
    "zsh reads its script", .enabled(if: InstalledTools.has("zsh"), "zsh is not installed"))
  func zshSyntax() async throws {
    let (folder, script) = try await Self.folder(for: "zsh")
    _ = folder
    let result = try await ProcessRunner.run(
      try #require(InstalledTools.path(of: "zsh")), ["-n", script])
    #expect(result.status == 0, "\(result.standardError)")
    let text = try String(contentsOfFile: script, encoding: .utf8)
    #expect(text.hasPrefix("#compdef TUIPager\n"))
    for name in try await Self.optionNames() { #expect(text.contains(name), "\(name)") }
  }

  @Test(
    "fish reads its script and completes options, choices and files",
    .enabled(if: InstalledTools.has("fish"), "fish is not installed"))
  func fishCompletes() async throws {
    let (folder, script) = try await Self.folder(for: "fish")
    let fish = try #require(InstalledTools.path(of: "fish"))
    let syntax = try await ProcessRunner.run(fish, ["-n", script])
    #expect(syntax.status == 0, "\(syntax.standardError)")
    func complete(_ line: String) async throws -> [String] {
      let result = try await ProcessRunner.run(
        fish, ["--no-config", "-c", "cd \(folder.path); source \(script); complete -C '\(line)'"])
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput.split(separator: "\n").map {
        String($0.split(separator: "\t").first ?? "")
      }
    }
    for name in try await Self.optionNames() where name.hasPrefix("--") {
      #expect(try await complete("TUIPager \(name.dropLast())").contains(name), "\(name)")
    }
    #expect(try await complete("TUIPager --preset m") == ["menu"])
    #expect(
      Set(try await complete("TUIPager --color ")) == ["auto", "always", "never"])
    #expect(Set(try await complete("TUIPager no")) == ["notes.txt", "nothing.log"])
  }
}
