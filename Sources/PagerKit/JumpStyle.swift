/// How a jump across several tabs looks.
public enum JumpStyle: String, Hashable, Sendable, CaseIterable {
  /// The pages slide past, every page between included (the menu article's collection view).
  case slide
  /// The target page slides in next to the current one from the side of its direction, and the
  /// pages between are not shown (the tab bar article's page controller).
  case direct
}
