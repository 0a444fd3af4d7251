import CNcursesw
import PagerKit
import PagerReader

/// Turns a style's colours into an ncurses colour pair the terminal can show.
///
/// Pairs come from `alloc_pair`, which keeps its own table and recycles the least recently used
/// pair when all are taken. Caching pairs here would hide that use from it, so only the last pair
/// is remembered (runs of one style are the common case).
struct ColorPairs {
  let capabilities: TerminalCapabilities
  /// Whether the terminal's own background is dark or light (dark until it says): text is
  /// rounded to colours that show on it.
  var ground = TerminalGround.dark {
    didSet {
      last = nil
      lastColors = nil
    }
  }
  private var last: (foreground: Int32, background: Int32, pair: Int32)?
  /// The colours of the last style asked for and their pair: a frame's cells come in runs of
  /// one style, and rounding the colours again for each cell cost more than writing it.
  private var lastColors: (foreground: TerminalColor, background: TerminalColor, pair: Int32)?

  init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// The pair for `style`, or 0 (the terminal's colours) when the terminal has no colour.
  mutating func pair(for style: Style) -> Int32 {
    if let lastColors, lastColors.foreground == style.foreground,
      lastColors.background == style.background
    {
      return lastColors.pair
    }
    let pair = numberedPair(for: style)
    lastColors = (style.foreground, style.background, pair)
    return pair
  }

  private mutating func numberedPair(for style: Style) -> Int32 {
    guard let (foreground, background) = colorNumbers(for: style) else { return 0 }
    if let last, last.foreground == foreground, last.background == background { return last.pair }
    let pair = max(0, alloc_pair(foreground, background))
    last = (foreground, background, pair)
    return pair
  }

  /// The ncurses colour numbers (foreground, background; -1 the terminal's own) that show
  /// `style`, or nil when the terminal has no colour.
  func colorNumbers(for style: Style) -> (foreground: Int32, background: Int32)? {
    guard capabilities.colorDepth != .none else { return nil }
    // Text over a colour of its own is not on the terminal's background.
    let textGround = style.background == .standard ? ground : nil
    return (
      number(style.foreground, isForeground: true, on: textGround),
      number(style.background, isForeground: false)
    )
  }

  /// The ncurses colour number that shows `color`; text on the terminal's own background,
  /// `ground`, is rounded to a colour that shows on it.
  private func number(
    _ color: TerminalColor, isForeground: Bool, on ground: TerminalGround? = nil
  ) -> Int32 {
    let depth = capabilities.colorDepth
    switch color {
    case .standard:
      if capabilities.hasDefaultColors { return -1 }
      return isForeground ? Int32(COLOR_WHITE) : Int32(COLOR_BLACK)
    case .indexed(let index):
      if depth == .trueColor {
        return index < 8 ? Int32(index) : Self.direct(ColorDepth.xtermValue(ofPaletteIndex: index))
      }
      if Int(index) < capabilities.colorCount { return Int32(index) }
      let value = ColorDepth.xtermValue(ofPaletteIndex: index)
      // A bright colour is shown as its basic one, unless that one does not show.
      if index < 16, !Self.hides(index - 8, on: ground) { return Int32(index - 8) }
      return number(rounded(value, on: ground), isForeground: isForeground)
    case .rgb(let rgb):
      if depth == .trueColor { return Self.direct(rgb) }
      return number(rounded(rgb, on: ground), isForeground: isForeground)
    }
  }

  /// The nearest colour the terminal has to `rgb`: one that shows on `ground`, for text on it.
  private func rounded(_ rgb: RGB, on ground: TerminalGround?) -> TerminalColor {
    let depth = capabilities.colorDepth
    guard let ground else { return depth.approximate(rgb) }
    return depth.approximateText(rgb, on: ground)
  }

  /// Whether the basic colour `index` is the one text cannot be seen in on `ground`: black on
  /// a dark terminal, white on a light one.
  private static func hides(_ index: UInt8, on ground: TerminalGround?) -> Bool {
    switch ground {
    case .dark?: index == 0
    case .light?: index == 7
    case nil: false
    }
  }

  /// A direct colour number. Numbers 0–7 mean the basic palette in direct mode, so the few
  /// near-black blues that pack below 8 move up to the nearest value that is a colour.
  private static func direct(_ rgb: RGB) -> Int32 {
    max(8, Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue))
  }
}
