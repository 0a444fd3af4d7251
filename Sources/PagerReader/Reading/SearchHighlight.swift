import PagerKit

/// Which matches of the last search are highlighted: less's `-g` and `-G`.
public enum SearchHighlight: Hashable, Sendable {
  /// Every match of the last pattern (less's default).
  case allMatches
  /// Only the matches on the line of the match the last search went to (`-g`).
  case currentMatch
  /// None, until `Esc u` turns highlighting on (`-G`).
  case none
}
