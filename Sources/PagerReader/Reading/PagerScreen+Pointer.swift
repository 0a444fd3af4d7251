import PagerKit

/// The pointer on the screen (a press on the bar jumps and a drag there swipes; on a tab's text
/// a drag selects, on pages without text it swipes) and the floating bar's slide out of view and
/// back.
extension PagerScreen {
  // MARK: Pointer

  /// The tab whose bar item (or overflow marker) is at `column`, `row` at `now`, if any.
  package func tab(atColumn column: Int, row: Int, at now: Instant) -> Int? {
    if let overflowBar {
      guard row == layout.barRow else { return nil }
      return overflowBar.tab(atColumn: column - layout.bar.originColumn)
    }
    return layout.tab(atColumn: column, row: row, dropped: barDrop(at: now))
  }

  /// A press decides what the drag after it does, by where it lands: on the bar it jumps to
  /// the item pressed, and the pages are swiped once the pointer moves; on a tab's text it
  /// starts a selection; on a page without text the pages are swiped.
  mutating func press(column: Int, row: Int, at now: Instant) {
    pointerGesture = nil
    if let tab = tab(atColumn: column, row: row, at: now) {
      pager.update(.jump(to: tab), at: now)
      pointerGesture = .bar(column: column)
      selection = nil
    } else if isOnBar(row: row, at: now) {
      pointerGesture = .bar(column: column)
      selection = nil
    } else if pressLandsOnText(row: row, at: now) {
      pressText(column: column, row: row, at: now)
    } else if layout.isUsable, layout.pageRows.contains(row) {
      selection = nil
      pager.update(.dragBegan(column: column), at: now)
      pointerGesture = .swipe
    }
  }

  /// The pointer moved to `column`, `row` with the button held.
  mutating func drag(column: Int, row: Int, at now: Instant) {
    switch pointerGesture {
    case .bar(let start) where pager.drag == nil && column != start:
      pager.update(.dragBegan(column: start), at: now)
      pointerGesture = .swipe
      pager.update(.dragMoved(column: column), at: now)
    case .select: dragText(column: column, row: row, at: now)
    default:
      if pager.drag != nil { pager.update(.dragMoved(column: column), at: now) }
    }
  }

  /// The button went up at `column`, `row`.
  mutating func release(column: Int, row: Int, at now: Instant) {
    if pointerGesture == .select {
      releaseText(column: column, row: row, at: now)
    } else if pager.drag != nil {
      pager.update(.dragEnded(column: column), at: now)
    }
    pointerGesture = nil
  }

  /// Whether `row` is one of the bar's (its items' row or the indicator's) at `now`.
  private func isOnBar(row: Int, at now: Instant) -> Bool {
    guard layout.isUsable else { return false }
    if overflowBar != nil { return row == layout.barRow }
    let rows = layout.barRows(dropped: barDrop(at: now))
    return (row == rows.bar || row == rows.indicator) && row < (layout.statusRow ?? size.rows)
  }

  // MARK: Floating bar

  mutating func slideBar(hidden: Bool, at now: Instant) {
    guard preset.barPlacement == .floating else { return }
    floatingBar.slide(hidden: hidden, at: now)
  }
}
