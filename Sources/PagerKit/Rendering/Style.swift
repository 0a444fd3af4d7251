/// Text attributes a cell can carry.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let reverse = TextAttributes(rawValue: 1 << 1)
  public static let underline = TextAttributes(rawValue: 1 << 2)
  public static let dim = TextAttributes(rawValue: 1 << 3)
}

/// How a cell looks: its colours and attributes.
public struct Style: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
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
