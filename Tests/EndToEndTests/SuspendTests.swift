import Foundation
import Testing

/// Ctrl-Z suspends with the terminal given back; `fg` resumes and redraws where it left off.
///
/// These run TUIPager from an interactive shell (see `TmuxSession+Shell.swift`): the wrapper of
/// the other tests is `bash -c`, which has no job control, so a stop there could not be undone.
@Suite("Suspend and resume")
struct SuspendTests {
  enum Stop: String, CaseIterable, Sendable {
    /// Ctrl-Z typed on the terminal (the tty sends SIGTSTP to the foreground job).
    case controlZ
    /// `kill -TSTP <pid>` from outside.
    case sigtstp
    /// `kill -STOP <pid>` from outside, which cannot be caught: the terminal stays as it was
    /// until the shell takes it, and the program must set its modes again when continued.
    case sigstop
  }

  @Test(
    "Suspended, the terminal is restored; fg redraws the same page and keys work",
    arguments: Stop.allCases)
  func suspendAndResume(_ stop: Stop) async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(["--start", "3"])
    try await session.waitUntilSettled(on: 2)
    let pid = try await session.programPID()

    switch stop {
    case .controlZ: try await session.sendKeys("C-z")
    case .sigtstp: kill(pid, SIGTSTP)
    case .sigstop: kill(pid, SIGSTOP)
    }
    let stopped = try await session.waitForShellPrompt()
    #expect(
      stopped.contains { $0.contains("Stopped") },
      "the shell should report the job stopped:\n\(stopped.joined(separator: "\n"))")
    // A SIGSTOP leaves no chance to give the terminal back.
    if stop != .sigstop { #expect(try await session.terminalModes() == "0 1 0") }
    #expect(try processState(pid) == "T", "TUIPager should be stopped, not gone")

    try await session.sendLiteral("fg")
    try await session.sendKeys("Enter")
    let resumed = try await session.waitUntilSettled(on: 2)
    #expect(resumed[MenuScreen.titleRow].contains("iFinance"))
    #expect(MenuScreen.labels.allSatisfy { resumed[MenuScreen.menuRow].contains($0) })
    #expect(MenuScreen.indicatorSpan(resumed[MenuScreen.indicatorRow]) == 50..<75)
    let running = try await session.terminalModes()
    #expect(
      running.hasPrefix("1 ") && running.hasSuffix(" 1"),
      "resumed, the alternate screen and mouse reporting should be back on: \(running)")

    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 3)
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.terminalModes() == "0 1 0")
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test("Suspended in the middle of a slide, fg finishes it on the page it was going to")
  func suspendMidTransition() async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(["--duration", "2000"])
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("End")
    try await session.waitUntil("the slide to start") {
      !MenuScreen.isSettled(on: 0, $0, width: 100)
    }
    try await session.sendKeys("C-z")
    try await session.waitForShellPrompt()
    #expect(try await session.terminalModes() == "0 1 0")

    try await session.sendLiteral("fg")
    try await session.sendKeys("Enter")
    try await session.waitUntilSettled(on: 3, timeout: .seconds(8))
    try await session.sendKeys("Home")
    try await session.waitUntil("the slide back to start") {
      !MenuScreen.isSettled(on: 3, $0, width: 100)
    }
    try await session.sendKeys("q")
    try await session.waitForShellPrompt()
    #expect(try await session.terminalModes() == "0 1 0")
    #expect(try await session.lastCommandStatus() == 0)
  }

  @Test("After fg the mouse works again, drags included")
  func mouseAfterResume() async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(["--duration", "0"])
    try await session.waitUntilSettled(on: 0)
    try await session.sendKeys("C-z")
    try await session.waitForShellPrompt()
    try await session.sendLiteral("fg")
    try await session.sendKeys("Enter")
    let screen = try await session.waitUntilSettled(on: 0)

    let column = try #require(
      PresetScreen.clickColumn(of: "Person", in: screen, row: MenuScreen.menuRow))
    try await session.click(column: column, row: MenuScreen.menuRow + 1)
    try await session.waitUntilSettled(on: 2)

    // Drag reports (mode 1002) are the program's own, switched on again after a stop: a drag
    // of more than half the width to the left goes on to the next page.
    let row = 15
    try await session.press(column: 90, row: row)
    for column in [80, 65, 50, 35, 20] {
      try await session.drag(toColumn: column, row: row)
    }
    try await session.waitUntil("the pages to follow the pointer") {
      guard $0.count > MenuScreen.indicatorRow,
        let span = MenuScreen.indicatorSpan($0[MenuScreen.indicatorRow])
      else { return false }
      return span.lowerBound > 52
    }
    try await session.release(column: 20, row: row)
    try await session.waitUntilSettled(on: 3)
  }

  /// The state letter of a process (`R`, `S`, `T` for stopped…), field 3 of /proc/PID/stat.
  @Test("LESSSECURE: Ctrl-Z stops nothing, the next key acts; LESSSECURE_ALLOW=stop stops it")
  func secureModeKeepsCtrlZFromStopping() async throws {
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeTUIPagerCommand(["--start", "3"], environment: ["LESSSECURE": "1"])
    try await session.waitUntilSettled(on: 2)
    let pid = try await session.programPID()
    try await session.sendKeys("C-z")
    // Were it stopped, Right would go to the shell and the page would never move.
    try await session.sendKeys("Right")
    try await session.waitUntilSettled(on: 3)
    #expect(try processState(pid) != "T")
    try await session.quitToShell()

    try await session.typeTUIPagerCommand(
      ["--start", "3"], environment: ["LESSSECURE": "1", "LESSSECURE_ALLOW": "stop"])
    try await session.waitUntilSettled(on: 2)
    try await session.sendKeys("C-z")
    let stopped = try await session.waitForShellPrompt()
    #expect(stopped.contains { $0.contains("Stopped") }, "\(stopped.joined(separator: "\n"))")
    try await session.sendLiteral("fg")
    try await session.sendKeys("Enter")
    try await session.waitUntilSettled(on: 2)
    try await session.quitToShell()
  }

  private func processState(_ pid: pid_t) throws -> String {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let afterName = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...]
    return String(try #require(afterName.split(separator: " ").first))
  }
}

/// Signals sent from outside, as `kill` sends them (Ctrl-C, SIGTERM and SIGHUP are in
/// `TerminalRestoreTests`).
@Suite("Signals from outside")
struct SignalTests {
  // SIGINT is Ctrl-C however it comes: with nothing to stop, the program quits with status 0.
  @Test("kill -INT: exit 0 with the terminal restored")
  func sigintFromKill() async throws {
    let session = try await TmuxSession.start()
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    kill(try await session.programPID(), SIGINT)
    #expect(try await session.waitForExit() == 0)
    #expect(try await session.terminalModes() == "0 1 0")
    let screen = try await session.capture()
    #expect(!screen.contains { $0.contains("iFinance") })
  }

  @Test("kill -INT in the middle of a slide: exit 0 with the terminal restored")
  func sigintMidTransition() async throws {
    let session = try await TmuxSession.start(arguments: ["--duration", "3000"])
    defer { session.close() }
    try await session.waitUntilSettled(on: 0)

    try await session.sendKeys("End")
    try await session.waitUntil("the slide to start") {
      !MenuScreen.isSettled(on: 0, $0, width: 100)
    }
    kill(try await session.programPID(), SIGINT)
    #expect(try await session.waitForExit() == 0)
    #expect(try await session.terminalModes() == "0 1 0")
  }
}

/// The terminal driver takes no key from the program: Ctrl-S does not stop its output.
@Suite("Flow control")
struct FlowControlTests {
  @Test("Ctrl-S stops nothing: j still scrolls and q quits; the shell gets ixon back")
  func controlSIsAKey() async throws {
    let folder = try FixtureFolder()
    defer { folder.remove() }
    let file = try folder.write(
      "text.txt", (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n")
    let session = try await TmuxSession.startShell()
    defer { session.close() }
    try await session.typeLine("stty ixon")
    try await session.typeTUIPagerCommand([file])
    try await session.waitUntil("the file") { $0.last?.contains("lines 1–") == true }
    try await session.sendKeys("C-s")
    try await session.sendKeys("j")
    try await session.waitUntil("j answered after Ctrl-S") {
      $0.last?.contains("lines 2–") == true
    }
    try await session.quitToShell()
    try await session.typeLine("stty -a | tr ' ' '\\n' | grep -qx ixon")
    try await session.waitForShellPrompt()
    #expect(try await session.lastCommandStatus() == 0, "the shell's ixon as it was")
  }
}
