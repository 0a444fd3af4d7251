/// One tab of a pager: its title, an optional icon, and the colour of its page.
public struct Tab: Hashable, Sendable {
  /// The title shown in the bar and on the page.
  public var title: String
  /// A glyph shown before the title in the bar, if any.
  public var icon: String?
  /// The page's background colour.
  public var color: RGB

  /// Makes a tab.
  public init(title: String, icon: String? = nil, color: RGB) {
    self.title = title
    self.icon = icon
    self.color = color
  }
}
