import PagerKit

/// A colour as less's `-D` gives one: a foreground and a background, each a 4-bit letter
/// (`kG`: black on bright green), an 8-bit number (`4.1`) or left as the text's (`-`), then
/// attributes added (`s` or `~` standout, `u` or `_` underline, `d` or `*` bold, `l` or `&`
/// blink): `-u`, `Ys`, `.22d`.
public struct LessColor: Hashable, Sendable {
  /// The text's colour; nil keeps the text's own.
  public var foreground: TerminalColor?
  /// The colour behind the text; nil keeps the text's own.
  public var background: TerminalColor?
  /// Attributes added to the text's.
  public var attributes: TextAttributes

  /// A colour from its parts.
  public init(
    foreground: TerminalColor? = nil, background: TerminalColor? = nil,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The colour `text` spells as less's `-D` takes it (after the letter that says what it
  /// colours); nil when it is not one.
  public init?(_ text: Substring) {
    var rest = text.utf8[...]
    if rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    if let pair = Self.fourBitPair(&rest) {
      (foreground, background) = pair
    } else if let pair = Self.eightBitPair(&rest) {
      (foreground, background) = pair
    } else {
      return nil
    }
    attributes = []
    for byte in rest {
      guard let attribute = Self.attributeCharacters[byte] else { return nil }
      attributes.insert(attribute)
    }
  }

  /// Whether it sets a colour, not only attributes.
  package var hasColor: Bool { foreground != nil || background != nil }

  /// How text whose own style is `base`, and which shows as `look` without this colour (a
  /// match in reverse video), shows with it, as less shows a colour in place of standout: the
  /// text's own style with the colour and attributes set. Without colours shown, a colour with
  /// no attributes leaves the look as it is, so that what it marks still stands out.
  package func shown(on base: Style, over look: Style, showsColors: Bool) -> Style {
    guard (showsColors && hasColor) || !attributes.isEmpty else { return look }
    var shown = base
    if showsColors {
      if let foreground { shown.foreground = foreground }
      if let background { shown.background = background }
    }
    shown.attributes.formUnion(attributes)
    return shown
  }

  private static let attributeCharacters: [UInt8: TextAttributes] = [
    UInt8(ascii: "s"): .reverse, UInt8(ascii: "~"): .reverse,
    UInt8(ascii: "u"): .underline, UInt8(ascii: "_"): .underline,
    UInt8(ascii: "d"): .bold, UInt8(ascii: "*"): .bold,
    UInt8(ascii: "l"): .blink, UInt8(ascii: "&"): .blink,
  ]

  /// A colour of `rest`'s first letter or two as less's 4-bit colours, taken off `rest`: the
  /// foreground, then the background unless an attribute or the end comes first.
  private static func fourBitPair(_ rest: inout Substring.UTF8View.SubSequence)
    -> (TerminalColor?, TerminalColor?)?
  {
    if let first = rest.first, attributeCharacters[first] != nil { return (nil, nil) }
    guard let first = rest.first, let foreground = fourBitColor(first) else { return nil }
    let afterFirst = rest.dropFirst()
    guard let second = afterFirst.first, attributeCharacters[second] == nil else {
      rest = afterFirst
      return (foreground, nil)
    }
    guard let background = fourBitColor(second) else { return nil }
    rest = afterFirst.dropFirst()
    return (foreground, background)
  }

  /// One 4-bit colour letter: `.some(nil)` for `-`, the text's own.
  private static func fourBitColor(_ letter: UInt8) -> TerminalColor?? {
    if letter == UInt8(ascii: "-") { return .some(nil) }
    let names = Array("krgybmcw".utf8)
    if let index = names.firstIndex(of: letter) { return .indexed(UInt8(index)) }
    if let index = names.firstIndex(of: letter | 0x20), letter & 0x20 == 0 {
      return .indexed(UInt8(index + 8))
    }
    return nil
  }

  /// `N`, `N.M`, `.M`, with `-` for the text's own, each number 0–255 of the 256-colour palette;
  /// taken off `rest`.
  private static func eightBitPair(_ rest: inout Substring.UTF8View.SubSequence)
    -> (TerminalColor?, TerminalColor?)?
  {
    guard let foreground = eightBitColor(&rest) else { return nil }
    guard rest.first == UInt8(ascii: ".") else { return (foreground, nil) }
    rest = rest.dropFirst()
    guard let background = eightBitColor(&rest) else { return nil }
    return (foreground, background)
  }

  /// One 8-bit colour, `.some(nil)` for `-` or nothing (the text's own); nil when it is not one.
  private static func eightBitColor(_ rest: inout Substring.UTF8View.SubSequence)
    -> TerminalColor??
  {
    if rest.first == UInt8(ascii: "-") {
      rest = rest.dropFirst()
      return .some(nil)
    }
    let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard !digits.isEmpty else {
      return rest.first == UInt8(ascii: ".") || rest.isEmpty ? .some(nil) : nil
    }
    guard digits.count <= 3, let value = Int(Substring(digits)), value <= 255 else { return nil }
    rest = rest.dropFirst(digits.count)
    return .indexed(UInt8(value))
  }
}
