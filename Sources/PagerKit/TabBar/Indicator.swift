/// The sliding underline: its span in half cells and the glyphs that draw it.
///
/// The left edge follows the page position, rounded to the nearest half cell as Textual's
/// underline does, and the width is always one item in half cells, so the line never breathes
/// while it slides. A half-covered cell is drawn with `╺` (right half) or `╸` (left half).
package struct Indicator: Hashable, Sendable {
  /// Left edge, in half cells from column 0.
  package let startHalf: Int
  /// Right edge (exclusive), in half cells.
  package let endHalf: Int

  /// An indicator `width` columns wide whose left edge is at column `start`; kept inside
  /// `bounds` (columns) when given.
  package init(start: Double, width: Double, bounds: Range<Int>? = nil) {
    let widthHalves = Int((2 * width).rounded())
    var start = Int((2 * start).rounded())
    if let bounds {
      // Rounding both the edge and the width can overshoot the bar by half a cell at the end.
      start = max(2 * bounds.lowerBound, min(start, 2 * bounds.upperBound - widthHalves))
    }
    startHalf = start
    endHalf = start + widthHalves
  }

  /// The glyph for the cell at `column`, or nil where the indicator is not.
  package func glyph(atColumn column: Int) -> Character? {
    let left = max(startHalf, 2 * column)
    let right = min(endHalf, 2 * column + 2)
    guard left < right else { return nil }
    if right - left == 2 { return "━" }
    return left == 2 * column ? "╸" : "╺"
  }

  /// The columns the indicator touches.
  package var columns: Range<Int> {
    Self.floorHalf(startHalf)..<Self.floorHalf(endHalf + 1)
  }

  private static func floorHalf(_ halves: Int) -> Int {
    halves >= 0 ? halves / 2 : -((-halves + 1) / 2)
  }
}
