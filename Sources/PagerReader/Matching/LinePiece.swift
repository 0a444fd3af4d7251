import PagerKit

/// Long lines are read, rendered and searched in pieces of at most ``size`` bytes, never whole:
/// a line may be a gigabyte with no newline.
///
/// A piece ends where rendering can stop and start again with nothing lost: between two ASCII
/// bytes (UTF-8 runs and grapheme clusters never span them, and neither is an escape or a
/// backspace, which overstrikes the glyphs on both sides of it), and not inside an SGR or an
/// OSC 8 sequence. ``LineRenderer/render(_:from:)`` then renders the pieces one after
/// another exactly as it renders the whole line.
package enum LinePiece {
  /// Bytes read at most in one piece.
  package static let size = 64 * 1024
  /// Lines up to this many bytes are read and rendered whole; longer ones in pieces.
  package static let wholeLineLimit = 64 * 1024

  /// Bytes of an SGR sequence a cut looks back over.
  static let longestSequence = 256

  /// Where a piece read as `bytes` should end: all of it at the end of the line (`isLineEnd`),
  /// otherwise the last clean cut in its second half, else after its last whole UTF-8 scalar not
  /// beside a backspace (a text with no ASCII at all may then split a grapheme cluster), else all
  /// of it (only a half piece of nothing but overstrike then splits one).
  package static func end(of bytes: [UInt8], isLineEnd: Bool) -> Int {
    guard !isLineEnd, bytes.count > 1 else { return bytes.count }
    return bytes.withUnsafeBufferPointer { bytes in
      let half = bytes.count / 2
      var cut = bytes.count - 1
      while cut > half {
        if isClean(bytes, at: cut) { return cut }
        cut -= 1
      }
      cut = bytes.count - 1
      while cut > half {
        if bytes[cut] & 0xC0 != 0x80, bytes[cut] != 0x08, bytes[cut - 1] != 0x08 { return cut }
        cut -= 1
      }
      return bytes.count
    }
  }

  /// Whether a piece may end before `bytes[cut]`.
  private static func isClean(_ bytes: UnsafeBufferPointer<UInt8>, at cut: Int) -> Bool {
    let before = bytes[cut - 1]
    let after = bytes[cut]
    guard before < 0x80, after < 0x80, before != 0x1B, after != 0x1B, before != 0x08,
      after != 0x08
    else { return false }
    // The parameter and intermediate bytes of an unfinished `ESC [` sequence run up to the cut
    // (one longer than `longestSequence` may be cut, and then shows as text).
    var index = cut - 1
    let limit = max(0, cut - longestSequence)
    while index >= limit, (0x20...0x3F).contains(bytes[index]) { index -= 1 }
    if index >= 0, bytes[index] == UInt8(ascii: "["), index > 0, bytes[index - 1] == 0x1B {
      return false
    }
    return !isInsideHyperlinkSequence(bytes, at: cut)
  }

  /// Whether an OSC 8 sequence (``HyperlinkSequence``) begins before `cut` and ends after it,
  /// or may: one with no end within the piece is still one if its end may come past it.
  private static func isInsideHyperlinkSequence(
    _ bytes: UnsafeBufferPointer<UInt8>, at cut: Int
  ) -> Bool {
    var index = cut - 1
    let limit = max(0, cut - HyperlinkSequence.longest)
    while index >= limit {
      switch bytes[index] {
      case 0x07: return false
      case 0x1B:
        guard index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "]"),
          bytes[index + 2] == UInt8(ascii: "8"), bytes[index + 3] == UInt8(ascii: ";")
        else { return false }
        if let parsed = HyperlinkSequence.parse(in: bytes, escapeAt: index) {
          return parsed.end > cut
        }
        return bytes.count - index < HyperlinkSequence.longest
      default: index -= 1
      }
    }
    return false
  }
}
