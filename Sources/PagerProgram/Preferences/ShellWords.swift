/// Splits `TUIPAGER`'s value into words as a shell would split a command line: blanks separate
/// words, `'…'` keeps everything, `"…"` keeps all but `\"` and `\\`, and `\` outside quotes keeps
/// the next character.
enum ShellWords {
  static func split(_ text: String) throws(UsageError) -> [String] {
    var words: [String] = []
    var word: String?
    var quote: Character?
    var escaped = false
    for character in text {
      if escaped {
        word = (word ?? "") + String(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word = (word ?? "") + String(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == "\\" {
        escaped = true
      } else if character.isWhitespace {
        if let finished = word { words.append(finished) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    guard quote == nil, !escaped else {
      throw UsageError(message: "a quote or a backslash is not closed")
    }
    if let finished = word { words.append(finished) }
    return words
  }
}
