import Foundation
import Testing

/// Sequences a terminal sends that ncurses does not decode are read whole: arrows in the other
/// cursor mode act, replies and reports are ignored, and a paste is text, never commands.
@Suite("Escape sequences on the input")
struct EscapeSequenceEndToEndTests {
  /// The program on a file of 100 numbered lines in `folder`, its first screen shown.
  static func started(in folder: FixtureFolder) async throws -> TmuxSession {
    let file = try folder.write(
      "text.txt", (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n")
    let session = try await TmuxSession.start(arguments: [file])
    do {
      try await session.waitUntilDocument(tab: 1, of: 1, firstLine: "line 1")
    } catch {
      session.close()
      throw error
    }
    return session
  }

  @Test("ESC [ B scrolls, replies do nothing, a pasted q does not quit, a paste at / is typed")
  func sequencesAreReadWhole() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await Self.started(in: folder)
    defer { session.close() }
    try await session.sendLiteral("\u{1B}[B")
    try await session.waitUntil("ESC [ B as Down") { $0.last?.contains("lines 2–") == true }
    for reply in [
      "\u{1B}[?1;2c", "\u{1B}[I", "\u{1B}[O", "\u{1B}[<0;50;5M", "\u{1B}[200~q\u{1B}[201~",
    ] {
      try await session.sendLiteral(reply)
    }
    // Then a key that does something, to know the sequences before it were read.
    try await session.sendLiteral("\u{1B}[A")
    let screen = try await session.waitUntil("ESC [ A as Up") {
      $0.last?.contains("lines 1–") == true
    }
    #expect(!screen.contains { $0.contains("no command here") }, "\(screen)")
    #expect(!screen.last!.contains("?"), "no search prompt from the reply")
    try await session.sendLiteral("/")
    try await session.sendLiteral("\u{1B}[200~line 4\u{1B}[201~")
    try await session.waitUntil("the paste at the prompt") { $0.last?.contains("/line 4") == true }
    try await session.sendKeys("Enter")
    try await session.waitUntil("the match") { $0.last?.contains("lines 4–") == true }
    try await session.quitAndCheckRestored()
  }

  /// Issue 29, case 8: a reply arriving long after the startup query's exchange closed (an OSC
  /// 11 once opened a command line at its `:` and typed the rest) is read whole and dropped.
  @Test("Late replies (OSC 11, DCS, DECRPM, CPR, DA) are no keys; q still quits")
  func lateRepliesAreNoKeys() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await Self.started(in: folder)
    defer { session.close() }
    for reply in [
      "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{7}", "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\",
      "\u{1B}P1$r0m\u{1B}\\", "\u{1B}[?2027;2$y", "\u{1B}[12;40R", "\u{1B}[?62;22c",
    ] {
      try await session.sendLiteral(reply)
    }
    // One more in two parts, 80 ms apart, as a slow link may bring it.
    try await session.sendLiteral("\u{1B}]11;rgb:1e1e", thenAfter: 80, "/1e1e/2e2e\u{7}")
    // Then a key that does something, to know the replies before it were read.
    try await session.sendLiteral("j")
    let screen = try await session.waitUntil("j as Down") { $0.last?.contains("lines 2–") == true }
    #expect(!screen.contains { $0.contains("no command here") }, "\(screen)")
    #expect(!screen.last!.hasPrefix(":"), "no command line from the reply: \(screen)")
    try await session.quitAndCheckRestored()
  }

  @Test("A paste (tmux paste-buffer -p) is text at the prompt and nothing in normal mode")
  func pasteIsBracketed() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let session = try await Self.started(in: folder)
    defer { session.close() }
    let target = TmuxSession.target
    // Keys that would quit and scroll, were they typed.
    try await session.runTmuxSequence([
      ["set-buffer", "jjq"], ["paste-buffer", "-p", "-t", target],
    ])
    try await session.sendLiteral("/")
    try await session.runTmuxSequence([
      ["set-buffer", "line 7"], ["paste-buffer", "-p", "-t", target],
    ])
    try await session.waitUntil("the paste at the prompt") { $0.last?.contains("/line 7") == true }
    try await session.sendKeys("Enter")
    try await session.waitUntil("the match") { $0.last?.contains("lines 7–") == true }
    try await session.quitAndCheckRestored()
  }
}
