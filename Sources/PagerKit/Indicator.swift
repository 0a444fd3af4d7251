/// The sliding underline: its span in half cells and the glyphs that draw it.
///
/// The left edge follows the page position, rounded to the nearest half cell as Textual's
/// underline does, and the width is always the bar's width / item count in half cells, so the
/// line never breathes while it slides. A half-covered cell is drawn with `╺` (right half) or
/// `╸` (left half).
public struct Indicator: Hashable, Sendable {
  /// Left edge, in half cells from the bar's first column.
  public let startHalf: Int
  /// Right edge (exclusive), in half cells.
  public let endHalf: Int

  /// The indicator of a bar `width` columns wide holding `itemCount` items, at page `position`:
  /// its left edge at `position · width / itemCount`, its width `width / itemCount`.
  public init(position: Double, itemCount: Int, width: Int) {
    let itemWidth = Double(width) / Double(max(1, itemCount))
    let widthHalves = Int((2 * itemWidth).rounded())
    let start = Int(max(0, 2 * position * itemWidth).rounded())
    // Rounding both the edge and the width can overshoot the bar by half a cell at the far end.
    startHalf = max(0, min(start, 2 * width - widthHalves))
    endHalf = startHalf + widthHalves
  }

  /// The glyph for the cell at `column` (relative to the bar), or nil where the indicator is not.
  public func glyph(atColumn column: Int) -> Character? {
    let left = max(startHalf, 2 * column)
    let right = min(endHalf, 2 * column + 2)
    guard left < right else { return nil }
    if right - left == 2 { return "━" }
    return left == 2 * column ? "╸" : "╺"
  }

  /// The columns the indicator touches, relative to the bar.
  public var columns: Range<Int> { startHalf / 2..<(endHalf + 1) / 2 }
}
