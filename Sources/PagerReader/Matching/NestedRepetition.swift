import PagerKit

/// Whether a regular expression repeats a group that itself repeats or has alternatives
/// (`(a+)+`, `(x+x+)+y`, `(a|aa)*`, `(.*){2,}`): the shape whose backtracking grows without
/// bound. Such a pattern is matched a line at a time, so that the time each line takes can be
/// watched between lines, rather than across a whole chunk in one call of PCRE2.
enum NestedRepetition {
  static func isIn(_ pattern: String) -> Bool {
    let scalars = Array(pattern.unicodeScalars)
    // For each group open: whether it repeats something or has alternatives inside.
    var groups: [Bool] = []
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\\":
        index += 1
      case "[":
        // A class is one atom.
        guard let end = RequiredLiteral.classEnd(scalars, from: index) else { return false }
        index = end
      case "(":
        groups.append(false)
      case ")":
        let inner = groups.popLast() ?? false
        if inner, repeats(scalars, at: index) { return true }
        if inner, !groups.isEmpty { groups[groups.count - 1] = true }
      case "|":
        if !groups.isEmpty { groups[groups.count - 1] = true }
      case "*", "+", "{":
        if !groups.isEmpty { groups[groups.count - 1] = true }
      default:
        break
      }
    }
    return false
  }

  /// Whether a quantifier that repeats (more than once) starts at `index`: `*`, `+`, `{n,}`,
  /// `{n,m}` with m above 1.
  private static func repeats(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index < scalars.count else { return false }
    switch scalars[index] {
    case "*", "+": return true
    case "{":
      guard let close = scalars[index...].firstIndex(of: "}") else { return false }
      let bounds = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      let parts = bounds.split(separator: ",", omittingEmptySubsequences: false)
      guard let most = parts.last else { return false }
      return parts.count > 1 ? (most.isEmpty || (Int(most) ?? 0) > 1) : (Int(most) ?? 0) > 1
    default: return false
    }
  }
}
