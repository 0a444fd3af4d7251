/// Lesskey source given as text, not in a file: `LESSKEY_CONTENT` and `--lesskey-content`
/// (less 640). Lines end at a newline or at a `;`; `\;` is a `;` of the line.
extension LesskeySource {
  /// The variable less reads as the value of a `--lesskey-content` given before the command
  /// line's.
  static let contentVariable = "LESSKEY_CONTENT"

  /// The lines of `content`, as less's `parse_lesskey_content` cuts them.
  init(content: String) {
    self.init(text: Self.text(ofContent: content))
  }

  /// `content` with its lines divided by newlines only. Scalars, not characters: a `;` with a
  /// combining mark after it still ends its line, as less reads bytes.
  static func text(ofContent content: String) -> String {
    let scalars = Array(content.unicodeScalars)
    var text = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      var scalar = scalars[index]
      if scalar == "\\", index + 1 < scalars.count, scalars[index + 1] == ";" {
        index += 1
        scalar = ";"
      } else if scalar == ";" {
        scalar = "\n"
      }
      text.append(scalar)
      index += 1
    }
    return String(text)
  }
}
