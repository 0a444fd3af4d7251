import Foundation
import Testing

/// An internal error — a crash in curses mode — restores the terminal first, then says so on
/// standard error, and exits 1. The crash is made from outside with the signal a crash raises
/// (a Swift runtime trap raises SIGILL or SIGTRAP, a bad access SIGSEGV, an abort SIGABRT, a
/// forbidden system call SIGSYS).
@Suite("Internal errors")
struct CrashTests {
  @Test(
    "A crash restores the terminal, then prints a message, and exits 1",
    arguments: [SIGSEGV, SIGILL, SIGABRT, SIGTRAP, SIGBUS, SIGFPE, SIGSYS])
  func crashRestores(_ signal: Int32) async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "2000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    // In the middle of a slide, with mouse reporting and the alternate screen on.
    try await session.sendKeys("4")
    let pid = try await session.programPID()
    #expect(kill(pid, signal) == 0)
    #expect(try await session.waitForExit() == 1)
    #expect(try await session.terminalModes() == "0 1 0")
    let screen = try await session.capture()
    #expect(
      screen.contains { $0.contains("TUIPager: internal error (signal \(signal))") },
      "the message shows after the terminal is back: \(screen)")
  }

  @Test("A crash ends the --command commands too")
  func crashEndsCommands() async throws {
    let session = try await TmuxSession.start(arguments: [
      "--duration", "0", "--command", "sleep 1000",
    ])
    defer { session.close() }
    let group = try await session.waitForRunningCommand()
    defer { ProcessTable.killGroup(group) }

    kill(try await session.programPID(), SIGSEGV)
    #expect(try await session.waitForExit() == 1)
    #expect(try await session.terminalModes() == "0 1 0")
    await ProcessTable.expectEnds(group: group)
  }
}
