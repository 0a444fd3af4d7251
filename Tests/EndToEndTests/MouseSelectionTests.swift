import Testing

/// Text selected with the mouse in a real terminal: tmux with `mouse on` and `set-clipboard on`,
/// SGR reports written into the pane as a terminal writes them.
@Suite("Mouse selection")
struct MouseSelectionTests {
  @Test("A drag over text shows it reversed and puts it in tmux's paste buffer by OSC 52")
  func dragSelectsAndCopies() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "notes.txt", "first line of text\nsecond line here\nthird\n")
    let other = try folder.write("other.txt", "another tab\n")
    let session = try await TmuxSession.start(arguments: ["--duration", "0", file, other])
    defer { session.close() }
    try await session.command(
      ["set-option", "-s", "set-clipboard", "on", ";", "set-option", "-g", "mouse", "on"])
    let screen = try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "first line of text")
    let top = DocumentScreen.firstTextRow(screen)

    // From "line" (0-based column 6) of the first line to the end of "second": 1-based cells.
    try await session.press(column: 7, row: top + 1)
    try await session.drag(toColumn: 6, row: top + 2)
    try await session.waitUntilColored("the selection in reverse video") { screen in
      ReverseVideo.reversedRuns(screen, row: top) == ["line of text"]
        && ReverseVideo.reversedRuns(screen, row: top + 1) == ["second"]
    }
    try await session.release(column: 6, row: top + 2)
    let copied = try await session.waitUntil("the copy said on the status line") {
      DocumentScreen.statusLeft($0).hasPrefix("Copied 2 lines, 19 bytes")
    }
    #expect(DocumentScreen.position(copied).map { $0 == (1, 2) } == true, "no swipe")
    #expect(try await session.command(["show-buffer"]) == "line of text\nsecond")

    // A key drops the selection.
    try await session.sendKeys("j")
    try await session.waitUntilColored("no text reversed after a key") { screen in
      [top, top + 1].allSatisfy { ReverseVideo.reversedRuns(screen, row: $0).isEmpty }
    }
  }
}
