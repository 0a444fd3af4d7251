import Foundation
import Testing

/// An open stream's text after its last newline shows at once, as `less` shows it, instead of
/// leaving the tab empty until the stream ends.
@Suite("Unfinished last lines")
struct UnfinishedLineEndToEndTests {
  @Test("A command that printed abc without a newline shows abc while it runs")
  func commandWithoutNewline() async throws {
    let command = "printf abc; sleep 100"
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--command", command])
    defer { session.close() }
    try await session.waitUntil("abc while running") { screen in
      DocumentScreen.firstLine(screen) == "abc"
        && DocumentScreen.statusShows(
          screen, name: command, state: "running… · following", tab: 1, of: 1)
    }
    try await session.quitAndCheckRestored()
  }

  @Test("/dev/zero shows a line of ^@ cells")
  func deviceWithoutNewlines() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--spool-limit", "64M", "/dev/zero"])
    defer { session.close() }
    let screen = try await session.waitUntil("^@ cells") { screen in
      DocumentScreen.firstLine(screen).hasPrefix("^@^@^@^@")
    }
    #expect(DocumentScreen.shownLines(screen)?.first == 1)
    try await session.quitAndCheckRestored()
  }
}
