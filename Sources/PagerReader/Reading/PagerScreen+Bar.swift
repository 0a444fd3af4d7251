import PagerKit

/// The bar's items: titles with their marks and match counts, and the natural-width layout
/// around the selected tab.
extension PagerScreen {
  static func overflowBar(
    _ layout: ScreenLayout, titles: [String], selectedIndex: Int
  ) -> OverflowTabBarLayout? {
    guard layout.hasNaturalItems else { return nil }
    return OverflowTabBarLayout(
      titles: titles, selectedIndex: selectedIndex, width: layout.bar.width)
  }

  /// Titles the bar items with the tabs' marks and match counts, laying the bar out again when
  /// they or the selection changed.
  mutating func refreshBar(selectionChanged: Bool) {
    // By index: thousands of tabs (a stream's sections) are looked at on every event.
    var titles: [String] = []
    titles.reserveCapacity(pages.count)
    let changes = tabs.lineChanges
    for tab in pages.indices {
      titles.append(
        Self.barTitle(
          preset.tabs[tab].title, page: pages.peek(tab),
          changes: changes.isEmpty ? nil : changes[tabList[tab]]))
    }
    if droppedTabs > 0, !titles.isEmpty { titles[0] = "(\(droppedTabs) dropped) " + titles[0] }
    barTitlesBuilt += titles.count
    guard selectionChanged || titles != barTitles else { return }
    barTitles = titles
    overflowBar = Self.overflowBar(layout, titles: titles, selectedIndex: pager.selectedIndex)
  }

  /// A tab's title on the bar: its title, the lines a diff's file changes where the item has
  /// room for them, its marks, and its count of matches (`app.log ✓ ·12`, `x.c +12 −3`).
  static func barTitle(
    _ title: String, page: borrowing PageState, changes: LineChanges? = nil
  ) -> String {
    let marks = page.marks
    let count = page.matchCount?.label
    guard !marks.isEmpty || count != nil || changes != nil else { return title }
    // Built in place: thousands of tabs (a stream's sections, each marked running) are titled
    // at every event.
    var suffix = ""
    if !marks.isEmpty {
      suffix += " "
      for mark in marks { suffix += mark.glyph }
    }
    if let count { suffix += " " + count }
    guard let changes else { return title + suffix }
    let label = " " + changes.label
    // A title cut to the item's width would cut them off: they show only where they fit whole.
    let fits =
      ColumnWidth.of(title) + ColumnWidth.of(label) + ColumnWidth.of(suffix)
      <= OverflowTabBarLayout.maximumTitleColumns
    return fits ? title + label + suffix : title + suffix
  }
}
