import PagerKit
import PagerReader

/// A finished run's output kept in memory for the watch history: at most ``byteLimit`` bytes of
/// text, held in one buffer of exactly its size, each line ended by `\n`. Copying it out of the
/// run's spool frees the spool's descriptors.
///
/// Lines are found from a sparse index, a checkpoint every ``checkpointLines`` lines or
/// ``checkpointBytes`` bytes, so that a run of short lines costs about one byte a line beyond its
/// text, not eight; ``byteCount`` counts all that is held, for ``RunHistory``'s bound.
final class CapturedText: TextDocument {
  /// Bytes kept of one run at most; a longer output keeps its start and says so in a last line.
  static let byteLimit = 4 << 20
  /// Lines between two checkpoints at most.
  static let checkpointLines = 64
  /// Bytes after a checkpoint past which the next line start becomes one.
  static let checkpointBytes = 4096
  /// What a checkpoint holds: a line number and where the line starts.
  private static let checkpointSize = 2 * MemoryLayout<UInt32>.stride

  /// The lines, each followed by `\n`.
  private let bytes: [UInt8]
  /// The checkpoints' lines, ascending, the first 0.
  private let checkpointLines: [UInt32]
  /// Where each checkpoint's line starts in `bytes`.
  private let checkpointOffsets: [UInt32]
  let lineCount: Int
  /// The line found last and where it starts: lines are mostly read in order.
  private var lastFound: (line: Int, offset: Int) = (0, 0)

  /// Copies the lines of `document` (which should be complete), up to ``byteLimit`` bytes.
  init(copying document: some TextDocument, byteLimit: Int = CapturedText.byteLimit) {
    document.prepareLines(through: .max)
    let notice = Array("… the rest of this run's output is not kept in the history".utf8)
    // The lengths first, so that the buffer is made once, of the size it needs.
    var lengths: [Int] = []
    var total = 0
    var cut = false
    for line in 0..<document.lineCount {
      let room = byteLimit - total
      guard room >= 0 else {
        cut = true
        break
      }
      let length = min(document.lineLength(line), room)
      cut = document.lineLength(line) > room
      lengths.append(length)
      total += length
      if cut { break }
    }
    let capacity = total + lengths.count + (cut ? notice.count + 1 : 0)
    var lines: [UInt32] = []
    var offsets: [UInt32] = []
    var text: [UInt8] = []
    text.reserveCapacity(capacity)
    for (line, length) in lengths.enumerated() {
      let sinceCheckpoint = text.count - Int(offsets.last ?? 0)
      if line % Self.checkpointLines == 0 || sinceCheckpoint >= Self.checkpointBytes {
        lines.append(UInt32(line))
        offsets.append(UInt32(text.count))
      }
      text += document.bytes(ofLine: line, in: 0..<length)
      text.append(0x0A)
    }
    var count = lengths.count
    if cut {
      if count % Self.checkpointLines == 0 {
        lines.append(UInt32(count))
        offsets.append(UInt32(text.count))
      }
      text += notice
      text.append(0x0A)
      count += 1
    }
    bytes = text
    checkpointLines = lines
    checkpointOffsets = offsets
    lineCount = count
  }

  /// The bytes the copy holds: its text, a newline a line, and its checkpoints.
  var byteCount: Int {
    bytes.count + checkpointLines.count * Self.checkpointSize
  }

  var isComplete: Bool { true }
  func prepareLines(through index: Int) -> Int { lineCount }

  func line(_ index: Int) -> [UInt8] {
    guard let range = range(ofLine: index) else { return [] }
    return Array(bytes[range])
  }

  func lineLength(_ index: Int) -> Int {
    range(ofLine: index)?.count ?? 0
  }

  func bytes(ofLine index: Int, in wanted: Range<Int>) -> [UInt8] {
    guard let range = range(ofLine: index) else { return [] }
    let start = range.lowerBound + min(max(0, wanted.lowerBound), range.count)
    let end = range.lowerBound + min(max(0, wanted.upperBound), range.count)
    return start < end ? Array(bytes[start..<end]) : []
  }

  /// Where line `index`'s bytes lie, its `\n` left out: from the line found last when it lies
  /// between that and the next checkpoint, else from the checkpoint before it.
  private func range(ofLine index: Int) -> Range<Int>? {
    guard index >= 0 && index < lineCount else { return nil }
    var low = 0
    var high = checkpointLines.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(checkpointLines[middle]) <= index { low = middle } else { high = middle }
    }
    var (line, offset) = (Int(checkpointLines[low]), Int(checkpointOffsets[low]))
    if lastFound.line <= index && lastFound.line > line { (line, offset) = lastFound }
    let start = bytes.withUnsafeBufferPointer { text in
      var offset = offset
      while line < index {
        while text[offset] != 0x0A { offset += 1 }
        offset += 1
        line += 1
      }
      return offset
    }
    lastFound = (index, start)
    let end = bytes.withUnsafeBufferPointer { text in
      var end = start
      while text[end] != 0x0A { end += 1 }
      return end
    }
    return start..<end
  }
}
