import PagerKit

/// The lines a diff's file (or a commit's files) adds and removes, as `git diff --stat` counts
/// them: the overview of tabs and the bar show them as `+12 −3`.
public struct LineChanges: Hashable, Sendable {
  /// Lines added: a hunk's lines starting with `+`.
  package var added = 0
  /// Lines removed: a hunk's lines starting with `-`.
  package var removed = 0

  /// No lines changed yet.
  package init(added: Int = 0, removed: Int = 0) {
    self.added = added
    self.removed = removed
  }

  /// Counts a hunk's line whose first byte is `first`.
  mutating func count(first: UInt8?) {
    if first == 0x2B {
      added += 1
    } else if first == 0x2D {
      removed += 1
    }
  }

  /// `+12 −3`, with a minus sign as diffstat tools print it.
  package var label: String { "+\(added) −\(removed)" }
}
