import PagerKit
import PagerReader

/// Esc-Enter in a merge (issue 35): the top line shown in the tab of its own text, at the top of
/// the page, as a mark's jump goes there, so that `''` comes back to the merge. The tab is one
/// that shows that text already (its own tab, or one of the same file), or else a new one
/// beside the merge over the text's own feed: nothing is read again, and a stream's text,
/// which cannot be, shows as it is.
extension App {
  /// Shows the shown merge's top line in its own text's tab, or says why not.
  mutating func showTopLineInOwnTab(at now: Instant) {
    let place = screen.pager.selectedIndex
    guard let merge = screen.merge(ofTab: place), let feed = feedsByTab[screen.tabList[place]],
      !feed.members.isEmpty, let shown = screen.pages[place].document
    else {
      screen.update(.notice("Not a merge: Esc-Enter shows a merged line in its own tab"), at: now)
      return
    }
    let top = screen.pages[place].viewport.topLine
    let line = DocumentLayers.rootLine(top, of: shown)
    guard line < merge.lineCount else { return }
    let (source, sourceLine) = merge.place(ofLine: line)
    let document = merge.sources[source].document
    guard let member = feed.members.first(where: { $0.document === document }) else { return }
    let target: TabID
    if let showing = tab(showingTextOf: member) {
      target = showing
    } else {
      show(member, before: place + 1, at: now)
      guard let opened = screen.shownTab else { return }
      target = opened
      // Back to the merge at once: the jump remembers where it left from for `''`.
      screen.update(.pager(.jump(to: place)), at: now)
    }
    screen.update(.mark(.goTo(tab: target, line: shownLine(sourceLine, inTab: target))), at: now)
  }

  /// Where line `line` of its text is on tab `tab`'s page: under a filter or a log view, the
  /// first line kept from it on.
  private func shownLine(_ line: Int, inTab tab: TabID) -> Int {
    guard let place = screen.tabList.position(of: tab), let shown = screen.pages[place].document,
      DocumentLayers.root(of: shown) !== shown
    else { return line }
    var low = 0
    var high = shown.lineCount
    while low < high {
      let middle = (low + high) / 2
      if DocumentLayers.rootLine(middle, of: shown) < line {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The tab that shows `member`'s text by itself: its own feed, or a feed of the same document
  /// or of the same file; nil for none.
  private func tab(showingTextOf member: DocumentFeed) -> TabID? {
    let alone = feeds.held.filter { $0.feed.members.isEmpty }
    if let own = alone.first(where: { $0.feed === member || $0.feed.document === member.document })
    {
      return own.tab
    }
    guard case .file(let path) = member.source, let wanted = Self.identity(of: path) else {
      return nil
    }
    return alone.first { _, feed in
      guard case .file(let shown) = feed.source, feed.failure == nil else { return false }
      return Self.identity(of: shown) == wanted
    }?.tab
  }
}
