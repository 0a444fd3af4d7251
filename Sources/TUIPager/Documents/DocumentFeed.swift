import Glibc
import PagerKit

/// A tab's text together with what keeps it coming: a file indexed lazily, a stream read as it
/// arrives, or a command's output and exit.
///
/// Opening never throws: a failure becomes the ``status`` and the ``document`` shows its message.
/// The run loop polls ``pollDescriptor`` (when there is one) for `POLLIN` beside the terminal,
/// calls ``pump()`` when it is readable or hung up, and redraws when that returns true.
final class DocumentFeed {
  /// Where the text comes from.
  let source: DocumentSource
  /// Bytes a stream's or a command's spool keeps at most (`--spool-limit`).
  let spoolLimit: Int
  /// The text to show.
  private(set) var document: any TextDocument

  private var file: FileDocument?
  private var stream: StreamDocument?
  private var runner: CommandRunner?
  private var failure: DocumentError?
  /// A FIFO no writer has opened yet: reading it would say end-of-file at once, so it is only
  /// polled until a writer comes (then there is data, or a hang-up).
  private var awaitsWriter = false

  /// Opens `source`: opens the file, takes over standard input, or starts the command.
  init(source: DocumentSource, spoolLimit: Int = StreamDocument.defaultSpoolLimit) {
    self.source = source
    self.spoolLimit = spoolLimit
    document = MessageDocument(text: "")
    open()
  }

  /// The descriptor to poll for input now, if any: an open stream that wants more.
  var pollDescriptor: Int32? {
    guard let stream = runner?.document ?? stream, stream.wantsInput else { return nil }
    return stream.descriptor
  }

  /// Whether the run loop should wake again soon without input: a command's output has ended
  /// but its exit has not been seen yet (it is exiting). Without a SIGCHLD handler nothing else
  /// says when that happens; 50 ms is plenty.
  var awaitsExit: Bool {
    guard let runner else { return false }
    return runner.isRunning && runner.document.isComplete
  }

  /// Reads what has arrived (without blocking) and checks whether a command has ended; returns
  /// whether anything changed.
  @discardableResult func pump() -> Bool {
    var changed = false
    if awaitsWriter {
      guard let stream, Self.writerCame(to: stream.descriptor) else { return false }
      awaitsWriter = false
      changed = true
    }
    if let stream = runner?.document ?? stream, stream.wantsInput {
      changed = stream.appendAvailable() || changed
    }
    if let runner, runner.isRunning, runner.checkExit() { changed = true }
    return changed
  }

  /// What the text is doing, for the status line.
  var status: DocumentStatus {
    if let failure { return .failed(failure.description) }
    if awaitsWriter { return .waitingForWriter }
    if let runner {
      switch runner.exitStatus {
      // No status and not running: someone else reaped it (SIGCHLD ignored).
      case nil: return runner.isRunning ? .running : .finished
      case .exited(let code): return .exited(code: code)
      case .killed(let signal): return .killed(signal: signal)
      }
    }
    let readError = file?.readError ?? stream?.readError
    if let readError { return .failed(readError.description) }
    // A file is all there even before it is indexed to its end; only a stream still loads.
    return file != nil || document.isComplete ? .finished : .loading
  }

  /// Starts over: runs a command again, reopens a file. Standard input cannot be had again.
  func reload() {
    guard source != .standardInput else { return }
    if let runner {
      do {
        try runner.rerun()
        failure = nil
        document = runner.document
      } catch {
        failure = error
        document = MessageDocument(text: error.description)
      }
      return
    }
    close()
    open()
  }

  /// Stops what runs: ends a command (reaping it) and stops reading a stream; call it when the
  /// tab closes or the program quits. What has arrived stays readable.
  func close() {
    runner?.stop()
    stream?.closeInput()
  }

  // MARK: Opening

  private func open() {
    failure = nil
    file = nil
    stream = nil
    runner = nil
    awaitsWriter = false
    do throws(DocumentError) {
      try openSource()
    } catch {
      failure = error
      document = MessageDocument(text: error.description)
    }
  }

  private func openSource() throws(DocumentError) {
    switch source {
    case .file(let path):
      // Non-blocking, so that a FIFO with no writer yet opens at once instead of holding up
      // every other tab and the screen; regular files do not notice.
      let descriptor = path.withCString { Glibc.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
      guard descriptor >= 0 else { throw .system(errno, subject: path.description) }
      try take(descriptor, name: path.description)
    case .standardInput:
      let name = TabTitles.standardInput
      guard isatty(STDIN_FILENO) == 0 else {
        throw DocumentError(subject: name, reason: "is a terminal")
      }
      // A duplicate, so closing it at the end leaves descriptor 0 in place.
      let descriptor = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else { throw .system(errno, subject: name) }
      try take(descriptor, name: name)
    case .command(let command):
      let runner = try CommandRunner(command: command, spoolLimit: spoolLimit)
      self.runner = runner
      document = runner.document
    }
  }

  /// Reads a regular file (or disk) with `pread`, anything else (a pipe, a terminal, a socket)
  /// as a stream.
  private func take(_ descriptor: Int32, name: String) throws(DocumentError) {
    var status = stat()
    let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
    if kind == S_IFREG || kind == S_IFBLK || kind == S_IFDIR {
      let file = try FileDocument(descriptor: descriptor, name: name)
      self.file = file
      document = file
    } else {
      let stream = StreamDocument(descriptor: descriptor, name: name, spoolLimit: spoolLimit)
      self.stream = stream
      document = stream
      awaitsWriter = kind == S_IFIFO && source != .standardInput
    }
  }

  /// Whether a writer has come to the FIFO at `descriptor`: it wrote, or came and went.
  private static func writerCame(to descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN | POLLHUP) != 0
  }
}
