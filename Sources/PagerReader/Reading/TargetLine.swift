import PagerKit

/// The row where a search match or a jump to a line lands: less's `-j`.
public enum TargetLine: Hashable, Sendable {
  /// Row N of the screen, 1 the top row; a negative N counts from the bottom, -1 the bottom row
  /// (`-j5`, `-j-2`).
  case row(Int)
  /// This fraction of the screen's height down from its top row, from 0 up to (not including)
  /// 1, worked out again when the screen's size changes (`-j.5`: the middle row).
  case fraction(Double)

  /// The row, counted from 0 at the top, of a screen `height` rows high; always on the screen.
  package func row(onScreenOf height: Int) -> Int {
    guard height > 0 else { return 0 }
    let row: Int
    switch self {
    case .row(let number): row = number > 0 ? number - 1 : height + number
    case .fraction(let fraction): row = Int((Double(height) * fraction).rounded(.down))
    }
    return min(max(row, 0), height - 1)
  }
}
