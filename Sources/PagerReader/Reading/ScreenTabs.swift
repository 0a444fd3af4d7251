import PagerKit

/// The tabs: each one's page and identity in bar order, the bar's titles, and the marks, which
/// name their tabs by id.
struct ScreenTabs {
  /// Each tab's page, in tab order.
  var pages: TabPages
  /// Each tab's identity, in tab order: what points at a tab holds its id and finds it here.
  var tabList: TabList
  /// The marks set, by their tabs' ids, and an action waiting for a mark's letter (``marks``
  /// says where they are now).
  var markBook: MarkBook = MarkBook()
  /// Each tab's title on the bar: its title, then its marks.
  var barTitles: [String]
  /// How many tab titles the bar has been titled with so far, all refreshes together: the tabs
  /// times the events that changed them, a cost kept in sight where tabs come by the thousand.
  var barTitlesBuilt: Int = 0
  /// How many tabs went from the front (the sections of a stream whose text a spool past its
  /// limit dropped, ``removeFirstTabs(_:at:)``): the first tab's title on the bar says so.
  var droppedTabs: Int = 0
  /// The lines each diff's tab adds and removes, by id (tabs of other texts have none).
  var lineChanges: [TabID: LineChanges] = [:]
}
