/// The marker at one end of an overflowing tab bar that stands for the tabs hidden on its side:
/// `← +3` on the left, `+2 →` on the right.
package struct TabBarMarker: Hashable, Sendable {
  /// Which end of the bar a marker sits at.
  package enum Side: Hashable, Sendable {
    /// Before the visible tabs, counting the tabs hidden before them.
    case left
    /// After the visible tabs, counting the tabs hidden after them.
    case right
  }

  /// The tab a click on the marker selects: the nearest hidden one, just beyond the visible tabs.
  package let tab: Int
  /// The columns the marker covers, its padding included.
  package let columns: Range<Int>
  /// What the marker shows: `← +N` or `+N →`.
  package let text: String

  /// A marker on `side` for `hiddenCount` tabs, selecting `tab`, starting at column `start`.
  init(side: Side, hiddenCount: Int, tab: Int, start: Int) {
    self.tab = tab
    text = Self.text(side: side, hiddenCount: hiddenCount)
    columns = start..<start + Self.width(side: side, hiddenCount: hiddenCount)
  }

  /// The column where `text` starts: centred in `columns`.
  package var textColumn: Int {
    columns.lowerBound + TextFit.centredStart(of: ColumnWidth.of(text), in: columns.count)
  }

  /// What a marker on `side` for `hiddenCount` tabs shows.
  static func text(side: Side, hiddenCount: Int) -> String {
    switch side {
    case .left: return "← +\(hiddenCount)"
    case .right: return "+\(hiddenCount) →"
    }
  }

  /// The columns a marker on `side` for `hiddenCount` tabs takes, padding included; 0 when no tab
  /// is hidden, as then there is no marker.
  static func width(side: Side, hiddenCount: Int) -> Int {
    guard hiddenCount > 0 else { return 0 }
    return ColumnWidth.of(text(side: side, hiddenCount: hiddenCount))
      + 2 * OverflowTabBarLayout.padding
  }
}
