import Glibc
import PagerKit
import PagerReader

/// Finds, in a buffer of a file's bytes, the first place where a line may show an ASCII
/// pattern: the pattern itself (letters of either case when folding), an escape (a colour may
/// split a match), a backspace (overstrike shows one of the two glyphs around it), or, when the
/// pattern has a blank, a tab (it shows as blanks). A pattern with `^` or `<` may match the
/// stand-ins control characters show as (`^A`, `<U+0085>`): it has no finder.
///
/// The pattern is looked for with a ``LiteralFinder``, 16 places at a time; escapes and tabs
/// are found with `memchr`.
struct ByteFinder {
  let pattern: [UInt8]
  let foldsCase: Bool
  private let literal: LiteralFinder
  /// The other bytes that make a place: ESC, backspace, and a tab when the pattern has a blank.
  private let others: [UInt8]

  init?(pattern: [UInt8], foldsCase: Bool) {
    guard !pattern.contains(UInt8(ascii: "^")), !pattern.contains(UInt8(ascii: "<")) else {
      return nil
    }
    guard let literal = LiteralFinder(pattern: pattern, foldsCase: foldsCase) else { return nil }
    self.pattern = pattern
    self.foldsCase = foldsCase
    self.literal = literal
    others = pattern.contains(0x20) ? [0x1B, 0x08, 0x09] : [0x1B, 0x08]
  }

  /// The first place in `buffer` from `start` where a line may show the pattern, or nil. A
  /// pattern cut by the buffer's end is not found: look again with its start carried over.
  ///
  /// It looks through a stretch of 4 KiB first, then stretches twice as long each: a search that
  /// stops at every overstruck line of a man page then reads about as far as the next one, not
  /// to the buffer's end for each.
  func firstPlace(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard !pattern.isEmpty else { return nil }
    var from = start
    var stretch = 4096
    while from < buffer.count {
      let end = min(buffer.count, from + stretch)
      if let place = firstPlace(
        within: UnsafeRawBufferPointer(rebasing: buffer[..<end]), from: from)
      {
        return place
      }
      if end == buffer.count { return nil }
      // A pattern cut by the stretch's end is looked for again whole.
      from = max(from + 1, end - (pattern.count - 1))
      stretch *= 2
    }
    return nil
  }

  private func firstPlace(within buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let other = others.compactMap { byte -> Int? in
      guard start < buffer.count, let hit = memchr(base + start, Int32(byte), buffer.count - start)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(hit))
    }.min()
    let end = min(buffer.count, (other ?? buffer.count) + pattern.count)
    let match = literal.firstPlace(
      in: UnsafeRawBufferPointer(rebasing: buffer[..<end]), from: start)
    switch (match, other) {
    case (let match?, let other?): return min(match, other)
    case (let match?, nil): return match
    case (nil, let other): return other
    }
  }
}
