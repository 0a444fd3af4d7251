import Testing

@testable import PagerProgram

/// The command lines typed at the `:` prompt, and completing a file name after `:e`.
/// The commands, as a mistake's message lists them.
private let commandSummary =
  "e FILE, !CMD, d, n, p, x, f, q, N, N%, goto TIME, merge [N…], level LEVEL, hide X, show"

@Suite struct CommandLineRequestTests {
  @Test(arguments: [
    ("e notes.txt", CommandLineRequest.open(.file(path: "notes.txt"))),
    ("  e   a b.txt", .open(.file(path: "a b.txt"))),
    ("!make test", .open(.command("make test"))),
    ("d", .closeTab), ("n", .next), ("p", .previous), ("q", .quit), ("Q", .quit),
    ("x", .first), ("f", .describePosition),
    ("120", .line(120)), (" 7g ", .line(7)), ("50%", .percent(50)), ("5p", .percent(5)),
    ("0%", .percent(0)),
    ("e", .mistake("Give a file: :e FILE")), ("!  ", .mistake("Give a command: :!CMD")),
    ("", .mistake("Commands: \(commandSummary)")),
    (
      "fly",
      .mistake(
        "Unknown command :fly (\(commandSummary))")
    ),
    (
      "d 2",
      .mistake(
        "Unknown command :d 2 (\(commandSummary))")
    ),
    (
      "5x",
      .mistake("Unknown command :5x (\(commandSummary))")
    ),
    ("level warn", .level(.warning)), ("level  Error", .level(.error)), ("level all", .level(nil)),
    ("level", .mistake("Give a level: :level error (\(CommandLineRequest.levelNames))")),
    ("level loud", .mistake("Not a level: loud (\(CommandLineRequest.levelNames))")),
    ("hide B", .hide("B")), ("hide", .mistake("Give a text's letter: :hide B")),
    ("show", .show(nil)), ("show A C", .show("A C")),
    ("goto -5m", .time(.beforeEnd(300_000))),
    ("g 08:59", .time(.timeOfDay(hour: 8, minute: 59, second: 0, millisecond: 0))),
    ("goto", .mistake("Give a time: :goto 2024-01-26 08:59, 08:59, -5m")),
    ("goto soon", .mistake("Not a time: soon (2024-01-26 08:59, 08:59, -5m)")),
  ])
  func commandLinesAreRead(_ line: String, _ request: CommandLineRequest) {
    #expect(CommandLineRequest(line) == request)
  }

  static let folder: [String: [(name: String, isFolder: Bool)]] = [
    ".": [("app.log", false), ("app.log.1", false), ("logs", true), (".hidden", false)],
    "logs/": [("db.log", false)],
  ]

  @Test(arguments: [
    ("e ap", "e app.log"), ("e app.log", nil), ("e l", "e logs/"), ("e logs/", "e logs/db.log"),
    ("e z", nil), ("e .h", "e .hidden"), ("n", nil),
  ])
  func fileNamesCompleteAsFarAsTheyAgree(_ typed: String, _ completed: String?) {
    let result = PathCompletion.complete(commandLine: typed) { Self.folder[$0] ?? [] }
    #expect(result == completed)
  }

  /// `LESSSEPARATOR`: what follows a folder that is the only name that starts so.
  @Test func aFolderTakesTheSeparatorGiven() {
    let result = PathCompletion.complete(commandLine: "e lo", separator: "\\") {
      Self.folder[$0] ?? []
    }
    #expect(result == "e logs\\")
  }
}
