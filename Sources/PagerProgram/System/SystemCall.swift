import Glibc

/// The system calls the program makes on descriptors and processes, each retried where a signal
/// cut it short (EINTR): the run loop's signal handlers are installed without SA_RESTART, so that
/// its wait ends at a signal, and every other call must go on by itself. Nothing outside this
/// folder checks for EINTR (CodeLayoutTests holds that).
enum SystemCall {
  /// `read(2)` into `buffer`: the bytes read, 0 at the end, or -1 with `errno` set.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
  }

  /// `read(2)` of up to `count` bytes at `pointer`, as ``read(_:into:)``.
  static func read(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    while true {
      let result = Glibc.read(descriptor, pointer, count)
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// `pread(2)` into `buffer` at `offset`: the bytes read, 0 at the end, or -1 with `errno` set.
  static func read(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int
  ) -> Int {
    while true {
      let result = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// Writes all of `bytes` (at `offset` with `pwrite(2)`, when given), going on after a short
  /// write; with `waitingWhenNonBlocking`, a descriptor that is non-blocking (a parent may hand
  /// a pager such a pipe) is waited for. Returns how many bytes were written and, when not all
  /// were, the error number (`nothingWritten` for a write that wrote nothing).
  @discardableResult
  static func writeAll(
    _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int? = nil,
    waitingWhenNonBlocking: Bool = false, nothingWritten: Int32 = EIO
  ) -> (written: Int, error: Int32?) {
    var written = 0
    while written < bytes.count {
      let start = bytes.baseAddress! + written
      let left = bytes.count - written
      let count =
        if let offset {
          pwrite(descriptor, start, left, off_t(offset + written))
        } else {
          Glibc.write(descriptor, start, left)
        }
      if count > 0 {
        written += count
        continue
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 && waitingWhenNonBlocking && waitedForNonBlocking(descriptor, events: POLLOUT) {
        continue
      }
      return (written, count < 0 ? errno : nothingWritten)
    }
    return (written, nil)
  }

  /// Writes all of `bytes`, as ``writeAll(_:_:at:waitingWhenNonBlocking:)``; the error number
  /// when not all could be written.
  @discardableResult
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { writeAll(descriptor, $0).error }
  }

  /// Opens `path` to read (closed on exec), with `flags` added (O_NONBLOCK, so that a FIFO with
  /// no writer does not hang the open): the descriptor, or -1 with `errno` set.
  /// `tcsetattr(2)` with TCSADRAIN (once what was written has gone out), asked again after an
  /// interruption; whether it took.
  @discardableResult
  static func setTerminalSettings(_ settings: termios, of descriptor: Int32) -> Bool {
    var settings = settings
    while true {
      if tcsetattr(descriptor, TCSADRAIN, &settings) == 0 { return true }
      if errno != EINTR { return false }
    }
  }

  static func openReadOnly(_ path: UnsafePointer<CChar>, flags: Int32 = 0) -> Int32 {
    while true {
      let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | flags)
      if descriptor >= 0 || errno != EINTR { return descriptor }
    }
  }

  /// `waitpid(2)`: the process reaped (0 with WNOHANG while it runs), or -1 with `errno` set.
  @discardableResult
  static func wait(
    forProcess process: pid_t, status: inout Int32, options: Int32 = 0
  ) -> pid_t {
    while true {
      let result = waitpid(process, &status, options)
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// `poll(2)` once on `entries`, for `timeoutMilliseconds` (-1: for ever), as the run loop waits
  /// for its terminal: a signal is meant to end that wait, so it is not asked again. How many
  /// are ready, 0 when time ran out or a signal came (the caller then looks at its signal
  /// flags), or -1 with `errno` set.
  static func pollUntilSignal(_ entries: inout [pollfd], timeoutMilliseconds: Int32) -> Int32 {
    let result = Glibc.poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
    return result < 0 && errno == EINTR ? 0 : result
  }

  /// `poll(2)` on `entries`, for `timeoutMilliseconds` (-1: for ever), which is asked again after
  /// an interruption so that a deadline holds: how many are ready, 0 when time ran out, or -1
  /// with `errno` set.
  static func poll(
    _ entries: inout [pollfd], timeoutMilliseconds: @autoclosure () -> Int32
  ) -> Int32 {
    while true {
      let result = Glibc.poll(&entries, nfds_t(entries.count), timeoutMilliseconds())
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// After a call on `descriptor` failed: when that was because it is non-blocking (a parent
  /// may hand a pager such a pipe), waits until it is ready for `events` and returns true.
  static func waitedForNonBlocking(_ descriptor: Int32, events: Int32) -> Bool {
    guard errno == EAGAIN || errno == EWOULDBLOCK else { return false }
    var entries = [pollfd(fd: descriptor, events: Int16(events), revents: 0)]
    return poll(&entries, timeoutMilliseconds: -1) >= 0
  }
}
