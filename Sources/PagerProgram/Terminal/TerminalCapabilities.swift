import PagerKit
import PagerReader

/// What the terminal can do, read from its terminfo entry.
struct TerminalCapabilities {
  var colorDepth: ColorDepth
  /// `COLORS`: the highest colour number plus one.
  var colorCount: Int
  /// Whether -1 means "the terminal's own colour" (the entry has `op`).
  var hasDefaultColors: Bool
  /// Whether mouse reports follow xterm's protocol, where private mode 1002 adds motion reports
  /// while a button is held.
  var speaksXtermMouse: Bool

  /// Reads the capabilities of the terminfo entry loaded (`setupterm`). Colours are shown where
  /// the entry sets them as ANSI does (`setaf`, `setab`); "the terminal's own colour" is there
  /// when the entry says how to go back to it (`op`, as ncurses' `use_default_colors` asks).
  static func detect() -> TerminalCapabilities {
    var capabilities = TerminalCapabilities(
      colorDepth: .none, colorCount: 0, hasDefaultColors: false,
      speaksXtermMouse: Terminfo.string("kmous")?.hasPrefix("\u{1B}[") ?? false)
    let count = Terminfo.number("colors")
    guard count > 0, Terminfo.hasString("setaf"), Terminfo.hasString("setab") else {
      return capabilities
    }
    capabilities.hasDefaultColors = Terminfo.hasString("op")
    capabilities.colorCount = count
    capabilities.colorDepth = depth(colorCount: count)
    return capabilities
  }

  /// Direct colour is for terminfo entries with the `RGB` flag (xterm-direct and kin), where
  /// every colour number above 7 is a packed 0xRRGGBB, as ncurses takes them.
  private static func depth(colorCount: Int) -> ColorDepth {
    if colorCount >= 1 << 24 && Terminfo.flag("RGB") { return .trueColor }
    if colorCount >= 256 { return .palette256 }
    if colorCount >= 8 { return .basic8 }
    return .none
  }
}
