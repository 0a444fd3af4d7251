import PagerKit

extension PagerScreen {
  /// The pieces of background work going on: a search or scroll on its way, filters still
  /// looking, match counts still counting, texts still indexed ahead. Each shows on the screen
  /// while it goes (a `…`, a `≥`), so the frame after this changes is owed at once, while
  /// frames between may wait for the next one due.
  package var unfinishedWork: Int {
    var count = (pendingSearch == nil ? 0 : 1) + (pendingScroll == nil ? 0 : 1)
    // By index, touching only what is asked: thousands of tabs are looked at every turn.
    for tab in pages.indices where pages.isMade(tab) {
      if pages[tab].indexesAhead { count += 1 }
      if let matchCount = pages[tab].matchCount, !matchCount.isCaughtUp { count += 1 }
      if let filtered = pages[tab].document as? FilteredDocument, !filtered.isCaughtUp {
        count += 1
      }
    }
    return count
  }
}
