/// Whether the terminal's own background is dark or light, as it answers when asked (OSC 11):
/// the bar, the indicator and dark text are chosen to read on it.
public enum TerminalGround: Hashable, Sendable {
  /// Dark, or not known (most terminals are dark, and tinted pages are dark anyway).
  case dark
  /// Light: a luminance above one half.
  case light

  /// The ground of a terminal whose background is `color`.
  public init(background color: RGB) {
    self = color.luminance > 0.5 ? .light : .dark
  }
}
