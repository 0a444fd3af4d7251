import PagerKit
import PagerReader

/// Compressed files whose start the spool dropped (`--spool-limit`): a pipe's start is gone, but
/// a file's can be decoded again, so coming back to it (`g`, or a search that found nothing
/// having read past the spool) shows it again rather than the notice of what was dropped, and a
/// page that a search left (its lines dropped as it read on) comes back to the line it showed.
extension App {
  /// Decodes again, from its start, each compressed file whose page shows the notice of its
  /// dropped start, unless the page follows the end or a search or a filter still looks through
  /// the text (they would start over for ever); the page comes back to the line it showed before
  /// the text was looked through, if that line was dropped. Until then each page keeps its top
  /// line from being dropped, so that a file decoded again to a line never drops it again.
  mutating func decodeAgainWhereTheStartIsWanted(at now: Instant) {
    var places = DecodedPlaces()
    for (tab, feed) in feeds.held where feed.decodesAgain {
      let place = ObjectIdentifier(feed)
      guard let position = screen.tabList.position(of: tab) else { continue }
      let page = screen.pages[position]
      places.shown[place] = decodedPlaces.shown[place]
      places.awaited[place] = decodedPlaces.awaited[place]
      // A filter, a search or a page following the end reads on: it keeps nothing back.
      guard page.document === feed.document, !page.isFollowing,
        !screen.isLookingThrough(tab: position)
      else {
        feed.keepLines(fromNumber: nil)
        continue
      }
      if let number = decodedPlaces.awaited[place] {
        if bringBack(feed, tab: tab, to: number, at: now) { places.awaited[place] = nil }
        continue
      }
      let top = page.viewport.topLine
      let dropped = feed.droppedLineCount
      guard top == 0, dropped > 0 else {
        let number = feed.document.lineNumber(ofLine: top)
        places.shown[place] = number
        feed.keepLines(fromNumber: number)
        continue
      }
      guard case .replaced = feed.reload(at: now) else { continue }
      screen.update(.tabs(.replace(tab, with: feed.document)), at: now)
      screen.update(.contentChanged(tab: tab), at: now)
      // Back to the line the page showed if reading on dropped it; a page that went to the top
      // itself (`g`) stays there.
      if let number = places.shown[place], number > 1, number <= dropped,
        !bringBack(feed, tab: tab, to: number, at: now)
      {
        places.awaited[place] = number
      }
    }
    decodedPlaces = places
  }

  /// Puts line `number` at the top of tab `tab`'s page (its text read by `feed`) once its text, decoded again, has that
  /// line and a page after it (or has ended), keeping it from being dropped meanwhile; returns
  /// whether it did. Until then the lines are asked for, so decoding goes on.
  private mutating func bringBack(
    _ feed: DocumentFeed, tab: TabID, to number: Int, at now: Instant
  ) -> Bool {
    let document = feed.document
    feed.keepLines(fromNumber: number)
    let last = number - 1 - document.firstLineNumber + screen.layout.pageRows.count
    guard document.prepareLines(through: last) > last || document.isComplete else { return false }
    screen.update(.tabs(.showLine(number, tab: tab)), at: now)
    screen.update(.contentChanged(tab: tab), at: now)
    return true
  }
}
