import PagerKit
import PagerReader

/// A file's lines read a chunk at a time, for a look at every one of them (a stream cut into
/// sections): a `pread` of a megabyte serves thousands of lines.
extension FileDocument {
  /// Reads the known lines `lines` a chunk (``ReadWindow``) at a time, each chunk cut after its
  /// last `\n`; a line longer than a chunk stops it, for the caller to read a piece at a time.
  func readLines(
    _ lines: Range<Int>, pausing isOver: () -> Bool,
    _ visit: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) -> Int? {
    guard !lines.isEmpty else { return lines.lowerBound }
    guard prepareLines(through: lines.upperBound - 1) >= lines.upperBound,
      let begin = byteOffset(ofLine: lines.lowerBound),
      let end = byteOffset(ofLine: lines.upperBound)
    else { return nil }
    var offset = begin
    var line = lines.lowerBound
    while offset < end {
      let (window, _) = scanWindow.bytes(at: offset, margin: 4096, upTo: end) { offset, buffer in
        readSome(at: offset, into: buffer)
      }
      guard !window.isEmpty else { return line }
      var whole = window.count
      if offset + whole < end {
        // The chunk's last line end is near its end: lines are short next to a chunk.
        guard let last = window.lastIndex(of: 0x0A) else { return line }
        whole = last + 1
      }
      let chunk = UnsafeRawBufferPointer(rebasing: window[..<whole]).bindMemory(to: UInt8.self)
      visit(line, chunk)
      line += ChunkScan.lineCount(chunk)
      offset += whole
      if offset < end, isOver() { return line }
    }
    return line
  }
}
