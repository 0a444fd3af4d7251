import PagerKit

/// How the stand-ins of what cannot be drawn look, as less's `LESSBINFMT` and `LESSUTFBINFMT`
/// say: a code point that would act on the terminal (a C1 control, a bidi override) shows as its
/// number through a `printf` format (`<U+%04lX>` by default), and every stand-in (those and the
/// `^X` of a control byte) in the attribute a leading `*` and letter give (`*s`, standout, by
/// default; `*d` bold, `*k` blink, `*u` underline, any other letter none).
///
/// The format takes one number: `%d`, `%i`, `%u`, `%o`, `%x` or `%X`, with printf's flags,
/// width, precision and length letters (`%04lX`), and `%%`. One that does not (a `%s`, a `%n`,
/// which less refuses too, two numbers) leaves the default. What it makes is printable ASCII
/// only, each other character a `?`, at most 255 of them as in less: a stand-in never sends a
/// control, and each of its characters takes one cell.
public struct StandInLooks: Hashable, Sendable {
  /// The attributes stand-ins toggle on the page's style.
  package var attributes: TextAttributes = .reverse
  /// The format of a code point's stand-in.
  package private(set) var codePointFormat = PrintfNumber(Self.defaultCodePointFormat)!

  /// less's format of a code point.
  package static let defaultCodePointFormat = "<U+%04lX>"

  /// The looks less gives stand-ins when neither variable is set.
  package init() {}

  /// The looks `LESSBINFMT` (`binary`) and `LESSUTFBINFMT` (`codePoint`) ask for: nil or empty
  /// for less's. Only `binary`'s attribute has a place here (TUIPager shows an invalid byte as
  /// `�`, not by its number); `codePoint`'s attribute, when it has one, goes over it, as less
  /// reads the two into one.
  package init(binary: String?, codePoint: String?) {
    for (value, isCodePoint) in [(binary, false), (codePoint, true)] {
      guard var text = value, !text.isEmpty else { continue }
      let starred = text.hasPrefix("*")
      // As less's setfmt: a `*` with nothing after its letter, or an `n` anywhere, is refused.
      if text.contains("n") || (starred && text.unicodeScalars.count < 3) { continue }
      if starred {
        let letter = text.unicodeScalars.dropFirst().first
        attributes = Self.attributes(ofLetter: letter)
        text = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(2)))
      }
      if isCodePoint, let format = PrintfNumber(text) { codePointFormat = format }
    }
  }

  private static func attributes(ofLetter letter: Unicode.Scalar?) -> TextAttributes {
    switch letter {
    case "d": .bold
    case "k": .blink
    case "s": .reverse
    case "u": .underline
    default: []
    }
  }

  /// The stand-in of the code point `value`.
  package func codePoint(_ value: UInt32) -> String {
    codePointFormat.format(UInt64(value))
  }
}
