/// A preset's colours resolved for one terminal's colour depth, with page text chosen to stay
/// readable on whatever colour the terminal really shows.
public struct Theme: Hashable, Sendable {
  /// The title row.
  public var title: Style
  /// The bar behind the items.
  public var bar: Style
  /// The indicator's glyphs.
  public var indicator: Style
  /// Each page's fill and label, in tab order.
  public var pages: [Style]

  /// Resolves `preset`'s colours for `depth`.
  public init(preset: Preset, depth: ColorDepth) {
    guard depth != .none else {
      // Without colour, reverse video keeps the bars apart from the pages.
      title = Style(attributes: [.bold, .reverse])
      bar = Style(attributes: .reverse)
      indicator = Style(attributes: .bold)
      pages = preset.tabs.map { _ in Style(attributes: .bold) }
      return
    }
    let barBackground = depth.approximate(preset.barColor)
    title = Style(
      foreground: depth.approximate(preset.barTextColor), background: barBackground,
      attributes: .bold)
    bar = Style(foreground: depth.approximate(preset.barTextColor), background: barBackground)
    indicator = Style(
      foreground: depth.approximate(preset.indicatorColor), background: barBackground)
    pages = preset.tabs.map { tab in
      Style(
        foreground: depth.approximate(Self.readableText(on: depth.shown(tab.color))),
        background: depth.approximate(tab.color), attributes: .bold)
    }
  }

  /// White or black, whichever reads better on `background`.
  static func readableText(on background: RGB) -> RGB {
    background.luminance < 0.55 ? UIKitColor.white : UIKitColor.black
  }
}
