import Foundation
import Testing

/// Where the text opens when the command line says, as less opens it: `-p PATTERN` and
/// `+/PATTERN` at the first match, brought to the top row and highlighted as the terminal shows
/// it. `+G` and `+N` are `StartCommandAppTests`' in-process.
@Suite("Start commands in the terminal")
struct StartCommandsEndToEndTests {
  /// 200 lines, `line 1`…`line 200`, with "marker" after the number on lines 120 and 140.
  private static func write(in folder: FixtureFolder) throws -> String {
    try folder.write(
      "numbered.txt",
      FixtureFolder.numberedLines("line", count: 200, extras: [120: "marker", 140: "marker"]))
  }

  /// Starts TUIPager on the numbered file with `arguments` first, and waits until the whole
  /// file is read.
  private func open(_ arguments: [String], in folder: FixtureFolder) async throws -> (
    TmuxSession, [String]
  ) {
    let file = try Self.write(in: folder)
    let session = try await TmuxSession.start(arguments: arguments + [file], rows: 30)
    do {
      let screen = try await session.waitUntil("the file shown") { screen in
        DocumentScreen.shownLines(screen)?.total == 200
      }
      return (session, screen)
    } catch {
      session.close()
      throw error
    }
  }

  @Test(
    "-p marker and +/marker open at the first match, on the top row, highlighted",
    arguments: [["-p", "marker"], ["-pmarker"], ["+/marker"]])
  func firstMatch(arguments: [String]) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let (session, screen) = try await open(arguments, in: folder)
    defer { session.close() }
    #expect(DocumentScreen.firstLine(screen) == "line 120 marker", "\(screen)")
    // Both matches on the page are highlighted, as less shows every match.
    try await session.waitUntilColored("the matches highlighted") { screen in
      let rows = StyledCapture.rows(screen).map {
        DocumentScreen.trimmed(String($0.map(\.character)))
      }
      return ["line 120 marker", "line 140 marker"].allSatisfy { line in
        rows.firstIndex(of: line).map { ReverseVideo.reversedRuns(screen, row: $0) } == ["marker"]
      }
    }
    try await session.quitAndCheckRestored()
  }
}
