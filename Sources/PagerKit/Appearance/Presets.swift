/// The built-in presets: a menu under a title, a top bar of text titles, a bottom tab bar, a
/// floating tab bar, and tabs of text documents.
extension Preset {
  /// Tabs of text (files, standard input, command output) titled `titles`: a bar of titles as wide
  /// as they are, overflowing into `← +N` / `+N →`, each tab in its own colour from
  /// ``tabPalette``, pages in the terminal's own colours (or, `tinted`, dark tints of their
  /// tabs' colours), and a status line. With one tab the title is marked on the bar's own row,
  /// so the text has every row but two.
  public static func documents(titled titles: [String], tinted: Bool = false) -> Preset {
    var preset = Preset(
      name: "documents",
      tabs: titles.enumerated().map { index, title in
        Tab(title: title, color: tabPalette[index % tabPalette.count])
      },
      bar: BarLook(
        background: RGB(38, 38, 38), text: RGB(200, 200, 200), selectedText: UIKitColor.white,
        selectedIsBold: true, indicator: UIKitColor.white, itemContent: .title),
      barSizing: .natural, showsStatusLine: true, pageTint: 0.12, colorsItemsByTab: true)
    preset.singleTabIndicator = .block
    preset.keepsTerminalColors = !tinted
    return preset
  }

  /// Every built-in preset, the default first.
  public static let all: [Preset] = [.menu, .titles, .tabbar, .floating]

  /// The built-in preset called `name`, if any.
  public static func named(_ name: String) -> Preset? {
    all.first { $0.name == name }
  }

  /// A menu under a title, the *iFinance* demo: a title bar, a blue menu bar of four icon items with a
  /// light-grey underline, and brown, blue, dark grey and red pages; jumps slide through the
  /// pages between.
  public static let menu = Preset(
    name: "menu",
    title: "iFinance",
    tabs: [
      Tab(title: "House", icon: "⌂", color: UIKitColor.brown),
      Tab(title: "Pencil", icon: "✎", color: UIKitColor.blue),
      Tab(title: "Person", icon: "☺", color: UIKitColor.darkGray),
      Tab(title: "Circle", icon: "◉", color: UIKitColor.red),
    ],
    bar: BarLook(
      background: UIKitColor.systemBlue, text: UIKitColor.white, selectedText: UIKitColor.white,
      selectedIsBold: false, indicator: UIKitColor.lightGrey, itemContent: .iconAndTitle))

  /// A hand-made top menu of text titles: a white bar, the selected title bold, a
  /// black mark 1/n wide under it. Titles of different widths, one Korean.
  public static let titles = Preset(
    name: "titles",
    tabs: [
      Tab(title: "Home", color: RGB(0, 122, 255)),
      Tab(title: "Recommended", color: RGB(52, 199, 89)),
      Tab(title: "마이페이지", color: RGB(255, 149, 0)),
      Tab(title: "Settings", color: RGB(175, 82, 222)),
    ],
    bar: BarLook(
      background: UIKitColor.white, text: UIKitColor.black, selectedText: UIKitColor.black,
      selectedIsBold: true, indicator: UIKitColor.black, itemContent: .title))

  /// A swipeable bottom tab bar: three icon items centred at the bottom over red,
  /// blue and yellow pages, starting on the centre page; a tap moves directly to its page.
  public static let tabbar = Preset(
    name: "tabbar",
    tabs: [
      Tab(title: "Music", icon: "♫", color: UIKitColor.red),
      Tab(title: "Play", icon: "►", color: UIKitColor.blue),
      Tab(title: "Star", icon: "✩", color: UIKitColor.yellow),
    ],
    barPlacement: .bottom, indicator: .none, jumpStyle: .direct, startIndex: 1,
    bar: BarLook(
      background: UIKitColor.white, text: UIKitColor.gray, selectedText: UIKitColor.blue,
      selectedIsBold: true, indicator: UIKitColor.blue, itemContent: .icon),
    itemWidth: 9, itemSpacing: 1)

  /// A floating bottom tab bar: a light-grey bar of four buttons floating over
  /// pages whose content is twice the screen high; scrolling down hides the bar.
  public static let floating = Preset(
    name: "floating",
    tabs: [
      Tab(title: "First", color: RGB(28, 28, 30)),
      Tab(title: "Second", color: RGB(0, 64, 128)),
      Tab(title: "Third", color: RGB(0, 96, 64)),
      Tab(title: "Fourth", color: RGB(96, 32, 96)),
    ],
    barPlacement: .floating, indicator: .block, jumpStyle: .direct,
    bar: BarLook(
      background: UIKitColor.lightGray, text: UIKitColor.black, selectedText: UIKitColor.white,
      selectedIsBold: true, indicator: UIKitColor.systemBlue, itemContent: .title),
    scrollsContent: true)
}

/// The UIKit colours the presets are designed in.
enum UIKitColor {
  static let brown = RGB(153, 102, 51)
  static let blue = RGB(0, 0, 255)
  static let darkGray = RGB(85, 85, 85)
  static let red = RGB(255, 0, 0)
  static let white = RGB(255, 255, 255)
  static let black = RGB(0, 0, 0)
  static let yellow = RGB(255, 255, 0)
  static let gray = RGB(128, 128, 128)
  static let lightGray = RGB(170, 170, 170)
  static let systemBlue = RGB(0, 122, 255)
  /// `UIColor(white: 0.9, alpha: 1)`, the menu's indicator.
  static let lightGrey = RGB(230, 230, 230)
}
