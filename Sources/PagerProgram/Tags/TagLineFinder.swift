import Glibc

/// Finds the first line a ``TagPattern`` matches in a file given a chunk of bytes at a time, as
/// less's tag search reads the file from its start: bytes only, and only the line at hand kept.
struct TagLineFinder {
  let pattern: TagPattern
  /// The line found, counted from 1, once it is.
  private(set) var found: Int?
  /// Lines read whole so far.
  private var lines = 0
  /// The start of a line that the last chunk cut.
  private var partial: [UInt8] = []

  init(_ pattern: TagPattern) {
    self.pattern = pattern
  }

  /// Whether more bytes could still change the answer.
  var wantsMore: Bool { found == nil }

  /// Takes the next bytes of the file.
  mutating func take(_ chunk: UnsafeRawBufferPointer) {
    guard found == nil, let base = chunk.baseAddress else { return }
    var start = 0
    while found == nil, start < chunk.count,
      let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), chunk.count - start)
    {
      let end = base.distance(to: UnsafeRawPointer(newline))
      if partial.isEmpty {
        takeLine(chunk[start..<end])
      } else {
        partial += chunk[start..<end]
        let line = partial
        partial = []
        takeLine(line)
      }
      start = end + 1
    }
    if found == nil, start < chunk.count { partial += chunk[start...] }
  }

  /// Takes the bytes of an array, for tests and small files.
  mutating func take(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { take($0) }
  }

  /// Takes the last line, which has no newline after it; returns the line found, if any.
  mutating func finish() -> Int? {
    if found == nil, !partial.isEmpty {
      let line = partial
      partial = []
      takeLine(line)
    }
    return found
  }

  private mutating func takeLine(_ line: some Collection<UInt8>) {
    lines += 1
    // A quick look first: most lines do not start so.
    if pattern.anchoredAtStart, let first = pattern.text.first, line.first != first { return }
    if pattern.matches(line) { found = lines }
  }

  /// The line `pattern` finds in the whole of `bytes`, if any.
  static func line(of pattern: TagPattern, in bytes: [UInt8]) -> Int? {
    var finder = TagLineFinder(pattern)
    finder.take(bytes)
    return finder.finish()
  }
}
