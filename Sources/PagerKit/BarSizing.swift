/// How wide a bar's items are.
public enum BarSizing: Hashable, Sendable {
  /// Equal shares of the bar (or a fixed width, centred): the articles' bars.
  case equal
  /// As wide as their titles, the bar showing the active tab and as many neighbours as fit,
  /// with `← +N` / `+N →` for the rest: many file tabs.
  case natural
}
