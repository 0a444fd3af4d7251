/// How many colours a terminal shows, and how a designed colour maps onto them.
public enum ColorDepth: Sendable, CaseIterable {
  /// No colour at all: only attributes such as bold and reverse.
  case none
  /// The 8 basic ANSI colours.
  case basic8
  /// The xterm 256-colour palette.
  case palette256
  /// Direct 24-bit colour.
  case trueColor

  /// The nearest colour this depth can show, or `.standard` when it shows none.
  public func approximate(_ color: RGB) -> TerminalColor {
    switch self {
    case .none: return .standard
    case .trueColor: return .rgb(color)
    case .palette256: return .indexed(Self.nearest(to: color, among: Self.palette256Searchable))
    case .basic8: return .indexed(Self.nearest(to: color, among: Self.basic8Entries))
    }
  }

  /// The nearest colour this depth can show for text in `color` on a terminal whose own
  /// background is `ground`, among those that stay visible on it. Eight colours are too few to
  /// round to: a dark grey would round to black, invisible on a dark terminal (bat's grid and
  /// line numbers, `38;5;238`). So black is left out on a dark ground and white on a light one,
  /// and a grey (a colour of little hue) becomes the one of them left, never a hue.
  public func approximateText(_ color: RGB, on ground: TerminalGround) -> TerminalColor {
    guard self == .basic8 else { return approximate(color) }
    let hidden: UInt8 = ground == .dark ? 0 : 7
    let channels = [color.red, color.green, color.blue]
    let isGrey = channels.max()! - channels.min()! < Self.greyHueLimit
    let candidates = Self.basic8Entries.filter {
      $0.index != hidden && (!isGrey || $0.index == 0 || $0.index == 7)
    }
    return .indexed(Self.nearest(to: color, among: candidates))
  }

  /// How far apart a colour's channels may be for it to count as a grey: the xterm greys and
  /// the cube's greys are 0 apart, its faintest tints 40.
  private static let greyHueLimit: UInt8 = 32

  /// The colour a terminal shows for `color` at this depth, as RGB (the design colour itself
  /// for `.trueColor` and `.none`). Used to choose readable text over it.
  public func shown(_ color: RGB) -> RGB {
    switch approximate(color) {
    case .indexed(let index): return Self.xtermValue(ofPaletteIndex: index)
    case .rgb(let rgb): return rgb
    case .standard: return color
    }
  }

  /// The colour xterm shows by default for palette entry `index`.
  public static func xtermValue(ofPaletteIndex index: UInt8) -> RGB {
    palette256Entries[Int(index)].rgb
  }

  private struct Entry {
    var index: UInt8
    var rgb: RGB
  }

  private static func nearest(to color: RGB, among entries: [Entry]) -> UInt8 {
    var best = entries[0]
    var bestDistance = Int.max
    for entry in entries {
      let distance = entry.rgb.squaredDistance(to: color)
      if distance < bestDistance {
        best = entry
        bestDistance = distance
      }
    }
    return best.index
  }

  /// xterm's default values for the basic colours.
  private static let basicValues: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
    RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
    RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
    RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
  ]

  private static let basic8Entries: [Entry] = (0..<8).map {
    Entry(index: UInt8($0), rgb: basicValues[$0])
  }

  /// All 256 entries; the search for a nearest colour skips 0–15, whose values vary by terminal.
  private static let palette256Entries: [Entry] = {
    var entries = (0..<16).map { Entry(index: UInt8($0), rgb: basicValues[$0]) }
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    for index in 16..<232 {
      let cube = index - 16
      entries.append(
        Entry(
          index: UInt8(index), rgb: RGB(levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])))
    }
    for index in 232..<256 {
      let grey = UInt8(8 + 10 * (index - 232))
      entries.append(Entry(index: UInt8(index), rgb: RGB(grey, grey, grey)))
    }
    return entries
  }()

  private static let palette256Searchable = Array(palette256Entries[16...])
}
