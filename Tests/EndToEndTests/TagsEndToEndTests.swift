import Foundation
import Testing

/// less's tags from a shell, as a person uses them: `TUIPager -t main` in a folder that ctags
/// has written `tags` in, then `t` to the next place, and a tag not there said in one line.
@Suite("Tags from a shell")
struct TagsEndToEndTests {
  /// `a.c` and `b.c` of 200 lines, `main` on line 120 of `a.c` and `b.c`, and a tags file as
  /// universal ctags writes it, with `main` in both.
  private static func project() throws -> FixtureFolder {
    let folder = try FixtureFolder()
    for name in ["a.c", "b.c"] {
      _ = try folder.write(
        name,
        FixtureFolder.numberedLines("\(name) line", count: 200)
          .replacingOccurrences(of: "\(name) line 120\n", with: "int main(void) { /* \(name) */\n"))
    }
    _ = try folder.write(
      "tags",
      """
      !_TAG_FILE_FORMAT\t2\t/extended format; --format=1 will not append ;" to lines/
      !_TAG_FILE_SORTED\t1\t/0=unsorted, 1=sorted, 2=foldcase/
      main\ta.c\t/^int main(void) { \\/* a.c *\\/$/;"\tf
      main\tb.c\t/^int main(void) { \\/* b.c *\\/$/;"\tf

      """)
    return folder
  }

  @Test("TUIPager -t main opens the tag's file at its line; t goes to the next place")
  func tagFromAShell() async throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeLine("cd '\(folder.path)'")
    try await session.typeTUIPagerCommand(["-t", "main"])
    try await session.waitUntil("a.c at main") { screen in
      DocumentScreen.firstLine(screen) == "int main(void) { /* a.c */"
    }
    try await session.sendKeys("t")
    let screen = try await session.waitUntil("b.c at main") { screen in
      DocumentScreen.firstLine(screen) == "int main(void) { /* b.c */"
    }
    #expect(DocumentScreen.position(screen).map { [$0.tab, $0.count] } == [2, 2], "\(screen)")
    try await session.sendKeys("t")
    try await session.waitUntil("no next tag said") { screen in
      DocumentScreen.status(screen).contains("No next tag")
    }
    try await session.quitToShell()
  }

  @Test("A tag not in the tags file is said in less's words, and the status is 1")
  func missingTag() async throws {
    let folder = try Self.project()
    defer { folder.remove() }
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeLine("cd '\(folder.path)'")
    try await session.typeTUIPagerCommand(["-t", "nothing"])
    let screen = try await session.waitForShellPrompt()
    #expect(screen.contains { $0.hasPrefix("TUIPager: No such tag in tags file") }, "\(screen)")
    #expect(try await session.lastCommandStatus() == 1)
  }
}
