import PagerKit

/// What a match must meet beyond its pattern, as less puts it: the sub-patterns that must have
/// matched text (the `^S` search modifier), and the header columns searches pass over
/// (`--no-search-header-columns`).
public struct MatchConditions: Hashable, Sendable {
  /// The parenthesised sub-patterns, 1 to 5, each of which must match text for a match to be
  /// found (`^S` followed by the digit). Matches without them are still highlighted.
  package var subpatterns: Set<Int> = []
  /// Columns at the start of every line that are not searched: the line is matched as if it
  /// began after them.
  package var skippedColumns = 0

  /// None: every match of the pattern counts.
  package init(subpatterns: Set<Int> = [], skippedColumns: Int = 0) {
    self.subpatterns = subpatterns
    self.skippedColumns = max(0, skippedColumns)
  }

  /// Whether every match of the pattern meets them.
  package var isEmpty: Bool { subpatterns.isEmpty && skippedColumns == 0 }

  /// How many cells at the start of `line` are passed over: the skipped columns, and the rest
  /// of a wide glyph they cut.
  func skippedCells(in line: DisplayLine) -> Int {
    var skipped = min(skippedColumns, line.cells.count)
    while skipped < line.cells.count, line.cells[skipped].isContinuation { skipped += 1 }
    return skipped
  }
}
