import Glibc

/// Bytes cut into lines across the reads that hold them: each line without its `\n` (and
/// without a `\r` before it, said apart), a line split between reads put together first.
struct LineCutter {
  private var carried: [UInt8] = []
  private var line: Int
  /// The lines cut so far, counted from the text's first.
  var lineCount: Int { line }

  init(firstLine: Int) { line = firstLine }

  mutating func cut(
    _ bytes: UnsafeBufferPointer<UInt8>, _ take: (UnsafeBufferPointer<UInt8>, Bool, Int) -> Void
  ) {
    guard let base = bytes.baseAddress else { return }
    var start = 0
    while start < bytes.count {
      guard let found = memchr(base + start, 0x0A, bytes.count - start) else {
        carried.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        return
      }
      let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if carried.isEmpty {
        give(UnsafeBufferPointer(rebasing: bytes[start..<end]), take)
      } else {
        carried.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        let whole = carried
        carried.removeAll(keepingCapacity: true)
        whole.withUnsafeBufferPointer { give($0, take) }
      }
      start = end + 1
    }
  }

  /// The last line, where the text does not end with `\n`.
  mutating func finish(_ take: (UnsafeBufferPointer<UInt8>, Bool, Int) -> Void) {
    guard !carried.isEmpty else { return }
    let whole = carried
    carried = []
    whole.withUnsafeBufferPointer { give($0, take) }
  }

  private mutating func give(
    _ bytes: UnsafeBufferPointer<UInt8>, _ take: (UnsafeBufferPointer<UInt8>, Bool, Int) -> Void
  ) {
    let returns = bytes.last == 0x0D
    take(returns ? UnsafeBufferPointer(rebasing: bytes.dropLast()) : bytes, returns, line)
    line += 1
  }
}
