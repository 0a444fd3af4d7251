/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// One bit per attribute.
  public let rawValue: UInt8
  /// The attributes whose bits are set in `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (or bright) text.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Foreground and background swapped.
  public static let reverse = TextAttributes(rawValue: 1 << 1)
  /// Underlined text.
  public static let underline = TextAttributes(rawValue: 1 << 2)
  /// Faint text.
  public static let dim = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: its colours and attributes.
public struct Style: Hashable, Sendable {
  /// The text's colour.
  public var foreground: TerminalColor
  /// The colour behind the text.
  public var background: TerminalColor
  /// Bold, reverse, underline, dim.
  public var attributes: TextAttributes

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
}
