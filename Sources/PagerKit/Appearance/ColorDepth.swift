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
    case .palette256: return .indexed(Self.nearestOf256(color))
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
    switch index {
    case 0..<16: return basicValues[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return RGB(grey, grey, grey)
    }
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

  /// The levels of each channel in the colour cube (entries 16–231).
  private static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  /// The entry of 16–255 nearest to `color`, as a search through all 240 would find it (the
  /// first of equals), without the search: the cube's nearest is each channel's nearest level,
  /// since the cube is every combination of them; the greys' nearest is the level nearest the
  /// channels' weighed mean, one of the two around it; the nearer of the two wins, the cube's on
  /// a tie.
  package static func nearestOf256(_ color: RGB) -> UInt8 {
    func cubeLevel(_ value: UInt8) -> Int {
      // The first of two levels as near: the lower, whose index comes first.
      var best = 0
      for level in 1..<cubeLevels.count
      where abs(Int(cubeLevels[level]) - Int(value)) < abs(Int(cubeLevels[best]) - Int(value)) {
        best = level
      }
      return best
    }
    let (red, green, blue) = (cubeLevel(color.red), cubeLevel(color.green), cubeLevel(color.blue))
    let cube = RGB(cubeLevels[red], cubeLevels[green], cubeLevels[blue])
    let cubeIndex = 16 + 36 * red + 6 * green + blue
    // The greys are 8, 18, … 238. The distance weighs the channels 3, 4 and 2 (RGB's
    // squaredDistance): to a grey g it is 9 (g - mean)² and a constant, for their mean so weighed.
    let mean = (3 * Int(color.red) + 4 * Int(color.green) + 2 * Int(color.blue)) / 9
    let below = min(max(0, (mean - 8) / 10), 23)
    var greyIndex = 232 + below
    var greyDistance = Int.max
    for step in below...min(below + 1, 23) {
      let level = UInt8(8 + 10 * step)
      let distance = RGB(level, level, level).squaredDistance(to: color)
      if distance < greyDistance {
        greyIndex = 232 + step
        greyDistance = distance
      }
    }
    return UInt8(greyDistance < cube.squaredDistance(to: color) ? greyIndex : cubeIndex)
  }

  /// The nearest of 16–255 by a search through all of them: what ``nearestOf256(_:)`` gives.
  package static func searchedNearestOf256(_ color: RGB) -> UInt8 {
    nearest(
      to: color,
      among: (16...255).map { Entry(index: UInt8($0), rgb: xtermValue(ofPaletteIndex: UInt8($0))) })
  }
}
