/// Where a search starts looking: less's `-a` and `-A`.
enum SearchStart: Equatable, Sendable {
  /// A forward search starts at the top of the screen, a backward one at its bottom; `n` and `N`
  /// start after or before the target line (less's default).
  case screen
  /// A forward search starts after the last line shown, a backward one before the first: the
  /// screen is skipped (`-a`).
  case afterScreen
  /// Every forward search, `n` too, starts just after the target line, every backward one just
  /// before it (`-A`).
  case afterTargetLine
}
