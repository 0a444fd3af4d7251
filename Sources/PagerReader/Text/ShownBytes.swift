import PagerKit

/// The glyphs a line shows, as bytes one cell each, for a line whose every glyph is printable
/// ASCII: plain ASCII text, and man pages' overstrike between ASCII glyphs (`b\bb` shows `b`,
/// `_\bb` and `b\b_` show `b`, `a\bb` shows `b`). Such a line is matched on these bytes without
/// being rendered; any other line (escapes, tabs, controls, UTF-8) is left to ``LineRenderer``.
enum ShownBytes {
  /// Calls `body` with the bytes `line` shows, when it shows only printable ASCII from printable
  /// ASCII (overstruck when `overstrikes`, as ``LineRenderer/overstrikes`` says); nil otherwise.
  static func withShownBytes<Result>(
    of line: UnsafeBufferPointer<UInt8>, overstrikes: Bool,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    if isPrintableASCII(line) { return body(line) }
    guard overstrikes else { return nil }
    // On the stack: a man page has thousands of such lines, each matched once.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, line.count)) { shown in
      var count = 0
      var index = 0
      while index < line.count {
        let byte = line[index]
        if isPrintable(byte) {
          shown[count] = byte
          count += 1
          index += 1
          continue
        }
        // A backspace between two ASCII glyphs: what shows of the pair is the one kept.
        guard byte == 0x08, count > 0, index + 1 < line.count, isPrintable(line[index + 1])
        else { return nil }
        let struck = shown[count - 1]
        let over = line[index + 1]
        shown[count - 1] = over == struck || over == UInt8(ascii: "_") ? struck : over
        index += 2
      }
      return body(UnsafeBufferPointer(rebasing: shown[..<count]))
    }
  }

  private static func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte <= 0x7E }

  /// Whether every byte is printable ASCII, so that each shows as itself on one cell.
  static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time: a lane's top bit is set where a byte may be below 0x20 or above
    // 0x7E (carries and borrows can only add lanes, which the exact test then clears).
    let spaces: UInt64 = 0x2020_2020_2020_2020
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops: UInt64 = 0x8080_8080_8080_8080
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index + 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if (((word &- spaces) & ~word) | word | (word &+ ones)) & tops != 0 {
        for byte in raw[index..<index + 8] where !isPrintable(byte) { return false }
      }
      index += 8
    }
    while index < bytes.count {
      if !isPrintable(bytes[index]) { return false }
      index += 1
    }
    return true
  }
}
