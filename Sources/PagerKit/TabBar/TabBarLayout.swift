/// Where the items of a bar sit, in columns: equal shares of the bar, or items of a fixed width
/// centred in it.
///
/// With equal shares, item `i` spans `i·W/n ..< (i+1)·W/n` (integer division), so the widths
/// differ by at most one column and together cover the bar exactly: the remainder is spread,
/// never lost. Fixed-width items that do not fit fall back to equal shares.
package struct TabBarLayout: Hashable, Sendable {
  /// How many items.
  package let itemCount: Int
  /// The bar's width in columns.
  package let width: Int
  /// The bar's first column on screen.
  package let originColumn: Int
  /// The width of each item when fixed, if they fit.
  package let fixedItemWidth: Int?
  /// Columns between fixed-width items.
  package let spacing: Int

  /// A layout of `itemCount` items (at least 1) over `width` columns starting at `originColumn`;
  /// `fixedItemWidth`-wide items `spacing` apart, centred, when given and they fit.
  package init(
    itemCount: Int, width: Int, originColumn: Int = 0, fixedItemWidth: Int? = nil, spacing: Int = 0
  ) {
    self.itemCount = max(1, itemCount)
    self.width = max(0, width)
    self.originColumn = originColumn
    let count = max(1, itemCount)
    if let fixedItemWidth, count * fixedItemWidth + (count - 1) * spacing <= width {
      self.fixedItemWidth = fixedItemWidth
      self.spacing = spacing
    } else {
      self.fixedItemWidth = nil
      self.spacing = 0
    }
  }

  /// The columns the bar covers.
  package var columns: Range<Int> { originColumn..<originColumn + width }

  /// The columns of item `index`.
  package func span(of index: Int) -> Range<Int> {
    if let fixedItemWidth {
      let start = fixedOrigin + index * (fixedItemWidth + spacing)
      return start..<start + fixedItemWidth
    }
    return originColumn + index * width / itemCount..<originColumn + (index + 1) * width / itemCount
  }

  /// The item under `column`, if any.
  package func item(atColumn column: Int) -> Int? {
    guard columns.contains(column) else { return nil }
    if let fixedItemWidth {
      let offset = column - fixedOrigin
      guard offset >= 0 else { return nil }
      let index = offset / (fixedItemWidth + spacing)
      return index < itemCount && span(of: index).contains(column) ? index : nil
    }
    // A first guess from the inverse of span(of:), then corrected for the integer rounding.
    var index = (column - originColumn) * itemCount / max(1, width)
    while index + 1 < itemCount, span(of: index + 1).lowerBound <= column { index += 1 }
    return index
  }

  /// The indicator's left edge in columns at page `position`: it moves one item pitch per page.
  package func indicatorStart(at position: Double) -> Double {
    if let fixedItemWidth {
      return Double(fixedOrigin) + position * Double(fixedItemWidth + spacing)
    }
    return Double(originColumn) + position * indicatorWidth
  }

  /// The indicator's width in columns: one item.
  package var indicatorWidth: Double {
    if let fixedItemWidth { return Double(fixedItemWidth) }
    return Double(width) / Double(itemCount)
  }

  /// How far the indicator moves from one page to the next, in columns.
  package var pitch: Double {
    if let fixedItemWidth { return Double(fixedItemWidth + spacing) }
    return indicatorWidth
  }

  private var fixedOrigin: Int {
    let fixed = fixedItemWidth ?? 0
    let total = itemCount * fixed + (itemCount - 1) * spacing
    return originColumn + (width - total) / 2
  }
}
