import Testing

/// less 704's newer half as a real terminal shows it: the current match and sub-patterns in
/// their colours as tmux receives them, and word wrap at the pane's own width.
@Suite(.serialized) struct ReadingRound3EndToEndTests {
  /// The cells of the first text row.
  private static func topRow(_ screen: [String]) -> [CapturedCell] {
    let rows = StyledCapture.rows(screen)
    let plain = rows.map { DocumentScreen.trimmed(String($0.map(\.character))) }
    let top = DocumentScreen.firstTextRow(plain)
    return rows.count > top ? rows[top] : []
  }

  /// The cells of `row` at columns `range`.
  private static func cells(_ row: [CapturedCell], _ range: Range<Int>) -> [CapturedCell] {
    row.filter { range.contains($0.column) }
  }

  @Test("The match found shows in the colour -DJ gives, sub-patterns in less 704's colours")
  func currentMatchAndSubPatterns() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let text = (1...40).map { "\($0) error \($0 * 7) here\n" }.joined()
    let file = try folder.write("log.txt", text)
    let session = try await TmuxSession.start(arguments: ["-DJkY", file], rows: 20)
    defer { session.close() }
    try await session.waitUntil("the file") { DocumentScreen.firstLine($0) == "1 error 7 here" }
    try await session.sendLiteral("/(err)or ([0-9]+)")
    try await session.sendKeys("Enter")
    // "1 error 7 here": the match covers columns 2-8, err at 2-4, 7 at 8.
    let screen = try await session.waitUntilColored("the match in its colours") {
      let row = Self.topRow($0)
      return Self.cells(row, 2..<5).allSatisfy { $0.background == .palette(11) }
    }
    let row = Self.topRow(screen)
    #expect(
      Self.cells(row, 2..<9).allSatisfy {
        $0.background == .palette(11) && $0.foreground == .palette(0)
      }, "the current match as -DJkY says, sub-patterns and all")
    let rows = StyledCapture.rows(screen)
    let next = rows[rows.firstIndex { $0.elementsEqual(row) }! + 1]
    // "2 error 14 here": err at 2-4, "or " at 5-7, 14 at 8-9.
    #expect(Self.cells(next, 2..<5).allSatisfy { $0.background == .palette(3) }, "sub-pattern 1")
    #expect(Self.cells(next, 5..<8).allSatisfy { $0.reverse }, "the rest of the match reversed")
    #expect(
      Self.cells(next, 8..<10).allSatisfy {
        $0.background == .palette(4) && $0.foreground == .palette(7)
      }, "sub-pattern 2")
    #expect(!Self.cells(next, 10..<14).contains { $0.reverse }, "past the match")
    try await session.quitAndCheckRestored()
  }

  @Test("--wordwrap wraps at the pane's width after the last space, and W cuts words again")
  func wordWrapAtTheRealWidth() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let words = (1...20).map { "word\($0)" }.joined(separator: " ")
    let file = try folder.write("prose.txt", words + "\n")
    let session = try await TmuxSession.start(arguments: ["--wordwrap", file], columns: 40)
    defer { session.close() }
    // 40 columns: "word1 … word6 " is 36 columns, and word7 would straddle the edge.
    try await session.waitUntil("rows that end at spaces") {
      DocumentScreen.firstLine($0) == "word1 word2 word3 word4 word5 word6"
    }
    try await session.sendKeys("W")
    try await session.waitUntil("rows cut at the edge") {
      DocumentScreen.firstLine($0) == "word1 word2 word3 word4 word5 word6 word"
    }
    try await session.quitAndCheckRestored()
  }

  @Test("A command tab that ends unseen sends its notice to the terminal, as tmux passes it on")
  func noticeReachesTheTerminal() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let notes = try folder.write("notes.txt", "notes\n")
    let raw = folder.path(of: "raw")
    let session = try await TmuxSession.start(
      arguments: ["--notify", "osc777", notes, "--command", "sleep 1; exit 3"])
    defer { session.close() }
    // What the program writes to the pane, byte for byte, before tmux reads it.
    try await session.command(["pipe-pane", "-o", "-t", TmuxSession.target, "cat >> '\(raw)'"])
    try await session.waitUntil("the command's tab failed") { $0.contains { $0.contains("✗") } }
    let notice =
      "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;TUIPager: sleep 1, exit 3;failed: exit status 3\u{07}\u{1B}\\"
    var written = ""
    for _ in 0..<50 where !written.contains(notice) {
      written = (try? String(contentsOfFile: raw, encoding: .utf8)) ?? ""
      try await Task.sleep(for: .milliseconds(100))
    }
    #expect(written.contains(notice), "\(written.suffix(300).debugDescription)")
    #expect(written.components(separatedBy: "]777;").count == 2, "told once")
    try await session.quitAndCheckRestored()
  }

  @Test("--redraw-on-quit leaves the last screen on the terminal's own screen after q")
  func redrawOnQuit() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let rows = try folder.write("rows.txt", (1...200).map { "row \($0)\n" }.joined())
    let session = try await TmuxSession.start(arguments: ["--redraw-on-quit", rows], rows: 20)
    defer { session.close() }
    try await session.waitUntil("the file") { DocumentScreen.firstLine($0) == "row 1" }
    try await session.sendKeys("4", "0", "g")
    try await session.waitUntil("line 40 on top") { DocumentScreen.firstLine($0) == "row 40" }
    try await session.quitAndCheckRestored()
    // With the history: the wrapper's exit line scrolls the first row up.
    let screen = try await session.captureHistory()
    let first = try #require(screen.firstIndex { $0.hasPrefix("row 40") }, "\(screen)")
    #expect(screen[first + 1].hasPrefix("row 41"), "\(screen)")
    #expect(!screen.contains { $0.contains("rows.txt") }, "the bar and the status line are gone")
  }

  @Test("L lists a diff's files with their changed lines; typing filters, Enter goes there")
  func overviewOfTabs() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let diff = (1...30).map { number in
      "diff --git a/file\(number).c b/file\(number).c\n--- a/file\(number).c\n"
        + "+++ b/file\(number).c\n@@ -1 +1,2 @@\n-old \(number)\n+new \(number)\n+more\n"
    }.joined()
    let file = try folder.write("changes.diff", diff)
    let session = try await TmuxSession.start(arguments: ["--split", "diff", file], rows: 20)
    defer { session.close() }
    try await session.waitUntil("the files' changes on the bar") {
      $0.first?.contains("file1.c +2 −1") == true
    }
    try await session.sendKeys("L")
    try await session.waitUntil("the overview") {
      $0.first?.hasPrefix(" Tabs · 30") == true
        && $0.contains { $0.contains("18  file18.c") && $0.contains("+2 −1") }
    }
    try await session.sendLiteral("file2")
    try await session.waitUntil("file2 and file20…file29 kept") {
      $0.contains { $0.contains("filter: file2") && $0.contains("11 of 30") }
    }
    try await session.sendKeys("Down", "Enter")
    try await session.waitUntil("file20.c shown") {
      $0.contains { $0.hasPrefix("diff --git a/file20.c") }
    }
    try await session.quitAndCheckRestored()
  }
}
