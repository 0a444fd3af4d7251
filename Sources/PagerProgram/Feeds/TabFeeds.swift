import PagerKit
import PagerReader

/// The feeds of the tabs where the tabs are now, in tab order: those held by id
/// (``FeedsByTab``), found at the screen's positions (``PagerScreen/tabList``). A tab showing a
/// section of a split stream holds none of its own: the feed asked for is made then, from its
/// section and the first tab's feed, which reads the stream, and it says what that one does.
struct TabFeeds: RandomAccessCollection {
  /// The feeds, by tab id.
  let byTab: FeedsByTab
  /// The tabs in order.
  let tabs: TabList

  var startIndex: Int { 0 }
  /// The tabs' count, or none when no tab reads text (the demo).
  var endIndex: Int { byTab.isEmpty ? 0 : tabs.count }

  /// Tab `tab`'s feed: a section's tab's made now.
  subscript(tab: Int) -> DocumentFeed {
    if let feed = byTab[tabs[tab]] { return feed }
    guard let sections = byTab.sections, let section = sections.index(ofTab: tabs[tab]),
      let reading = byTab.order.first.flatMap({ byTab[$0] })
    else { preconditionFailure("a tab with no feed that shows no section of a split stream") }
    return DocumentFeed(section: sections.document(at: section), of: reading)
  }

  /// The tabs holding a feed of their own, with it, in tab order: those that read text. Their
  /// feeds are the ones to pump, close and look at.
  var held: [(tab: TabID, feed: DocumentFeed)] {
    byTab.order.compactMap { id in
      guard tabs.contains(id), let feed = byTab[id] else { return nil }
      return (id, feed)
    }
  }

  /// Tab `tab`'s feed: a section's made now; nil when the tab is gone.
  subscript(tab: TabID) -> DocumentFeed? {
    guard let place = tabs.position(of: tab), indices.contains(place) else { return nil }
    return self[place]
  }
}
