import PagerKit

/// The feeds of the tabs, in tab order. A tab showing a section of a split stream holds none of
/// its own (a feed is some 350 bytes, and a stream may be cut into 100,000 sections): the feed
/// asked for is made then, from its section (``sections``) and the first tab's feed, which
/// reads the stream, and it says what that one does.
struct TabFeeds: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// Each tab's feed, nil for a section's tab.
  private var slots: [DocumentFeed?] = []
  /// The sections of the split stream, tab `n` showing section `n`.
  var sections: SectionTabs?

  init() {}

  init(_ feeds: [DocumentFeed]) {
    slots = feeds
  }

  var startIndex: Int { 0 }
  var endIndex: Int { slots.count }

  /// Tab `tab`'s feed: a section's tab's made now.
  subscript(tab: Int) -> DocumentFeed {
    get {
      if let feed = slots[tab] { return feed }
      guard let sections, let reading = slots[0] else {
        preconditionFailure("a section's tab with no split stream")
      }
      return DocumentFeed(section: sections.document(at: tab), of: reading)
    }
    set { slots[tab] = newValue }
  }

  mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with feeds: C)
  where C.Element == DocumentFeed {
    slots.replaceSubrange(range, with: feeds.map { $0 })
  }

  /// Inserts `count` tabs showing sections before tab `index`.
  mutating func insertSectionTabs(_ count: Int, at index: Int) {
    slots.insert(contentsOf: repeatElement(nil, count: count), at: index)
  }

  /// Whether tab `tab` holds a feed of its own (it is not a section's).
  func holdsFeed(_ tab: Int) -> Bool { slots[tab] != nil }

  /// The tabs holding a feed of their own, with it, in tab order: those that read text. Their
  /// feeds are the ones to pump, close and look at.
  var held: [(tab: Int, feed: DocumentFeed)] {
    slots.indices.compactMap { tab in slots[tab].map { (tab, $0) } }
  }
}
