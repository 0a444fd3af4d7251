import Foundation
import Testing

/// One TUIPager running in a private tmux server, driven the way a person drives it.
///
/// Every session gets its own server (`tmux -L <unique socket>`), so tests can run in parallel
/// without seeing each other. The pane runs a small bash wrapper around the program:
///
///     TERM=xterm-256color TUIPager ARGS; printf '\n<marker><status>\n'; exec sleep 86400
///
/// The wrapper is there because tmux 3.3a's own report of a dead pane proved unusable here:
/// with `remain-on-exit on`, `#{pane_dead_status}` stayed empty for good in about one run in
/// three, and when it is filled tmux writes "Pane is dead" into the pane and hides the cursor,
/// which spoils `#{cursor_flag}` for the restore check. Printing the status and keeping a quiet
/// process in the pane leaves the terminal exactly as the program left it. Bash (not dash) is
/// used because it waits for a child that handles Ctrl-C instead of dying with it.
/// `remain-on-exit` stays on only so that a pane whose wrapper died can still be captured.
///
/// Always pair `start` with `close()` in a `defer`, so the server goes away even when a test fails.
final class TmuxSession {
  static let exitMarker = "__TUIPAGER_EXIT_STATUS__="
  static let target = "S"

  let socketName: String
  private var socketPath: String?
  private let tmuxPath: String
  private let environment: [String: String]

  private init(socketName: String, tmuxPath: String, environment: [String: String]) {
    self.socketName = socketName
    self.tmuxPath = tmuxPath
    self.environment = environment
  }

  /// Starts TUIPager with `arguments` in a new `columns`×`rows` tmux server.
  ///
  /// `redirection` is shell text put after the command, such as `< /dev/null`; `program` runs
  /// another program in TUIPager's place (the example).
  static func start(
    arguments: [String] = [],
    columns: Int = 100,
    rows: Int = 30,
    redirection: String = "",
    program: String? = nil
  ) async throws -> TmuxSession {
    let binary = try program ?? TUIPagerBinary.path()
    let session = TmuxSession(
      socketName: "tuipager-e2e-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())",
      tmuxPath: try findInPath("tmux"),
      environment: tmuxEnvironment()
    )
    let script = """
      TERM=xterm-256color "$@" \(redirection)
      printf '\\n\(exitMarker)%d\\n' "$?"
      exec sleep 86400
      """
    do {
      try await session.tmux(
        ["set-option", "-g", "remain-on-exit", "on", ";"]
          + ["new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)"]
          + ["/bin/bash", "-c", script, "tuipager-wrapper", binary] + arguments
      )
      session.socketPath = try await session.display("#{socket_path}")
    } catch {
      session.close()
      throw error
    }
    return session
  }

  /// Kills the private server and everything running in it, and removes its socket file
  /// (tmux 3.3 leaves it behind).
  func close() {
    _ = try? ProcessRunner.runBlocking(
      tmuxPath, ["-L", socketName, "kill-server"], environment: environment)
    if let socketPath {
      unlink(socketPath)
    }
  }

  // MARK: - Input

  /// Sends tmux key names (`Right`, `q`, `C-c`, `BTab`…), all in one `send-keys` call.
  func sendKeys(_ keys: String...) async throws {
    try await sendKeys(keys)
  }

  /// Sends tmux key names in one go, as a terminal sends a key's sequence (Esc and a key).
  func sendKeys(_ keys: [String]) async throws {
    try await tmux(["send-keys", "-t", Self.target] + keys)
  }

  /// Sends text byte for byte, such as an SGR mouse report.
  func sendLiteral(_ text: String) async throws {
    try await tmux(["send-keys", "-t", Self.target, "-l", text])
  }

  /// Sends `first`, then `second` `pause` milliseconds later, as a slow link brings one sequence
  /// in two pieces. The pause is the tmux server's own (`run-shell`), so however late the test
  /// runner's threads are, the pieces come that far apart and no further.
  func sendLiteral(_ first: String, thenAfter pause: Int, _ second: String) async throws {
    try await tmux(
      [
        "send-keys", "-t", Self.target, "-l", first, ";", "run-shell",
        "sleep \(Double(pause) / 1000)", ";",
      ]
        + ["send-keys", "-t", Self.target, "-l", second])
  }

  /// Presses and releases the left button at a 1-based column and row (SGR mouse encoding).
  func click(column: Int, row: Int) async throws {
    try await sendLiteral("\u{1b}[<0;\(column);\(row)M")
    try await sendLiteral("\u{1b}[<0;\(column);\(row)m")
  }

  /// Runs any tmux command on the private server (`set-option`, `show-buffer`…); returns what
  /// it printed.
  @discardableResult
  func command(_ arguments: [String]) async throws -> String {
    try await tmux(arguments)
  }

  func resize(columns: Int, rows: Int) async throws {
    try await tmux(["resize-window", "-t", Self.target, "-x", "\(columns)", "-y", "\(rows)"])
  }

  // MARK: - Output

  /// The visible screen as plain text, one string per row, trailing blanks kept.
  func capture() async throws -> [String] {
    lines(of: try await tmux(["capture-pane", "-p", "-N", "-t", Self.target]))
  }

  /// The pane's history and then its visible screen, oldest first: what a user scrolls back to.
  func captureHistory() async throws -> [String] {
    lines(of: try await tmux(["capture-pane", "-p", "-S", "-", "-t", Self.target]))
  }

  /// The visible screen with SGR escape sequences for colours and attributes, each row whole in
  /// itself: tmux writes only what changes from the cell before, the row before's last cell
  /// included, so each row starts with the sequences in effect where the one before ended.
  func captureWithColors() async throws -> [String] {
    Self.carryingStyles(
      lines(of: try await tmux(["capture-pane", "-p", "-N", "-e", "-t", Self.target])))
  }

  /// `rows` as tmux's `capture-pane -e` gives them, each led by the SGR sequences in effect at
  /// its start: those since the last one that starts with a reset (`ESC [ m`, `ESC [ 0 …`).
  static func carryingStyles(_ rows: [String]) -> [String] {
    var inEffect = ""
    return rows.map { row in
      let carried = inEffect + row
      var rest = Substring(row)
      while let start = rest.range(of: "\u{1B}[") {
        let parameterCharacters = "0123456789;:"
        guard
          let end = rest[start.upperBound...].firstIndex(where: {
            !parameterCharacters.contains($0)
          })
        else { break }
        let sequence = rest[start.lowerBound...end]
        if rest[end] == "m" {
          let parameters = rest[start.upperBound..<end]
          let resets = parameters.isEmpty || parameters == "0" || parameters.hasPrefix("0;")
          inEffect = (resets ? "" : inEffect) + sequence
        }
        rest = rest[rest.index(after: end)...]
      }
      return carried
    }
  }

  /// A tmux format evaluated for the pane, such as `#{pane_width}`.
  func display(_ format: String) async throws -> String {
    try await tmux(["display-message", "-p", "-t", Self.target, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `"<alternate_on> <cursor_flag> <mouse_any_flag>"`; a restored terminal reads `"0 1 0"`.
  func terminalModes() async throws -> String {
    try await display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}")
  }

  // MARK: - Waiting

  /// Polls the plain screen every ~20 ms until `predicate` holds, and returns that screen.
  ///
  /// On timeout, or if the program exits first, the test fails (and stops) with the last
  /// screen printed.
  @discardableResult
  func waitUntil(
    _ what: String = "the expected screen",
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: ([String]) -> Bool
  ) async throws -> [String] {
    try await poll(what, timeout: timeout, sourceLocation: sourceLocation, capture, predicate)
  }

  /// Like `waitUntil`, on captures that keep the SGR colour sequences.
  @discardableResult
  func waitUntilColored(
    _ what: String = "the expected screen",
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: ([String]) -> Bool
  ) async throws -> [String] {
    try await poll(
      what, timeout: timeout, sourceLocation: sourceLocation, captureWithColors, predicate)
  }

  /// Waits for the program to end and returns its exit status.
  func waitForExit(
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Int32 {
    let screen = try await poll(
      "the program to exit", timeout: timeout, allowingExit: true,
      sourceLocation: sourceLocation, capture
    ) { screen in
      screen.contains { $0.contains(Self.exitMarker) }
    }
    let line = try #require(
      screen.last { $0.contains(Self.exitMarker) }, sourceLocation: sourceLocation)
    let digits = line.components(separatedBy: Self.exitMarker)[1]
      .trimmingCharacters(in: .whitespaces)
    return try #require(
      Int32(digits), "unreadable exit status in \(line)",
      sourceLocation: sourceLocation)
  }

  /// Waits until no exit marker is on the screen and the shell's prompt is back (a `clear`
  /// typed after one was read).
  func waitForExitMarkerGone(
    timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    _ = try await poll(
      "the screen cleared", timeout: timeout, allowingExit: true,
      sourceLocation: sourceLocation, capture
    ) { screen in
      !screen.contains { $0.contains(Self.exitMarker) }
        && screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
          .trimmingCharacters(in: .whitespaces) == Self.shellPrompt
    }
  }

  /// The process id of TUIPager itself (the only child of the wrapper shell in the pane).
  func programPID(sourceLocation: SourceLocation = #_sourceLocation) async throws -> pid_t {
    let wrapper = try #require(
      pid_t(try await display("#{pane_pid}")), sourceLocation: sourceLocation)
    let children =
      (try? String(
        contentsOfFile: "/proc/\(wrapper)/task/\(wrapper)/children", encoding: .utf8)) ?? ""
    let pids = children.split(separator: " ").compactMap { pid_t($0) }
    try #require(
      pids.count == 1, "expected one child of the wrapper, found \(pids)",
      sourceLocation: sourceLocation)
    return pids[0]
  }

  private func poll(
    _ what: String,
    timeout: Duration,
    allowingExit: Bool = false,
    sourceLocation: SourceLocation,
    _ capture: () async throws -> [String],
    _ predicate: ([String]) -> Bool
  ) async throws -> [String] {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let screen = try await capture()
      if predicate(screen) {
        return screen
      }
      let exited = !allowingExit && screen.contains { $0.contains(Self.exitMarker) }
      if exited || clock.now >= deadline {
        let shown = screen.enumerated()
          .map { String(format: "%2d|", $0.offset) + $0.element }
          .joined(separator: "\n")
        let failure = exited ? "TUIPager exited" : "Timed out after \(timeout)"
        try #require(
          Bool(false), "\(failure) while waiting for \(what). Last screen:\n\(shown)",
          sourceLocation: sourceLocation)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  // MARK: - Running tmux

  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    let result = try await ProcessRunner.run(
      tmuxPath, ["-L", socketName, "-f", "/dev/null"] + arguments, environment: environment)
    guard result.status == 0, !result.timedOut else {
      throw TmuxFailure(arguments: arguments, output: result)
    }
    return result.standardOutput
  }

  private func lines(of text: String) -> [String] {
    var rows = text.components(separatedBy: "\n")
    if rows.last == "" {
      rows.removeLast()
    }
    return rows
  }

  /// The test's environment, minus any outer tmux, with a UTF-8 locale when none is set.
  private static func tmuxEnvironment() -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    // The test runner's own environment may ask for no colour; the program is tested as a
    // person's terminal runs it.
    environment["NO_COLOR"] = nil
    // Nor does a `LESS` with F print a short text instead of paging it.
    environment["LESS"] = nil
    let localeKeys = ["LC_ALL", "LC_CTYPE", "LANG"]
    if !localeKeys.contains(where: { !(environment[$0] ?? "").isEmpty }) {
      environment["LANG"] = "C.UTF-8"
    }
    return environment
  }

  private static func findInPath(_ name: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for directory in directories {
      let candidate = directory + "/" + name
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
      }
    }
    throw ToolNotFound(name: name)
  }
}

/// A tmux command that did not succeed.
struct TmuxFailure: Error, CustomStringConvertible {
  let arguments: [String]
  let output: ProcessOutput

  var description: String {
    "tmux \(arguments.joined(separator: " ")) failed with status \(output.status)"
      + (output.timedOut ? " (timed out)" : "") + ": \(output.standardError)"
  }
}

/// A program the tests need is not installed.
struct ToolNotFound: Error, CustomStringConvertible {
  let name: String

  var description: String { "`\(name)` is not on PATH; the end-to-end tests need it." }
}
