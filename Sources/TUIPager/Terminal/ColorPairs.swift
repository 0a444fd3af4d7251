import CNcursesw
import PagerKit

/// Turns a style's colours into an ncurses colour pair the terminal can show.
///
/// Pairs come from `alloc_pair`, which keeps its own table and recycles the least recently used
/// pair when all are taken. Caching pairs here would hide that use from it, so only the last pair
/// is remembered (runs of one style are the common case).
struct ColorPairs {
  let capabilities: TerminalCapabilities
  private var last: (foreground: Int32, background: Int32, pair: Int32)?

  init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// The pair for `style`, or 0 (the terminal's colours) when the terminal has no colour.
  mutating func pair(for style: Style) -> Int32 {
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
    return (
      number(style.foreground, isForeground: true), number(style.background, isForeground: false)
    )
  }

  /// The ncurses colour number that shows `color`.
  private func number(_ color: TerminalColor, isForeground: Bool) -> Int32 {
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
      if index < 16 { return Int32(index - 8) }
      return number(
        depth.approximate(ColorDepth.xtermValue(ofPaletteIndex: index)), isForeground: isForeground)
    case .rgb(let rgb):
      if depth == .trueColor { return Self.direct(rgb) }
      return number(depth.approximate(rgb), isForeground: isForeground)
    }
  }

  /// A direct colour number. Numbers 0–7 mean the basic palette in direct mode, so the few
  /// near-black blues that pack below 8 move up to the nearest value that is a colour.
  private static func direct(_ rgb: RGB) -> Int32 {
    max(8, Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue))
  }
}
