/// Where the items of a bar of equal-width items sit, in columns.
///
/// Item `i` spans `i·W/n ..< (i+1)·W/n` (integer division), so the widths differ by at most one
/// column and together cover the bar exactly: the remainder is spread, never lost.
public struct TabBarLayout: Hashable, Sendable {
  /// How many items.
  public let itemCount: Int
  /// The bar's width in columns.
  public let width: Int
  /// The bar's first column on screen.
  public let originColumn: Int

  /// A layout of `itemCount` items (at least 1) over `width` columns starting at `originColumn`.
  public init(itemCount: Int, width: Int, originColumn: Int = 0) {
    self.itemCount = max(1, itemCount)
    self.width = max(0, width)
    self.originColumn = originColumn
  }

  /// The columns of item `index`.
  public func span(of index: Int) -> Range<Int> {
    originColumn + index * width / itemCount..<originColumn + (index + 1) * width / itemCount
  }

  /// The item under `column`, if any.
  public func item(atColumn column: Int) -> Int? {
    let offset = column - originColumn
    guard offset >= 0, offset < width else { return nil }
    // A first guess from the inverse of span(of:), then corrected for the integer rounding.
    var index = offset * itemCount / width
    while index + 1 < itemCount, span(of: index + 1).lowerBound <= column { index += 1 }
    return index
  }
}
