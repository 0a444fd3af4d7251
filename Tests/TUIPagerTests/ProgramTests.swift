import Glibc
import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// The program's exit statuses that need no terminal, with its arguments, its standard streams'
/// nature and its messages all in-process. One at a time: the program reads the terminal type's
/// terminfo entry through ncurses, whose current entry is one for the whole process.
@Suite(.serialized) struct ProgramTests {
  /// What a run printed and returned, and the terminal it drew on (if it got that far).
  struct Outcome {
    var status: Int32
    var output: CapturedStream
    var error: CapturedStream
    var terminal: FakeTerminal?
    /// The file the keys were to come from (`--tty`), as the terminal was asked to open it.
    var keysFile: String?
  }

  /// Runs the program in-process. It gets a fake terminal that answers `q` at once, as the
  /// user would, so a run that reaches the screen ends with its first frame drawn.
  ///
  /// `input` and `output` stand for standard input and output where the program reads and
  /// writes them as descriptors (the copy made when output is not a terminal, `-F`); the
  /// terminal's size for `-F` is `terminalSize`, `LESS` is `lessVariable`, and standard input's
  /// tab is titled `standardInputTitle` when one is given; `adjust` changes the rest of the
  /// environment.
  static func run(
    _ arguments: [String], argumentBytes: [[UInt8]]? = nil, standardInputIsTerminal: Bool = true,
    standardOutputIsTerminal: Bool = true, terminalType: String? = "xterm-256color",
    input: Int32 = -1, output outputDescriptor: Int32 = -1, terminalSize: Size? = nil,
    standardInputTitle: String? = nil, lessVariable: String? = nil,
    variables: [String: String] = [:],
    adjusting adjust: (inout Program.Environment) -> Void = { _ in }
  ) -> Outcome {
    let output = CapturedStream()
    let error = CapturedStream()
    var opened: FakeTerminal?
    var keysFile: String?
    var environment =
      Program.Environment(
        arguments: arguments, argumentBytes: argumentBytes,
        standardInputIsTerminal: standardInputIsTerminal,
        standardOutputIsTerminal: standardOutputIsTerminal, output: output, error: error,
        terminalType: terminalType, standardInput: input, standardOutput: outputDescriptor,
        terminalSize: { terminalSize }, lessVariable: lessVariable,
        standardInputTitle: { standardInputTitle }, variables: variables,
        openTerminal: { request in
          keysFile = request.keysFile
          let terminal = FakeTerminal(size: Size(columns: 60, rows: 10), colorDepth: .none)
          terminal.hasAlternateScreen = request.alternateScreen
          terminal.send([.key(.character("q"))])
          opened = terminal
          return terminal
        }, endsDescendants: false)
    adjust(&environment)
    let status = Program.main(environment)
    return Outcome(
      status: status, output: output, error: error, terminal: opened, keysFile: keysFile)
  }

  @Test func aUsageErrorExits2WithOneLineNamingTheProblem() {
    let outcome = Self.run(["--duration", "abc"])
    #expect(outcome.status == 2)
    #expect(outcome.output.text.isEmpty)
    #expect(outcome.error.lines.count == 1)
    let line = outcome.error.lines.first ?? ""
    #expect(line.hasPrefix("TUIPager: --duration: "))
    #expect(line.contains("abc"))
    #expect(line.hasSuffix(" (see TUIPager --help)"))
  }

  @Test func helpExits0AndPrintsUsage() {
    let outcome = Self.run(["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output.text == Usage.help)
    #expect(outcome.error.text.isEmpty)
  }

  @Test func versionExits0AndPrintsOneLine() {
    let outcome = Self.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.output.text == Usage.version + "\n")
    #expect(outcome.error.text.isEmpty)
  }

  @Test func theDemoWithStandardOutputNotATerminalExits1() {
    let outcome = Self.run([], standardOutputIsTerminal: false)
    #expect(outcome.status == 1)
    #expect(outcome.output.text.isEmpty)
    #expect(outcome.error.text == "TUIPager: standard output is not a terminal\n")
  }

  @Test func pipedStandardInputWithAFileShowsTheFileAndKeysStillWork() throws {
    // echo x | TUIPager notes.txt (and xargs TUIPager, whose standard input is /dev/null).
    let file = try TemporaryFile(named: "notes.txt", "hello\n")
    let outcome = Self.run([file.path], standardInputIsTerminal: false)
    #expect(outcome.status == 0)
    #expect(outcome.error.text.isEmpty)
    let lines = outcome.terminal?.frames.first?.lines ?? []
    #expect(lines.contains { $0.contains("notes.txt") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("hello") }, "\(lines)")
    #expect(outcome.terminal?.restored == true)
  }

  @Test func redrawOnQuitLeavesTheLastScreensTextOnTheTerminal() throws {
    let file = try TemporaryFile(named: "notes.txt", "hello\nworld\n")
    let redrawn = Self.run(["--redraw-on-quit", file.path])
    #expect(redrawn.status == 0)
    #expect(redrawn.output.lines == ["hello", "world"], "\(redrawn.output.text.debugDescription)")
    #expect(redrawn.terminal?.restored == true)
    #expect(Self.run([file.path]).output.text.isEmpty, "only with the option")
    #expect(
      Self.run(["--redraw-on-quit", "-X", file.path]).output.text.isEmpty,
      "-X leaves the last screen on the terminal's own screen already")
  }

  @Test func pipedStandardInputWithACommandIsNoTab() {
    let outcome = Self.run(["--command", "true"], standardInputIsTerminal: false)
    #expect(outcome.status == 0)
    let lines = outcome.terminal?.frames.first?.lines ?? []
    #expect(!lines.contains { $0.contains(TabTitles.standardInput) }, "\(lines)")
  }

  static let unusableTerminals: [(String?, String)] = [
    ("dumb", "\"dumb\" cannot move the cursor (its terminfo entry has no cup)"),
    ("no-such-terminal", "unknown terminal type \"no-such-terminal\" (no terminfo entry)"),
    (nil, "TERM is not set"),
    ("", "TERM is not set"),
  ]

  @Test(arguments: unusableTerminals)
  func aTerminalThatCannotMoveTheCursorGetsTheTextAsCatGivesItAfterOneWarning(
    term: String?, reason: String
  ) throws {
    // Emacs' M-x shell, a serial console: `TERM=dumb man ls` must print the page.
    let file = try TemporaryFile(named: "notes.txt", "hello\n\u{1B}[1mbold\u{1B}[0m\n")
    let output = try OutputFile(in: file.folder)
    let input = try pipeHolding(Array("from a pipe\n".utf8))
    defer { close(input) }
    let outcome = Self.run(
      [file.path, "-"], standardInputIsTerminal: false, terminalType: term, input: input,
      output: output.descriptor)
    #expect(outcome.status == 0)
    #expect(output.bytes == Array("hello\n\u{1B}[1mbold\u{1B}[0m\nfrom a pipe\n".utf8))
    #expect(outcome.error.lines == ["TUIPager: WARNING: \(reason); not paged"])
    #expect(outcome.terminal == nil)
  }

  @Test(arguments: [["-d"], ["--dumb"]])
  func lessDumbOptionKeepsTheWarningOut(_ option: [String]) throws {
    let file = try TemporaryFile(named: "notes.txt", "hello\n")
    let output = try OutputFile(in: file.folder)
    let outcome = Self.run(option + [file.path], terminalType: "dumb", output: output.descriptor)
    #expect(outcome.status == 0)
    #expect(outcome.error.text.isEmpty)
    #expect(output.bytes == Array("hello\n".utf8))
  }

  @Test(arguments: unusableTerminals)
  func theDemoOnATerminalThatCannotMoveTheCursorExits1(term: String?, reason: String) {
    let outcome = Self.run([], terminalType: term)
    #expect(outcome.status == 1)
    #expect(outcome.error.text == "TUIPager: cannot use this terminal: \(reason)\n")
    #expect(outcome.terminal == nil)
  }

  @Test(arguments: ["vt100", "linux"])
  func aTerminalWithNoAlternateScreenKeepsTheTextAndNothingElseAtQuit(term: String) throws {
    let file = try TemporaryFile(named: "notes.txt", "hello\n")
    let outcome = Self.run([file.path], terminalType: term)
    #expect(outcome.status == 0)
    let terminal = try #require(outcome.terminal)
    #expect(!terminal.hasAlternateScreen)
    let shown = try #require(terminal.frames.dropLast().last).lines
    #expect(shown.contains { $0.contains("notes.txt") }, "the status line while paging")
    let left = try #require(terminal.frames.last).lines
    // The bar's row blank, the text on its row, the status line's row blank.
    #expect(left[1].hasPrefix("hello"), "\(left)")
    let others = left.indices.filter { $0 != 1 }.map { left[$0] }
    #expect(others.allSatisfy { $0.allSatisfy { $0 == " " } }, "\(left)")
  }

  @Test func aTerminalWithAnAlternateScreenLeavesItAsDrawn() throws {
    let file = try TemporaryFile(named: "notes.txt", "hello\n")
    let outcome = Self.run([file.path], terminalType: "xterm-256color")
    let terminal = try #require(outcome.terminal)
    #expect(terminal.hasAlternateScreen)
    #expect(terminal.frames.last?.lines.contains { $0.contains("notes.txt") } == true)
  }

  @Test func aPathThatIsNotUTF8OpensByItsBytesAndShowsReplacementCharacters() throws {
    let folder = try TemporaryFile(named: "ok.txt", "")
    let name: [UInt8] = Array("\(folder.folder)/inv".utf8) + [0xFF] + Array(".txt".utf8)
    let path = FilePath(bytes: name)
    let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT, 0o600) }
    try #require(descriptor >= 0)
    _ = StandardStream(descriptor: descriptor).writeAll("bytes\n")
    close(descriptor)
    defer { _ = path.withCString { unlink($0) } }

    let shown = String(decoding: name, as: UTF8.self)
    let outcome = Self.run([shown], argumentBytes: [name])
    #expect(outcome.status == 0)
    let lines = outcome.terminal?.frames.first?.lines ?? []
    #expect(lines.contains { $0.contains("inv\u{FFFD}.txt") }, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("bytes") }, "\(lines)")

    // A missing one is named the same way.
    let missing = Self.run([shown + "x"], argumentBytes: [name + Array("x".utf8)])
    #expect(missing.error.text == "TUIPager: \(shown)x: No such file or directory\n")
  }

  @Test func allFilesMissingExits1WithALineForEach() throws {
    let folder = try TemporaryFile(named: "present.txt", "")
    let missing = ["\(folder.folder)/a.log", "\(folder.folder)/b.log"]
    let outcome = Self.run(missing)
    #expect(outcome.status == 1)
    #expect(outcome.output.text.isEmpty)
    #expect(outcome.error.lines == missing.map { "TUIPager: \($0): No such file or directory" })
  }

  @Test func aWrongConfigLineExits2WithOneLineBeforeTheTerminalIsTouched() throws {
    let config = try TemporaryFile(named: "config", "color = never\nbind x fly\n")
    let outcome = Self.run(["--config", config.path])
    #expect(outcome.status == 2)
    #expect(outcome.terminal == nil)
    #expect(outcome.error.lines.count == 1)
    #expect(outcome.error.text.hasPrefix("TUIPager: \(config.path):2: unknown command 'fly' ("))
    let environment = Self.run([], variables: ["TUIPAGER": "--jump far"])
    #expect(environment.status == 2 && environment.terminal == nil)
    #expect(
      environment.error.text
        == "TUIPager: TUIPAGER: --jump: 'far' is not one of slide, direct (see TUIPager --help)\n")
  }

  @Test func theConfigFileAndTheEnvironmentChangeTheRun() throws {
    let home = try ConfigHome("title = From the file\n", tuipager: "--status")
    let outcome = Self.run([], variables: home.variables)
    #expect(outcome.status == 0)
    let lines = outcome.terminal?.frames.first?.lines ?? []
    #expect(lines.first?.hasPrefix(" From the file") == true, "\(lines)")
    #expect(lines.last?.contains("1/4") == true, "the status line: \(lines)")
  }

  @Test func helpShowsTheKeysInEffect() throws {
    let home = try ConfigHome("bind x quit\n")
    let outcome = Self.run(["--help"], variables: home.variables)
    #expect(outcome.status == 0)
    #expect(
      outcome.output.text.contains("\n  q  Q  ZZ  x  Ctrl-C  V"), "\(outcome.output.text)")
    #expect(outcome.output.text != Usage.help)
  }

  @Test(arguments: Shell.allCases)
  func completionPrintsTheScript(_ shell: Shell) {
    let outcome = Self.run(["--completion", shell.rawValue])
    #expect(outcome.status == 0 && outcome.terminal == nil)
    #expect(outcome.output.text == shell.completionScript)
  }
}
