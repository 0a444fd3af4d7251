/// Tabs added and removed while the pager runs.
extension Pager {
  /// Adds `count` tabs before tab `index` (after the last when it is the count): the selected
  /// tab stays selected, numbered `count` up when it was at or after `index`. What moves stops
  /// where it was going, so the page shown stays.
  public mutating func insertTabs(_ count: Int, before index: Int) {
    guard count > 0 else { return }
    settle()
    tabCount += count
    if selectedIndex >= index, index < tabCount - count { selectedIndex += count }
    restingPosition = Double(selectedIndex)
  }

  /// Removes tab `index`, when another is left: the tabs after it move down one. When it was the
  /// selected one, the tab that takes its place is selected (the one before, for the last).
  /// What moves stops where it was going.
  public mutating func removeTab(_ index: Int) {
    guard tabCount > 1, (0..<tabCount).contains(index) else { return }
    settle()
    tabCount -= 1
    if index < selectedIndex || selectedIndex == tabCount { selectedIndex -= 1 }
    restingPosition = Double(selectedIndex)
  }

  /// Removes every tab from `count` on, leaving one at least: the selected tab is the last left
  /// when it was one of them. What moves stops where it was going.
  public mutating func removeTabs(from count: Int) {
    let count = max(1, count)
    guard count < tabCount else { return }
    settle()
    tabCount = count
    selectedIndex = min(selectedIndex, count - 1)
    restingPosition = Double(selectedIndex)
  }

  /// Removes the first `count` tabs, leaving one at least: the tabs after them move down as many,
  /// and the selected tab stays selected (the first left, when it was one of them). What moves
  /// stops where it was going.
  public mutating func removeFirstTabs(_ count: Int) {
    let count = min(count, tabCount - 1)
    guard count > 0 else { return }
    settle()
    tabCount -= count
    selectedIndex = max(0, selectedIndex - count)
    restingPosition = Double(selectedIndex)
  }

  /// Ends any motion or drag at the selected tab.
  mutating func settle() {
    motion = nil
    directJump = nil
    drag = nil
    restingPosition = Double(selectedIndex)
  }
}
