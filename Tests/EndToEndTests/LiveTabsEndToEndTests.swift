import Foundation
import Testing

/// Live tabs in a real terminal: followed files rotated or their folder made again; watched
/// commands with their changes highlighted and their runs kept. A followed file growing or
/// truncated and the marks on the bar are `LiveTabAppTests`' in-process.
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
}
