import Foundation
import Testing

/// less's keys in a real terminal, run from a shell: `v` hands the terminal to the editor and
/// takes it back, `s` saves a pipe, `?` searches backward with its match highlighted, and
/// Ctrl-C under `-K` exits 2. Where `=` says the page is, `LessKeysAppTests` checks in-process.
@Suite("less's keys in the terminal")
struct LessKeysEndToEndTests {
  /// 200 lines, `line 1`…`line 200`, with "marker" after the number on lines 50 and 120.
  private static let numbered = FixtureFolder.numberedLines(
    "line", count: 200, extras: [50: "marker", 120: "marker"])

  @Test("v runs $EDITOR on the terminal with +LINE FILE; the pages come back with the new text")
  func editor() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("notes.txt", Self.numbered)
    let record = folder.path(of: "editor-arguments.txt")
    // The stand-in editor writes down its arguments and whether it has the terminal, then
    // rewrites the file it is given.
    let editor =
      "sh -c 't=none; [ -t 0 ] && [ -t 1 ] && t=terminal;"
      + " printf \"%s\\n\" \"$0\" \"$1\" \"$t\" > \"\(record)\";"
      + " printf \"rewritten by the editor\\n\" > \"$1\"'"
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    // An empty VISUAL counts as none, so EDITOR is the one run.
    try await session.typeTUIPagerCommand([file], environment: ["VISUAL": "", "EDITOR": editor])
    try await session.waitUntil("the file") { DocumentScreen.firstLine($0) == "line 1" }
    try await session.sendKeys("v")
    let screen = try await session.waitUntil("the file as the editor left it") { screen in
      DocumentScreen.firstLine(screen) == "rewritten by the editor"
    }
    #expect(DocumentScreen.text(screen).dropFirst().allSatisfy { $0.isEmpty }, "\(screen)")
    #expect(screen[DocumentScreen.barRow].contains("notes.txt"), "\(screen)")
    // +LINE is a line of the page shown (less gives the middle one, TUIPager the top one).
    let arguments = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
    #expect(
      arguments.count == 3 && arguments.dropFirst() == [Substring(file), "terminal"],
      "\(arguments)")
    let line = try #require(arguments.first.flatMap { Int($0.dropFirst()) }, "\(arguments)")
    #expect(arguments.first?.first == "+" && (1...28).contains(line), "\(arguments)")
    try await session.quitToShell()
    #expect(try await session.terminalModes() == "0 1 0")
  }

  @Test("s FILE on a pipe's tab writes the pipe's text to FILE and says so")
  func savePipe() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let saved = folder.path(of: "saved.txt")
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await session.typeLine(
      "seq 1 100 | TERM=xterm-256color \(TmuxSession.shellQuoted(try TUIPagerBinary.path()))")
    try await session.waitUntil("the pipe read") { DocumentScreen.shownLines($0)?.total == 100 }
    try await session.sendKeys("s")
    try await session.typeLine(saved)
    try await session.waitUntil("the text saved") { screen in
      DocumentScreen.status(screen).hasPrefix("Saved 100 lines to \(saved)")
    }
    let text = try String(contentsOfFile: saved, encoding: .utf8)
    #expect(text == (1...100).map { "\($0)\n" }.joined())
    try await session.quitToShell()
  }

  @Test("?marker from the end finds the match above, and n goes on upward")
  func backwardSearch() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("notes.txt", Self.numbered)
    let session = try await TmuxSession.start(arguments: [file], rows: 30)
    defer { session.close() }
    try await session.waitUntil("the file") { DocumentScreen.shownLines($0)?.total == 200 }
    try await session.sendKeys("G")
    try await session.waitUntil("the end") { DocumentScreen.text($0).last == "line 200" }
    try await session.sendLiteral("?marker")
    try await session.sendKeys("Enter")
    try await session.waitUntilColored("the match on line 120, on top and highlighted") {
      Self.highlightedOnTop(line: "line 120 marker", $0)
    }
    try await session.sendKeys("n")
    try await session.waitUntilColored("the match on line 50") {
      Self.highlightedOnTop(line: "line 50 marker", $0)
    }
    try await session.quitAndCheckRestored()
  }

  @Test("Ctrl-C under -K quits at once with status 2 and gives the terminal back")
  func interruptUnderK() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("notes.txt", Self.numbered)
    let session = try await TmuxSession.start(arguments: ["-K", file], rows: 30)
    defer { session.close() }
    try await session.waitUntil("the file") { DocumentScreen.firstLine($0) == "line 1" }
    try await session.sendKeys("C-c")
    #expect(try await session.waitForExit() == 2)
    #expect(try await session.terminalModes() == "0 1 0")
  }

  @Test(
    "Text written over the screen (a command's errors) goes at Ctrl-L, Ctrl-R, r and R",
    arguments: ["C-l", "C-r", "r", "R"])
  func repaint(key: String) async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    // A pipe, which R cannot read again: it repaints all the same, and says nothing.
    try await session.typeLine(
      "seq 1 200 | TERM=xterm-256color \(TmuxSession.shellQuoted(try TUIPagerBinary.path()))")
    try await session.waitUntil("the pipe") { DocumentScreen.firstLine($0) == "1" }
    let before = try await session.capture()
    // Written to the terminal behind the pager's back, as psql's "Cancel request sent" is.
    let tty = try await session.display("#{pane_tty}")
    let junk = try #require(FileHandle(forWritingAtPath: tty))
    junk.write(Data("\u{1b}[6;10HJUNK WRITTEN OVER THE PAGE".utf8))
    try junk.close()
    try await session.waitUntil("the junk on the screen") {
      $0.contains { $0.contains("JUNK WRITTEN") }
    }
    try await session.sendKeys(key)
    let after = try await session.waitUntil("the screen repainted") { screen in
      !screen.contains { $0.contains("JUNK") }
    }
    #expect(
      after.map(DocumentScreen.trimmed) == before.map(DocumentScreen.trimmed),
      "the same page as before the junk, nothing said")
    try await session.sendKeys("q")
  }

  /// Whether the first row of text of the one tab is `line`, its "marker" in reverse video.
  private static func highlightedOnTop(line: String, _ screen: [String]) -> Bool {
    let rows = StyledCapture.rows(screen).map {
      DocumentScreen.trimmed(String($0.map(\.character)))
    }
    let top = DocumentScreen.firstTextRow(rows)
    return rows.count > top && rows[top] == line
      && ReverseVideo.reversedRuns(screen, row: top) == ["marker"]
  }

  @Test(
    "Ctrl-Right scrolls cut lines to the end of the longest shown, Ctrl-Left back, tabs or not",
    arguments: [(["C-Right"], ["C-Left"]), (["Escape", "}"], ["Escape", "{"])])
  func ctrlArrowsScrollSideways(right: [String], left: [String]) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let wide = try folder.write("wide.txt", "short\n" + alphabet + alphabet + alphabet + "\n")
    let other = try folder.write("other.txt", "other\n")
    // Two tabs: Right and Left go between them, and only these keys scroll sideways.
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--chop", wide, other], columns: 60, rows: 10)
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "short")
    // Esc and its key in one go, as a terminal sends them: apart, Esc alone would time out.
    try await session.sendKeys(right)
    // 78 columns on a 60-column page: 18 scrolled, the line's end at the right edge.
    let scrolled = try await session.waitUntil("the longest line's end in view") { screen in
      DocumentScreen.text(screen).contains("STUVWXYZ" + alphabet + alphabet)
    }
    #expect(DocumentScreen.position(scrolled).map { $0 == (1, 2) } == true, "still the first tab")
    try await session.sendKeys(left)
    try await session.waitUntil("the first column again") { screen in
      DocumentScreen.firstLine(screen) == "short"
        && DocumentScreen.text(screen).contains { $0.hasPrefix("ABCDEF") }
    }
    try await session.quitAndCheckRestored()
  }
}
