import PagerKit
import PagerReader

/// Feeds shown by more than one tab: a tab's own text merged by another (`:merge`), or a
/// merged text shown in its own tab too (Esc-Enter). Such a feed is read once a turn
/// (``FeedPumping``), stops only when the last tab showing it closes, and a new text it takes in
/// one tab (`F`, `R`, `r`) is shown by the others too.
extension App {
  /// Stops what `feed`, whose tab has closed (and left ``feedsByTab``), reads, but for what a
  /// tab still open shows: its own text, or a merge's member.
  mutating func closeUnshared(_ feed: DocumentFeed) {
    let stillShown = Set(readingFeeds.map(ObjectIdentifier.init))
    let readers = feed.members.isEmpty ? [feed] : feed.members
    for reader in readers where !stillShown.contains(ObjectIdentifier(reader)) { reader.close() }
  }

  /// Shows `feed`'s new text (or its members' new texts, for a merge) in the other tabs that
  /// show it: a merge taking it is made anew, a member's own tab shows its new text; each keeps
  /// its place.
  mutating func shareNewDocuments(of feed: DocumentFeed, at now: Instant) {
    let readers = feed.members.isEmpty ? [feed] : feed.members
    for (tab, held) in feeds.held where held !== feed {
      if held.members.contains(where: { member in readers.contains { $0 === member } }) {
        guard held.remergeIfMembersMoved() else { continue }
      } else if readers.contains(where: { $0 === held }) {
        guard let place = screen.tabList.position(of: tab), !shows(held.document, place: place)
        else { continue }
      } else {
        continue
      }
      screen.update(.tabs(.replace(tab, with: held.document, keepingPosition: true)), at: now)
      watchFollowedFile(held)
    }
  }

  /// Whether the page at `place` shows `document`, filtered or not.
  private func shows(_ document: any TextDocument, place: Int) -> Bool {
    guard let shown = screen.pages[place].document else { return false }
    return shown === document || (shown as? FilteredDocument)?.base === document
  }
}
