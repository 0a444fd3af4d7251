/// A complete look and feel: the tabs, the title bar, and the bar's colours. Each reference
/// article is one preset.
public struct Preset: Hashable, Sendable {
  /// The name used on the command line (`--preset NAME`).
  public var name: String
  /// Text of the title row above the bar; no title row when nil.
  public var title: String?
  /// The tabs, at least one.
  public var tabs: [Tab]
  /// Background of the title row and the bar.
  public var barColor: RGB
  /// Text of the title row and the bar items.
  public var barTextColor: RGB
  /// The sliding indicator.
  public var indicatorColor: RGB

  /// Makes a preset.
  public init(
    name: String, title: String?, tabs: [Tab], barColor: RGB, barTextColor: RGB,
    indicatorColor: RGB
  ) {
    self.name = name
    self.title = title
    self.tabs = tabs
    self.barColor = barColor
    self.barTextColor = barTextColor
    self.indicatorColor = indicatorColor
  }
}

extension Preset {
  /// The *iFinance* demo (article 000): a title bar, a blue menu bar of four icon items with a
  /// light-grey underline, and brown, blue, dark grey and red pages.
  public static let menu = Preset(
    name: "menu",
    title: "iFinance",
    tabs: [
      Tab(title: "House", icon: "⌂", color: UIKitColor.brown),
      Tab(title: "Pencil", icon: "✎", color: UIKitColor.blue),
      Tab(title: "Person", icon: "☺", color: UIKitColor.darkGray),
      Tab(title: "Circle", icon: "◉", color: UIKitColor.red),
    ],
    barColor: UIKitColor.systemBlue,
    barTextColor: UIKitColor.white,
    indicatorColor: UIKitColor.lightGrey)

  /// Every built-in preset.
  public static let all: [Preset] = [.menu]

  /// The built-in preset called `name`, if any.
  public static func named(_ name: String) -> Preset? {
    all.first { $0.name == name }
  }
}
