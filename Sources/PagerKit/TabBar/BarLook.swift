/// The colours and weights of a bar and its items.
public struct BarLook: Hashable, Sendable {
  /// The bar's background.
  public var background: RGB
  /// The items' text.
  public var text: RGB
  /// The selected item's text.
  public var selectedText: RGB
  /// Whether the selected item's text is bold.
  public var selectedIsBold: Bool
  /// The sliding indicator (the fill, for a block).
  public var indicator: RGB
  /// What each item shows.
  public var itemContent: BarItemContent

  /// Makes a bar look.
  public init(
    background: RGB, text: RGB, selectedText: RGB, selectedIsBold: Bool, indicator: RGB,
    itemContent: BarItemContent
  ) {
    self.background = background
    self.text = text
    self.selectedText = selectedText
    self.selectedIsBold = selectedIsBold
    self.indicator = indicator
    self.itemContent = itemContent
  }
}

/// What a bar item shows of its tab.
public enum BarItemContent: Hashable, Sendable {
  /// The icon, a space, and the title (the title alone for a tab without an icon).
  case iconAndTitle
  /// The title only.
  case title
  /// The icon only (the title for a tab without an icon).
  case icon
}
