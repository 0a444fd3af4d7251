import Foundation
import Testing

/// Every signal whose default action would end the program ends it in order instead: the
/// terminal restored, the `-c` commands ended, exit 128+N (SIGINT, SIGTERM and SIGHUP are in
/// `TerminalRestoreTests`, crashes in `CrashTests`).
@Suite("Signals that end the program")
struct FatalSignalTests {
  static let command = "sleep 1000"

  @Test(
    "kill -N: exit 128+N, the terminal restored, the command ended",
    arguments: [SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM])
  func signalEndsInOrder(_ signal: Int32) async throws {
    let session = try await TmuxSession.start(arguments: [
      "--duration", "0", "--command", Self.command,
    ])
    defer { session.close() }
    let group = try await session.waitForRunningCommand()
    defer { ProcessTable.killGroup(group) }
    let running = try await session.terminalModes()
    #expect(running.hasPrefix("1 ") && running.hasSuffix(" 1"), "curses mode: \(running)")

    kill(try await session.programPID(), signal)
    #expect(try await session.waitForExit() == 128 + signal)
    #expect(try await session.terminalModes() == "0 1 0")
    await ProcessTable.expectEnds(group: group)
  }

  @Test("Ctrl-\\ quits with 131 and dumps no core, the terminal restored, the command ended")
  func controlBackslash() async throws {
    // An interactive shell, which ignores SIGQUIT itself (the bash -c wrapper would die of it).
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(["--duration", "0", "--command", Self.command])
    let group = try await session.waitForRunningCommand()
    defer { ProcessTable.killGroup(group) }

    try await session.sendKeys("C-\\")
    let screen = try await session.waitForShellPrompt()
    #expect(
      !screen.contains { $0.contains("Quit") },
      "the shell says the job died of SIGQUIT:\n\(screen.joined(separator: "\n"))")
    #expect(try await session.terminalModes() == "0 1 0")
    #expect(try await session.lastCommandStatus() == 131)
    await ProcessTable.expectEnds(group: group)
  }

  @Test("Signals ignored on entry (nohup) stay ignored, and so does SIGXFSZ")
  func ignoredSignalsLeaveItRunning() async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.sendLiteral("trap '' HUP USR1")
    try await session.sendKeys("Enter")
    try await session.typeTUIPagerCommand(["--duration", "0"])
    try await session.waitUntilSettled(on: 0)

    let program = try await session.programPID()
    for signal in [SIGHUP, SIGUSR1, SIGXFSZ] { kill(program, signal) }
    // A signal taken would end the program before it reads the key that follows.
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 1)
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.terminalModes() == "0 1 0")
    #expect(try await session.lastCommandStatus() == 0)
  }
}
