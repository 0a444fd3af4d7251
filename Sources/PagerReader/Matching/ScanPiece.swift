import CPCRE2
import PagerKit

/// A range of a text's bytes that one worker looks through on its own: the lines that *start*
/// in it, the last read on to its end, are indexed and, with a search, matched.
///
/// Pieces side by side share out a text's lines exactly, whatever their lines' lengths: a piece
/// other than the first starts after the first `\n` at or after its byte before, and a line
/// that starts in no piece of its own (it is longer than one) belongs whole to the piece it
/// starts in. So workers may take pieces in any order, and ``PieceOrder`` puts their reports
/// back in the order of the text.
package struct ScanPiece: Hashable, Sendable {
  /// Where the piece is among the scan's pieces, counted from 0.
  package var number: Int
  /// The bytes its lines start in.
  package var bytes: Range<Int>
  /// Whether a line starts at `bytes.lowerBound`: the first piece of a scan, which starts at a
  /// line it was asked to.
  package var startsAtLine: Bool

  /// Piece `number` of the lines that start in `bytes`.
  package init(number: Int, bytes: Range<Int>, startsAtLine: Bool) {
    self.number = number
    self.bytes = bytes
    self.startsAtLine = startsAtLine
  }

  /// Reads, indexes and matches the piece's lines.
  ///
  /// - Parameters:
  ///   - limit: where the text ends for this scan: nothing at or after it is read.
  ///   - chunkScan: what lines are matched with; nil to index only (the total line count).
  ///   - strides: the strides of the sparse index to make (see ``LineIndex``).
  ///   - buffer: the worker's own buffer, which reads fill; a line longer than it is reported
  ///     ``ChunkScan/Verdict/longLine`` and indexed a buffer at a time.
  ///   - read: fills a buffer with the text's bytes from an offset; returns how many it read.
  ///   - isCancelled: whether the scan is no longer wanted, asked between reads and lines.
  /// - Returns: the piece's report, or nil once cancelled.
  package func scan(
    limit: Int, matching chunkScan: ChunkScan?, strides: (lines: Int, bytes: Int),
    buffer: UnsafeMutableRawBufferPointer,
    read: (_ offset: Int, _ into: UnsafeMutableRawBufferPointer) -> Int,
    isCancelled: () -> Bool
  ) -> PieceReport? {
    var index = LineIndex(lineStride: strides.lines, byteStride: strides.bytes)
    guard bytes.lowerBound < limit else {
      return PieceReport(number: number, start: nil, lines: index, hits: [])
    }
    let end = min(bytes.upperBound, limit)
    var start = bytes.lowerBound
    if !startsAtLine {
      // The first `\n` at or after the byte before: a line starts after it.
      guard
        let newline = firstNewline(
          in: max(0, bytes.lowerBound - 1)..<end - 1, buffer: buffer, read: read)
      else { return PieceReport(number: number, start: nil, lines: index, hits: []) }
      start = newline + 1
    }
    // A `\n` at or after this ends the piece's last line: the next line starts in the next piece.
    let lastLineEnd = bytes.upperBound - 1
    var hits: [PieceHit] = []
    var offset = start
    var inLongLine = false
    while offset < limit {
      if isCancelled() { return nil }
      let wanted = UnsafeMutableRawBufferPointer(
        rebasing: buffer[..<min(buffer.count, limit - offset)])
      let count = read(offset, wanted)
      guard count > 0 else { break }
      let window = UnsafeRawBufferPointer(rebasing: buffer[..<count])
      let text = window.bindMemory(to: UInt8.self)
      let reachesLimit = offset + count >= limit
      // The piece's lines end at the first `\n` from `lastLineEnd` on, when the window has it.
      var ending: Int?
      if lastLineEnd - offset < count {
        ending = ChunkScan.newline(
          in: text.baseAddress!, from: max(0, lastLineEnd - offset), to: count)
        if ending == count { ending = nil }
      }
      if inLongLine {
        // The rest of a line longer than the buffer: indexed up to its end, not matched.
        let newline = ChunkScan.newline(in: text.baseAddress!, from: 0, to: count)
        let taken = newline < count ? newline + 1 : count
        index.append(UnsafeRawBufferPointer(rebasing: window[..<taken]))
        offset += taken
        if newline < count { inLongLine = false }
        if newline < count, let ending, ending == newline { break }
        continue
      }
      var whole: Int
      if let ending {
        whole = ending + 1
      } else if reachesLimit {
        whole = count
      } else if let last = window.lastIndex(of: 0x0A) {
        whole = last + 1
      } else {
        // A line longer than the buffer: the caller reads it a piece at a time.
        if chunkScan != nil {
          hits.append(PieceHit(line: index.terminatedLineCount, verdict: .longLine))
        }
        inLongLine = true
        continue
      }
      let firstLine = index.terminatedLineCount
      let lines = UnsafeRawBufferPointer(rebasing: window[..<whole])
      index.append(lines)
      if let chunkScan {
        var stopped = false
        let looked = chunkScan.scan(
          UnsafeBufferPointer(rebasing: text[..<whole]), pausing: isCancelled
        ) { line, _, verdict in
          hits.append(PieceHit(line: firstLine + line, verdict: verdict))
          stopped = verdict == .tooComplex
          return !stopped
        }
        if stopped {
          return PieceReport(number: number, start: start, lines: index, hits: hits, isWhole: false)
        }
        if looked.paused { return nil }
      }
      offset += whole
      if ending != nil || reachesLimit { break }
    }
    return PieceReport(number: number, start: start, lines: index, hits: hits)
  }

  /// Bytes first read to find where a piece's first line starts; twice as many each read after.
  static let firstNewlineRead = 4096

  /// The offset of the first `\n` in `range` of the text, read a buffer at a time.
  private func firstNewline(
    in range: Range<Int>, buffer: UnsafeMutableRawBufferPointer,
    read: (Int, UnsafeMutableRawBufferPointer) -> Int
  ) -> Int? {
    var offset = range.lowerBound
    // Lines are short next to a buffer: a read of a whole one here would be read again
    // by the scan, a quarter more copying for a piece.
    var size = Self.firstNewlineRead
    while offset < range.upperBound {
      let wanted = UnsafeMutableRawBufferPointer(
        rebasing: buffer[..<min(size, buffer.count, range.upperBound - offset)])
      let count = read(offset, wanted)
      guard count > 0, let base = buffer.baseAddress else { return nil }
      if let found = memchr(base, 0x0A, count) { return offset + base.distance(to: found) }
      offset += count
      size *= 2
    }
    return nil
  }
}

/// A line of a piece that matches, is too complex or too long to match whole, numbered from the
/// piece's first line.
package struct PieceHit: Hashable, Sendable {
  /// The line, counted from the piece's first line.
  package var line: Int
  /// What the line was found to be.
  package var verdict: ChunkScan.Verdict

  /// Line `line` of its piece, found `verdict`.
  package init(line: Int, verdict: ChunkScan.Verdict) {
    self.line = line
    self.verdict = verdict
  }
}

/// What a worker learned of one ``ScanPiece``: its lines' sparse index, and the lines of it that
/// a search must look at.
package struct PieceReport: Sendable {
  /// Which piece of the scan it is.
  package let number: Int
  /// Where the piece's first line starts in the text; nil when no line starts in the piece.
  package let start: Int?
  /// The piece's lines, indexed from its first line's start (offset 0), not finished: its last
  /// line may have no `\n` only where the text ended.
  package let lines: LineIndex
  /// The lines that match, are too complex or too long, in order.
  package let hits: [PieceHit]
  /// Whether every line of the piece was looked at: false when a line too complex stopped it.
  package let isWhole: Bool

  /// The report of piece `number`.
  package init(number: Int, start: Int?, lines: LineIndex, hits: [PieceHit], isWhole: Bool = true) {
    self.number = number
    self.start = start
    self.lines = lines
    self.hits = hits
    self.isWhole = isWhole
  }

  /// The piece's lines: those ended by `\n`, and the text after the last one, where the text ended.
  package var lineCount: Int { lines.lineCountWithPartialLine }

  /// Where the piece's last line ends in the text (its terminator included).
  package var end: Int? { start.map { $0 + lines.byteCount } }
}
