import Foundation
import Testing

/// Standard input that is not the terminal (a pipe nobody asked to show, /dev/null under xargs)
/// does not stop the program: keys come from /dev/tty, as less reads them.
@Suite("Keys from the terminal")
struct KeysFromTerminalTests {
  @Test("echo x | TUIPager file.txt: the file shows, q quits with 0")
  func pipeBesideAFile() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write("file.txt", "the file itself\n")
    let session = try await TmuxSession.start(arguments: [file], standardInputFrom: "echo x")
    defer { session.close() }

    let screen = try await session.waitUntilDocument(tab: 1, of: 1, firstLine: "the file itself")
    #expect(!screen.contains { $0.contains("stdin") })
    try await session.quitAndCheckRestored()
  }

  @Test("TUIPager file.txt < /dev/null (as xargs runs it): the file shows, keys work")
  func nullBesideAFile() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let first = try folder.write("first.txt", "first\n")
    let second = try folder.write("second.txt", "second\n")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", first, second], redirection: "< /dev/null")
    defer { session.close() }

    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "first")
    try await session.sendKeys("Right")
    try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "second")
    try await session.quitAndCheckRestored()
  }
}
