import PagerKit
import PagerReader

/// `:merge [N…]` (issue 35): the logs of tabs already open merged by their lines' times into a
/// new tab beside the one shown, as `--merge` merges the files given. The merge takes the tabs'
/// own feeds as its members, so that each text is read once (standard input and a command's
/// output cannot be read again) and a followed file merges on as it grows; the tabs stay, and
/// closing one of them, or the merge, leaves the other reading (`App+SharedFeeds.swift`).
extension App {
  /// Merges the tabs numbered `numbers` (from 1), or with none every tab whose text tells
  /// times, into a new tab beside the shown one; or says why not.
  mutating func mergeTabs(_ numbers: [Int], at now: Instant) {
    guard !feeds.isEmpty else {
      screen.update(.notice("The demo shows no files; give them on the command line"), at: now)
      return
    }
    let titles = screen.preset.tabs.map(\.title)
    let kinds = feeds.indices.map { mergeKind(ofTab: $0, at: now) }
    switch MergeChoice(numbers: numbers, kinds: kinds, titles: titles) {
    case .refused(let reason): screen.update(.notice(reason), at: now)
    case .merge(let places, let leftOut):
      let members = places.map { feeds[$0] }
      let merged = DocumentFeed(merging: members)
      let title = TabTitles.titles(for: members.map(\.source)).joined(separator: " + ")
      show(merged, titled: title, before: placeForNewTab, at: now)
      guard let tab = screen.shownTab else { return }
      if merged.refusedMembers != nil {
        tellOfMerge(merged, tab: tab, at: now, leftOut: leftOut)
      } else {
        // A stream's first lines are still to come: the legend follows once they are in.
        let waiting = "Merging once every text's first lines are in"
        screen.update(.notice(leftOut.map { "\($0). \(waiting)" } ?? waiting), at: now)
      }
    }
  }

  /// What tab `tab` is to a merge; a file still to open (`opensLater`) opens now, its first
  /// lines wanted.
  private mutating func mergeKind(ofTab tab: Int, at now: Instant) -> MergeChoice.Kind {
    let id = screen.tabList[tab]
    if let split, split.isSplit, split.sections.index(ofTab: id) != nil {
      return .other("cut into sections")
    }
    guard let feed = feedsByTab[id] else { return .other("a section") }
    if !feed.members.isEmpty { return .other("a merge") }
    if feed.watch != nil { return .other("a watched command") }
    if feed.opensLater { openFile(ofTab: id, at: now) }
    return .text(tellsTimes: DocumentFeed.tellsTimes(feed))
  }

  /// Where a tab made of others opens: after the shown one, or after the sections of a split
  /// stream when one of them is shown.
  private var placeForNewTab: Int {
    let place = screen.pager.selectedIndex + 1
    guard let split, split.isSplit else { return place }
    let sections = split.sections.places(in: screen.tabList)
    return sections.contains(place) ? sections.upperBound : place
  }
}
