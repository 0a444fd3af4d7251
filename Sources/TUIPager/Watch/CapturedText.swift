import PagerKit

/// A finished run's output kept in memory for the watch history: at most ``byteLimit`` bytes,
/// lines found once. Copying it out of the run's spool frees the spool's descriptors.
final class CapturedText: TextDocument {
  /// Bytes kept of one run at most; a longer output keeps its start and says so in a last line.
  static let byteLimit = 4 << 20

  private let bytes: [UInt8]
  /// Where each line starts in `bytes`, and then where the last ends.
  private let lineStarts: [Int]

  /// Copies the lines of `document` (which should be complete), up to ``byteLimit`` bytes.
  init(copying document: some TextDocument, byteLimit: Int = CapturedText.byteLimit) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    document.prepareLines(through: .max)
    var line = 0
    var cut = false
    while line < document.lineCount && !cut {
      starts.append(bytes.count)
      let room = byteLimit - bytes.count
      bytes += document.bytes(ofLine: line, in: 0..<room)
      cut = document.lineLength(line) > room
      line += 1
    }
    if cut || line < document.lineCount {
      starts.append(bytes.count)
      bytes += Array("… the rest of this run's output is not kept in the history".utf8)
    }
    starts.append(bytes.count)
    self.bytes = bytes
    lineStarts = starts
  }

  /// The bytes the copy holds.
  var byteCount: Int { bytes.count }

  var lineCount: Int { lineStarts.count - 1 }
  var isComplete: Bool { true }
  func prepareLines(through index: Int) -> Int { lineCount }

  func line(_ index: Int) -> [UInt8] {
    guard index >= 0 && index < lineCount else { return [] }
    return Array(bytes[lineStarts[index]..<lineStarts[index + 1]])
  }

  func lineLength(_ index: Int) -> Int {
    guard index >= 0 && index < lineCount else { return 0 }
    return lineStarts[index + 1] - lineStarts[index]
  }
}
