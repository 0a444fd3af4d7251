import Foundation
import Testing

/// A pattern whose backtracking grows without bound, in a real terminal: the program stays live,
/// says the pattern is too complex and quits on q; and when the terminal closes in the middle
/// of a long search, nothing of it is left running.
@Suite("Catastrophic patterns")
struct CatastrophicPatternEndToEndTests {
  @Test("(a+)+$ on a line of 30 a and a b: too complex, and q quits")
  func tooComplexThenQuit() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "aaa.txt", "first\n" + String(repeating: "a", count: 30) + "b\nlast\n")
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand([file])
    try await session.waitUntil("the file") { $0.contains { $0.hasPrefix("first") } }
    try await session.sendLiteral("/(a+)+$")
    try await session.waitUntil("the prompt") { $0.last?.contains("/(a+)+$") == true }
    try await session.sendKeys("Enter")
    try await session.waitUntil("the verdict") {
      $0.last?.contains("pattern too complex on line 2") == true
    }
    try await session.sendKeys("j")
    try await session.waitUntil("a key answered") { $0.contains { $0.hasPrefix("last") } }
    try await session.quitToShell()
  }

  @Test("The terminal closed during a long search ends the program")
  func terminalClosedMidSearch() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    // Each line takes (a+)+$ about a few milliseconds within PCRE2's limits: a search of them
    // all goes on for many seconds.
    let line = String(repeating: "a", count: 17) + "b\n"
    let file = try folder.write("slow.txt", String(repeating: line, count: 20_000))
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand([file])
    try await session.waitUntil("the file") { $0.contains { $0.hasPrefix("aaaa") } }
    let program = try await session.programPID()
    defer { if ProcessTable.isAlive(program) { kill(program, SIGKILL) } }
    try await session.sendLiteral("/(a+)+$")
    try await session.sendKeys("Enter")
    try await session.waitUntil("the search going on") {
      $0.last?.contains("searching…") == true
    }
    try await session.runTmuxSequence([["kill-pane", "-t", TmuxSession.target]])
    #expect(await ProcessTable.waitUntilGone(program), "the program outlived its terminal")
  }
}
