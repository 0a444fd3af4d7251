/// Which rows of the screen hold what, for one preset at one size.
public struct ScreenLayout: Hashable, Sendable {
  /// The screen size.
  public let size: Size
  /// The title row, if the preset has a title.
  public let titleRow: Int?
  /// The row of bar items.
  public let barRow: Int
  /// The row the indicator slides along.
  public let indicatorRow: Int
  /// The rows of the page area.
  public let pageRows: Range<Int>
  /// Where the bar items sit.
  public let bar: TabBarLayout

  /// Lays out `preset` on a screen of `size`.
  public init(preset: Preset, size: Size) {
    self.size = size
    let firstBarRow = preset.title == nil ? 0 : 1
    titleRow = preset.title == nil ? nil : 0
    barRow = firstBarRow
    indicatorRow = firstBarRow + 1
    pageRows = min(size.rows, firstBarRow + 2)..<size.rows
    bar = TabBarLayout(itemCount: preset.tabs.count, width: size.columns)
  }

  /// Whether there is room for every part: one column per bar item and one row of page.
  public var isUsable: Bool {
    !pageRows.isEmpty && size.columns >= bar.itemCount
  }

  /// The tab whose bar item is at `column`, `row`, if any.
  public func tab(atColumn column: Int, row: Int) -> Int? {
    guard isUsable, row == barRow || row == indicatorRow else { return nil }
    return bar.item(atColumn: column)
  }
}
