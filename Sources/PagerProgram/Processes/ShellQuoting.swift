/// Quoting a name or a URI as one word of a `/bin/sh` command line: every place where one meets
/// a shell (`v`, `!cmd %`, `LESSOPEN`, `LESSCLOSE`, `|`) quotes through here.
///
/// It works on bytes, not on `Character`s: a `'` followed by a combining mark or a joiner is one
/// grapheme cluster, so quoting by `Character` leaves that `'` unescaped and the rest of the name
/// to the shell. Bytes also keep a name that is not UTF-8 (`latin1-\xe9.txt`) as it is.
enum ShellQuoting {
  private static let quote = UInt8(ascii: "'")
  /// `'\''`: closes the quotes, an escaped quote, opens them again.
  private static let escapedQuote: [UInt8] = Array(#"'\''"#.utf8)

  /// `word` in single quotes, each `'` in it as `'\''`: the shell reads it back byte for byte,
  /// whatever it holds (a NUL cannot be in a command's argument, so none is expected).
  static func quoted(_ word: some Sequence<UInt8>) -> [UInt8] {
    var result = [quote]
    for byte in word {
      if byte == quote {
        result += escapedQuote
      } else {
        result.append(byte)
      }
    }
    result.append(quote)
    return result
  }

  /// `word`'s UTF-8 quoted as ``quoted(_:)-swift.type.method`` quotes bytes.
  static func quoted(_ word: String) -> String {
    String(decoding: quoted(word.utf8), as: UTF8.self)
  }
}
