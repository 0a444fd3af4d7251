import PagerKit

/// A plain-text search's quick look through a file's bytes, a chunk at a time: the line that
/// holds a place found, so only that line need be rendered.
extension FileDocument {
  /// Looks through the file's bytes a chunk at a time with a ``ByteFinder``, from line `start`'s
  /// first byte, for about `budget` bytes; a place found is the line that holds it. A growing
  /// file is searched line by line.
  func scan(for pattern: [UInt8], foldingCase: Bool, from start: Int, budget: Int) -> ByteScan? {
    guard !isGrowing, !pattern.isEmpty,
      let finder = ByteFinder(pattern: pattern, foldsCase: foldingCase)
    else { return nil }
    guard prepareLines(through: start) > start, let begin = startOffset(ofLine: start) else {
      return ByteScan(.none, bytesRead: 0)
    }
    var offset = begin
    var read = 0
    while true {
      let (window, reachesEnd) = scanWindow.bytes(at: offset, margin: 4096) { offset, buffer in
        readSome(at: offset, into: buffer)
      }
      let count = window.count
      guard count > 0 else { return ByteScan(.none, bytesRead: read) }
      // Only the bytes looked through count: a place found early leaves the rest for later.
      if let place = finder.firstPlace(in: window, from: 0) {
        let line = line(containingByte: offset + place) ?? start
        return ByteScan(.line(max(line, start)), bytesRead: read + place + 1)
      }
      read += count
      guard !reachesEnd, count > pattern.count else {
        return ByteScan(.none, bytesRead: read)
      }
      // The pattern may be cut by the chunk's end: its start is read again.
      offset += count - (pattern.count - 1)
      if read >= budget {
        // A line longer than the budget is left to the line-by-line search, a piece at a time.
        let line = line(containingByte: offset) ?? start
        return ByteScan(line > start ? .paused(at: line) : .line(start), bytesRead: read)
      }
    }
  }

  /// Where line `number`'s bytes start in the file.
  func startOffset(ofLine number: Int) -> Int? {
    guard let (block, range) = contentRange(ofLine: number) else { return nil }
    return block.block.bytes.lowerBound + range.lowerBound
  }

  /// The line whose bytes (or terminator) hold byte `offset`, indexing as far as it.
  func line(containingByte offset: Int) -> Int? {
    while index.byteCount <= offset && !index.isFinished && indexNextChunk() {}
    guard let block = index.block(containingByte: offset) else { return nil }
    let loaded = loadedBlock(containing: block.lines.lowerBound)
    let local = offset - block.bytes.lowerBound
    var low = 0
    var high = loaded.lines.lineCount
    while high - low > 1 {
      let middle = (low + high) / 2
      if loaded.lines.contentRange(ofLine: middle).lowerBound <= local {
        low = middle
      } else {
        high = middle
      }
    }
    return block.lines.lowerBound + low
  }
}
