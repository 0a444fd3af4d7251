import Glibc
import PagerKit
import PagerReader

/// Runs a shell command (`/bin/sh -c COMMAND`) with its standard output and standard error in one
/// pipe read into a ``StreamDocument``, and learns how it ended without blocking.
///
/// The command runs in a session of its own, with no controlling terminal, standard input from
/// `/dev/null` and every signal at its default: the terminal's Ctrl-C and Ctrl-\ reach only the
/// pager, what the command writes to `/dev/tty` cannot paint over the screen, and what reads it
/// fails at once instead of stopping for ever. Command tabs are not interactive. The session
/// leader leads its process group too, so stopping the command stops what it started. The runner
/// reaps its child: call ``checkExit()`` when the output ends (and now and then while it runs);
/// ``stop()`` (also on `deinit`) ends it and reaps it.
final class CommandRunner {
  /// How long ``stop()`` waits after SIGTERM before sending SIGKILL, in milliseconds.
  static let termGraceMilliseconds = 200

  /// The command line given to the shell: bytes, as a file's name quoted into it may not be
  /// UTF-8.
  let command: [UInt8]
  /// The output of the current run.
  private(set) var document: StreamDocument
  /// How the current run ended; nil while it runs.
  private(set) var exitStatus: ExitStatus?

  /// The child, until it is reaped.
  private var processID: pid_t?
  /// The child's process group, which outlives the child while things it started still run.
  private var processGroup: pid_t
  /// When the group was first sent SIGTERM, in this run: its grace runs from then.
  private var termSentAt: Instant?

  /// Bytes of output kept ahead of the last line asked for before reading pauses (and the
  /// command waits on a full pipe): by default a whole spool, so a command runs to its end unless
  /// its output outgrows the spool, and an endless one (`yes`) is not read for ever.
  let readAheadBytes: Int
  /// Bytes of output kept at most; older output is dropped (see ``StreamDocument``).
  let spoolLimit: Int

  /// Starts `command`, its standard input `input` (a `LESSOPEN` preprocessor of standard input
  /// reads it; the caller closes its copy) or `/dev/null`.
  ///
  /// - Throws: ``DocumentError`` when the shell cannot be started.
  init(
    command: [UInt8], input: Int32? = nil, readAheadBytes: Int? = nil,
    spoolLimit: Int = StreamDocument.defaultSpoolLimit
  ) throws(DocumentError) {
    self.command = command
    self.readAheadBytes = readAheadBytes ?? spoolLimit
    self.spoolLimit = spoolLimit
    let (process, output) = try Self.spawn(command, input: input)
    processID = process
    processGroup = process
    document = StreamDocument(
      descriptor: output, name: String(decoding: command, as: UTF8.self),
      readAheadBytes: self.readAheadBytes,
      spoolLimit: spoolLimit)
  }

  deinit { stop() }

  /// The command as text, to name its output: bytes that are not UTF-8 become `�`.
  var name: String { String(decoding: command, as: UTF8.self) }

  /// Whether the child has not been reaped yet.
  var isRunning: Bool { processID != nil }

  /// Learns without blocking whether the child has ended; returns true when this call learned it.
  @discardableResult func checkExit() -> Bool {
    guard let process = processID else { return false }
    var status: Int32 = 0
    let result = waitpid(process, &status, WNOHANG)
    if result == process {
      reaped(status: status)
      return true
    }
    if result < 0 && errno == ECHILD {
      // Someone else reaped it (SIGCHLD set to SIG_IGN): the status is lost.
      reaped(status: nil)
      return true
    }
    return false
  }

  private func reaped(status: Int32?) {
    if let processID { CrashGuard.forget(childGroup: processID) }
    processID = nil
    if let status { exitStatus = ExitStatus(waitStatus: status) }
  }

  /// Stops the current run, if still going, and starts the command again with a fresh document.
  ///
  /// - Throws: ``DocumentError`` when the shell cannot be started; the old output stays.
  func rerun() throws(DocumentError) {
    stop()
    let (process, output) = try Self.spawn(command)
    processID = process
    processGroup = process
    termSentAt = nil
    exitStatus = nil
    document = StreamDocument(
      descriptor: output, name: name, readAheadBytes: readAheadBytes, spoolLimit: spoolLimit)
  }

  /// Ends the run: closes the pipe, sends SIGTERM to the command's process group, and reaps the
  /// child; SIGKILL goes to the whole group when anything in it is left after
  /// ``termGraceMilliseconds`` (a background job that ignores SIGTERM outlives its shell).
  /// Blocks at most about that long.
  func stop() {
    let groupMayLive = !document.isComplete
    document.closeInput()
    guard let process = processID else {
      // The shell is gone, but something it started may still hold the pipe open.
      if groupMayLive { endGroup() }
      return
    }
    endGroup()
    if processID != nil {
      var status: Int32 = 0
      SystemCall.wait(forProcess: process, status: &status)
      reaped(status: status)
    }
  }

  /// SIGTERM to the group, then SIGKILL to what is left of it after the grace: the shell
  /// reaped as it ends, the group watched until it is empty.
  private func endGroup() {
    let clock = MonotonicClock()
    let asked = termSentAt ?? clock.now()
    terminateGroup()
    while clock.now().milliseconds - asked.milliseconds < Double(Self.termGraceMilliseconds) {
      if processID != nil { checkExit() }
      // What the shell started is adopted once the shell is gone: a zombie still counts as a
      // member of the group until it is reaped.
      AdoptedChildren.reap()
      if processID == nil && !groupHasMembers { return }
      usleep(5000)
    }
    kill(-processGroup, SIGKILL)
  }

  /// Whether any process is left in the command's group (its shell reaped or not).
  private var groupHasMembers: Bool { kill(-processGroup, 0) == 0 || errno == EPERM }

  /// SIGTERM to the whole group; SIGCONT too, as a stopped process takes SIGTERM only once
  /// continued. Quitting sends it to every command first, so their graces run side by side.
  func terminateGroup() {
    if termSentAt == nil { termSentAt = MonotonicClock().now() }
    kill(-processGroup, SIGTERM)
    kill(-processGroup, SIGCONT)
  }

  // MARK: Spawning

  /// Starts `/bin/sh -c command` writing into a new pipe; returns the child and the pipe's read
  /// end (close-on-exec, so later children do not inherit it and hold it open). The crash guard
  /// knows of the child until it is reaped.
  private static func spawn(
    _ command: [UInt8], input: Int32? = nil
  ) throws(DocumentError) -> (pid_t, Int32) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw .system(errno, subject: String(decoding: command, as: UTF8.self))
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer { close(ends[1]) }
    let process: pid_t
    do {
      process = try ShellCommand.spawn(command, input: input, output: ends[1], ownSession: true)
    } catch {
      close(ends[0])
      throw error
    }
    CrashGuard.track(childGroup: process)
    return (process, ends[0])
  }
}

/// How a command ended, decoded from the status `waitpid` reports.
enum ExitStatus: Hashable, Sendable {
  /// It called `exit` with this code (0 to 255).
  case exited(Int32)
  /// A signal with this number ended it.
  case killed(signal: Int32)

  /// Decodes a `waitpid` status of a process that has ended (the Linux and BSD encoding: the low 7
  /// bits hold the signal, or 0 for an exit whose code is in the next 8 bits). Swift cannot import
  /// the `WIFEXITED` family of macros.
  init(waitStatus: Int32) {
    let signal = waitStatus & 0x7F
    self = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .killed(signal: signal)
  }
}
