import Foundation
import Testing

/// Live tabs in a real terminal: files followed as they grow, are truncated and are rotated;
/// watched commands with their changes highlighted and their runs kept; marks on the bar.
@Suite("Live tabs")
struct LiveTabsEndToEndTests {
  /// The last line of text shown.
  static func lastTextLine(_ screen: [String]) -> String {
    DocumentScreen.text(screen).last { !$0.isEmpty } ?? ""
  }

  /// Which run the status line says is shown, and of how many.
  static func run(_ screen: [String]) -> (number: Int, count: Int)? {
    guard let match = DocumentScreen.statusLeft(screen).firstMatch(of: #/run (\d+) of (\d+)/#),
      let number = Int(match.1), let count = Int(match.2)
    else { return nil }
    return (number, count)
  }

  static func append(_ text: String, to path: String) throws {
    let handle = try #require(FileHandle(forWritingAtPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
  }

  @Test("A followed file shows what is appended at the bottom as it comes")
  func appended() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let log = try folder.write("app.log", FixtureFolder.numberedLines("line", count: 100))
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "--follow", log])
    defer { session.close() }
    try await session.waitUntil("the end of the file") { Self.lastTextLine($0) == "line 100" }
    for number in 101...103 {
      try Self.append("line \(number)\n", to: log)
      try await session.waitUntil("line \(number) at the bottom") { screen in
        Self.lastTextLine(screen) == "line \(number)"
          && DocumentScreen.statusLeft(screen).hasSuffix("(following)")
      }
    }
    try await session.sendKeys("k")
    try Self.append("line 104\n", to: log)
    try await session.waitUntil("a paused view") { screen in
      DocumentScreen.statusLeft(screen).contains("paused: F or G follows")
    }
    try await session.sendKeys("F")
    try await session.waitUntil("line 104 at the bottom") { Self.lastTextLine($0) == "line 104" }
    try await session.quitAndCheckRestored()
  }

  @Test("A followed file that is truncated says so and shows its new text")
  func truncated() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let log = try folder.write("app.log", FixtureFolder.numberedLines("old", count: 50))
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--follow", log, "--command", "echo other"])
    defer { session.close() }
    try await session.waitUntil("the end of the file") { Self.lastTextLine($0) == "old 50" }
    let handle = try #require(FileHandle(forWritingAtPath: log))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data("fresh start\n".utf8))
    try handle.close()
    let screen = try await session.waitUntil("the new text") { screen in
      DocumentScreen.text(screen).first == "fresh start"
        && DocumentScreen.statusLeft(screen).contains("app.log was truncated")
    }
    #expect(!DocumentScreen.text(screen).contains { $0.hasPrefix("old") })
    try await session.quitAndCheckRestored()
  }

  @Test("With --follow-name a rotated log is reopened by its name, as tail -F does")
  func rotated() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let log = try folder.write("app.log", "before rotation\n")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--follow", "--follow-name", log])
    defer { session.close() }
    try await session.waitUntil("the file") { DocumentScreen.text($0).first == "before rotation" }
    try FileManager.default.moveItem(atPath: log, toPath: log + ".1")
    try Self.append("late line of the old file\n", to: log + ".1")
    try await session.waitUntil("the old file followed on") { screen in
      DocumentScreen.text(screen).contains("late line of the old file")
    }
    try folder.write("app.log", "after rotation\n")
    try await session.waitUntil("the new file") { screen in
      DocumentScreen.text(screen).first == "after rotation"
        && DocumentScreen.statusLeft(screen).contains("was replaced: showing the new file")
    }
    try Self.append("more\n", to: log)
    try await session.waitUntil("the new file growing") { Self.lastTextLine($0) == "more" }
    try await session.quitAndCheckRestored()
  }

  @Test("With --follow-name, rm -rf of the log's folder, mkdir, and a new log: it is followed")
  func folderMadeAgain() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let directory = try folder.makeFolder("logs")
    let logs = try folder.write("logs/app.log", "one\n")
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--follow", "--follow-name", logs])
    defer { session.close() }
    try await session.waitUntil("the file") { DocumentScreen.text($0).first == "one" }
    // One after another, as a shell runs them: the pager sees the folder go before it comes back.
    let result = try await ProcessRunner.run(
      "/bin/sh", ["-c", "rm -rf '\(directory)' && mkdir '\(directory)' && echo two > '\(logs)'"])
    #expect(result.status == 0)
    try await session.waitUntil("the new file in the new folder") { screen in
      DocumentScreen.text(screen).first == "two"
    }
    try Self.append("three\n", to: logs)
    try await session.waitUntil("the new file growing") { Self.lastTextLine($0) == "three" }
    try await session.quitAndCheckRestored()
  }

  @Test("--watch 1 runs date again each second and shows what changed in reverse video")
  func watchHighlightsChanges() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--watch", "1", "--command", "date +%S.%N"])
    defer { session.close() }
    let screen = try await session.waitUntilColored(
      "a second run with its changes", timeout: .seconds(8)
    ) {
      screen in
      let plain = PresetScreen.plainText(screen)
      return (Self.run(plain)?.number ?? 0) >= 2
        && !ReverseVideo.reversedRuns(
          screen, row: DocumentScreen.firstTextRow(PresetScreen.plainText(screen))
        ).isEmpty
    }
    let changed = ReverseVideo.reversedRuns(
      screen, row: DocumentScreen.firstTextRow(PresetScreen.plainText(screen))
    ).joined()
    #expect(changed.allSatisfy { $0.isNumber }, "only digits change: \(changed)")

    try await session.sendKeys("D")
    try await session.waitUntilColored("no highlighting") { screen in
      ReverseVideo.reversedRuns(
        screen, row: DocumentScreen.firstTextRow(PresetScreen.plainText(screen))
      ).isEmpty
        && DocumentScreen.statusLeft(PresetScreen.plainText(screen)).contains(
          "highlighting of changes off")
    }
    try await session.quitAndCheckRestored()
  }

  @Test("o steps back through the kept runs and Esc-l (the latest) returns to the newest")
  func history() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let counter = folder.path(of: "count")
    let command =
      "n=$(cat '\(counter)' 2>/dev/null || echo 0); n=$((n+1)); echo $n > '\(counter)'; echo run $n"
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--watch", "0.5", "--command", command])
    defer { session.close() }
    try await session.waitUntil("three runs", timeout: .seconds(8)) { screen in
      (Self.run(screen)?.number ?? 0) >= 3
    }
    try await session.sendKeys("o")
    let older = try await session.waitUntil("an older run") { screen in
      Self.run(screen).map { $0.number < $0.count } == true
    }
    let number = try #require(Self.run(older)?.number)
    #expect(DocumentScreen.text(older).first == "run \(number)", "the run's own output")
    // New runs come, and the run looked at stays.
    try await session.waitUntil("more runs behind the one looked at", timeout: .seconds(8)) {
      screen in
      Self.run(screen).map { $0.number == number && $0.count >= number + 2 } == true
        && DocumentScreen.text(screen).first == "run \(number)"
    }
    try await session.sendKeys("Escape", "l")
    try await session.waitUntil("the newest run") { screen in
      guard let run = Self.run(screen) else { return false }
      return run.number == run.count && DocumentScreen.text(screen).first == "run \(run.number)"
    }
    try await session.quitAndCheckRestored()
  }

  @Test("A failing command is marked ✗ on the bar, a good one ✓, and a jumps to the failure")
  func failingCommandMarked() async throws {
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--command", "echo fine", "--command", "echo broken; exit 4"])
    defer { session.close() }
    let screen = try await session.waitUntil("both marks") { screen in
      screen[DocumentScreen.barRow].contains("echo fine ✓")
        && screen[DocumentScreen.barRow].contains("echo broken; exit 4 ✗")
    }
    #expect(screen[DocumentScreen.barRow].contains("exit 4 ✗•"), "its output is not seen yet")
    try await session.sendKeys("a")
    try await session.waitUntil("the failing tab") { screen in
      DocumentScreen.text(screen).first == "broken"
        && DocumentScreen.statusShows(
          screen, name: "echo broken; exit 4", state: "exit status 4", tab: 2, of: 2)
        && !screen[DocumentScreen.barRow].contains("✗•")
    }
    try await session.quitAndCheckRestored()
  }
}
