import PagerKit

/// Compressed files whose start the spool dropped (`--spool-limit`): a pipe's start is gone, but
/// a file's can be decoded again, so coming back to it (`g`, or a search that found nothing
/// having read past the spool) shows it again rather than the notice of what was dropped.
extension App {
  /// Decodes again, from its start, each compressed file whose page shows the notice of its
  /// dropped start, unless the page follows the end or a search or a filter still looks through
  /// the text (they would start over for ever).
  mutating func decodeAgainWhereTheStartIsWanted(at now: Instant) {
    for tab in feeds.indices where feeds[tab].droppedStartCanBeDecodedAgain {
      let page = screen.pages[tab]
      guard page.document === feeds[tab].document, page.viewport.topLine == 0, !page.follows,
        !screen.isLookingThrough(tab: tab), case .replaced = feeds[tab].reload(at: now)
      else { continue }
      screen.replaceDocument(ofTab: tab, with: feeds[tab].document)
      screen.update(.contentChanged(tab: tab), at: now)
    }
  }
}
