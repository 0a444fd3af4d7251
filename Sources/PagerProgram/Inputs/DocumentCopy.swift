import Glibc

/// With standard output not a terminal (`TUIPager x.log > out`, `git log | TUIPager | grep`),
/// the documents go to it unchanged, one after another, as `cat` writes them and as less, bat and
/// moar do when they are not on a terminal: files and standard input as they are read (a pipe as
/// its text arrives), then each command's output, the command run to its end with its standard
/// output and standard error on standard output.
///
/// Nothing is held whole: bytes go through one buffer of ``chunkSize``. A file that cannot be
/// read is reported on standard error and the others are still copied, and the status is then
/// 1, as `cat`'s is; so is a command that cannot start (a command that fails is not an error of
/// the copy: its output is copied). A write that fails (a full disk) ends the copy with status 1;
/// a reader that went away ends the program by SIGPIPE, as it ends `cat`, whether a file's bytes
/// or a command's met the closed pipe (status 141 either way).
struct DocumentCopy {
  /// Standard input, read where it is named.
  var input: Int32 = STDIN_FILENO
  /// Where the text goes.
  var output: Int32 = STDOUT_FILENO
  /// Where problems are reported.
  var errors: any MessageStream

  /// Bytes moved by one `read` and `write`: large enough that the calls cost nothing beside the
  /// copying (as `cat`'s 128 KiB).
  static let chunkSize = 128 * 1024

  /// Copies `sources` in order; returns the exit status: 0, or 1 when any could not be copied.
  func copy(_ sources: [DocumentSource]) -> Int32 {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 64)
    defer { buffer.deallocate() }
    var status: Int32 = 0
    for source in sources {
      do throws(CopyError) {
        switch source {
        case .file(let path):
          let descriptor = path.withCString { SystemCall.openReadOnly($0) }
          guard descriptor >= 0 else {
            throw .reading(.system(errno, subject: path.description))
          }
          defer { close(descriptor) }
          try copy(from: descriptor, name: path.description, through: buffer)
        case .standardInput:
          try copy(from: input, name: TabTitles.standardInput, through: buffer)
        case .command(let command):
          try run(command)
        }
      } catch {
        switch error {
        case .reading(let problem):
          errors.write("TUIPager: \(problem)\n")
          status = 1
        case .writing(let problem):
          errors.write("TUIPager: \(problem)\n")
          return 1
        }
      }
    }
    return status
  }

  /// Why a source was not copied: it could not be read (the others still are), or the output
  /// could not be written (nothing more can be).
  private enum CopyError: Error {
    case reading(DocumentError)
    case writing(DocumentError)
  }

  /// Copies everything `descriptor` gives until its end.
  private func copy(
    from descriptor: Int32, name: String, through buffer: UnsafeMutableRawBufferPointer
  ) throws(CopyError) {
    while true {
      let count = SystemCall.read(descriptor, into: buffer)
      if count == 0 { return }
      if count < 0 {
        if SystemCall.waitedForNonBlocking(descriptor, events: POLLIN) { continue }
        throw .reading(.system(errno, subject: name))
      }
      if let problem = write(UnsafeRawBufferPointer(rebasing: buffer[..<count])) {
        throw .writing(problem)
      }
    }
  }

  /// Writes `text` (what `-F` found fits on the screen); false, with the problem reported, when
  /// it cannot.
  func write(_ text: [UInt8]) -> Bool {
    guard let problem = text.withUnsafeBytes(write) else { return true }
    errors.write("TUIPager: \(problem)\n")
    return false
  }

  /// Writes all of `bytes`, waiting for a non-blocking output; returns why it could not.
  private func write(_ bytes: UnsafeRawBufferPointer) -> DocumentError? {
    guard let code = SystemCall.writeAll(output, bytes, waitingWhenNonBlocking: true).error else {
      return nil
    }
    return .system(code, subject: "standard output")
  }

  /// Runs `/bin/sh -c command` to its end, writing straight to the output: standard input from
  /// `/dev/null`, as a command tab has it.
  private func run(_ command: String) throws(CopyError) {
    let process: pid_t
    do {
      process = try ShellCommand.spawn(Array(command.utf8), output: output, ownSession: false)
    } catch {
      throw .reading(error)
    }
    var status: Int32 = 0
    SystemCall.wait(forProcess: process, status: &status)
    // The command wrote to our reader: when the reader has gone, the copy ends the same way a
    // file's copy does, by SIGPIPE, as `cat`'s would (exit status 141).
    if Self.readerHasGone(output) {
      raise(SIGPIPE)
      throw .writing(.system(EPIPE, subject: "standard output"))
    }
  }

  /// Whether `descriptor` is a pipe whose reading end has closed: `poll` says POLLERR.
  static func readerHasGone(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLERR) != 0
  }
}
