import Foundation
import Testing

/// TUIPager under the real programs that call a pager, each run as a user runs it from a shell,
/// beside what less does there: bat, pydoc, dpkg, man and git. `make test-deps` installs the
/// ones missing; a test whose program is not here says so and is skipped.
@Suite("Under the programs that call a pager")
struct PagerHostsTests {
  static let hasBat = InstalledTools.has("batcat")
  static let hasPython = InstalledTools.has("python3")
  static let hasDpkg = InstalledTools.has("dpkg-query")
  static let hasGit = DropInPagerTests.hasGit
  static let hasManualPage = DropInPagerTests.hasManualPage

  static var binary: String {
    get throws { TmuxSession.shellQuoted(try TUIPagerBinary.path()) }
  }

  @Test(
    "bat --paging=always --pager TUIPager: the file opens at its first line, as less opens it",
    .enabled(if: hasBat, "skipped: bat is not installed"))
  func batOpensAtTheTop() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "sample.py", (1...200).map { "value_\($0) = \($0)\n" }.joined())
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine(
      "TERM=xterm-256color batcat --paging=always --style=plain --color=always --pager "
        + "\(try Self.binary) \(TmuxSession.shellQuoted(file))")
    let screen = try await session.waitUntil("the whole file, from its top") { screen in
      DocumentScreen.shownLines(screen)?.total == 200
    }
    #expect(DocumentScreen.firstLine(screen) == "value_1 = 1", "\(screen)")
    #expect(DocumentScreen.shownLines(screen).map { [$0.first, $0.last] } == [1, 28])
    try await session.quitToShell()
  }

  @Test(
    "PAGER=TUIPager python3 -c 'help(str)': pydoc's text from its top; q gives the prompt back",
    .enabled(if: hasPython, "skipped: python3 is not installed"))
  func pydoc() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine(
      "TERM=xterm-256color PAGER=\(try Self.binary) python3 -c 'help(str)'")
    let screen = try await session.waitUntil("the help of str") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("Help on class str in module builtins")
    }
    #expect(screen.contains { $0.contains("class str(object)") })
    try await session.quitToShell()
  }

  @Test("A pipe that arrives in pieces opens at line 1, and F follows it to its end")
  func pipeInPieces() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine(
      "(echo first; sleep 0.5; seq 2 200) | TERM=xterm-256color \(try Self.binary)")
    let screen = try await session.waitUntil("the pipe read to its end") { screen in
      DocumentScreen.shownLines(screen)?.total == 200
    }
    #expect(DocumentScreen.firstLine(screen) == "first")
    try await session.sendKeys("F")
    try await session.waitUntil("the end, after F") { screen in
      DocumentScreen.text(screen).last == "200"
    }
    try await session.quitToShell()
  }

  // MARK: man

  @Test(
    "MANPAGER=TUIPager man ls: q and Ctrl-C both give the prompt back, man exits 0, no error",
    .enabled(if: hasManualPage, "skipped: man or the manual page of ls is not installed"),
    arguments: ["q", "C-c"])
  func manQuits(key: String) async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    // Set beforehand and the screen cleared, so that `man ls` is all the command line shows
    // (under the word echoed, split in the line typed so that only the shell's echo has it whole).
    try await session.typeLine(
      "export TERM=xterm-256color MANPAGER=\(try Self.binary); clear; echo clea''red")
    try await session.waitUntil("the screen cleared") { screen in
      screen.map(DocumentScreen.trimmed).filter { !$0.isEmpty }
        == ["cleared", TmuxSession.shellPrompt]
    }
    try await session.typeLine("man ls")
    try await session.waitUntil("the manual page") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("LS(1)")
    }
    try await session.sendKeys(key)
    let screen = try await session.waitForShellPrompt()
    // The command line and the prompt, nothing between: man said nothing of its pager.
    let written = screen.map(DocumentScreen.trimmed).filter { !$0.isEmpty }
    #expect(
      written == ["cleared", "\(TmuxSession.shellPrompt) man ls", TmuxSession.shellPrompt],
      "\(screen)")
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test(
    "MANPAGER='TUIPager -iM' man ls: less's options are taken, and /synopsis finds SYNOPSIS",
    .enabled(if: hasManualPage, "skipped: man or the manual page of ls is not installed"))
  func manWithLessOptions() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    let pager = TmuxSession.shellQuoted(try TUIPagerBinary.path() + " -iM")
    try await session.typeLine("TERM=xterm-256color MANPAGER=\(pager) man ls")
    let screen = try await session.waitUntil("the manual page") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("LS(1)")
    }
    #expect(!screen.contains { $0.contains("unknown option") }, "\(screen)")
    try await session.typeLine("/synopsis")
    let found = try await session.waitUntilColored("SYNOPSIS found, whatever its case") {
      screen in
      (0..<screen.count).contains { ReverseVideo.reversedRuns(screen, row: $0) == ["SYNOPSIS"] }
    }
    let plain = StyledCapture.rows(found).map { String($0.map(\.character)) }
    #expect(
      DocumentScreen.firstLine(plain) == "SYNOPSIS",
      "the match should be brought to the top: \(plain)")
    try await session.quitToShell()
  }

  // MARK: git

  /// How git is told of the pager: its variable, or its setting.
  enum GitPager: String, CaseIterable, Sendable {
    case variable = "GIT_PAGER"
    case setting = "core.pager"

    /// The start of a command line that runs `git <arguments>` with `pager` as its pager, and
    /// `LESS` unset so that git sets it to its own FRX.
    func commandLine(pager: String, _ arguments: String) -> String {
      let quoted = TmuxSession.shellQuoted(pager)
      return switch self {
      case .variable: "env -u LESS TERM=xterm-256color GIT_PAGER=\(quoted) git \(arguments)"
      case .setting: "env -u LESS TERM=xterm-256color git -c core.pager=\(quoted) \(arguments)"
      }
    }
  }

  /// TUIPager alone, and with less's options as a user writes them in the setting.
  static let gitPagerFlags = ["", " -iR"]

  /// A repository in `folder` with one commit of `notes.txt` (`a line 1`…`a line 200`), then
  /// the first `changed` of its lines rewritten, not committed.
  private func makeRepository(in folder: FixtureFolder, changed: Int) async throws {
    try folder.write("notes.txt", FixtureFolder.numberedLines("a line", count: 200))
    let git = ["-c", "user.name=Tester", "-c", "user.email=tester@example.com"]
    for arguments in [
      ["init", "-q"], ["add", "notes.txt"], ["commit", "-q", "-m", "First note"],
    ] {
      let result = try await ProcessRunner.run(
        "/usr/bin/env", ["git", "-C", folder.path] + git + arguments)
      try #require(result.status == 0, "\(result.standardError)")
    }
    try folder.write(
      "notes.txt",
      FixtureFolder.numberedLines(
        "a line", count: 200,
        extras: .init(
          uniqueKeysWithValues: (1...changed).map { ($0, "changed") })))
  }

  @Test(
    "git log and a git diff that fits, under GIT_PAGER or core.pager: printed, prompt back",
    .enabled(if: hasGit, "skipped: git is not installed"),
    arguments: GitPager.allCases, gitPagerFlags)
  func gitShortOutputPrinted(pager: GitPager, flags: String) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try await makeRepository(in: folder, changed: 1)
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    let binary = try TUIPagerBinary.path() + flags
    try await session.typeLine("cd \(TmuxSession.shellQuoted(folder.path))")
    try await session.waitForShellPrompt()
    try await session.typeLine(pager.commandLine(pager: binary, "log --oneline"))
    try await session.waitUntil("the log printed") { $0.contains { $0.hasSuffix(" First note") } }
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
    try await session.typeLine("clear")
    try await session.waitForShellPrompt()
    try await session.typeLine(pager.commandLine(pager: binary, "diff"))
    try await session.waitUntil("the diff printed") { $0.contains { $0.hasPrefix("+a line 1 ") } }
    let screen = try await session.waitForShellPrompt().map(DocumentScreen.trimmed)
    let header = try #require(
      screen.firstIndex(of: "diff --git a/notes.txt b/notes.txt"), "no diff printed: \(screen)")
    let diff = screen[header...]
    #expect(diff.contains("-a line 1") && diff.contains("+a line 1 changed"), "\(screen)")
    #expect(try await session.lastCommandStatus() == 0)
    #expect(try await session.terminalModes() == "0 1 0")
  }

  @Test(
    "A git diff longer than the screen, under GIT_PAGER or core.pager: paged from its top",
    .enabled(if: hasGit, "skipped: git is not installed"),
    arguments: GitPager.allCases, gitPagerFlags)
  func gitLongDiffPaged(pager: GitPager, flags: String) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try await makeRepository(in: folder, changed: 60)
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine("cd \(TmuxSession.shellQuoted(folder.path))")
    try await session.waitForShellPrompt()
    try await session.typeLine(pager.commandLine(pager: try TUIPagerBinary.path() + flags, "diff"))
    let screen = try await session.waitUntil("the diff paged") { screen in
      DocumentScreen.shownLines(screen)?.total != nil
    }
    #expect(DocumentScreen.firstLine(screen) == "diff --git a/notes.txt b/notes.txt", "\(screen)")
    #expect(DocumentScreen.shownLines(screen).map { [$0.first, $0.last] } == [1, 28])
    #expect(screen[DocumentScreen.barRow].contains("git diff"), "\(screen)")
    try await session.quitToShell()
  }

  // MARK: scripts

  @Test(
    "A perl script piping into $PAGER through sh, as perldoc and pydoc do: titled by the script",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/perl"), "no perl"))
  func aScriptsPipeTitlesTheTab() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // Quoted, so that perl runs the pager through `sh -c`, whose standard input is the pipe.
    try folder.write(
      "fakedoc",
      #"open(my $p, "|-", "'$ENV{PAGER}'") or die; print $p "topic line $_\n" for 1..100; close $p;"#
        + "\n")
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine(
      "cd \(TmuxSession.shellQuoted(folder.path)) && PAGER=\(TmuxSession.shellQuoted(try TUIPagerBinary.path()))"
        + " /usr/bin/perl ./fakedoc perlfunc")
    let screen = try await session.waitUntil("the script's text paged") { screen in
      screen.contains { $0.hasPrefix("topic line 1") }
    }
    #expect(screen[DocumentScreen.barRow].contains("fakedoc perlfunc"), "\(screen)")
    try await session.quitToShell()
  }

  /// perldoc writes the page to a file in /tmp and runs `sh -c 'PAGER < "/tmp/XXXX"'`: the
  /// tab is titled after perldoc, above the shell. The same redirection typed at a shell keeps
  /// `stdin`.
  @Test(
    "PAGER=TUIPager perldoc perlfunc: titled perldoc perlfunc; TUIPager < FILE at a shell: stdin",
    .enabled(if: InstalledTools.hasPerldocPages, "skipped: perldoc has no pages (perl-doc)"))
  func perldocTitlesTheTab() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("input.txt", "redirected line\n")
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine("TERM=xterm-256color PAGER=\(try Self.binary) perldoc perlfunc")
    var screen = try await session.waitUntil("perlfunc paged") { screen in
      screen.contains { $0.contains("perlfunc - Perl builtin functions") }
    }
    #expect(screen[DocumentScreen.barRow].contains("perldoc perlfunc"), "\(screen)")
    try await session.quitToShell()
    try await session.typeLine("\(try Self.binary) < \(TmuxSession.shellQuoted(file))")
    screen = try await session.waitUntil("the file paged") { screen in
      screen.contains { $0.hasPrefix("redirected line") }
    }
    #expect(screen[DocumentScreen.barRow].contains("stdin"), "\(screen)")
    try await session.quitToShell()
  }

  // MARK: dpkg

  @Test(
    "PAGER=TUIPager dpkg -l, LESS unset: a table under its legend, long rows chopped, one to a row",
    .enabled(if: hasDpkg, "skipped: dpkg is not installed"))
  func dpkgChopsLongLines() async throws {
    // Into a pipe (the pager's too), dpkg lays its list out wider than the screen.
    let listed = try await ProcessRunner.run(
      "/usr/bin/env", ["dpkg-query", "-l"], timeout: .seconds(30))
    try #require(listed.status == 0, "\(listed.standardError)")
    let lines = listed.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    try #require(lines.count > 28 && lines.contains { $0.count > 90 }, "\(lines.count) lines")
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine("env -u LESS TERM=xterm-256color PAGER=\(try Self.binary) dpkg -l")
    let screen = try await session.waitUntil("the list paged", timeout: .seconds(20)) { screen in
      DocumentScreen.shownLines(screen)?.total != nil
    }
    // The legend, the header and its rule stay on top; the rows below them scroll.
    #expect(
      DocumentScreen.shownLines(screen).map { [$0.first, $0.last, $0.total] }
        == [6, 28, lines.count], "\(DocumentScreen.status(screen))")
    let rows = DocumentScreen.text(screen)
    #expect(Array(rows.prefix(3)) == lines.prefix(3).map(DocumentScreen.trimmed))
    #expect(rows[3].hasPrefix("||/ │ Name"), "\(rows[3])")
    // Each package a row, its name in the second column, a row cut at the right edge ending in
    // less's reverse `>`.
    for (row, line) in zip(rows.dropFirst(5), lines.dropFirst(5)) {
      let cells = row.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
      let name = line.split(separator: " ", omittingEmptySubsequences: true)[1]
      #expect(cells.count > 2 && cells[1] == name && row.hasSuffix(">"), "\(row)")
    }
    try await session.quitToShell()
  }
}
