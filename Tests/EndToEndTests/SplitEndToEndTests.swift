import Foundation
import TestSupport
import Testing

/// A stream cut into a tab per section, as git's pager: a diff a tab per file, a log a tab per
/// commit, and a stream of 300 files through the overflowing bar.
@Suite("A tab per section")
struct SplitEndToEndTests {
  /// Runs `script` in `folder` with git set up (a name, no global config).
  static func git(_ script: String, in folder: FixtureFolder) throws {
    let output = try ProcessRunner.runBlocking(
      "/bin/sh",
      [
        "-c",
        "cd \(TmuxSession.shellQuoted(folder.path)) && export GIT_CONFIG_GLOBAL=/dev/null "
          + "GIT_AUTHOR_NAME=T GIT_AUTHOR_EMAIL=t@e GIT_COMMITTER_NAME=T GIT_COMMITTER_EMAIL=t@e "
          + "&& " + script,
      ], timeout: .seconds(20))
    try #require(output.status == 0, "\(script): \(output.standardError)")
  }

  /// A repository of three files, each changed after the first commit.
  static func repository(in folder: FixtureFolder) throws {
    try git("git init -q . && git config commit.gpgsign false", in: folder)
    for name in ["one.txt", "two.txt", "three.txt"] {
      try folder.write(name, (1...60).map { "\(name) line \($0)\n" }.joined())
    }
    try git("git add . && git commit -qm 'First commit'", in: folder)
    for name in ["one.txt", "two.txt", "three.txt"] {
      try folder.write(name, (1...60).map { "\(name) line \($0) changed\n" }.joined())
    }
  }

  /// The repository of ``repository(in:)`` with its changes committed as a second commit, and a
  /// shell in tmux in its folder, with the binary's path quoted for it.
  static func shellInTwoCommits(
    _ folder: FixtureFolder
  ) async throws -> (session: TmuxSession, binary: String) {
    try repository(in: folder)
    try git("git commit -qam 'Second commit'", in: folder)
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    return (try await TmuxSession.startShell(columns: 100, rows: 30), binary)
  }

  @Test(
    "git -c core.pager=TUIPager diff: three files, three tabs titled by path",
    .enabled(if: DropInPagerTests.hasGit, "skipped: git is not installed"))
  func gitDiffIsATabPerFile() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try Self.repository(in: folder)
    let session = try await TmuxSession.startShell(columns: 100, rows: 30)
    defer { session.close() }
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.typeLine(
      "cd \(TmuxSession.shellQuoted(folder.path)) && GIT_CONFIG_GLOBAL=/dev/null"
        + " git -c core.pager=\(binary) -c color.ui=always diff")
    let screen = try await session.waitUntil("three tabs") { screen in
      screen[0].contains("one.txt") && screen[0].contains("three.txt")
        && screen[0].contains("two.txt")
    }
    #expect(screen.contains { $0.hasPrefix("diff --git a/one.txt b/one.txt") })
    try await session.sendKeys("3")
    try await session.waitUntil("the third file") { screen in
      screen.contains { $0.hasPrefix("diff --git a/two.txt b/two.txt") }
    }
    try await session.quitToShell()
  }

  @Test(
    "git log -p with --split commit: a tab per commit, titled by hash and subject",
    .enabled(if: DropInPagerTests.hasGit, "skipped: git is not installed"))
  func gitLogIsATabPerCommit() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (session, binary) = try await Self.shellInTwoCommits(folder)
    defer { session.close() }
    try await session.typeLine(
      "cd \(TmuxSession.shellQuoted(folder.path)) && git log -p | \(binary) --split commit")
    let screen = try await session.waitUntil("two commit tabs") { screen in
      screen[0].contains("Second commit") && screen[0].contains("First commit")
    }
    #expect(screen[0].range(of: #"[0-9a-f]{7} Second commit"#, options: .regularExpression) != nil)
    try await session.quitToShell()
  }

  @Test(
    "GIT_PAGER=TUIPager git log -p, coloured: a tab per commit unasked, . goes through its files",
    .enabled(if: DropInPagerTests.hasGit, "skipped: git is not installed"))
  func gitLogPIsATabPerCommitWithItsFiles() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (session, binary) = try await Self.shellInTwoCommits(folder)
    defer { session.close() }
    try await session.typeLine(
      "cd \(TmuxSession.shellQuoted(folder.path)) && GIT_CONFIG_GLOBAL=/dev/null"
        + " GIT_PAGER=\(binary) git -c color.ui=always log -p")
    let screen = try await session.waitUntil("two commit tabs") { screen in
      screen[0].contains("Second commit") && screen[0].contains("First commit")
    }
    #expect(screen[0].range(of: #"[0-9a-f]{7} Second commit"#, options: .regularExpression) != nil)
    #expect(screen.contains { $0.hasPrefix("commit ") }, "the commit's header at its top")
    #expect(screen.last?.contains("Second commit (3 files)") == true, "\(screen.last ?? "")")
    try await session.sendKeys(".")
    try await session.waitUntil("the first file at the top, named") { screen in
      screen.last?.contains("one.txt (file 1 of 3)") == true
        && screen.contains { $0.hasPrefix("diff --git a/one.txt b/one.txt") }
    }
    try await session.sendKeys(".")
    try await session.waitUntil("the second file") { screen in
      screen.last?.contains("three.txt (file 2 of 3)") == true
    }
    try await session.quitToShell()
  }

  @Test("A stream of 300 files: 300 tabs through the overflowing bar, the last reached with End")
  func threeHundredFiles() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var diff = ""
    for file in 1...300 {
      diff += "diff --git a/f\(file).txt b/f\(file).txt\n--- a/f\(file).txt\n+++ b/f\(file).txt\n"
      diff += "@@ -1 +1 @@\n-old \(file)\n+new \(file)\n"
    }
    let file = try folder.write("many.diff", diff)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0"], redirection: "< \(TmuxSession.shellQuoted(file))")
    defer { session.close() }
    try await session.waitUntil("the bar overflowing") { screen in
      screen[0].contains("f1.txt") && screen[0].contains("+")
    }
    try await session.sendKeys("End")
    try await session.waitUntil("the last file") { screen in
      screen.contains { $0.hasPrefix("+new 300") }
    }
    try await session.quitAndCheckRestored()
  }
}
