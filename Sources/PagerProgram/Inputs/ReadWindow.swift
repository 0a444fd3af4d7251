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

  /// The bytes from `offset` on, up to `limit` when given, and whether they reach the file's
  /// end (or the limit): from the buffer when it holds `offset` and at least `margin` bytes
  /// after it (or the end), else read anew with `read` (which fills a buffer at an offset and
  /// returns the bytes it read). A file that grows (a spool) gives its `limit`, the end of its
  /// known lines: a buffer that stopped at an older end is read again.
  func bytes(
    at offset: Int, margin: Int, upTo limit: Int? = nil,
    read: (Int, UnsafeMutableRawBufferPointer) -> Int
  ) -> (bytes: UnsafeRawBufferPointer, reachesEnd: Bool) {
    let reachesEnd = held.count < buffer.count
    let stale = reachesEnd && limit.map { held.upperBound < $0 } == true
    if !held.contains(offset) || (held.upperBound - offset < margin && !reachesEnd) || stale {
      held = offset..<offset + read(offset, buffer)
    }
    let end = min(held.upperBound, limit ?? .max)
    guard offset < end else { return (UnsafeRawBufferPointer(start: nil, count: 0), true) }
    let window = UnsafeRawBufferPointer(
      rebasing: buffer[(offset - held.lowerBound)..<(end - held.lowerBound)])
    return (window, held.count < buffer.count || end < held.upperBound || end == limit)
  }
}
