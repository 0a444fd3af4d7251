import Foundation
import Testing

/// The optional status line on the last row: ` k/n Title` for the demo presets (`--status`),
/// ` NAME … lines A–B of N  k/n` for tabs of text (on unless `--no-status`).
@Suite("Status line")
struct StatusLineTests {
  /// The last row, trailing blanks dropped.
  static func lastRow(_ screen: [String]) -> String {
    String((screen.last ?? "").reversed().drop { $0 == " " }.reversed())
  }

  @Test("--status on the menu preset: the last row reads 1/4 House, then 2/4 Pencil")
  func menuStatus() async throws {
    let session = try await TmuxSession.start(arguments: ["--status"])
    defer { session.close() }
    try await session.waitUntil("the status line 1/4 House") { Self.lastRow($0) == " 1/4 House" }

    try await session.sendKeys("Right")
    let screen = try await session.waitUntil("the status line 2/4 Pencil") {
      Self.lastRow($0) == " 2/4 Pencil"
    }
    // The status line names the page too, so it is left out when the pages are read.
    try await session.waitUntil("Pencil at rest above the status line") {
      MenuScreen.isSettled(on: 1, Array($0.dropLast()), width: 100)
    }
    #expect(screen.count == 30)
    #expect(screen[MenuScreen.titleRow].contains("iFinance"))
    try await session.sendKeys("End")
    try await session.waitUntil("the status line 4/4 Circle") { Self.lastRow($0) == " 4/4 Circle" }
  }

  @Test("Without --status, or with --no-status, the menu preset has no status line")
  func menuWithoutStatus() async throws {
    for arguments in [["--start", "2"], ["--start", "2", "--no-status"]] {
      let session = try await TmuxSession.start(arguments: arguments)
      defer { session.close() }
      let screen = try await session.waitUntilSettled(on: 1)
      #expect(
        !screen.contains { $0.contains("2/4") },
        "\(arguments): no status line expected:\n\(screen.joined(separator: "\n"))")
    }
  }

  struct PresetStatus: CustomTestStringConvertible, Sendable {
    var preset: String
    var expected: String
    var testDescription: String { "\(preset): \(expected)" }
  }

  @Test(
    "--status works with every preset: the last row reads k/n and the tab's title",
    arguments: [
      PresetStatus(preset: "menu", expected: " 2/4 Pencil"),
      PresetStatus(preset: "titles", expected: " 2/4 Recommended"),
      PresetStatus(preset: "tabbar", expected: " 2/3 Play"),
      PresetStatus(preset: "floating", expected: " 2/4 Second"),
    ])
  func everyPreset(_ preset: PresetStatus) async throws {
    let session = try await TmuxSession.start(
      arguments: ["--preset", preset.preset, "--start", "2", "--status", "--duration", "0"])
    defer { session.close() }
    try await session.waitUntil("the status line \(preset.expected)") {
      Self.lastRow($0) == preset.expected
    }
    try await session.sendKeys("1")
    try await session.waitUntil("the status line for tab 1") {
      Self.lastRow($0).hasPrefix(" 1/")
    }
  }

  @Test("A file shows a status line by default; --no-status gives its row to the text")
  func fileStatus() async throws {
    let folder = try StatusFixture()
    defer { folder.remove() }
    let file = try folder.write("hundred.txt", lines: 100)

    let session = try await TmuxSession.start(arguments: [file])
    defer { session.close() }
    let screen = try await session.waitUntil("the status line of hundred.txt") {
      let last = Self.lastRow($0)
      return last.hasPrefix(" hundred.txt") && last.hasSuffix("1/1")
    }
    let status = Self.lastRow(screen)
    #expect(status.contains("lines 1–28 of 100"), "status: \(status)")
    #expect(screen[1].hasPrefix("line 1"), "one tab's text starts under the bar")
    #expect(screen[28].hasPrefix("line 28"), "the row above the status is the last text row")

    let bare = try await TmuxSession.start(arguments: ["--no-status", file])
    defer { bare.close() }
    let full = try await bare.waitUntil("text down to the last row") {
      $0.count == 30 && Self.lastRow($0) == "line 29"
    }
    #expect(!full.contains { $0.contains("1/1") || $0.contains("lines 1–") })
  }

  @Test("A file read to its end is not reported as still loading")
  func finishedFileIsNotLoading() async throws {
    let folder = try StatusFixture()
    defer { folder.remove() }
    let file = try folder.write("short.txt", lines: 2)

    let session = try await TmuxSession.start(arguments: [file])
    defer { session.close() }
    try await session.waitUntil("the text of short.txt") {
      $0.count > 3 && $0[1].hasPrefix("line 1") && $0[2].hasPrefix("line 2")
    }
    // No key is pressed: the status must catch up with the file on its own.
    let screen = try await session.waitUntil("the status to show the whole file, done loading") {
      let last = Self.lastRow($0)
      return last.hasPrefix(" short.txt") && last.contains("lines 1–2 of 2")
        && !last.contains("loading")
    }
    #expect(Self.lastRow(screen).hasSuffix("1/1"))
  }

  @Test("Command tabs too: the status line names the command and counts the tabs")
  func commandStatus() async throws {
    let session = try await TmuxSession.start(arguments: [
      "--command", "seq 5", "--command", "echo two",
    ])
    defer { session.close() }
    try await session.waitUntil("the status line of tab 1 of 2") {
      let last = Self.lastRow($0)
      return last.hasPrefix(" seq 5") && last.hasSuffix("1/2") && last.contains("of 5")
    }
    try await session.sendKeys("Right")
    try await session.waitUntil("the status line of tab 2 of 2") {
      let last = Self.lastRow($0)
      return last.hasPrefix(" echo two") && last.hasSuffix("2/2")
    }
  }
}

/// A private folder for the files of one status-line test.
private struct StatusFixture {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tuipager-status-\(UUID().uuidString.prefix(8).lowercased())", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `lines` lines `line 1`, `line 2`… to `name`; returns the file's path.
  func write(_ name: String, lines: Int) throws -> String {
    let file = url.appendingPathComponent(name)
    let text = (1...lines).map { "line \($0)\n" }.joined()
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
