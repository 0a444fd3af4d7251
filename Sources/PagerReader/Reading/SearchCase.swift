import PagerKit

/// How a screen's searches treat letter case: search, filters, the tabs' match counts and the
/// highlighting all follow it.
///
/// less matches case by default, ignores it with `-i` unless the pattern has a capital, and
/// always with `-I`. The program does as less does; a ``PagerScreen`` made without saying is
/// smart.
public enum SearchCase: Hashable, Sendable, CaseIterable {
  /// Letters match only in their own case (less without `-i` or `-I`).
  case sensitive
  /// Case is ignored unless the pattern has an uppercase letter (less `-i`).
  case smart
  /// Case is always ignored (less `-I`).
  case insensitive

  /// The `caseSensitive` argument of ``TextSearch``: nil for smart case.
  var caseSensitive: Bool? {
    switch self {
    case .sensitive: true
    case .smart: nil
    case .insensitive: false
    }
  }
}
