/// Where the bar of tab items sits.
public enum BarPlacement: String, Hashable, Sendable, CaseIterable {
  /// Under the title, across the top.
  case top
  /// Across the bottom edge.
  case bottom
  /// Floating over the pages one row above the bottom edge, inset from the sides; it slides out
  /// of view while content scrolls down.
  case floating
}
