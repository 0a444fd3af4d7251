import Foundation
import Testing

/// Issue 9's long line: 65,500 `a`s, `XXBEFORE`, 100 `b`s, `YYAFTER`. Nothing past 64 KiB is
/// cut: it scrolls sideways when cut. That it shows wrapped and search finds it,
/// `LongLineAppTests` checks in-process.
@Suite("Long lines")
struct LongLineEndToEndTests {
  static let line =
    String(repeating: "a", count: 65_500) + "XXBEFORE" + String(repeating: "b", count: 100)
    + "YYAFTER"

  /// A file of a first line, the long line and 40 short ones.
  static func file(in folder: FixtureFolder) throws -> String {
    let after = (1...40).map { "after \($0)\n" }.joined()
    return try folder.write("long.txt", "first\n" + line + "\n" + after)
  }

  @Test("Cut with --chop, Esc-) scrolls sideways to YYAFTER")
  func chopped() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", "--chop", try Self.file(in: folder)])
    defer { session.close() }
    try await session.waitUntil("the first line") { DocumentScreen.firstLine($0) == "first" }
    // Each Esc-) scrolls half the width, 50 columns: 1,311 of them reach column 65,550.
    try await session.sendLiteral(String(repeating: "\u{1B})", count: 1311))
    // Columns 65,550 to 65,649: the last 58 `b`s, then YYAFTER.
    try await session.waitUntil("YYAFTER") { screen in
      DocumentScreen.text(screen).contains { $0 == String(repeating: "b", count: 58) + "YYAFTER" }
    }
    try await session.quitAndCheckRestored()
  }

  @Test(
    "G or a search on 48 MB of é with no newline shows how far it has got, and q quits at once",
    arguments: [false, true])
  func hugeLineThatIsNotASCII(searches: Bool) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // Seconds of work: before it went in slices, q waited for all of it.
    let text = "first\n" + String(repeating: "é", count: 24 << 20)
    let session = try await TmuxSession.start(
      arguments: ["--duration", "0", try folder.write("accents.txt", text)])
    defer { session.close() }
    try await session.waitUntil("the first line") { DocumentScreen.firstLine($0) == "first" }
    if searches {
      // A regular expression with no text it requires outside a group: plain text, or text an
      // expression requires, would be ruled out from the bytes at once.
      try await session.sendKeys("/")
      try await session.sendLiteral("(ABSENT)")
      try await session.sendKeys("Enter")
    } else {
      try await session.sendKeys("G")
    }
    try await session.waitUntil("the progress") { screen in
      let status = DocumentScreen.status(screen)
      return status.contains("laying out…") || status.contains("searching…")
    }
    try await session.quitAndCheckRestored()
  }
}

/// Issue 19's first case: a file with no newline near its start used to be read whole, at 100%
/// CPU, before the first screen, and nothing ended it meanwhile.
@Suite("A huge file with no newline")
struct HugeFileWithoutNewlineEndToEndTests {
  /// A sparse file of 100 GB of NULs: it takes no room, and reading it takes over a minute.
  static func sparseFile(in folder: FixtureFolder) throws -> String {
    let path = try folder.write("sparse.bin", "")
    #expect(truncate(path, 100 << 30) == 0)
    return path
  }

  @Test(
    "Its first screen shows at once, and q, Ctrl-C or SIGTERM end it at once",
    arguments: ["q", "C-c", "TERM"])
  func endsAtOnce(how: String) async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await TmuxSession.start(
      // -f: the NULs plainly, with no binary-file notice before them.
      arguments: ["--duration", "0", "-f", try Self.sparseFile(in: folder)])
    defer { session.close() }
    try await session.waitUntil("the line of NULs", timeout: .seconds(3)) { screen in
      DocumentScreen.firstLine(screen).hasPrefix("^@^@^@^@")
    }
    try await session.sendKeys("j")
    try await session.waitUntil("the next row, still while it is read", timeout: .seconds(3)) {
      DocumentScreen.status($0).contains("of ≥")
    }
    if how == "TERM" {
      kill(try await session.programPID(), SIGTERM)
    } else {
      try await session.sendKeys(how)
    }
    let status = try await session.waitForExit(timeout: .seconds(3))
    #expect(status == (how == "TERM" ? 143 : 0), "Ctrl-C with nothing to stop quits with 0")
    #expect(try await session.terminalModes() == "0 1 0")
  }
}
