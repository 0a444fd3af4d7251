import PagerKit

/// What looking for a pattern on one line found.
package enum LineMatch: Hashable, Sendable {
  /// The first match on the way: these cells (or, on a line matched as its bytes, these bytes,
  /// which are its cells).
  case found(Range<Int>)
  /// No match.
  case none
  /// The pattern passed PCRE2's limits on this line (`(a+)+$` on a long run of `a`): whether it
  /// matches cannot be told in bounded time.
  case tooComplex

  init(_ match: RegularExpression.Match) {
    switch match {
    case .found(let range): self = .found(range)
    case .none: self = .none
    case .tooComplex: self = .tooComplex
    }
  }

  /// The same, a match found in a line's cells from cell `cells` on (its header columns cut
  /// off) placed in the whole line.
  func shifted(by cells: Int) -> LineMatch {
    guard case .found(let range) = self, cells != 0 else { return self }
    return .found(range.lowerBound + cells..<range.upperBound + cells)
  }

  /// Whether the line matches.
  package var isFound: Bool {
    if case .found = self { return true }
    return false
  }
}
