/// The pointer on the screen (a press on the bar jumps, on the pages starts a drag) and the
/// floating bar's slide out of view and back.
extension PagerScreen {
  // MARK: Pointer

  /// The tab whose bar item (or overflow marker) is at `column`, `row` at `now`, if any.
  public func tab(atColumn column: Int, row: Int, at now: Instant) -> Int? {
    if let overflowBar {
      guard row == layout.barRow else { return nil }
      return overflowBar.tab(atColumn: column - layout.bar.originColumn)
    }
    return layout.tab(atColumn: column, row: row, dropped: barDrop(at: now))
  }

  mutating func press(column: Int, row: Int, at now: Instant) {
    if let tab = tab(atColumn: column, row: row, at: now) {
      pager.update(.jump(to: tab), at: now)
    } else if layout.isUsable, layout.pageRows.contains(row),
      row != layout.barRows(dropped: barDrop(at: now)).bar
    {
      pager.update(.dragBegan(column: column), at: now)
    }
  }

  // MARK: Floating bar

  mutating func slideBar(hidden: Bool, at now: Instant) {
    guard preset.barPlacement == .floating else { return }
    floatingBar.slide(hidden: hidden, at: now)
  }
}
