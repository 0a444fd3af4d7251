import PagerKit
import PagerReader

extension App {
  /// Opens the overview of every tab or of every mark, each tab named by its kind.
  mutating func showOverview(_ subject: OverviewSubject, at now: Instant) {
    screen.update(.overview(.open(subject, kinds: tabKinds())), at: now)
  }

  /// What each tab shows, as the overview names it: a file, standard input, a command (watched
  /// or not), a diff's file, a commit or a section of a split stream, or a preset's pane.
  func tabKinds() -> [TabID: TabKind] {
    let sectionKind: TabKind? =
      split.map { split in
        if split.splitter.isLog { return .commit }
        return split.splitter.cutsAtPattern ? .section : .diffFile
      }
    let sections = split?.isSplit == true ? split?.sections : nil
    var kinds: [TabID: TabKind] = [:]
    kinds.reserveCapacity(screen.tabList.count)
    for tab in screen.tabList {
      if let sectionKind, let sections, sections.index(ofTab: tab) != nil {
        kinds[tab] = sectionKind
      } else if let feed = feedsByTab[tab] {
        kinds[tab] =
          switch feed.source {
          case .file: .file
          case .standardInput: .standardInput
          case .command: feed.watch == nil ? .command : .watchedCommand
          }
      } else if feedsByTab.isEmpty {
        kinds[tab] = .pane
      }
    }
    return kinds
  }
}
