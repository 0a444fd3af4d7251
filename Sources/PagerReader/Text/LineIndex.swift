import PagerKit

/// Where the lines of a text start, learned from its bytes as they arrive in order.
///
/// Lines end at `\n`. A `\r` just before the `\n` belongs to the terminator (`\r\n`); a lone `\r`
/// stays part of its line. A last line without a terminator counts once ``finish()`` says the text
/// has ended. An empty text has no lines; a single `\n` is one empty line. Chunks may split a line,
/// or a `\r\n`, anywhere.
///
/// The index keeps *checkpoints*: byte offsets where some lines start.
/// - A **dense** index, `LineIndex()`, keeps every line's start (8 bytes a line), so
///   ``contentRange(ofLine:)`` answers any line at once. It suits text held in memory: a pipe, a
///   command's output.
/// - A **sparse** index, `LineIndex(lineStride: 1024, byteStride: 1 << 20)`, keeps a checkpoint
///   every `lineStride` lines, or at the first line that starts `byteStride` bytes or more after
///   the last checkpoint. A 1 GiB file of 20 million lines costs about 20 000 checkpoints (320 KB).
///   To read a line, take the ``Block`` that holds it, index the block's bytes with a dense index,
///   and ask that one. The byte stride keeps a block near `byteStride` bytes (plus at most one
///   long line) however long the lines are.
///
/// Scanning counts newlines 32 bytes at a time and finds them 8 bytes at a time, so a sparse index
/// learns a gigabyte in well under a second.
package struct LineIndex: Sendable {
  /// A run of whole lines that starts at a checkpoint and ends where the next one starts.
  package struct Block: Hashable, Sendable {
    /// The line numbers the block holds.
    package var lines: Range<Int>
    /// The block's bytes in the text, the last line's terminator included.
    package var bytes: Range<Int>
  }

  /// Lines between checkpoints at most (1 for a dense index).
  package let lineStride: Int
  /// Bytes after a checkpoint past which the next line start becomes one.
  package let byteStride: Int
  /// Bytes appended so far.
  package private(set) var byteCount = 0
  /// Whether ``finish()`` has been called: no more bytes come.
  package private(set) var isFinished = false
  /// Lines that have ended with `\n`.
  package private(set) var terminatedLineCount = 0
  /// The offset just past the last `\n` seen: where the unterminated rest begins.
  package private(set) var terminatedByteCount = 0
  /// The first line still known after ``dropPrefix(before:)``; 0 until then. Lines keep their
  /// numbers when earlier ones are dropped.
  package var firstLine: Int { startLines.first ?? 0 }
  /// Where the bytes still known start: 0, or where ``dropPrefix(before:)`` cut, which may be
  /// inside ``firstLine`` when that line is still arriving.
  package var firstByte: Int { starts[0] >> 1 }

  /// Checkpoint offsets, each `offset << 1 | crlf`, where `crlf` tells whether the line before it
  /// ended with `\r\n` (the bit lets a dense index find where a line's bytes end).
  private var starts: [Int] = [0]
  /// The line each checkpoint starts; empty for a dense index, whose checkpoint `n` is line `n`.
  private var startLines: [Int] = []
  private var linesSinceCheckpoint = 0
  private var lastCheckpointOffset = 0
  private var lastByte: UInt8 = 0

  /// Makes an empty index that keeps a checkpoint every `lineStride` lines (1 keeps every line
  /// start), and sooner after `byteStride` bytes.
  package init(lineStride: Int = 1, byteStride: Int = .max) {
    precondition(lineStride >= 1 && byteStride >= 1, "strides must be positive")
    self.lineStride = lineStride
    self.byteStride = byteStride
    if lineStride > 1 { startLines = [0] }
  }

  /// Whether every line start is kept, so ``contentRange(ofLine:)`` works.
  package var isDense: Bool { lineStride == 1 }

  /// Lines known: those ended by `\n`, plus an unterminated last line once finished.
  package var lineCount: Int { terminatedLineCount + (hasTail ? 1 : 0) }

  private var hasTail: Bool { isFinished && byteCount > terminatedByteCount }

  /// Lines known, the text after the last `\n` counted as a line even before ``finish()``: what
  /// a text still arriving shows, its unfinished last line included.
  package var lineCountWithPartialLine: Int {
    terminatedLineCount + (byteCount > terminatedByteCount ? 1 : 0)
  }

  /// Where the unfinished last line's bytes lie (those still known): the text after the last
  /// `\n` before ``finish()``; nil once finished or when the text ends with `\n`. It is line
  /// ``terminatedLineCount``, and it grows as bytes arrive.
  package var partialLineBytes: Range<Int>? {
    guard !isFinished, byteCount > terminatedByteCount else { return nil }
    return max(terminatedByteCount, firstByte)..<byteCount
  }

  /// Learns the lines in the next bytes of the text.
  package mutating func append(_ chunk: UnsafeRawBufferPointer) {
    precondition(!isFinished, "bytes appended after finish()")
    guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
    let bytes = base.assumingMemoryBound(to: UInt8.self)
    let count = chunk.count
    let linesBefore = terminatedLineCount
    var position = 0
    // A dense index notes every line: found one by one, a line a call, they cost a third of
    // what looking at every word does (a file's block read for its first screen).
    while isDense, position < count {
      let found = ChunkScan.newline(in: bytes, from: position, to: count)
      guard found < count else { break }
      noteNewline(at: found, in: bytes)
      position = found + 1
    }
    while !isDense, position < count {
      let end = min(position + Self.countingBlock, count)
      let newlines = Self.countNewlines(bytes + position, end - position)
      let quiet =
        linesSinceCheckpoint + newlines < lineStride
        && byteCount + end - lastCheckpointOffset < byteStride
      if quiet {
        linesSinceCheckpoint += newlines
        terminatedLineCount += newlines
        position = end
        continue
      }
      recordNewlines(bytes, from: position, to: end)
      position = end
    }
    if terminatedLineCount != linesBefore {
      var last = count - 1
      while bytes[last] != Self.newline { last -= 1 }
      terminatedByteCount = byteCount + last + 1
    }
    lastByte = bytes[count - 1]
    byteCount += count
  }

  /// Learns the lines another index learned from the bytes that follow this text's last `\n`
  /// (a worker indexed them on its own, from `0`): what was appended after that `\n` is
  /// forgotten, and `piece`'s checkpoints follow, moved to where its bytes lie. Sparse indexes
  /// only, whose blocks are read afresh, so a `\r\n` split by the join needs no mark.
  package mutating func append(lines piece: LineIndex) {
    precondition(!isFinished && !isDense && !piece.isDense, "append(lines:) joins sparse indexes")
    let base = terminatedByteCount
    let lineBase = terminatedLineCount
    // The partial last line read so far is read again, whole, as the piece's first line.
    if starts[starts.count - 1] >> 1 != base {
      starts.append(base << 1)
      startLines.append(lineBase)
    }
    for checkpoint in 1..<piece.starts.count {
      starts.append((base + piece.starts[checkpoint] >> 1) << 1)
      startLines.append(lineBase + piece.startLines[checkpoint])
    }
    terminatedLineCount = lineBase + piece.terminatedLineCount
    terminatedByteCount = base + piece.terminatedByteCount
    byteCount = base + piece.byteCount
    linesSinceCheckpoint = piece.linesSinceCheckpoint
    lastCheckpointOffset = base + piece.lastCheckpointOffset
    lastByte = piece.lastByte
  }

  /// Marks the end of the text: an unterminated last line becomes a line.
  package mutating func finish() {
    isFinished = true
  }

  /// Where line `line`'s bytes lie in the text, its terminator left out. Dense indexes only.
  package func contentRange(ofLine line: Int) -> Range<Int> {
    precondition(isDense, "contentRange(ofLine:) needs a dense index; read a block instead")
    precondition(line >= 0 && line < lineCount, "line \(line) is not known")
    let start = starts[line] >> 1
    guard line < terminatedLineCount else { return start..<byteCount }
    let next = starts[line + 1]
    return start..<max(start, (next >> 1) - 1 - (next & 1))
  }

  /// Whether line `line` ended with `\r\n` rather than `\n` (an unterminated last line ended
  /// with neither): the bit its next line's start keeps, so asking costs no read. Dense indexes
  /// only.
  package func endsWithReturn(line: Int) -> Bool {
    precondition(isDense, "endsWithReturn(line:) needs a dense index; read a block instead")
    precondition(line >= 0 && line < lineCount, "line \(line) is not known")
    return line < terminatedLineCount && starts[line + 1] & 1 != 0
  }

  /// The block of lines that holds line `line` (``firstLine`` ≤ `line` < ``lineCount``).
  package func block(containing line: Int) -> Block {
    precondition(line >= firstLine && line < lineCount, "line \(line) is not known")
    let checkpoint = isDense ? line : lastCheckpoint(atOrBefore: line)
    let first = isDense ? line : startLines[checkpoint]
    let start = starts[checkpoint] >> 1
    if checkpoint + 1 < starts.count {
      let next = checkpoint + 1
      return Block(
        lines: first..<(isDense ? next : startLines[next]), bytes: start..<(starts[next] >> 1))
    }
    return Block(
      lines: first..<lineCount, bytes: start..<(hasTail ? byteCount : terminatedByteCount))
  }

  /// The block of lines whose bytes hold byte `offset`, when it lies in a known line.
  package func block(containingByte offset: Int) -> Block? {
    guard offset >= firstByte, offset < byteCount, lineCount > firstLine else { return nil }
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] >> 1 <= offset { low = middle } else { high = middle }
    }
    let line = isDense ? low : startLines[low]
    return line < lineCount ? block(containing: line) : nil
  }

  /// Forgets the bytes before `offset` (sparse indexes only), so an endless text keeps a bounded
  /// index: the blocks that end at or before it go whole; and when `offset` lies in the last,
  /// unterminated line, every line before goes too and that line is kept from `offset` on.
  /// Returns the new ``firstByte``, which never moves back.
  @discardableResult
  package mutating func dropPrefix(before offset: Int) -> Int {
    precondition(!isDense, "dropPrefix(before:) needs a sparse index")
    let offset = min(offset, byteCount)
    if offset >= terminatedByteCount, offset > firstByte, !hasTail {
      starts = [offset << 1]
      startLines = [terminatedLineCount]
      return offset
    }
    var kept = 0
    while kept + 1 < starts.count, starts[kept + 1] >> 1 <= offset { kept += 1 }
    if kept > 0 {
      starts.removeFirst(kept)
      startLines.removeFirst(kept)
    }
    return firstByte
  }

  private func lastCheckpoint(atOrBefore line: Int) -> Int {
    var low = 0
    var high = startLines.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if startLines[middle] <= line { low = middle } else { high = middle }
    }
    return low
  }

  // MARK: Scanning

  private static let newline: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D
  /// Bytes counted in one go: 255 vectors of 32, so no 8-bit lane of the count overflows.
  private static let countingBlock = 32 * 255

  /// Finds each `\n` in `bytes[from..<to]` 8 bytes at a time, and keeps the checkpoints due.
  private mutating func recordNewlines(_ bytes: UnsafePointer<UInt8>, from: Int, to end: Int) {
    let raw = UnsafeRawPointer(bytes)
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let pattern: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    var position = from
    while position + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
      let x = word ^ pattern
      // The high bit of each byte that was `\n`, exactly: no borrow runs between bytes.
      var found = ~(((x & low) &+ low) | x | low)
      while found != 0 {
        noteNewline(at: position + (found.trailingZeroBitCount >> 3), in: bytes)
        found &= found &- 1
      }
      position += 8
    }
    while position < end {
      if bytes[position] == Self.newline { noteNewline(at: position, in: bytes) }
      position += 1
    }
  }

  private mutating func noteNewline(at position: Int, in bytes: UnsafePointer<UInt8>) {
    terminatedLineCount += 1
    linesSinceCheckpoint += 1
    let start = byteCount + position + 1
    guard linesSinceCheckpoint >= lineStride || start - lastCheckpointOffset >= byteStride else {
      return
    }
    let before = position > 0 ? bytes[position - 1] : lastByte
    starts.append(start << 1 | (before == Self.carriageReturn ? 1 : 0))
    if !isDense { startLines.append(terminatedLineCount) }
    linesSinceCheckpoint = 0
    lastCheckpointOffset = start
  }

  private static func countNewlines(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    let raw = UnsafeRawPointer(bytes)
    let pattern = SIMD32<UInt8>(repeating: newline)
    var lanes = SIMD32<UInt8>()
    var position = 0
    while position + 32 <= count {
      let vector = raw.loadUnaligned(fromByteOffset: position, as: SIMD32<UInt8>.self)
      // A true lane of the mask is all ones, -1: subtracting it adds one.
      lanes &-= unsafeBitCast(vector .== pattern, to: SIMD32<UInt8>.self)
      position += 32
    }
    var total = Int(SIMD32<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    while position < count {
      if bytes[position] == newline { total += 1 }
      position += 1
    }
    return total
  }
}
