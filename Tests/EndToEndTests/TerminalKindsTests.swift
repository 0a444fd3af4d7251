import Foundation
import Testing

/// What only a real terminal shows of the terminals that differ from xterm's: `-X` and terminals
/// with no alternate screen keep the last page (and not the bar or the status line) at quit, as
/// less does; a terminal that cannot move the cursor gets the text as cat gives it; colours pass
/// as the terminal takes them; a tiny screen still has a status line.
@Suite("Terminals that differ")
struct TerminalKindsTests {
  /// `line 1` … `line N`, a line each.
  static func numbered(_ count: Int) -> String {
    (1...count).map { "line \($0)\n" }.joined()
  }

  /// The rows without their trailing blanks.
  static func trimmed(_ rows: [String]) -> [String] {
    rows.map { row in
      var row = row
      while row.last == " " { row.removeLast() }
      return row
    }
  }

  /// `line` without its SGR sequences.
  static func plain(_ line: String) -> String {
    line.replacingOccurrences(
      of: "\u{1B}\\[[0-9;:]*m", with: "", options: .regularExpression)
  }

  // MARK: The last screen

  @Test("-X, then q: the page stays on the terminal and in its scrollback, no bar, no status line")
  func noInitLeavesTheLastPage() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("x.txt", Self.numbered(100))
    let session = try await TmuxSession.startShell(columns: 60, rows: 12)
    defer { session.close() }
    try await session.typeLine("echo said before")
    try await session.waitUntil("the echo") { $0.contains { $0.hasPrefix("said before") } }
    try await session.typeTUIPagerCommand(["-X", file])
    // The bar (row 0), lines 1…10, the status line (row 11).
    try await session.waitUntil("the first page") { screen in
      Self.trimmed(screen)[1] == "line 1" && screen[11].contains("x.txt")
    }
    #expect(try await session.display("#{alternate_on}") == "0", "no alternate screen")
    try await session.sendKeys("Space")
    try await session.waitUntil("the next page") { Self.trimmed($0)[1] == "line 11" }
    try await session.sendKeys("q")
    let screen = Self.trimmed(try await session.waitForShellPrompt())
    // The line before the page takes the bar's row; the shell's prompt is where the status line
    // was, and what the pager showed stays above it.
    #expect(Array(screen[0...10]) == (10...20).map { "line \($0)" }, "\(screen)")
    #expect(screen[11] == TmuxSession.shellPrompt, "\(screen)")
    #expect(try await session.terminalModes() == "0 1 0")
    #expect(try await session.lastCommandStatus() == 0)
    let history = Self.trimmed(try await session.captureHistory())
    #expect(history.contains("said before"), "the shell's lines scrolled up, not cleared")
    #expect(!history.contains { $0.hasPrefix(" x.txt") }, "no bar: \(history)")
    #expect(!history.contains { $0.contains(" of 100") }, "no status line: \(history)")
  }

  @Test(
    "TERM=vt100 and TERM=linux, then q: the page stays, the status row does not",
    arguments: ["vt100", "linux"])
  func noAlternateScreenLeavesNothingOfThePager(term: String) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("v.txt", Self.numbered(100))
    let session = try await TmuxSession.startShell(columns: 60, rows: 12)
    defer { session.close() }
    try await session.typeTUIPagerCommand([file], term: term)
    try await session.waitUntil("the first page") { screen in
      Self.trimmed(screen)[1] == "line 1" && screen[11].contains("v.txt")
    }
    try await session.sendKeys("q")
    let screen = Self.trimmed(try await session.waitForShellPrompt())
    // The text where it was, under the bar's row left blank (nothing comes before line 1).
    #expect(Array(screen[0...10]) == [""] + (1...10).map { "line \($0)" }, "\(screen)")
    #expect(screen[11] == TmuxSession.shellPrompt, "\(screen)")
    #expect(try await session.lastCommandStatus() == 0)
  }

  // MARK: Terminals that cannot page

  @Test(
    "TERM=dumb, unset or unknown: the text as cat gives it, one warning line, exit 0",
    arguments: ["TERM=dumb", "unset TERM;", "TERM=no-such-terminal"])
  func dumbTerminalGetsTheText(setting: String) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("d.txt", "first\n\u{1B}[1mbold\u{1B}[0m\nlast\n")
    let errors = folder.path(of: "errors")
    let session = try await TmuxSession.startShell(columns: 80, rows: 12)
    defer { session.close() }
    try await session.sendKeys("C-l")
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.typeLine(
      "(\(setting) \(binary) \(TmuxSession.shellQuoted(file)) 2>\(TmuxSession.shellQuoted(errors)))"
    )
    let screen = Self.trimmed(try await session.waitForShellPrompt())
    #expect(try await session.lastCommandStatus() == 0)
    let first = try #require(screen.firstIndex(of: "first"), "\(screen)")
    #expect(
      Array(screen[first...].prefix(4)) == ["first", "bold", "last", TmuxSession.shellPrompt])
    let warning = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(warning.split(separator: "\n").count == 1, "\(warning)")
    #expect(warning.hasPrefix("TUIPager: WARNING: ") && warning.hasSuffix("; not paged\n"))
  }

  @Test(
    "TERM=dumb MANPAGER=TUIPager man ls: the page is printed and man exits 0",
    .enabled(if: DropInPagerTests.hasManualPage, "skipped: man or ls's page is not installed"))
  func dumbTerminalManPage() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    let binary = TmuxSession.shellQuoted(try TUIPagerBinary.path())
    try await session.typeLine("TERM=dumb MANPAGER=\(binary) man ls")
    let screen = try await session.waitForShellPrompt(timeout: .seconds(15))
    #expect(try await session.lastCommandStatus() == 0)
    #expect(screen.contains { $0.contains("LS(1)") }, "the page's last line: \(screen)")
  }

  // MARK: Colours

  /// A file with bat's grey, a 24-bit colour and SGR's bright black.
  static let colouredText =
    "plain\n\u{1B}[38;5;238mgrey\u{1B}[0m\n\u{1B}[38;2;10;200;30mtrue\u{1B}[0m\n"
    + "\u{1B}[90mbright\u{1B}[0m\n"

  /// The colour sequences tmux has for the row that starts with `text`.
  static func sequences(ofRowStarting text: String, in screen: [String]) -> String? {
    screen.first { plain($0).hasPrefix(text) }
  }

  @Test("TERM=xterm (8 colours): bat's grey and bright black are white, never black")
  func eightColoursKeepGreysVisible() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("c.txt", Self.colouredText)
    let session = try await TmuxSession.startShell(columns: 60, rows: 12)
    defer { session.close() }
    try await session.typeTUIPagerCommand([file], term: "xterm")
    let screen = try await session.waitUntilColored("the text") { screen in
      screen.contains { Self.plain($0).hasPrefix("bright") }
    }
    for text in ["grey", "bright"] {
      let row = try #require(Self.sequences(ofRowStarting: text, in: screen))
      #expect(row.contains("\u{1B}[37m"), "\(text): \(row.debugDescription)")
      #expect(!row.contains("\u{1B}[30m"), "\(text): \(row.debugDescription)")
    }
    try await session.quitToShell()
  }

  @Test("COLORTERM=truecolor: a 24-bit colour reaches the terminal as it is, not rounded")
  func trueColorPassesThrough() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("c.txt", Self.colouredText)
    for (colorTerm, expected) in [
      ("truecolor", "\u{1B}[38;2;10;200;30m"), ("24bit", "\u{1B}[38;2;10;200;30m"),
      ("", "\u{1B}[38;5;40m"),
    ] {
      let session = try await TmuxSession.startShell(columns: 60, rows: 12)
      defer { session.close() }
      try await session.typeTUIPagerCommand([file], environment: ["COLORTERM": colorTerm])
      let screen = try await session.waitUntilColored("the text") { screen in
        screen.contains { Self.plain($0).hasPrefix("bright") }
      }
      let row = try #require(Self.sequences(ofRowStarting: "true", in: screen))
      #expect(row.contains(expected), "COLORTERM=\(colorTerm): \(row.debugDescription)")
      // The palette's colours stay palette colours.
      let grey = try #require(Self.sequences(ofRowStarting: "grey", in: screen))
      #expect(grey.contains("\u{1B}[38;5;238m"), "\(grey.debugDescription)")
      try await session.quitToShell()
    }
  }

  // MARK: A small screen

  @Test("20×5: the status line names the tab and the lines shown")
  func smallScreenHasAStatusLine() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("a.md", Self.numbered(100))
    let session = try await TmuxSession.start(arguments: [file], columns: 20, rows: 5)
    defer { session.close() }
    let screen = try await session.waitUntil("the status line") { $0[4].contains("1–3/100") }
    #expect(screen[4] == " a.md  1–3/100  1/1 ", "\(screen)")
    try await session.resize(columns: 1, rows: 1)
    try await session.resize(columns: 12, rows: 3)
    try await session.waitUntil("the status line, narrower") { $0[2].contains("a.md") }
    // Wide enough again for the exit status to be read.
    try await session.resize(columns: 60, rows: 5)
    try await session.waitUntil("the status line, wide") { $0[4].contains("lines 1–3 of 100") }
    try await session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
  }
}
