/// Base64 (RFC 4648, with `=` padding): how a clipboard sequence (OSC 52) carries its text.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64: four characters for each three bytes, the last group padded with `=`.
  static func encode(_ bytes: some Collection<UInt8>) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var iterator = bytes.makeIterator()
    while let first = iterator.next() {
      let second = iterator.next()
      let third = iterator.next()
      let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
      output.append(alphabet[Int(group >> 18 & 63)])
      output.append(alphabet[Int(group >> 12 & 63)])
      output.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)])
      output.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)])
    }
    return String(decoding: output, as: UTF8.self)
  }
}
