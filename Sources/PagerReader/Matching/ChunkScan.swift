import CPCRE2
import PagerKit

/// Looks through a buffer of whole lines (a chunk of a file, `\n` between them) for the lines
/// that show a search's match, at about grep's speed: PCRE2 looks through the whole buffer at
/// once (``TextSearch/acrossLines``) for the places where a line may match, and only those
/// lines, and the lines whose bytes are not what they show (escapes, overstrike, tabs, UTF-8),
/// are matched one by one (``TextSearch/find(inBytes:renderer:)``). The verdicts are exactly
/// those of matching every line alone.
public struct ChunkScan: Sendable {
  /// What a line looked at was found to be; lines not visited have no match.
  public enum Verdict: Hashable, Sendable {
    /// The line shows a match.
    case match
    /// The pattern passed PCRE2's limits on the line.
    case tooComplex
    /// The line is longer than ``LinePiece/wholeLineLimit``: it is for the caller to look at a
    /// piece at a time.
    case longLine
  }

  /// The search looked for.
  package let search: TextSearch
  /// How lines show, which is what they are matched as.
  package let renderer: LineRenderer

  /// A scan for `search` of lines shown by `renderer`.
  package init(search: TextSearch, renderer: LineRenderer) {
    self.search = search
    self.renderer = renderer
  }

  /// The same scan with a search compiled anew and a renderer of its own, sharing no memory
  /// with this one: for a worker thread (see ``TextSearch/compiledAfresh()``).
  package func ownCopy() -> ChunkScan {
    var renderer = renderer
    renderer.tabStops = TabStops(at: renderer.tabStops.columns.map { $0 }) ?? renderer.tabStops
    return ChunkScan(search: search.compiledAfresh(), renderer: renderer)
  }

  /// Where a scan of a buffer stopped.
  package struct Outcome: Hashable, Sendable {
    /// The lines looked at: all of them, or up to and including the one the scan stopped at.
    package var lines: Int
    /// Whether it stopped because its time was up (`isOver`), before the buffer's end.
    package var paused: Bool
  }

  /// Looks through `buffer`'s lines (the text after its last `\n` is a line too, when not
  /// empty), calling `visit` with the number of each line that matches, is too complex or too
  /// long, counted from 0, and its bytes' range; `visit` returns whether to go on. After each
  /// line matched alone it asks `isOver` whether its time is up, and pauses after that line
  /// when it is: a pattern that costs PCRE2 its whole limit on every line never holds a key up
  /// for longer than a line's limit.
  ///
  /// Only the lines that hold a place where the pattern may be (the text every match needs,
  /// found 16 bytes at a time, or else PCRE2's match across lines) and the lines with a byte
  /// that does not show as itself are matched; the lines between are counted, 16 bytes at a time.
  @discardableResult package func scan(
    _ buffer: UnsafeBufferPointer<UInt8>, pausing isOver: () -> Bool = { false },
    _ visit: (_ line: Int, _ bytes: Range<Int>, _ verdict: Verdict) -> Bool
  ) -> Outcome {
    guard let base = buffer.baseAddress, !search.pattern.isEmpty else {
      return Outcome(lines: Self.lineCount(buffer), paused: false)
    }
    let count = buffer.count
    let raw = UnsafeRawBufferPointer(buffer)
    let literal = search.literalFinder
    let across = literal == nil ? search.acrossLines : nil
    // Every line is matched alone when the pattern cannot be looked for across lines, or once
    // looking across lines was too complex.
    var everyLineAlone = literal == nil && across == nil
    // The next place the pattern may be, and the next byte that does not show as itself,
    // from where each was last looked for (nil: none up to the buffer's end).
    var place: Int? = -1
    var odd: Int? = -1
    var position = 0
    var line = 0
    while position < count {
      var target = position
      if !everyLineAlone {
        if let known = place, known < position {
          if let literal {
            place = literal.firstPlace(in: raw, from: position)
          } else if let across {
            switch across.firstMatch(in: buffer, from: position) {
            case .found(let range): place = range.lowerBound
            case .none: place = nil
            case .tooComplex: everyLineAlone = true
            }
          }
        }
        if let known = odd, known < position { odd = Self.firstOddByte(in: raw, from: position) }
        if !everyLineAlone { target = min(place ?? count, odd ?? count) }
      }
      guard target < count else {
        return Outcome(
          lines: line + Self.lineCount(UnsafeBufferPointer(rebasing: buffer[position...])),
          paused: false)
      }
      // On to the start of the line that holds the target, counting the lines passed.
      var start = target
      while start > position, base[start - 1] != 0x0A { start -= 1 }
      line += Self.newlineCount(in: raw, from: position, to: start)
      let newline = Self.newline(in: base, from: start, to: count)
      var end = newline
      if newline < count, end > start, base[end - 1] == 0x0D { end -= 1 }
      let verdict: Verdict?
      if end - start > LinePiece.wholeLineLimit {
        verdict = .longLine
      } else {
        let content = UnsafeBufferPointer(rebasing: buffer[start..<end])
        verdict = Self.verdict(search.find(inBytes: content, renderer: renderer))
      }
      if let verdict, !visit(line, start..<end, verdict) {
        return Outcome(lines: line + 1, paused: false)
      }
      line += 1
      position = newline + 1
      if position < count, isOver() { return Outcome(lines: line, paused: true) }
    }
    return Outcome(lines: line, paused: false)
  }

  /// The first byte from `start` that does not show as itself: a control other than a line's
  /// `\n` (or the `\r` of its `\r\n`), DEL, or any byte of UTF-8; nil when there is none.
  static func firstOddByte(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
    let space = SIMD16<UInt8>(repeating: 0x20)
    let tilde = SIMD16<UInt8>(repeating: 0x7E)
    let newline = SIMD16<UInt8>(repeating: 0x0A)
    var position = start
    while position + 16 <= buffer.count {
      let bytes = buffer.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
      let odd = ((bytes .< space) .& (bytes .!= newline)) .| (bytes .> tilde)
      if LiteralFinder.anyLane(odd) {
        for lane in 0..<16 where odd[lane] && isOdd(buffer, at: position + lane) {
          return position + lane
        }
      }
      position += 16
    }
    while position < buffer.count {
      let byte = buffer[position]
      if (byte < 0x20 && byte != 0x0A) || byte > 0x7E, isOdd(buffer, at: position) {
        return position
      }
      position += 1
    }
    return nil
  }

  /// Whether the byte at `index`, not printable ASCII nor `\n`, shows as something else: all
  /// do but the `\r` of a `\r\n`.
  private static func isOdd(_ buffer: UnsafeRawBufferPointer, at index: Int) -> Bool {
    !(buffer[index] == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A)
  }

  /// The `\n`s in `buffer[start..<end]`, 16 bytes at a time.
  static func newlineCount(in buffer: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
    let newline = SIMD16<UInt8>(repeating: 0x0A)
    let zero = SIMD16<UInt8>(repeating: 0)
    var total = 0
    var position = start
    while position + 16 <= end {
      // Lanes count to at most 255 before they are added up.
      var lanes = zero
      var rounds = 0
      while rounds < 255, position + 16 <= end {
        let bytes = buffer.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
        // A set lane is all ones, -1: taking it away adds one.
        lanes &-= unsafeBitCast(bytes .== newline, to: SIMD16<UInt8>.self)
        position += 16
        rounds += 1
      }
      total += lanes.indices.reduce(0) { $0 + Int(lanes[$1]) }
    }
    while position < end {
      if buffer[position] == 0x0A { total += 1 }
      position += 1
    }
    return total
  }

  private static func verdict(_ match: LineMatch) -> Verdict? {
    switch match {
    case .found: return .match
    case .tooComplex: return .tooComplex
    case .none: return nil
    }
  }

  /// The offset of the first `\n` in `base[start..<end]`, or `end`.
  static func newline(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let found = memchr(base + start, 0x0A, end - start) else { return end }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }

  /// The lines in `buffer`: its `\n`s, and one more when text follows the last.
  package static func lineCount(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    let raw = UnsafeRawBufferPointer(buffer)
    let lines = newlineCount(in: raw, from: 0, to: raw.count)
    return lines + (buffer.last.map { $0 != 0x0A } == true ? 1 : 0)
  }
}
