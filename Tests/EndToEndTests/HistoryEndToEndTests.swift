import Foundation
import Testing

/// less and TUIPager share one history file, each reading what the other wrote; and the user's
/// lesskey file sets `LESS` for TUIPager as it does for less.
@Suite("history shared with less, and lesskey")
struct HistoryEndToEndTests {
  @Test("a search made in less comes back with Up in TUIPager, and the other way round")
  func sharedWithLess() async throws {
    let less = try #require(InstalledTools.path(of: "less"), "less is installed")
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = try folder.write("text.txt", (1...200).map { "line \($0)\n" }.joined())
    let history = folder.path(of: "lesshst")
    let session = try await TmuxSession.startShell(columns: 80, rows: 20)
    defer { session.close() }
    try await session.typeLine(
      "LESSHISTFILE=\(TmuxSession.shellQuoted(history)) \(less) \(TmuxSession.shellQuoted(text))")
    try await session.waitUntil("less") { $0.first?.hasPrefix("line 1") == true }
    try await session.sendLiteral("/line 150")
    try await session.sendKeys("Enter")
    try await session.waitUntil("less's search") { $0.first?.hasPrefix("line 150") == true }
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()

    try await session.typeTUIPagerCommand([text], environment: ["LESSHISTFILE": history])
    try await session.waitUntil("TUIPager") { DocumentScreen.firstLine($0) == "line 1" }
    try await session.sendKeys("/", "Up")
    try await session.waitUntil("less's search at the prompt") { screen in
      DocumentScreen.status(screen).hasPrefix("/line 150")
    }
    try await session.sendKeys("Escape")
    try await session.sendLiteral("/line 42")
    try await session.sendKeys("Enter")
    try await session.waitUntil("TUIPager's search") { DocumentScreen.firstLine($0) == "line 42" }
    try await session.quitToShell()
    let written = try String(contentsOfFile: history, encoding: .utf8)
    #expect(written.hasPrefix(".less-history-file:\n"), "\(written)")
    #expect(written.contains("\"line 150\n\"line 42\n"), "\(written)")

    try await session.typeLine(
      "LESSHISTFILE=\(TmuxSession.shellQuoted(history)) \(less) "
        + TmuxSession.shellQuoted(text))
    try await session.waitUntil("less again") { $0.first?.hasPrefix("line 1") == true }
    try await session.sendKeys("/", "Up")
    try await session.waitUntil("TUIPager's search in less") { screen in
      screen.contains { $0.hasPrefix("/line 42") }
    }
    try await session.sendKeys("Up")
    try await session.waitUntil("less's own before it") { screen in
      screen.contains { $0.hasPrefix("/line 150") }
    }
    try await session.sendKeys("Enter")
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
  }

  @Test("the lesskey file's #env sets LESS (here -N) before the options are read")
  func lesskeyEnvironment() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = try folder.write("text.txt", (1...50).map { "row \($0)\n" }.joined())
    let lesskey = try folder.write("lesskey", "#env\nLESS = -N\n#command\nQ goto-end\n")
    let session = try await TmuxSession.startShell(columns: 80, rows: 20)
    defer { session.close() }
    try await session.typeTUIPagerCommand(
      [text], environment: ["LESSKEYIN": lesskey, "LESSHISTFILE": "-"])
    let screen = try await session.waitUntil("numbered lines") { screen in
      screen.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("1 row 1") }
    }
    #expect(!screen.contains { $0.contains("row 50") })
    try await session.sendKeys("Q")
    try await session.waitUntil("Q going to the end") { screen in
      screen.contains { $0.contains("50 row 50") }
    }
    try await session.quitToShell()
  }
}
