/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// One bit per attribute.
  public let rawValue: UInt8
  /// The attributes whose bits are set in `rawValue`.
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (or bright) text.
  @inlinable public static var bold: TextAttributes { TextAttributes(rawValue: 1 << 0) }
  /// Foreground and background swapped.
  @inlinable public static var reverse: TextAttributes { TextAttributes(rawValue: 1 << 1) }
  /// Underlined text, in the style's ``Style/underlineShape``.
  @inlinable public static var underline: TextAttributes { TextAttributes(rawValue: 1 << 2) }
  /// Faint text.
  @inlinable public static var dim: TextAttributes { TextAttributes(rawValue: 1 << 3) }
  /// Italic text.
  @inlinable public static var italic: TextAttributes { TextAttributes(rawValue: 1 << 4) }
  /// Text struck through.
  @inlinable public static var strikethrough: TextAttributes { TextAttributes(rawValue: 1 << 5) }
  /// Blinking text.
  @inlinable public static var blink: TextAttributes { TextAttributes(rawValue: 1 << 6) }
  /// A line over the text.
  @inlinable public static var overline: TextAttributes { TextAttributes(rawValue: 1 << 7) }
}

/// How a cell looks: its colours and attributes, and the hyperlink it belongs to.
public struct Style: Hashable, Sendable {
  // The link is stored first so that the style ends in its one-byte fields, whose tail a cell's
  // width fills (``Cell``).
  /// The hyperlink (OSC 8) the text belongs to, or nil.
  public var link: Hyperlink?
  /// The text's colour.
  public var foreground: TerminalColor
  /// The colour behind the text.
  public var background: TerminalColor
  /// Bold, reverse, underline, dim, italic, strike-through, blink, overline.
  public var attributes: TextAttributes
  /// The underline's shape, when ``attributes`` has ``TextAttributes/underline``.
  public var underlineShape = UnderlineShape.single
  /// The underline's colour (SGR 58), or nil for the text's own.
  public var underlineColor: TerminalColor?

  /// Makes a style; by default the terminal's own colours with no attributes.
  public init(
    foreground: TerminalColor = .standard, background: TerminalColor = .standard,
    attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's own colours, no attributes.
  public static let plain = Style()

  /// `look` (a highlight's, a match's) with this style's hyperlink, which a look never changes.
  public func showing(_ look: Style) -> Style {
    var style = look
    style.link = link
    return style
  }
}

/// The shape of an underline (SGR `4:n`), as terminals that draw more than one show it.
public enum UnderlineShape: UInt8, Hashable, Sendable {
  /// One straight line (`4`, `4:1`).
  case single = 1
  /// Two lines (`4:2`, `21`).
  case double = 2
  /// A wavy line (`4:3`).
  case curly = 3
  /// A dotted line (`4:4`).
  case dotted = 4
  /// A dashed line (`4:5`).
  case dashed = 5
}
