/// Whether a file looks binary, as less tells it before it shows one ("may be a binary file"):
/// more than five bytes of its first 256 are neither text nor what text uses (tab, newline,
/// carriage return, backspace, form feed, escape), counting each broken UTF-8 sequence once.
enum BinaryCheck {
  /// Bytes looked at, from the start.
  static let sampleLength = 256
  /// Binary bytes a text may hold.
  static let allowedCount = 5

  /// Whether `start`, the first bytes of a file, looks binary.
  static func looksBinary(_ start: some Collection<UInt8>) -> Bool {
    let bytes = Array(start.prefix(sampleLength))
    var count = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if isBinaryControl(byte) { count += 1 }
        index += 1
        continue
      }
      let length = sequenceLength(byte)
      // A sequence cut off by the end of the sample is not held against it.
      if length > 1 && index + length > bytes.count { break }
      let valid =
        length > 1 && bytes[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
      if valid {
        index += length
      } else {
        count += 1
        index += 1
      }
    }
    return count > allowedCount
  }

  /// Controls that text does not use: all but tab, newline, carriage return, backspace, form
  /// feed and escape (colours); and delete.
  private static func isBinaryControl(_ byte: UInt8) -> Bool {
    if byte == 0x7F { return true }
    guard byte < 0x20 else { return false }
    return ![0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(byte)
  }

  /// The length a UTF-8 sequence starting with `byte` has, or 0 when no sequence starts so.
  private static func sequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }
}
