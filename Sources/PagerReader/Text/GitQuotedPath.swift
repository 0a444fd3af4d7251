import PagerKit

/// Paths as git writes them in a diff's headers: as they are, or, when one holds a `"`, a `\`, a
/// control character or (under `core.quotePath`, the default) a byte past ASCII, as a C string
/// in double quotes: `"a/t\303\251st"`, `"a/tab\there"`. This reads them back as git's own
/// `unquote_c_style` (quote.c) does, to the path's bytes, which need not be UTF-8.
enum GitQuotedPath {
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// The bytes of the C-quoted string `text` starts with, and what follows its closing quote;
  /// nil when `text` does not start with one git would read (no closing quote, an unknown
  /// escape, an octal one not of three digits from `\000` to `\377`).
  static func unquoted(_ text: Substring) -> (path: [UInt8], rest: Substring)? {
    let bytes = text.utf8
    var index = bytes.startIndex
    guard index < bytes.endIndex, bytes[index] == quote else { return nil }
    var path: [UInt8] = []
    func next() -> UInt8? {
      guard index < bytes.endIndex else { return nil }
      defer { index = bytes.index(after: index) }
      return bytes[index]
    }
    _ = next()
    while let byte = next() {
      if byte == quote { return (path, Substring(bytes[index...])) }
      guard byte == backslash else {
        path.append(byte)
        continue
      }
      guard let escaped = next() else { return nil }
      switch escaped {
      case UInt8(ascii: "a"): path.append(0x07)
      case UInt8(ascii: "b"): path.append(0x08)
      case UInt8(ascii: "f"): path.append(0x0C)
      case UInt8(ascii: "n"): path.append(0x0A)
      case UInt8(ascii: "r"): path.append(0x0D)
      case UInt8(ascii: "t"): path.append(0x09)
      case UInt8(ascii: "v"): path.append(0x0B)
      case quote, backslash: path.append(escaped)
      case UInt8(ascii: "0")...UInt8(ascii: "3"):
        // Three octal digits, the first at most 3: a byte.
        var value = escaped - UInt8(ascii: "0")
        for _ in 0..<2 {
          guard let digit = next(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else {
            return nil
          }
          value = value << 3 | (digit - UInt8(ascii: "0"))
        }
        path.append(value)
      default: return nil
      }
    }
    return nil
  }

  /// The path `text` gives whole: unquoted when it is one quoted string, else its bytes as they
  /// are (git leaves a path with none of the special bytes as it is).
  static func path(_ text: Substring) -> [UInt8] {
    if let (path, rest) = unquoted(text), rest.isEmpty { return path }
    return Array(text.utf8)
  }

  /// The two paths of `diff --git OLD NEW` (what follows `diff --git `), where either is quoted;
  /// nil when neither is, as the two are then told apart by their `a/` and `b/`.
  static func diffPaths(_ text: Substring) -> (old: [UInt8], new: [UInt8])? {
    if let (old, rest) = unquoted(text) {
      guard rest.utf8.first == UInt8(ascii: " ") else { return nil }
      let new = Substring(rest.utf8.dropFirst())
      if new.utf8.first == quote {
        guard let (path, tail) = unquoted(new), tail.isEmpty else { return nil }
        return (old, path)
      }
      return (old, Array(new.utf8))
    }
    // The old path as it is, the new one quoted: the first ` "` from which the rest unquotes
    // whole.
    let bytes = text.utf8
    guard bytes.last == quote else { return nil }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let after = bytes.index(after: index)
      if bytes[index] == UInt8(ascii: " "), after < bytes.endIndex, bytes[after] == quote,
        let (new, tail) = unquoted(Substring(bytes[after...])), tail.isEmpty
      {
        return (Array(bytes[..<index]), new)
      }
      index = after
    }
    return nil
  }
}
