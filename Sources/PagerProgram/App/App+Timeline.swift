import Glibc
import PagerKit
import PagerReader

/// The timeline (issue 35, `i`): a histogram of the shown tab's lines per interval, a merge's
/// summed from its texts, each read with its own times; Enter goes to a bar's time.
extension App {
  /// Opens the timeline of the shown tab, or says why a tab without times has none.
  mutating func showTimeline(at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard screen.pages.indices.contains(tab), let document = screen.pages[tab].document else {
      return
    }
    let sources: [TimelineCounter.Source]
    if let merged = screen.merge(ofTab: tab) {
      sources = merged.sources.map { TimelineCounter.Source(document: $0.document, time: $0.time) }
    } else if let parser = timeParser(ofTab: tab, document: document) {
      sources = [TimelineCounter.Source(document: document) { parser.milliseconds(in: $0) }]
    } else {
      screen.update(
        .notice("No times in this tab's first lines: the timeline needs a log"), at: now)
      return
    }
    // Times are written as the log's own: in local time.
    let offset = DocumentFeed.localClock(at: time(nil)).offset
    screen.openTimeline(
      TimelineCounter(sources: sources), clock: TimelineClockText(offset: Int64(offset)))
  }

  /// Enter on the timeline: closes it and goes to the first line at the chosen bar's start or
  /// later.
  mutating func chooseTimelineBar(at now: Instant) {
    let choice = screen.timelineChoice
    screen.update(.timeline(.close), at: now)
    guard let choice else { return }
    goTo(milliseconds: choice, at: now)
  }
}
