/// A place in a tab's text held by the tab's identity: its ``TabID`` and a line. It stays with
/// its tab while others open, close or move; when its tab is gone it is nowhere.
public struct TabPlace: Hashable, Sendable {
  /// The tab.
  public var tab: TabID
  /// The line (at the top of the page, for a mark; of the match, for a match).
  public var line: Int

  /// The place at `line` of tab `tab`.
  public init(tab: TabID, line: Int) {
    self.tab = tab
    self.line = line
  }
}
