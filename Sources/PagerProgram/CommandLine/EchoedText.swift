extension DefaultStringInterpolation {
  /// The most characters of a value an error message echoes.
  static let echoLimit = 40

  /// `text` as an error message echoes what was given: its first ``echoLimit`` characters, and
  /// `…` when there is more, so that a huge value (a 10 MB config line) still makes a message
  /// of one line.
  mutating func appendInterpolation(echoing text: some StringProtocol) {
    guard let cut = text.index(text.startIndex, offsetBy: Self.echoLimit, limitedBy: text.endIndex),
      cut < text.endIndex
    else {
      appendLiteral(String(text))
      return
    }
    appendLiteral(String(text[..<cut]) + "…")
  }
}
