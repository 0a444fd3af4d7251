import Foundation
import Testing

/// An interactive shell in the pane, for what the `bash -c` wrapper of `start` cannot do: job
/// control (Ctrl-Z, `fg`), or an environment variable set for one run (`NO_COLOR=1`).
///
/// The wrapper runs `TUIPager --version` with its output thrown away, then replaces itself
/// (`exec`) with `bash --norc --noprofile -i`, so the pane's process is that shell and the
/// TUIPager typed at its prompt is its only child (`programPID()` still finds it). The shell
/// saves no history. `waitForExit()` is not told by the shell when TUIPager ends; ask with
/// `lastCommandStatus()` once the prompt is back.
///
/// Also here: `runTmuxSequence` and its uses, many tmux commands in one run of tmux, for storms.
extension TmuxSession {
  /// The prompt the shell shows (followed by a blank).
  static let shellPrompt = "tuipager-shell$"

  /// Starts an interactive bash in a new `columns`×`rows` tmux server and waits for its prompt.
  static func startShell(columns: Int = 100, rows: Int = 30) async throws -> TmuxSession {
    let shell =
      "exec env PS1='\(shellPrompt) ' HISTFILE=/dev/null /bin/bash --norc --noprofile -i"
    let session = try await start(
      arguments: ["--version"], columns: columns, rows: rows,
      redirection: "> /dev/null; \(shell)")
    do {
      try await session.waitForShellPrompt()
    } catch {
      session.close()
      throw error
    }
    return session
  }

  /// Types a command line that runs TUIPager with `arguments`, as a person would at the prompt:
  /// `NAME=value … TERM=<term> '<binary>' '<argument>' …`, then Enter.
  func typeTUIPagerCommand(
    _ arguments: [String] = [],
    environment: [String: String] = [:],
    term: String = "xterm-256color"
  ) async throws {
    let binary = try TUIPagerBinary.path()
    let assignments = environment.sorted { $0.key < $1.key }.map {
      "\($0.key)=\(Self.shellQuoted($0.value))"
    }
    let words =
      assignments + ["TERM=\(Self.shellQuoted(term))", Self.shellQuoted(binary)]
      + arguments.map(Self.shellQuoted)
    try await typeLine(words.joined(separator: " "))
  }

  /// Types `line` at the shell's prompt and presses Enter once the shell has shown what was
  /// typed: a wait for the prompt after it could otherwise see the bare prompt before the line.
  func typeLine(_ line: String) async throws {
    try await sendLiteral(line)
    // The line's end, as the screen shows it: wrapped rows are full, so joined they read on.
    let end = String(line.suffix(12))
    if end.allSatisfy({ $0.isASCII && !$0.isNewline && $0 >= " " }) {
      try await waitUntil("the line typed") { $0.joined().contains(end) }
    }
    try await sendKeys("Enter")
  }

  /// Quits the pager with `q` and expects the shell's prompt back, the command that ran the
  /// pager (man, git, bat) exiting 0.
  func quitToShell(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await sendKeys("q")
    _ = try await waitForShellPrompt(sourceLocation: sourceLocation)
    let status = try await lastCommandStatus(sourceLocation: sourceLocation)
    #expect(status == 0, sourceLocation: sourceLocation)
  }

  /// Waits until the shell waits for a command: its bare prompt is the last line with text
  /// (which also means TUIPager has left the alternate screen, or it would be shown instead).
  @discardableResult
  func waitForShellPrompt(
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [String] {
    try await waitUntil("the shell's prompt", timeout: timeout, sourceLocation: sourceLocation) {
      screen in
      let last = screen.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      return last?.trimmingCharacters(in: .whitespaces) == Self.shellPrompt
    }
  }

  /// The exit status of the last command, asked of the shell; call it with the prompt shown.
  ///
  /// The line typed splits the exit marker in two, so only the shell's answer contains it whole.
  func lastCommandStatus(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32 {
    let marker = Self.exitMarker
    let middle = marker.index(marker.startIndex, offsetBy: marker.count / 2)
    try await sendLiteral(
      "printf '%s%s%d\\n' '\(marker[..<middle])' '\(marker[middle...])' \"$?\"")
    try await sendKeys("Enter")
    let status = try await waitForExit(sourceLocation: sourceLocation)
    // The answer stays on the screen, where any later wait would take it for a program's end;
    // `-x` keeps the scrollback.
    try await sendLiteral("clear -x")
    try await sendKeys("Enter")
    try await waitForExitMarkerGone(sourceLocation: sourceLocation)
    return status
  }

  /// Sends bursts of tmux key names: one `send-keys` command per burst, all in one run of tmux
  /// (see `runTmuxSequence`). The variadic `sendKeys` cannot be given an array.
  func sendKeyBursts(_ bursts: [[String]], pauseMilliseconds: Int = 0) async throws {
    try await runTmuxSequence(
      bursts.filter { !$0.isEmpty }.map { ["send-keys", "-t", Self.target] + $0 },
      pauseMilliseconds: pauseMilliseconds)
  }

  /// Resizes the window to each size in turn, all in one run of tmux (see `runTmuxSequence`).
  func resizeSequence(_ sizes: [(columns: Int, rows: Int)], pauseMilliseconds: Int) async throws {
    try await runTmuxSequence(
      sizes.map {
        ["resize-window", "-t", Self.target, "-x", "\($0.columns)", "-y", "\($0.rows)"]
      },
      pauseMilliseconds: pauseMilliseconds)
  }

  /// Runs tmux `commands` one after the other in one run of tmux (separated by `;`), so that
  /// starting tmux over and over cannot slow a storm down on a busy machine. With
  /// `pauseMilliseconds`, tmux itself waits that long between two commands (`run-shell 'sleep …'`
  /// holds up the commands after it).
  func runTmuxSequence(_ commands: [[String]], pauseMilliseconds: Int = 0) async throws {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    let pause = String(format: "%.3f", Double(pauseMilliseconds) / 1000)
    var arguments = ["-L", socketName, "-f", "/dev/null"]
    for (index, command) in commands.enumerated() {
      if index > 0 {
        arguments += [";"] + (pauseMilliseconds > 0 ? ["run-shell", "sleep \(pause)", ";"] : [])
      }
      arguments += command
    }
    let result = try await ProcessRunner.run(
      try Self.tmuxExecutable(), arguments, environment: environment, timeout: .seconds(30))
    guard result.status == 0, !result.timedOut else {
      throw TmuxFailure(arguments: arguments, output: result)
    }
  }

  /// The path of `tmux`, as `start` finds it.
  private static func tmuxExecutable() throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for directory in directories
    where FileManager.default.isExecutableFile(atPath: directory + "/tmux") {
      return directory + "/tmux"
    }
    throw ToolNotFound(name: "tmux")
  }

  /// `text` in single quotes for the shell.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
