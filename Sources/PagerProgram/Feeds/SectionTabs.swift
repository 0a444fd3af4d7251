import PagerKit
import PagerReader

/// The sections of a split stream shown as tabs, each in its tab, named by id: only their first
/// lines until a tab's text is needed (shown, searched, its feed asked for), when its
/// ``SectionDocument`` is made, up to the next section's start. The last section's, which grows
/// until the next begins, is made once and kept, so that the end it then gets reaches every
/// page and feed showing it.
///
/// A section's tab may be closed (`x`): the section stays, as part of the text, with no tab.
/// The tabs still open keep the sections' order at the front of the bar, the first reading the
/// stream; tabs opened meanwhile (`:e`) come after them.
final class SectionTabs: UnshownDocuments {
  /// The whole text.
  let whole: any TextDocument
  /// The line each section starts on, counted from the text's first ever, in order.
  private(set) var starts: [Int] = []
  /// The tab each section was shown in, beside ``starts`` (a section not yet given a tab has
  /// none). Ids only grow as tabs are made, so these are in order.
  private(set) var tabs: [TabID] = []
  /// The last section's text, once made.
  private var lastDocument: SectionDocument?

  init(whole: any TextDocument) {
    self.whole = whole
  }

  var count: Int { starts.count }

  /// Section `index`'s text.
  func document(at index: Int) -> SectionDocument {
    guard index == starts.count - 1 else {
      return SectionDocument(base: whole, start: starts[index], end: starts[index + 1])
    }
    if let lastDocument { return lastDocument }
    let last = SectionDocument(base: whole, start: starts[index])
    lastDocument = last
    return last
  }

  /// The section shown in tab `tab`, if it shows one, found by halving.
  func index(ofTab tab: TabID) -> Int? {
    var low = 0
    var high = tabs.count
    while low < high {
      let middle = (low + high) / 2
      if tabs[middle] < tab { low = middle + 1 } else { high = middle }
    }
    return low < tabs.count && tabs[low] == tab ? low : nil
  }

  /// Gives the sections with no tab yet, in order, the tabs `ids`.
  func show(in ids: some Collection<TabID>) {
    tabs += ids.prefix(starts.count - tabs.count)
  }

  /// Where the tabs of sections still on the bar are in `tabList`: the first places, up to the
  /// last section's tab still open.
  func places(in tabList: TabList) -> Range<Int> {
    for tab in tabs.reversed() {
      if let place = tabList.position(of: tab) { return 0..<place + 1 }
    }
    return 0..<0
  }

  /// How many of the first `count` sections' tabs are still on the bar.
  func openTabs(ofFirst count: Int, in tabList: TabList) -> Int {
    tabs.prefix(count).lazy.filter(tabList.contains).count
  }

  /// The text of the section starting on line `start` (a tab's key).
  func document(forKey start: Int) -> any TextDocument {
    document(at: index(ofStart: start))
  }

  /// The section starting on line `start`, found by halving.
  private func index(ofStart start: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// A section after the last, starting on line `start`: the last ends there.
  func append(start: Int) {
    lastDocument?.end = start
    lastDocument = nil
    starts.append(start)
  }

  /// Forgets the first `count` sections.
  func removeFirst(_ count: Int) {
    starts.removeFirst(count)
    tabs.removeFirst(min(count, tabs.count))
  }

  /// Forgets every section (joined back into one text).
  func removeAll() {
    starts = []
    tabs = []
    lastDocument = nil
  }
}
