import Foundation
import Testing

/// Every way of leaving gives the terminal back as it was, with the documented exit status.
@Suite("Exit and terminal restore")
struct TerminalRestoreTests {
  enum Ending: String, CaseIterable, Sendable {
    case q, capitalQ, zz, controlC, sigterm, sighup

    var expectedStatus: Int32 {
      switch self {
      // Ctrl-C with nothing to stop quits as quietly as q, as less does.
      case .q, .capitalQ, .zz, .controlC: 0
      case .sigterm: 143
      case .sighup: 129
      }
    }
  }

  @Test("Each way out exits with its status and restores the terminal", arguments: Ending.allCases)
  func exitRestoresTerminal(_ ending: Ending) async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)
    let running = try await session.terminalModes()
    #expect(
      running.hasPrefix("1 ") && running.hasSuffix(" 1"),
      "while running, the alternate screen and mouse reporting should be on: \(running)")

    switch ending {
    case .q: try await session.sendKeys("q")
    case .capitalQ: try await session.sendKeys("Q")
    case .zz: try await session.sendKeys("Z", "Z")
    case .controlC: try await session.sendKeys("C-c")
    case .sigterm: kill(try await session.programPID(), SIGTERM)
    case .sighup: kill(try await session.programPID(), SIGHUP)
    }

    let status = try await session.waitForExit()
    #expect(status == ending.expectedStatus)
    #expect(try await session.terminalModes() == "0 1 0")
    let screen = try await session.capture()
    #expect(
      !screen.contains { $0.contains("iFinance") },
      "after exit the program's screen should be gone:\n\(screen.joined(separator: "\n"))")
  }

  @Test("Quitting in the middle of a transition restores the terminal too")
  func quitMidTransition() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "2000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("End")
    try await session.waitUntil("the slide to start") {
      !MenuScreen.isSettled(on: 0, $0, width: 100)
    }
    try await session.sendKeys("q")
    #expect(try await session.waitForExit() == 0)
    #expect(try await session.terminalModes() == "0 1 0")
  }

  // The demo: with standard input not a terminal and no demo option, it would be the text, and
  // be copied to the output (DropInPagerTests).
  @Test(
    "The demo with standard output not a terminal: exit 1 with a message, terminal untouched",
    arguments: ["> /dev/null", "--preset titles < /dev/null > /dev/null"])
  func notATerminalInsideTmux(redirection: String) async throws {
    let session = try await TmuxSession.start(redirection: redirection)
    defer { session.close() }

    let status = try await session.waitForExit()
    #expect(status == 1)
    #expect(try await session.terminalModes() == "0 1 0")
    let screen = try await session.capture()
    let message = screen.filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.contains(TmuxSession.exitMarker)
    }
    #expect(message.count >= 1, "a message should say why it cannot run")
    #expect(!screen.contains { $0.contains("iFinance") })
  }
}
