/// Messages as a terminal can show them: the control characters in a message (from a file's
/// name, a config line, a command) written as `^[`, `^G`, `^?`, and C1 controls and bidi
/// overrides as `<U+0085>`, as the pages show them, so that no message moves the cursor, rings,
/// retitles the window or reorders the text after it. Line ends and tabs stay.
struct PrintableMessages: MessageStream {
  let base: any MessageStream

  func write(_ text: String) {
    base.write(Self.printable(text))
  }

  /// `text` with its control characters written out.
  static func printable(_ text: String) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A: shown.append(scalar)
      case 0..<0x20:
        shown.append("^")
        shown.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
      case 0x7F: shown.append(contentsOf: "^?".unicodeScalars)
      case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let digits = String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        shown.append(contentsOf: "<U+\(digits)>".unicodeScalars)
      default: shown.append(scalar)
      }
    }
    return String(shown)
  }
}
