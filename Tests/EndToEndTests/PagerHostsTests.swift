import Foundation
import Testing

/// TUIPager under the real programs that call a pager, each run as a user runs it from a shell,
/// beside what less does there: bat, pydoc, dpkg, man and git. `make test-deps` installs the
/// ones missing; a test whose program is not here says so and is skipped.
@Suite("Under the programs that call a pager")
struct PagerHostsTests {
  static func has(_ command: String) -> Bool {
    (try? ProcessRunner.runBlocking("/bin/sh", ["-c", "command -v \(command)"]).status) == 0
  }

  static let hasBat = has("batcat")
  static let hasPython = has("python3")
  static let hasDpkg = has("dpkg-query")

  static var binary: String {
    get throws { TmuxSession.shellQuoted(try TUIPagerBinary.path()) }
  }

  private func type(_ line: String, in session: TmuxSession) async throws {
    try await session.sendLiteral(line)
    try await session.sendKeys("Enter")
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
    try await type(
      "TERM=xterm-256color batcat --paging=always --style=plain --color=always --pager "
        + "\(try Self.binary) \(TmuxSession.shellQuoted(file))", in: session)
    let screen = try await session.waitUntil("the whole file, from its top") { screen in
      DocumentScreen.shownLines(screen)?.total == 200
    }
    #expect(DocumentScreen.firstLine(screen) == "value_1 = 1", "\(screen)")
    #expect(DocumentScreen.shownLines(screen).map { [$0.first, $0.last] } == [1, 28])
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test(
    "PAGER=TUIPager python3 -c 'help(str)': pydoc's text from its top; q gives the prompt back",
    .enabled(if: hasPython, "skipped: python3 is not installed"))
  func pydoc() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await type(
      "TERM=xterm-256color PAGER=\(try Self.binary) python3 -c 'help(str)'", in: session)
    let screen = try await session.waitUntil("the help of str") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("Help on class str in module builtins")
    }
    #expect(screen.contains { $0.contains("class str(object)") })
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test("A pipe that arrives in pieces opens at line 1, and F follows it to its end")
  func pipeInPieces() async throws {
    let session = try await TmuxSession.startShell(columns: 90, rows: 30)
    defer { session.close() }
    try await type(
      "(echo first; sleep 0.5; seq 2 200) | TERM=xterm-256color \(try Self.binary)",
      in: session)
    let screen = try await session.waitUntil("the pipe read to its end") { screen in
      DocumentScreen.shownLines(screen)?.total == 200
    }
    #expect(DocumentScreen.firstLine(screen) == "first")
    try await session.sendKeys("F")
    try await session.waitUntil("the end, after F") { screen in
      DocumentScreen.text(screen).last == "200"
    }
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0)
  }
}
