import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The config file and `TUIPAGER` under the command line: which wins, where the file is, when
/// a missing file matters, and how mistakes are named.
@Suite struct PreferencesTests {
  static func parse(
    _ arguments: [String], variables: [String: String]
  ) throws(UsageError) -> Invocation {
    try Invocation.parse(
      arguments,
      preferences: { commandLine throws(UsageError) in
        try Preferences.load(commandLine: commandLine, variables: variables)
      })
  }

  static func options(_ arguments: [String], variables: [String: String]) throws -> Options {
    guard case .run(let options) = try parse(arguments, variables: variables) else {
      throw UsageError(message: "\(arguments) does not run")
    }
    return options
  }

  static func error(_ arguments: [String], variables: [String: String]) -> String? {
    do {
      _ = try parse(arguments, variables: variables)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func theCommandLineWinsOverTheEnvironmentAndTheEnvironmentOverTheFile() throws {
    let home = try ConfigHome(
      "duration = 100\ncolor = never\ntitle = file\n", tuipager: "--duration 200 --color always")
    let fromAll = try Self.options(["--duration", "300"], variables: home.variables)
    #expect(fromAll.duration == 300, "the command line")
    #expect(fromAll.color == .always, "the environment")
    #expect(fromAll.preset.title == "file", "the file")
    var noEnvironment = home.variables
    noEnvironment[Preferences.variable] = nil
    #expect(try Self.options([], variables: noEnvironment).duration == 100)
    #expect(try Self.options([], variables: home.variables).duration == 200)
  }

  @Test func aStrongerLayerTurnsOffTheOptionItContradicts() throws {
    let home = try ConfigHome("status = true\n", tuipager: "--no-status")
    #expect(try Self.options([], variables: home.variables).preset.showsStatusLine == false)
    #expect(try Self.options(["--status"], variables: home.variables).preset.showsStatusLine)
  }

  @Test func noConfigIgnoresTheFileEvenAWrongOne() throws {
    let home = try ConfigHome("duration = x\n", tuipager: "--duration 40")
    #expect(try Self.options(["--no-config"], variables: home.variables).duration == 40)
    #expect(
      Self.error([], variables: home.variables)
        == "\(home.path):1: --duration: 'x' is not a whole number of milliseconds from 0 to 60000")
  }

  @Test func aMissingDefaultFileIsNoErrorButANamedOneIs() throws {
    let variables = ["XDG_CONFIG_HOME": "/nonexistent", "HOME": "/nonexistent"]
    #expect(try Self.options([], variables: variables) == Options())
    #expect(
      Self.error(["--config", "/nonexistent/c"], variables: variables)
        == "--config: /nonexistent/c: No such file or directory")
    let folder = try TemporaryFile(named: "x", "")
    #expect(
      Self.error(["--config", folder.folder], variables: variables)
        == "--config: \(folder.folder): Is a directory")
  }

  /// A device or a FIFO would never end (`/dev/zero`) or never begin (no writer): only a
  /// regular file is read, at the default place too, and only up to 1 MiB.
  @Test func aConfigIsASmallRegularFile() throws {
    #expect(
      Self.error(["--config", "/dev/zero"], variables: [:])
        == "--config: /dev/zero: not a regular file")
    let folder = try TemporaryFile(named: "x", "")
    let fifo = folder.folder + "/fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    #expect(
      Self.error(["--config", fifo], variables: [:]) == "--config: \(fifo): not a regular file")
    let huge = try TemporaryFile(
      named: "huge", "# " + String(repeating: "x", count: TextFile.sizeLimit) + "\n")
    #expect(
      Self.error(["--config", huge.path], variables: [:])
        == "--config: \(huge.path): larger than 1 MiB")
    // At the default place, where a missing file is no error, one that is there but no regular
    // file is.
    let home = try ConfigHome("")
    unlink(home.path)
    #expect(symlink("/dev/zero", home.path) == 0)
    #expect(Self.error([], variables: home.variables) == "\(home.path): not a regular file")
  }

  @Test func configNamesAnotherFile() throws {
    let other = try TemporaryFile(named: "mine", "duration = 70\nbind x quit\n")
    let options = try Self.options(["--config", other.path], variables: [:])
    #expect(options.duration == 70)
    #expect(options.keys.command(for: .character("x"), in: .normal) == .quit)
    #expect(
      Self.error(["--config", other.path, "--no-config"], variables: [:])
        == "--config and --no-config contradict each other")
  }

  @Test func demoOptionsOfThePreferencesStayOutOfTabsOfText() throws {
    let home = try ConfigHome("preset = titles\nduration = 90\n")
    let file = try TemporaryFile(named: "notes.txt", "hello\n")
    let options = try Self.options([file.path], variables: home.variables)
    #expect(options.preset.name != "titles" && options.duration == 90)
    #expect(try Self.options([], variables: home.variables).preset.name == "titles")
    // On the command line it is still refused.
    #expect(
      Self.error(["--preset", "tabbar", file.path], variables: home.variables)
        == "--preset is for the demo; it cannot be used with files or commands")
  }

  /// A layer alone does not know the tabs: `--start` is held to those the command line opens.
  @Test func aStartBeyondTheDemosTabsFitsTheTabsTheCommandLineOpens() throws {
    let files = try (1...6).map { try TemporaryFile(named: "f\($0).txt", "text \($0)\n") }
    let fromFile = try ConfigHome("start = 5\n")
    #expect(try Self.options(files.map(\.path), variables: fromFile.variables).startIndex == 4)
    let fromVariable = try ConfigHome("", tuipager: "--start 6")
    #expect(try Self.options(files.map(\.path), variables: fromVariable.variables).startIndex == 5)
  }

  @Test func aValueThatDoesNotFitTheCommandLineIsBlamedOnItsLine() throws {
    let home = try ConfigHome("# tabs\nstart = 4\n")
    let file = try TemporaryFile(named: "notes.txt", "hello\n")
    #expect(
      Self.error([file.path], variables: home.variables)
        == "\(home.path):2: --start: there is no tab 4; there are 1 tabs")
  }

  @Test(arguments: [
    ("--bogus", "TUIPAGER: unknown option '--bogus'"),
    ("notes.txt", "TUIPAGER: it can hold only options, not files or commands"),
    ("--command ls", "TUIPAGER: it can hold only options, not files or commands"),
    ("--help", "TUIPAGER: it can hold only options that change how the pager runs"),
    ("--no-config", "TUIPAGER: --no-config can be given only on the command line"),
    ("--color 'never", "TUIPAGER: a quote or a backslash is not closed"),
    (
      "--duration=-1",
      "TUIPAGER: --duration: '-1' is not a whole number of milliseconds from 0 to 60000"
    ),
  ])
  func aWrongEnvironmentIsNamed(value: String, message: String) {
    #expect(Self.error([], variables: [Preferences.variable: value]) == message)
  }

  @Test func theEnvironmentSplitsAsAShellWould() throws {
    #expect(
      try ShellWords.split(" --title 'a b'  --tabs \"x,\\\"y\\\"\" c\\ d ") == [
        "--title", "a b", "--tabs", "x,\"y\"", "c d",
      ])
    #expect(try ShellWords.split("''") == [""])
    #expect(try ShellWords.split("   ") == [])
    let options = try Self.options([], variables: [Preferences.variable: "--title 'a b'"])
    #expect(options.preset.title == "a b")
  }
}
