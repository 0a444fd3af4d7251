import PagerKit
import PagerReader

/// The feeds of the tabs that read text of their own, by tab id (the files and commands given,
/// and those opened since): a tab that closes takes its feed out by its id, and nothing else is
/// renumbered. A tab showing a section of a split stream holds none (a feed is some 350 bytes,
/// and a stream may be cut into 100,000 sections): ``TabFeeds`` makes one when asked.
struct FeedsByTab {
  /// The tabs holding a feed, in tab order (a new tab goes after the last).
  private(set) var order: [TabID] = []
  /// Each one's feed.
  private var feeds: [TabID: DocumentFeed] = [:]
  /// The sections of the split stream, each in its tab.
  var sections: SectionTabs?

  init() {}

  /// `feeds`, held by the tabs `tabs` in the same order.
  init(_ feeds: [DocumentFeed], tabs: some Collection<TabID>) {
    for (tab, feed) in zip(tabs, feeds) { append(feed, tab: tab) }
  }

  var isEmpty: Bool { order.isEmpty }

  /// The feed tab `tab` holds, if it holds one.
  subscript(tab: TabID) -> DocumentFeed? { feeds[tab] }

  /// Gives tab `tab`, after the others, its feed.
  mutating func append(_ feed: DocumentFeed, tab: TabID) {
    order.append(tab)
    feeds[tab] = feed
  }

  /// Gives tab `tab`, at its place in `tabs` among the others, its feed: a tab opened beside
  /// the one shown (`:merge`).
  mutating func insert(_ feed: DocumentFeed, tab: TabID, in tabs: TabList) {
    let place = tabs.position(of: tab) ?? .max
    let before = order.firstIndex { (tabs.position(of: $0) ?? .max) > place } ?? order.count
    order.insert(tab, at: before)
    feeds[tab] = feed
  }

  /// The tabs holding `feed`: as their own, or as a text they merge.
  func tabs(holding feed: DocumentFeed) -> [TabID] {
    order.filter { tab in
      guard let held = feeds[tab] else { return false }
      return held === feed || held.members.contains { $0 === feed }
    }
  }

  /// Forgets the feed of tab `tab`.
  mutating func remove(_ tab: TabID) {
    guard feeds.removeValue(forKey: tab) != nil else { return }
    order.removeAll { $0 == tab }
  }

  /// Gives tab `old`'s feed, in its place in the order, to tab `new` (the first tab kept of a
  /// stream whose first sections went, which reads it now).
  mutating func hand(from old: TabID, to new: TabID) {
    guard old != new, let feed = feeds.removeValue(forKey: old),
      let place = order.firstIndex(of: old)
    else { return }
    order[place] = new
    feeds[new] = feed
  }

  /// Forgets the feeds of the tabs no longer in `tabs`.
  mutating func forgetGone(in tabs: TabList) {
    for tab in order where !tabs.contains(tab) { feeds[tab] = nil }
    order.removeAll { !tabs.contains($0) }
  }
}
