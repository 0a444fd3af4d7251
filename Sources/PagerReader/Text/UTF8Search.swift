/// Text found and replaced by its UTF-8 bytes.
///
/// The standard library finds one string in another through `_StringProcessing`, grapheme by
/// grapheme, and linking that module brings a regex engine the program never uses: 47 KiB of
/// pointers that every start relocates, and two megabytes of the binary. Here the needles are
/// syntax (`(?`, `%s`, `;`), which a combining mark after them does not make into something
/// else: a pattern's `(?` followed by one is still a group to PCRE2, and a `;` in a desktop
/// notice's title still ends its field.
extension StringProtocol {
  /// Whether `needle`'s bytes occur in the text's (any occurrence, even one a mark follows).
  package func containsUTF8(_ needle: String) -> Bool {
    Array(utf8).firstRange(ofBytes: Array(needle.utf8)) != nil
  }

  /// The text with every occurrence of `needle`'s bytes replaced by `replacement`'s, the first
  /// first, none overlapping another.
  package func replacingUTF8(_ needle: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    let target = Array(needle.utf8)
    guard !target.isEmpty else { return String(self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var start = 0
    while let found = bytes[start...].firstRange(ofBytes: target) {
      result += bytes[start..<found.lowerBound]
      result += replacement.utf8
      start = found.upperBound
    }
    result += bytes[start...]
    return String(decoding: result, as: UTF8.self)
  }
}

extension Collection where Element == UInt8, Index == Int {
  /// Where `needle` first occurs; nil where it does not, or is empty.
  package func firstRange(ofBytes needle: [UInt8]) -> Range<Int>? {
    guard let first = needle.first, needle.count <= count else { return nil }
    var start = startIndex
    let last = endIndex - needle.count
    while start <= last {
      guard let at = self[start...last].firstIndex(of: first) else { return nil }
      if self[at..<at + needle.count].elementsEqual(needle) { return at..<at + needle.count }
      start = at + 1
    }
    return nil
  }
}
