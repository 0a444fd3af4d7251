import Foundation
import Testing

/// A pattern whose backtracking grows without bound, in a real terminal: when the terminal
/// closes in the middle of a long search, nothing of it is left running. That the program stays
/// live, says the pattern is too complex and quits on q, `CatastrophicPatternAppTests` checks
/// in-process.
@Suite("Catastrophic patterns")
struct CatastrophicPatternEndToEndTests {
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
