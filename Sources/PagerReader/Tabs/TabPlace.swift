import PagerKit

/// A place in a tab's text held by the tab's identity: its ``TabID`` and a line. It stays with
/// its tab while others open, close or move; when its tab is gone it is nowhere.
package struct TabPlace: Hashable, Sendable {
  /// The tab.
  package var tab: TabID
  /// The line (at the top of the page, for a mark; of the match, for a match).
  package var line: Int
  /// The page row `line` began on, for a mark (0 for the top; the last row shown for `M`):
  /// going back puts it on that row again, as less's marks keep their screen line.
  package var row: Int

  /// The place at `line` of tab `tab`, on page row `row`.
  package init(tab: TabID, line: Int, row: Int = 0) {
    self.tab = tab
    self.line = line
    self.row = row
  }
}
