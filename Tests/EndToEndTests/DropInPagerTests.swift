import Foundation
import Testing

/// TUIPager as `PAGER`, `GIT_PAGER` and `MANPAGER`, run as the programs that use a pager run it:
/// output that is not a terminal gets the text copied, `-F` prints what fits, man pages show bold
/// and underline, and git's colours and command line show.
@Suite("A drop-in PAGER")
struct DropInPagerTests {
  /// Whether `man` is here with the manual page of `ls` (slim images leave both out).
  static let hasManualPage =
    (try? ProcessRunner.runBlocking("/bin/sh", ["-c", "command -v man && man -w ls"]).status) == 0
  /// Whether `git` is here.
  static let hasGit =
    (try? ProcessRunner.runBlocking("/bin/sh", ["-c", "command -v git"]).status) == 0

  // MARK: Output not a terminal

  @Test("Output to a pipe: files, standard input and commands are copied in order, exit 0")
  func copiedInOrder() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let first = try folder.write("a.txt", "\u{1B}[31mred\u{1B}[0m b\u{8}b\n")
    let second = try folder.write("b.txt", "no newline at the end")
    let result = try await ProcessRunner.run(
      "/bin/bash",
      ["-c", #"printf 'piped\n' | "$0" "$1" - --command 'echo ran; echo err >&2' "$2""#]
        + [try TUIPagerBinary.path(), first, second])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "\u{1B}[31mred\u{1B}[0m b\u{8}b\npiped\nran\nerr\nno newline at the end")
  }

  @Test("Output to a pipe: a missing file is reported, the rest copied, exit 1")
  func missingFileIsReported() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let present = try folder.write("present.txt", "present\n")
    let missing = folder.path(of: "missing.txt")
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), [missing, present])
    #expect(result.status == 1)
    #expect(result.standardOutput == "present\n")
    #expect(result.standardError == "TUIPager: \(missing): No such file or directory\n")
  }

  @Test("Output to a file: 24 MiB of random bytes come out byte for byte")
  func bigFileIsCopiedExactly() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<(24 << 20) / 8).flatMap { _ in
      withUnsafeBytes(of: generator.next() as UInt64, Array.init)
    }
    let input = try folder.write("random.bin", bytes: bytes)
    let output = folder.path(of: "copy.bin")
    let result = try await ProcessRunner.run(
      "/bin/bash", ["-c", #"cat "$1" | "$0" > "$2""#, try TUIPagerBinary.path(), input, output],
      timeout: .seconds(20))
    #expect(result.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data(bytes))
  }

  @Test("An empty pipe and no file: nothing to copy, exit 0")
  func emptyPipe() async throws {
    // ProcessRunner's standard input is a pipe closed at once.
    let result = try await ProcessRunner.run(try TUIPagerBinary.path(), [])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.isEmpty)
  }

  // MARK: -F

  @Test("-F with a short file prints it on the terminal and returns to the prompt with 0")
  func shortFilePrinted() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("short.txt", "first short line\nsecond short line\n")
    let session = try await TmuxSession.startShell(columns: 80, rows: 12)
    defer { session.close() }
    try await session.typeTUIPagerCommand(["-FRX", file])
    try await session.waitUntil("the file printed") { $0.contains("second short line") }
    let screen = try await session.waitForShellPrompt()
    #expect(screen.contains { $0 == "first short line" }, "\(screen)")
    #expect(screen.contains { $0 == "second short line" }, "\(screen)")
    #expect(try await session.lastCommandStatus() == 0)
    #expect(try await session.terminalModes() == "0 1 0")
  }

  @Test("-F with a long pipe pages it, starting with what -F read, and nothing is lost")
  func longPipePaged() async throws {
    let session = try await TmuxSession.startShell(columns: 80, rows: 12)
    defer { session.close() }
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.typeLine("seq 1 5000 | TERM=xterm-256color \(binary) -F")
    let screen = try await session.waitUntil("the pipe paged from its first line") {
      DocumentScreen.firstLine($0) == "1"
    }
    // A shell's pipe is standard input, titled so.
    #expect(screen[DocumentScreen.barRow].contains("stdin"), "\(screen)")
    try await session.sendKeys("G")
    let end = try await session.waitUntil("the last line") {
      DocumentScreen.text($0).last == "5000"
    }
    let shown = DocumentScreen.text(end)
    #expect(shown == (5001 - shown.count...5000).map(String.init), "\(shown)")
    try await session.quitToShell()
  }

  // MARK: As MANPAGER and GIT_PAGER

  @Test(
    "MANPAGER=TUIPager man ls: bold and underline as less shows them, titled man ls, searchable",
    .enabled(if: hasManualPage, "skipped: man or the manual page of ls is not installed"))
  func manPage() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.typeLine("TERM=xterm-256color MANPAGER=\(binary) man ls")
    let screen = try await session.waitUntilColored("the manual page") { screen in
      screen.contains { $0.contains("SYNOPSIS") }
    }
    let rows = StyledCapture.rows(screen)
    let plain = rows.map(Self.text)
    #expect(plain[DocumentScreen.barRow].contains("man ls"), "\(plain)")
    #expect(!plain.contains { $0.contains("\u{8}") || $0.contains("^H") }, "\(plain)")
    let name = try #require(rows.first { Self.text(of: $0).hasPrefix("NAME") })
    #expect(name.prefix(4).allSatisfy { $0.bold }, "NAME should be bold")
    let synopsis = try #require(plain.firstIndex { $0.contains("[OPTION]") })
    let option = rows[synopsis].filter { "OPTION".contains($0.character) }
    #expect(!option.isEmpty, "no OPTION in \(plain[synopsis])")
    #expect(option.allSatisfy { $0.underline }, "OPTION should be underlined")
    #expect(rows[synopsis].contains { $0.character == "[" && !$0.underline })

    // Search finds the text as shown, bold or not.
    try await session.sendLiteral("/SYNOPSIS")
    try await session.sendKeys("Enter")
    try await session.waitUntilColored("SYNOPSIS found") { screen in
      (0..<screen.count).contains { ReverseVideo.reversedRuns(screen, row: $0) == ["SYNOPSIS"] }
    }
    try await session.quitToShell()
  }

  /// A repository in `folder` with one commit, "First note", adding `notes.txt` of `lines`
  /// lines.
  private func makeRepository(in folder: FixtureFolder, lines: Int) async throws {
    try folder.write("notes.txt", FixtureFolder.numberedLines("a line", count: lines))
    let git = ["-c", "user.name=Tester", "-c", "user.email=tester@example.com"]
    for arguments in [
      ["init", "-q"], ["add", "notes.txt"], ["commit", "-q", "-m", "First note"],
    ] {
      let result = try await ProcessRunner.run(
        "/usr/bin/env", ["git", "-C", folder.path] + git + arguments)
      try #require(result.status == 0, "\(result.standardError)")
    }
  }

  // A pager setting with arguments is run through `sh -c`, which passes git's pipe on.
  @Test(
    "git -c core.pager=TUIPager log -p: git's colours show, the tab is titled git log -p",
    .enabled(if: hasGit, "skipped: git is not installed"), arguments: [[], ["-R"]])
  func gitLog(pagerFlags: [String]) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try await makeRepository(in: folder, lines: 40)
    let session = try await TmuxSession.startShell(columns: 90, rows: 20)
    defer { session.close() }
    let pager = TmuxSession.shellQuoted(
      ([try TUIPagerBinary.path()] + pagerFlags).joined(separator: " "))
    try await session.typeLine(
      "cd \(TmuxSession.shellQuoted(folder.path)) && TERM=xterm-256color"
        + " git -c core.pager=\(pager) -c color.ui=always log -p")
    let screen = try await session.waitUntilColored("the log") { screen in
      screen.contains { $0.contains("First note") } && screen.contains { $0.contains("+a line") }
    }
    let rows = StyledCapture.rows(screen)
    let texts = rows.map(Self.text)
    #expect(texts[DocumentScreen.barRow].contains("git log -p"), "\(texts)")
    // git writes the commit line in yellow and the added lines in green.
    let commit = try #require(rows.first { Self.text(of: $0).hasPrefix("commit ") })
    #expect(commit.first?.foreground == .palette(3), "\(commit.first.map { "\($0.style)" } ?? "")")
    let added = try #require(rows.first { Self.text(of: $0).hasPrefix("+a line") })
    #expect(added.first?.foreground == .palette(2))
    try await session.quitToShell()
  }

  @Test(
    "git log --oneline that fits: printed, as git's LESS=FRX asks, and the prompt is back",
    .enabled(if: hasGit, "skipped: git is not installed"))
  func gitShortLogPrinted() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    try await makeRepository(in: folder, lines: 1)
    let session = try await TmuxSession.startShell(columns: 90, rows: 20)
    defer { session.close() }
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.typeLine(
      "cd \(TmuxSession.shellQuoted(folder.path)) && TERM=xterm-256color"
        + " git -c core.pager=\(binary) log --oneline")
    try await session.waitUntil("the log printed") { $0.contains { $0.contains(" First note") } }
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
    #expect(try await session.terminalModes() == "0 1 0")
  }

  /// The characters of a captured row.
  private static func text(of row: [CapturedCell]) -> String {
    String(row.map(\.character))
  }
}

/// A reader that goes away ends the copy as it ends `cat`: by SIGPIPE, status 141, whoever wrote.
@Suite("Copy to a reader that goes away")
struct CopyToAClosedPipeTests {
  @Test(
    "TUIPager FILE | head -1 and TUIPager --command yes | head -c 1000 both exit 141, as cat does")
  func bothEndBySigpipe() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "big.txt", String(repeating: "a line of text\n", count: 200_000))
    let binary = try TUIPagerBinary.path()
    for pager in ["cat '\(file)'", "'\(binary)' '\(file)'", "'\(binary)' --command yes"] {
      let result = try await ProcessRunner.run(
        "/bin/bash", ["-c", "\(pager) | head -c 1000 >/dev/null; echo ${PIPESTATUS[0]}"])
      #expect(
        result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "141",
        "\(pager): \(result.standardOutput) \(result.standardError)")
    }
  }
}
