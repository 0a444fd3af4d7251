import Glibc

/// A `LESSOPEN` preprocessor at work on one tab's file: its command runs as a command tab's does
/// (a session of its own, no terminal, ended at quit), and its output decides what the tab
/// shows: the output itself (an input pipe), the replacement file it names, or the file as it is.
/// `LESSCLOSE` runs when the tab closes.
final class Preprocessing {
  let preprocessor: InputPreprocessor
  /// The file's name as given (`-` for standard input), which the commands are given: its
  /// bytes, as the system has them.
  let name: [UInt8]
  /// The command, whose output the tab reads.
  let runner: CommandRunner
  /// The replacement file's name once known: the one the command printed, or `-` for a pipe.
  private(set) var replacement: [UInt8]?
  private var closed = false

  /// What the tab shows, as far as the command has told.
  enum Outcome: Equatable {
    /// Not known yet: the command has not written, nor ended.
    case waiting
    /// The command's output (an input pipe that wrote).
    case output
    /// The file the command named.
    case replacementFile(FilePath)
    /// The file itself: the command gave nothing to show instead.
    case original
  }

  /// Starts `preprocessor` on the file named `name`; `input` is the preprocessor's standard
  /// input (standard input's own, when that is the file), else `/dev/null`.
  init(
    _ preprocessor: InputPreprocessor, name: [UInt8], input: Int32? = nil, spoolLimit: Int
  ) throws(DocumentError) {
    self.preprocessor = preprocessor
    self.name = name
    runner = try CommandRunner(
      command: preprocessor.command(for: name), input: input, spoolLimit: spoolLimit)
  }

  deinit { close() }

  /// What the output says now; call it after reading what has arrived.
  func outcome() -> Outcome {
    let output = runner.document
    switch preprocessor.output {
    case .pipe, .pipeEvenEmpty:
      if output.byteCount > 0 {
        replacement = Array("-".utf8)
        return .output
      }
      guard output.isComplete else { return .waiting }
      guard preprocessor.output == .pipeEvenEmpty else { return .original }
      // Empty output counts when the command says all went well.
      if runner.isRunning { runner.checkExit() }
      guard !runner.isRunning else { return .waiting }
      guard runner.exitStatus == .exited(0) else { return .original }
      replacement = Array("-".utf8)
      return .output
    case .replacementName:
      guard output.isComplete else { return .waiting }
      let first = output.lineCount > 0 ? output.line(0) : []
      guard !first.isEmpty else { return .original }
      replacement = first
      return .replacementFile(FilePath(bytes: first))
    }
  }

  /// Asks the command to end, without waiting (quitting asks every command first).
  func askToEnd() {
    if runner.isRunning || !runner.document.isComplete { runner.terminateGroup() }
  }

  /// Ends the command if it still runs, then runs `LESSCLOSE` (when set, and there was a
  /// replacement) and waits for it a moment.
  func close() {
    guard !closed else { return }
    closed = true
    runner.stop()
    guard let replacement,
      let command = preprocessor.closeCommand(for: name, replacement: replacement)
    else { return }
    Self.runClose(command)
  }

  /// Runs `command` with no terminal and its output discarded, and waits up to a second for it:
  /// a clean-up (`rm`) is quick, and quitting must not hang on one that is not.
  private static func runClose(_ command: [UInt8]) {
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard null >= 0 else { return }
    defer { Glibc.close(null) }
    guard let process = try? ShellCommand.spawn(command, output: null, ownSession: true) else {
      return
    }
    var status: Int32 = 0
    for _ in 0..<200 {
      let result = SystemCall.wait(forProcess: process, status: &status, options: WNOHANG)
      if result == process || result < 0 { return }
      usleep(5000)
    }
    // Left to end on its own; the program reaps what it adopted.
  }
}
