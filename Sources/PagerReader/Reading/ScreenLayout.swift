import PagerKit

/// Which rows and columns of the screen hold what, for one preset at one size.
package struct ScreenLayout: Hashable, Sendable {
  /// The screen size.
  package let size: Size
  /// The title row, if the preset has a title.
  package let titleRow: Int?
  /// The row of bar items (for a floating bar, where it is when fully shown).
  package let barRow: Int
  /// The row the line or dot indicator slides along, if the style has one.
  package let indicatorRow: Int?
  /// The rows of the page area.
  package let pageRows: Range<Int>
  /// Where the bar items sit.
  package let bar: TabBarLayout
  /// The status line, if the preset has one: the last row.
  package let statusRow: Int?
  /// Rows at the bottom of the page area that a shown floating bar covers, its gap included;
  /// content keeps its last line above them. 0 for a bar beside the pages.
  package let coveredRows: Int

  /// Whether the items are as wide as their titles (and may overflow) rather than equal shares.
  package let hasNaturalItems: Bool

  /// Columns a floating bar keeps from each side when the screen is wide enough.
  static let floatingInset = 2

  /// Lays out `preset` on a screen of `size`.
  package init(preset: Preset, size: Size) {
    self.size = size
    let titleRows = preset.title == nil ? 0 : 1
    let indicatorRows = preset.shownIndicator.hasOwnRow ? 1 : 0
    titleRow = titleRows == 1 ? 0 : nil
    hasNaturalItems = preset.barSizing == .natural
    statusRow = preset.showsStatusLine && size.rows > 0 ? size.rows - 1 : nil
    let rows = size.rows - (statusRow == nil ? 0 : 1)
    var barColumns = 0..<size.columns
    switch preset.barPlacement {
    case .top:
      barRow = titleRows
      indicatorRow = indicatorRows == 1 ? barRow + 1 : nil
      pageRows = min(rows, barRow + 1 + indicatorRows)..<rows
      coveredRows = 0
    case .bottom:
      barRow = rows - 1
      indicatorRow = indicatorRows == 1 ? barRow - 1 : nil
      pageRows = titleRows..<max(titleRows, barRow - indicatorRows)
      coveredRows = 0
    case .floating:
      // The bar's last row is one row above the bottom edge.
      barRow = rows - 2 - indicatorRows
      indicatorRow = indicatorRows == 1 ? barRow + 1 : nil
      pageRows = min(titleRows, rows)..<rows
      coveredRows = 2 + indicatorRows
      if size.columns >= 12 * Self.floatingInset {
        barColumns = Self.floatingInset..<size.columns - Self.floatingInset
      }
    }
    bar = TabBarLayout(
      itemCount: preset.tabs.count, width: barColumns.count, originColumn: barColumns.lowerBound,
      fixedItemWidth: preset.itemWidth, spacing: preset.itemSpacing)
  }

  /// Whether there is room for every part: a row of page content, and one column per bar item
  /// where items share the bar equally.
  package var isUsable: Bool {
    pageRows.count > coveredRows && barRow >= 0
      && bar.width >= (hasNaturalItems ? 1 : bar.itemCount)
  }

  /// Rows of content that show above a shown floating bar (all of the page area otherwise).
  package var contentRows: Int { max(0, pageRows.count - coveredRows) }

  /// The bar's rows, moved down by `drop` rows while a floating bar hides.
  package func barRows(dropped drop: Int) -> (bar: Int, indicator: Int?) {
    (barRow + drop, indicatorRow.map { $0 + drop })
  }

  /// How far a floating bar moves down to be out of view.
  package var hiddenDrop: Int { coveredRows }

  /// The tab whose bar item is at `column`, `row`, with the bar moved down by `drop` rows.
  package func tab(atColumn column: Int, row: Int, dropped drop: Int = 0) -> Int? {
    guard isUsable else { return nil }
    let rows = barRows(dropped: drop)
    guard row == rows.bar || row == rows.indicator, row < (statusRow ?? size.rows) else {
      return nil
    }
    return bar.item(atColumn: column)
  }
}
