/// A preset's colours resolved for one terminal's colour depth, with text chosen to stay
/// readable on whatever colour the terminal really shows.
public struct Theme: Hashable, Sendable {
  /// The title row.
  public var title: Style
  /// The bar and its items.
  public var bar: Style
  /// The selected item's text.
  public var selectedItem: Style
  /// The line or dot indicator.
  public var indicator: Style
  /// The block indicator's fill and the text on it.
  public var block: Style
  /// Each page's fill and text, in tab order: tab `n`'s is `pages[n % pages.count]`, as only one
  /// round is kept of colours that go round the palette (a stream's 100,000 sections).
  public var pages: [Style]
  /// Each tab's bar item, and its indicator, when items take their tab's colour; one round, as
  /// ``pages``.
  public var tabItems: [Style]?
  /// Whether any colour is shown, the text's own included.
  public var showsColors: Bool
  /// The looks of the highlights (``Highlights``), in the order highlights take them: worked
  /// out when asked, as few sessions highlight and a start has better to do.
  public var highlights: [Style] { HighlightPalette.styles(depth: depth) }
  /// The colour depth the colours were resolved for.
  private let depth: ColorDepth
  /// Whether the pages' ground is dark: a tint, or the terminal's own dark background. Text
  /// as dark as black is lightened on it (``LineRenderer/lightensDarkText``).
  public var pagesAreDark: Bool

  /// Resolves `preset`'s colours for `depth` on a terminal whose own background is `ground`.
  public init(preset: Preset, depth: ColorDepth, ground: TerminalGround = .dark) {
    var look = preset.bar
    let tabs = Self.oneRound(of: preset.tabs)
    if preset.keepsTerminalColors && ground == .light { look = Self.lightBar(look) }
    pagesAreDark = !preset.keepsTerminalColors || ground == .dark
    let selectedAttributes: TextAttributes = look.selectedIsBold ? .bold : []
    showsColors = depth != .none
    self.depth = depth
    guard depth != .none else {
      // Without colour, reverse video sets the bars apart and the selection is the one item
      // that is not reversed.
      title = Style(attributes: [.bold, .reverse])
      bar = Style(attributes: .reverse)
      selectedItem = Style(attributes: selectedAttributes.union(.underline))
      indicator = Style(attributes: [.bold, .reverse])
      block = Style(attributes: .bold)
      pages = tabs.map { _ in
        Style(attributes: preset.pageTint == nil && !preset.keepsTerminalColors ? .bold : [])
      }
      tabItems = nil
      return
    }
    let background = depth.approximate(look.background)
    title = Style(
      foreground: depth.approximate(look.text), background: background, attributes: .bold)
    bar = Style(foreground: depth.approximate(look.text), background: background)
    selectedItem = Style(
      foreground: depth.approximate(look.selectedText), background: background,
      attributes: selectedAttributes)
    indicator = Style(foreground: depth.approximate(look.indicator), background: background)
    block = Style(
      foreground: depth.approximate(Self.readableText(on: depth.shown(look.indicator))),
      background: depth.approximate(look.indicator), attributes: selectedAttributes)
    // Tabs share a palette's few colours: each is resolved once, for thousands of tabs (a
    // stream's sections) made again as they arrive.
    var pageStyles: [RGB: Style] = [:]
    pages = tabs.map { tab in
      if preset.keepsTerminalColors { return Style() }
      if let style = pageStyles[tab.color] { return style }
      let fill =
        preset.pageTint.map { tab.color.blended(over: Self.ground, opacity: $0) } ?? tab.color
      let style = Style(
        foreground: depth.approximate(Self.readableText(on: depth.shown(fill))),
        background: depth.approximate(fill), attributes: preset.pageTint == nil ? .bold : [])
      pageStyles[tab.color] = style
      return style
    }
    var itemStyles: [RGB: Style] = [:]
    tabItems =
      preset.colorsItemsByTab
      ? tabs.map { tab in
        if let style = itemStyles[tab.color] { return style }
        let style = Style(foreground: depth.approximate(tab.color), background: background)
        itemStyles[tab.color] = style
        return style
      }
      : nil
  }

  /// The first round of `tabs`' colours, when they go round ``Preset/tabPalette`` (every tab
  /// coloured as the one a palette before it); else all of them.
  static func oneRound(of tabs: [Tab]) -> ArraySlice<Tab> {
    let round = Preset.tabPalette.count
    guard tabs.count > round,
      tabs.indices.dropFirst(round).allSatisfy({ tabs[$0].color == tabs[$0 - round].color })
    else { return tabs[...] }
    return tabs.prefix(round)
  }

  /// `look` made to read on a light terminal: a light bar, dark text and indicator.
  static func lightBar(_ look: BarLook) -> BarLook {
    var light = look
    light.background = RGB(228, 228, 228)
    light.text = RGB(60, 60, 60)
    light.selectedText = UIKitColor.black
    light.indicator = UIKitColor.black
    return light
  }

  /// The dark ground tinted pages are laid over.
  static let ground = RGB(16, 16, 16)

  /// White or black, whichever reads better on `background`.
  static func readableText(on background: RGB) -> RGB {
    background.luminance < 0.55 ? UIKitColor.white : UIKitColor.black
  }
}

extension Theme {
  /// The bar item style of tab `index`, for a theme that colours items by tab. A tab opened after
  /// the theme was made has none of its own and takes the styles in turn, as the tabs' colours
  /// go round their palette.
  package func itemStyle(_ index: Int) -> Style? {
    guard let tabItems, !tabItems.isEmpty else { return nil }
    return tabItems[index % tabItems.count]
  }
}
