import PagerKit

/// What a match must meet beyond its pattern, as less puts it: the sub-patterns that must have
/// matched text (the `^S` search modifier), and the header lines and columns searches pass over
/// (`--no-search-header-lines`, `--no-search-header-columns`).
public struct MatchConditions: Hashable, Sendable {
  /// The parenthesised sub-patterns, 1 to 5, each of which must match text for a match to be
  /// found (`^S` followed by the digit). Matches without them are still highlighted.
  package var subpatterns: Set<Int> = []
  /// Columns at the start of every line that are not searched: the line is matched as if it
  /// began after them.
  package var skippedColumns = 0
  /// Lines at the start of a text that are not searched, counted, nor judged by a filter (which
  /// keeps them as its header): the header lines.
  package var skippedLines = 0

  /// None: every match of the pattern counts.
  package init(subpatterns: Set<Int> = [], skippedColumns: Int = 0, skippedLines: Int = 0) {
    self.subpatterns = subpatterns
    self.skippedColumns = max(0, skippedColumns)
    self.skippedLines = max(0, skippedLines)
  }

  /// Whether every match of the pattern on a line is found: no sub-pattern is required and no
  /// column passed over. (The lines passed over are a matter of which lines are looked at, not
  /// of what is found on one.)
  package var findsEveryMatch: Bool { subpatterns.isEmpty && skippedColumns == 0 }

  /// How many cells at the start of `line` are passed over: the skipped columns, and the rest
  /// of a wide glyph they cut. `line` may be a piece of a longer line whose first cell is at
  /// column `column`.
  func skippedCells(in line: DisplayLine, from column: Int = 0) -> Int {
    var skipped = min(max(0, skippedColumns - column), line.cells.count)
    guard skipped > 0 else { return 0 }
    while skipped < line.cells.count, line.cells[skipped].isContinuation { skipped += 1 }
    return skipped
  }
}
