import Foundation
import Testing

/// Reading power in a real terminal: regular expressions and matches counted on every tab's
/// title, the filter, line numbers, marks and a header row.
@Suite("Reading")
struct ReadingEndToEndTests {
  static func log(_ count: Int, errorsEvery: Int) -> String {
    (1...count).map {
      $0 % errorsEvery == 0 ? "ERROR code=\(500 + $0 % 4) at \($0)\n" : "info \($0)\n"
    }
    .joined()
  }

  @Test("A regular expression is found in every tab: titles count, n slides on to the next tab")
  func searchEveryTab() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let a = try folder.write("a.log", Self.log(100, errorsEvery: 50))
    let b = try folder.write("b.log", "nothing here\n")
    let c = try folder.write("c.log", Self.log(60, errorsEvery: 20))
    let session = try await TmuxSession.start(arguments: ["--duration", "0", a, b, c])
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 3, firstLine: "info 1")
    try await session.sendKeys("/")
    try await session.sendLiteral("code=50[0-3]")
    try await session.sendKeys("Enter")
    let counted = try await session.waitUntil("the counts on the titles") { screen in
      let bar = screen[DocumentScreen.barRow]
      return bar.contains("a.log ·2") && bar.contains("b.log ·0") && bar.contains("c.log ·3")
    }
    #expect(DocumentScreen.text(counted).first?.hasPrefix("ERROR code=") == true)
    try await session.sendKeys("n", "n")
    try await session.waitUntil("the first match of c.log") { screen in
      DocumentScreen.position(screen)?.tab == 3
        && DocumentScreen.statusLeft(screen) == "match 1 of 3 · tab 2 of 2 with matches"
        && DocumentScreen.text(screen).first == "ERROR code=500 at 20"
    }
    try await session.quitAndCheckRestored()
  }

  @Test("&ERROR shows only the errors with their own line numbers; & alone shows all again")
  func filterWithLineNumbers() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let log = try folder.write("app.log", Self.log(200, errorsEvery: 10))
    let session = try await TmuxSession.start(arguments: ["--duration", "0", "-N", log])
    defer { session.close() }
    try await session.waitUntil("numbered lines") {
      DocumentScreen.firstLine($0) == "      1 info 1"
    }
    try await session.sendKeys("&")
    // Case matters, as in less.
    try await session.sendLiteral("ERROR")
    try await session.sendKeys("Enter")
    try await session.waitUntil("the errors alone") { screen in
      DocumentScreen.firstLine(screen) == "     10 ERROR code=502 at 10"
        && DocumentScreen.statusLeft(screen).contains("(filtered: 20 of 200 lines)")
    }
    try await session.sendKeys("-", "N")
    try await session.waitUntil("no numbers") {
      DocumentScreen.firstLine($0) == "ERROR code=502 at 10"
    }
    try await session.sendKeys("&", "Enter")
    try await session.waitUntil("every line again") { screen in
      DocumentScreen.firstLine(screen) == "ERROR code=502 at 10"
        && DocumentScreen.text(screen).dropFirst().first == "info 11"
        && !DocumentScreen.statusLeft(screen).contains("filtered")
    }
    try await session.quitAndCheckRestored()
  }

  @Test("m and ' : a mark in another tab slides back to it; '' returns")
  func marks() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let one = try folder.write("one.txt", FixtureFolder.numberedLines("one", count: 200))
    let two = try folder.write("two.txt", FixtureFolder.numberedLines("two", count: 200))
    let session = try await TmuxSession.start(arguments: ["--duration", "0", one, two])
    defer { session.close() }
    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "one 1")
    try await session.sendKeys("f", "m", "x")
    try await session.waitUntil("the mark set") { DocumentScreen.statusLeft($0) == "Mark x set" }
    try await session.sendKeys("Right", "G")
    try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "two 174")
    try await session.sendKeys("'", "x")
    try await session.waitUntilDocument(tab: 1, of: 2, firstLine: "one 28")
    try await session.sendKeys("'", "'")
    try await session.waitUntilDocument(tab: 2, of: 2, firstLine: "two 174")
    try await session.quitAndCheckRestored()
  }

  @Test("--header 1 keeps a ps-like header at the top while the rest scrolls")
  func header() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let table = try folder.write(
      "ps.txt", "  PID CMD\n" + (1...300).map { "\(1000 + $0) worker-\($0)\n" }.joined())
    let session = try await TmuxSession.start(arguments: [
      "--duration", "0", "--header", "1", table,
    ])
    defer { session.close() }
    try await session.waitUntil("the header and the first row") { screen in
      DocumentScreen.firstLine(screen) == "  PID CMD"
        && DocumentScreen.text(screen)[1] == "1001 worker-1"
    }
    try await session.sendKeys("f")
    try await session.waitUntil("scrolled under the header") { screen in
      DocumentScreen.firstLine(screen) == "  PID CMD"
        && DocumentScreen.text(screen)[1] == "1028 worker-28"
    }
    try await session.quitAndCheckRestored()
  }
}
