import PagerKit
import PagerReader

/// Turns a style's colours into the colour numbers the terminal can show (`setaf`, `setab`).
struct ColorNumbers {
  let capabilities: TerminalCapabilities
  /// Whether the terminal's own background is dark or light (dark until it says): text is
  /// rounded to colours that show on it.
  var ground = TerminalGround.dark

  init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// The colour numbers (foreground, background; -1 the terminal's own) that show
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

  /// The colour number that shows `color`; text on the terminal's own background,
  /// `ground`, is rounded to a colour that shows on it.
  private func number(
    _ color: TerminalColor, isForeground: Bool, on ground: TerminalGround? = nil
  ) -> Int32 {
    let depth = capabilities.colorDepth
    switch color {
    case .standard:
      if capabilities.hasDefaultColors { return -1 }
      return isForeground ? 7 : 0
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
