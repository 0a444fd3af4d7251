/// Text found and replaced by its UTF-8 bytes.
///
/// The standard library finds one string in another through `_StringProcessing`, grapheme by
/// grapheme, and linking that module brings a regex engine the program never uses: 47 KiB of
/// pointers that every start relocates, and two megabytes of the binary. Here the needles are
/// syntax (`(?`, `%s`, `;`), which a combining mark after them does not make into something
/// else: a pattern's `(?` followed by one is still a group to PCRE2, and a `;` in a desktop
/// notice's title still ends its field. They are found with ``LiteralFinder``, as a search's
/// literal is.
extension StringProtocol {
  /// Whether `needle`'s bytes occur in the text's (any occurrence, even one a mark follows).
  package func containsUTF8(_ needle: String) -> Bool {
    guard let finder = LiteralFinder(pattern: Array(needle.utf8), foldsCase: false) else {
      return false
    }
    return finder.firstPlace(in: Array(utf8)) != nil
  }

  /// The text with every occurrence of `needle`'s bytes replaced by `replacement`'s, the first
  /// first, none overlapping another.
  package func replacingUTF8(_ needle: String, with replacement: String) -> String {
    let bytes = Array(utf8)
    guard let finder = LiteralFinder(pattern: Array(needle.utf8), foldsCase: false) else {
      return String(self)
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var start = 0
    while let found = finder.firstPlace(in: bytes, from: start) {
      result += bytes[start..<found]
      result += replacement.utf8
      start = found + finder.pattern.count
    }
    result += bytes[start...]
    return String(decoding: result, as: UTF8.self)
  }
}

extension LiteralFinder {
  /// The first place from `start` where the whole pattern is in `bytes`.
  package func firstPlace(in bytes: [UInt8], from start: Int = 0) -> Int? {
    bytes.withUnsafeBytes { firstPlace(in: $0, from: start) }
  }
}
