/// A buffer of a file's bytes kept with the offset they were read at, so that a look through
/// the file that starts again a little further on (a search that rendered one line and goes on
/// after it) reads nothing twice: a man page's overstruck lines, each of which the byte scan
/// stops at, otherwise cost a whole chunk's `pread` apiece.
final class ReadWindow {
  private let buffer: UnsafeMutableRawBufferPointer
  /// The file's bytes the buffer holds.
  private var held = 0..<0

  init(size: Int) {
    buffer = .allocate(byteCount: size, alignment: 64)
  }

  deinit { buffer.deallocate() }

  /// The bytes from `offset` on, and whether they reach the file's end: from the buffer when it
  /// holds `offset` and at least `margin` bytes after it (or the end), else read anew with
  /// `read` (which fills a buffer at an offset and returns the bytes it read).
  func bytes(
    at offset: Int, margin: Int,
    read: (Int, UnsafeMutableRawBufferPointer) -> Int
  ) -> (bytes: UnsafeRawBufferPointer, reachesEnd: Bool) {
    let reachesEnd = held.count < buffer.count
    if !held.contains(offset) || (held.upperBound - offset < margin && !reachesEnd) {
      held = offset..<offset + read(offset, buffer)
    }
    let start = offset - held.lowerBound
    let window = UnsafeRawBufferPointer(rebasing: buffer[start..<held.count])
    return (window, held.count < buffer.count)
  }
}
