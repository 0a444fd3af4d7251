import CNcursesw
import PagerKit
import PagerReader

/// What the terminal can do, read from terminfo once curses is up.
struct TerminalCapabilities {
  var colorDepth: ColorDepth
  /// `COLORS`: the highest colour number plus one.
  var colorCount: Int
  /// Whether -1 means "the terminal's own colour" (`use_default_colors` succeeded).
  var hasDefaultColors: Bool
  /// Whether mouse reports follow xterm's protocol, where private mode 1002 adds motion reports
  /// while a button is held.
  var speaksXtermMouse: Bool

  /// Starts colour (when the terminal has it) and reads the capabilities of the current screen.
  static func detect() -> TerminalCapabilities {
    var capabilities = TerminalCapabilities(
      colorDepth: .none, colorCount: 0, hasDefaultColors: false,
      speaksXtermMouse: Terminfo.string("kmous")?.hasPrefix("\u{1B}[") ?? false)
    guard has_colors() else { return capabilities }
    start_color()
    capabilities.hasDefaultColors = use_default_colors() == OK
    capabilities.colorCount = Int(cn_colors())
    capabilities.colorDepth = depth(colorCount: capabilities.colorCount)
    return capabilities
  }

  /// ncurses speaks direct colour only for terminfo entries with the `RGB` flag (xterm-direct and
  /// kin), where every colour number above 7 is a packed 0xRRGGBB.
  private static func depth(colorCount: Int) -> ColorDepth {
    if colorCount >= 1 << 24 && Terminfo.flag("RGB") { return .trueColor }
    if colorCount >= 256 { return .palette256 }
    if colorCount >= 8 { return .basic8 }
    return .none
  }
}
