/// Text in natural order, as a file manager sorts names: runs of digits compare as numbers
/// (`file2` before `file10`), letters without regard to case first, and then, between cells
/// equal so, by their bytes (`Apple` before `apple`).
///
/// The order is that of a key's bytes (``key(_:)``), so that a sort may compare keys a few bytes
/// at a time (``word(_:at:)``), as the workers do with a big table, and never hold every cell.
package enum NaturalOrder {
  /// The bytes whose order is the cells' natural order: each ASCII letter lowercased, each run
  /// of digits as `0`, its length without leading zeros (plus one) and those digits, then a zero
  /// byte and the cell's own bytes, which decide between cells equal but for case or zeros.
  package static func key(_ cell: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var key: [UInt8] = []
    key.reserveCapacity(cell.count * 2 + 4)
    walkKey(cell) { byte in
      key.append(byte)
      return true
    }
    return key
  }

  /// Word `word` of `cell`'s key (bytes `8 × word ..< 8 × word + 8`, big-endian, zeros past
  /// its end) and the key's length, made without the key: a big table's sort asks a word of
  /// millions of cells.
  package static func word(of cell: UnsafeBufferPointer<UInt8>, at word: Int) -> (
    word: UInt64, keyLength: Int
  ) {
    let first = word * 8
    var value: UInt64 = 0
    var length = 0
    walkKey(cell) { byte in
      if length >= first, length < first + 8 { value = value << 8 | UInt64(byte) }
      length += 1
      return true
    }
    let taken = min(8, max(0, length - first))
    return (taken == 0 ? 0 : value << UInt64(8 * (8 - taken)), length)
  }

  /// Hands each byte of `cell`'s key to `body` in order, while it returns true.
  @inline(__always)
  private static func walkKey(_ cell: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Bool) {
    var index = 0
    while index < cell.count {
      let byte = cell[index]
      if isDigit(byte) {
        var start = index
        while index < cell.count, isDigit(cell[index]) { index += 1 }
        while start < index - 1, cell[start] == 0x30 { start += 1 }
        if cell[start] == 0x30 { start = index }
        // A digit run sorts where its first digit would among other bytes.
        guard body(0x30), body(UInt8(min(254, index - start) + 1)) else { return }
        for digit in start..<index where !body(cell[digit]) { return }
        continue
      }
      guard body(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) else { return }
      index += 1
    }
    guard body(0) else { return }
    for byte in cell where !body(byte) { return }
  }

  /// The key of `cell`'s bytes, as ``key(_:)-(UnsafeBufferPointer<UInt8>)`` makes it.
  package static func key(_ cell: [UInt8]) -> [UInt8] {
    cell.withUnsafeBufferPointer { key($0) }
  }

  /// Bytes `8 × word ..< 8 × word + 8` of `key`, big-endian, zeros past its end: keys compare
  /// as their words do, one word after another.
  package static func word(_ key: [UInt8], at word: Int) -> UInt64 {
    var value: UInt64 = 0
    for offset in 0..<8 {
      let index = word * 8 + offset
      value = value << 8 | UInt64(index < key.count ? key[index] : 0)
    }
    return value
  }

  /// Whether `a` comes before `b` in natural order.
  package static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    key(a).lexicographicallyPrecedes(key(b))
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
