import PagerKit

/// How text less would show in its own bold, underline and standout looks, when the user says
/// (less's `LESS_TERMCAP_md`, `LESS_TERMCAP_us` and `LESS_TERMCAP_so`, as man pages are coloured
/// with): each is the SGR sequences of the variable, applied instead of the attribute.
///
/// Bold and underline are what overstrike makes (`b\bb`, `_\bb`, as `nroff` writes man pages);
/// standout is the search's matches.
public struct TermcapLooks: Hashable, Sendable {
  private var bold: [SGRSequence.Parameter]?
  private var underline: [SGRSequence.Parameter]?
  private var standout: [SGRSequence.Parameter]?

  /// Looks from the variables' values (`ESC [ 1 ; 31 m`, or several sequences as `tput` writes
  /// them); a value that is nil, empty or holds no SGR sequence leaves the look as it is.
  package init(bold: String? = nil, underline: String? = nil, standout: String? = nil) {
    self.bold = bold.flatMap(Self.parameters)
    self.underline = underline.flatMap(Self.parameters)
    self.standout = standout.flatMap(Self.parameters)
  }

  /// Whether any look is set.
  package var isEmpty: Bool { bold == nil && underline == nil && standout == nil }

  /// The parameters of every SGR sequence in `text`, in order; nil when it has none.
  private static func parameters(of text: String) -> [SGRSequence.Parameter]? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { bytes in
      var all: [SGRSequence.Parameter] = []
      var found = false
      var parameters: [SGRSequence.Parameter] = []
      var index = 0
      while index < bytes.count {
        if bytes[index] == 0x1B, let end = SGRSequence.end(in: bytes, escapeAt: index) {
          SGRSequence.parse(bytes[(index + 2)..<(end - 1)], into: &parameters)
          // An empty sequence is a reset: spelt out, so that it stays one among others.
          all +=
            parameters.isEmpty
            ? [SGRSequence.Parameter(value: 0, isSubParameter: false)] : parameters
          found = true
          index = end
        } else {
          index += 1
        }
      }
      return found ? all : nil
    }
  }

  /// `style`, made from `before` by an overstrike, with the bold or underline it added shown in
  /// the user's look instead.
  func overstruck(_ style: Style, from before: Style) -> Style {
    let added = style.attributes.subtracting(before.attributes)
    var shown = style
    for (attribute, look) in [(TextAttributes.bold, bold), (.underline, underline)] {
      guard added.contains(attribute), let look else { continue }
      shown.attributes.remove(attribute)
      SGRSequence.apply(look, to: &shown, base: before)
    }
    return shown
  }

  /// How a search match shows on `style`: in the standout look when set, else in reverse video.
  func standingOut(_ style: Style) -> Style {
    var shown = style
    guard let standout else {
      shown.attributes.formSymmetricDifference(.reverse)
      return shown
    }
    SGRSequence.apply(standout, to: &shown, base: style)
    return shown
  }
}
