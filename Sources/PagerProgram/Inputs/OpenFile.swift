import Glibc
import PagerKit
import PagerReader
import Synchronization

/// A file descriptor read with `pread`, closed when the last of its readers lets it go: a file's
/// document and the workers reading it share one, so a worker still reading a piece of a closed
/// tab's file never reads another file that took its number.
///
/// A file opened by name can also let its descriptor go while it is open (``closeForNow()``), so
/// that a hundred tabs do not hold a hundred descriptors: each read then opens the name again,
/// and closes it after, and reads only if it is still the same file (device and inode), else
/// fails with `ESTALE`; ``keepOpen()`` keeps the descriptor from the next read on.
final class OpenFile: Sendable {
  private struct State {
    var descriptor: Int32
    /// Reads going on now, on the loop or the workers: the descriptor closes only without any.
    var readers = 0
    /// Whether the descriptor stays open between reads.
    var keepsOpen = true
    /// When it was read last, for closing the one used longest ago first.
    var lastUse = 0.0
  }

  /// The name, device and inode it was opened by, when it can be opened again.
  private let identity: (path: FilePath, device: UInt64, inode: UInt64)?
  private let state: Mutex<State>

  /// Takes over `descriptor`, which closes with the last reference and is never let go before.
  init(_ descriptor: Int32) {
    identity = nil
    state = Mutex(State(descriptor: descriptor))
  }

  /// Takes over `descriptor`, opened by `path`: it may be let go and opened again by name.
  init(_ descriptor: Int32, path: FilePath) {
    var status = stat()
    let known = fstat(descriptor, &status) == 0
    identity = known ? (path, UInt64(status.st_dev), UInt64(status.st_ino)) : nil
    state = Mutex(State(descriptor: descriptor))
  }

  deinit {
    state.withLock { if $0.descriptor >= 0 { close($0.descriptor) } }
  }

  /// Whether its descriptor is open now.
  var isOpen: Bool { state.withLock { $0.descriptor >= 0 } }

  /// Whether it can be opened again by name, and so let its descriptor go.
  var isReopenable: Bool { identity != nil }

  /// When it was read last (milliseconds of the monotonic clock).
  var lastUse: Double { state.withLock { $0.lastUse } }

  /// Lets the descriptor go, at once or once the reads going on end, and after each read until
  /// ``keepOpen()``.
  func closeForNow() {
    guard identity != nil else { return }
    state.withLock { state in
      state.keepsOpen = false
      if state.readers == 0 && state.descriptor >= 0 {
        close(state.descriptor)
        state.descriptor = -1
      }
    }
  }

  /// Keeps the descriptor open between reads again.
  func keepOpen() {
    state.withLock { $0.keepsOpen = true }
  }

  /// Reads up to `buffer.count` bytes at `offset`; the bytes read (0 at the end), or the error.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
    let descriptor: Int32
    switch acquire() {
    case .success(let open): descriptor = open
    case .failure(let error): return .failure(error)
    }
    defer { release() }
    let count = SystemCall.read(descriptor, into: buffer, at: offset)
    return count >= 0 ? .success(count) : .failure(Errno(errno))
  }

  /// Reads up to `buffer.count` bytes at `offset`: 0 at the end, and after an error.
  func readSome(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    (try? read(at: offset, into: buffer).get()) ?? 0
  }

  /// The file's size now, opening it again if need be; nil when that fails.
  func size() -> Int? {
    guard case .success(let descriptor) = acquire() else { return nil }
    defer { release() }
    var status = stat()
    return fstat(descriptor, &status) == 0 ? Int(status.st_size) : nil
  }

  /// The open descriptor for one read, opened again by name when it was let go.
  private func acquire() -> Result<Int32, Errno> {
    let now = MonotonicClock().now().milliseconds
    return state.withLock { state in
      if state.descriptor < 0 {
        guard let identity else { return .failure(Errno(EBADF)) }
        let descriptor = identity.path.withCString {
          SystemCall.openReadOnly($0, flags: O_NONBLOCK)
        }
        guard descriptor >= 0 else { return .failure(Errno(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, UInt64(status.st_dev) == identity.device,
          UInt64(status.st_ino) == identity.inode
        else {
          close(descriptor)
          return .failure(Errno(ESTALE))
        }
        state.descriptor = descriptor
      }
      state.readers += 1
      state.lastUse = now
      return .success(state.descriptor)
    }
  }

  private func release() {
    state.withLock { state in
      state.readers -= 1
      if state.readers == 0 && !state.keepsOpen {
        close(state.descriptor)
        state.descriptor = -1
      }
    }
  }
}

/// An `errno` value.
struct Errno: Error, Hashable {
  let code: Int32

  init(_ code: Int32) {
    self.code = code
  }
}
