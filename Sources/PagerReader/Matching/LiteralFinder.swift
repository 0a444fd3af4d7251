import PagerKit

/// Finds ASCII text in a buffer 16 places at a time (SSE2 width: wider vectors are not made into
/// vector code without AVX2): the text's first and last bytes are compared at each (with bit 5
/// set when folding case, which makes a letter's two cases one), and only the places where both
/// agree are checked whole.
package struct LiteralFinder: Sendable {
  /// The text looked for; its letters are lowercase when folding case.
  package let pattern: [UInt8]
  /// Whether letters match either case.
  package let foldsCase: Bool

  /// A finder of `pattern` (not empty), in either case when `foldsCase`.
  package init?(pattern: [UInt8], foldsCase: Bool) {
    guard !pattern.isEmpty else { return nil }
    self.pattern = foldsCase ? pattern.map(Self.lowercased) : pattern
    self.foldsCase = foldsCase
  }

  /// The first place from `start` where the whole text is in `buffer`.
  package func firstPlace(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let count = pattern.count
    let fold: UInt8 = foldsCase ? 0x20 : 0
    let first = SIMD16<UInt8>(repeating: pattern[0] | fold)
    let last = SIMD16<UInt8>(repeating: pattern[count - 1] | fold)
    let folding = SIMD16<UInt8>(repeating: fold)
    var position = start
    while position + count - 1 + 16 <= buffer.count {
      let heads = base.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self) | folding
      let tails =
        base.loadUnaligned(fromByteOffset: position + count - 1, as: SIMD16<UInt8>.self) | folding
      let agree = (heads .== first) .& (tails .== last)
      if Self.anyLane(agree) {
        for lane in 0..<16 where agree[lane] && matches(buffer, at: position + lane) {
          return position + lane
        }
      }
      position += 16
    }
    while position + count <= buffer.count {
      if matches(buffer, at: position) { return position }
      position += 1
    }
    return nil
  }

  private func matches(_ buffer: UnsafeRawBufferPointer, at position: Int) -> Bool {
    guard position + pattern.count <= buffer.count else { return false }
    for (offset, wanted) in pattern.enumerated() {
      let byte = buffer[position + offset]
      if (foldsCase ? Self.lowercased(byte) : byte) != wanted { return false }
    }
    return true
  }

  /// Whether any lane of `mask` is set, read as two words: the standard library's `any` is a
  /// loop over the lanes that the compiler does not make into one vector test.
  @inline(__always) static func anyLane(_ mask: SIMDMask<SIMD16<Int8>>) -> Bool {
    let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    return words[0] | words[1] != 0
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}
