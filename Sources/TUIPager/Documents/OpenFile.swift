import Glibc

/// A file descriptor read with `pread`, closed when the last of its readers lets it go: a file's
/// document and the workers reading it share one, so a worker still reading a piece of a closed
/// tab's file never reads another file that took its number.
final class OpenFile: Sendable {
  /// The descriptor, open for reading.
  let descriptor: Int32

  /// Takes over `descriptor`, which closes with the last reference.
  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Reads up to `buffer.count` bytes at `offset`; the bytes read (0 at the end), or the error.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
    while true {
      let count = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
      if count >= 0 { return .success(count) }
      if errno != EINTR { return .failure(Errno(errno)) }
    }
  }

  /// Reads up to `buffer.count` bytes at `offset`: 0 at the end, and after an error.
  func readSome(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    (try? read(at: offset, into: buffer).get()) ?? 0
  }
}

/// An `errno` value.
struct Errno: Error, Hashable {
  let code: Int32

  init(_ code: Int32) {
    self.code = code
  }
}
