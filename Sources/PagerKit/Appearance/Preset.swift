/// A complete look and behaviour: the tabs, the bar and its indicator, how jumps look, and what
/// the pages hold. Every part of a built-in preset can be changed.
public struct Preset: Hashable, Sendable {
  /// The name used on the command line (`--preset NAME`).
  public var name: String
  /// Text of the title row above everything; no title row when nil.
  public var title: String?
  /// The tabs, at least one.
  public var tabs: [Tab]
  /// Where the bar sits.
  public var barPlacement: BarPlacement
  /// How the selection slides.
  public var indicator: IndicatorStyle
  /// How the selection shows while there is one tab only, when that differs from
  /// ``indicator``: a bar of one tab has nothing to slide between, and a pager of one file
  /// needs the row for text more than for an underline (less leaves all rows but one to it).
  public var singleTabIndicator: IndicatorStyle?
  /// How a jump across several tabs looks.
  public var jumpStyle: JumpStyle
  /// Whether next from the last tab goes on to the first.
  public var cycles: Bool
  /// The tab shown at start (0-based), drawn there at once.
  public var startIndex: Int
  /// Colours of the bar, its items and the title row.
  public var bar: BarLook
  /// A fixed item width in columns, the items centred in the bar; nil for equal shares.
  public var itemWidth: Int?
  /// Columns between fixed-width items.
  public var itemSpacing: Int
  /// Whether each page holds content twice its height that scrolls.
  public var scrollsContent: Bool
  /// How wide the bar's items are.
  public var barSizing: BarSizing
  /// Whether a status line at the bottom reads the tab's name, lines and "k/n".
  public var showsStatusLine: Bool
  /// How much of its tab's colour a page takes (0…1) over a dark ground, keeping text readable;
  /// nil for the full colour.
  public var pageTint: Double?
  /// Whether each bar item and the indicator take their tab's colour.
  public var colorsItemsByTab: Bool
  /// Whether the pages keep the terminal's own colours, as less's do (text tabs, unless tinted
  /// with `--tint`); ``pageTint`` then colours nothing.
  public var keepsTerminalColors = false

  /// Makes a preset.
  public init(
    name: String, title: String? = nil, tabs: [Tab], barPlacement: BarPlacement = .top,
    indicator: IndicatorStyle = .line, jumpStyle: JumpStyle = .slide, cycles: Bool = false,
    startIndex: Int = 0, bar: BarLook, itemWidth: Int? = nil, itemSpacing: Int = 0,
    scrollsContent: Bool = false, barSizing: BarSizing = .equal, showsStatusLine: Bool = false,
    pageTint: Double? = nil, colorsItemsByTab: Bool = false
  ) {
    self.name = name
    self.title = title
    self.tabs = tabs
    self.barPlacement = barPlacement
    self.indicator = indicator
    self.jumpStyle = jumpStyle
    self.cycles = cycles
    self.startIndex = startIndex
    self.bar = bar
    self.itemWidth = itemWidth
    self.itemSpacing = itemSpacing
    self.scrollsContent = scrollsContent
    self.barSizing = barSizing
    self.showsStatusLine = showsStatusLine
    self.pageTint = pageTint
    self.colorsItemsByTab = colorsItemsByTab
  }

  /// How the selection shows with the tabs there are now: ``singleTabIndicator`` when there is
  /// one tab and it is set, ``indicator`` otherwise.
  public var shownIndicator: IndicatorStyle {
    tabs.count == 1 ? singleTabIndicator ?? indicator : indicator
  }

  /// The same preset with tabs titled `titles`, coloured from ``tabPalette`` in turn.
  public func withTabs(titled titles: [String]) -> Preset {
    var preset = self
    preset.tabs = titles.enumerated().map { index, title in
      Tab(title: title, color: Self.tabPalette[index % Self.tabPalette.count])
    }
    preset.startIndex = min(startIndex, max(0, titles.count - 1))
    return preset
  }

  /// Page colours for tabs given at run time: distinct neighbours, all readable.
  public static let tabPalette: [RGB] = [
    RGB(0, 122, 255), RGB(52, 199, 89), RGB(255, 149, 0), RGB(175, 82, 222),
    RGB(255, 59, 48), RGB(90, 200, 250), RGB(255, 204, 0), RGB(88, 86, 214),
  ]
}

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

/// Where the bar of tab items sits.
public enum BarPlacement: String, Hashable, Sendable, CaseIterable {
  /// Under the title, across the top.
  case top
  /// Across the bottom edge.
  case bottom
  /// Floating over the pages one row above the bottom edge, inset from the sides; it slides out
  /// of view while content scrolls down.
  case floating
}

/// How wide a bar's items are.
public enum BarSizing: Hashable, Sendable {
  /// Equal shares of the bar (or a fixed width, centred): the built-in presets' bars.
  case equal
  /// As wide as their titles, the bar showing the selected tab and as many neighbours as fit,
  /// with `← +N` / `+N →` for the rest: many file tabs.
  case natural
}

/// How the bar shows which tab is selected, sliding with the pages.
public enum IndicatorStyle: String, Hashable, Sendable, CaseIterable {
  /// An underline 1/n of the bar wide on a row of its own, drawn to the half cell with `╺━╸`.
  case line
  /// The selected item's cell is filled, and the fill slides.
  case block
  /// One `•` centred under the item, moving continuously.
  case dot
  /// Nothing slides: only the item's own colour or weight tells the selection.
  case none

  /// Whether the style needs a row of its own beside the items.
  public var hasOwnRow: Bool { self == .line || self == .dot }
}
