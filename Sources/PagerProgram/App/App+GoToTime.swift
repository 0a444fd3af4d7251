import Glibc
import PagerKit
import PagerReader

/// `:goto TIME` (issue 35): the shown tab's log goes to the first line of that time or later,
/// its lines' times read as its first lines write them (``LogTimestampDetector``).
extension App {
  /// Goes to `target` in the shown tab, or says why not.
  mutating func goTo(_ target: TimeTarget, at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard screen.pages.indices.contains(tab), let document = screen.pages[tab].document else {
      return
    }
    if let merged = screen.merge(ofTab: tab) {
      document.prepareLines(through: .max)
      let clock = DocumentFeed.localClock(at: time(nil))
      let search = LogTimeSearch(
        document: document, merged: merged, year: clock.year, localOffset: clock.offset)
      goTo(target, by: search, tab: tab, at: now)
      return
    }
    let known = document.prepareLines(through: LogTimestampDetector.sampleLines)
    let sample = (0..<min(known, LogTimestampDetector.sampleLines)).map { document.line($0) }
    guard let layout = LogTimestampDetector.layout(of: sample) else {
      screen.update(.notice("No times in this tab's first lines: :goto needs a log"), at: now)
      return
    }
    document.prepareLines(through: .max)
    let source = feeds.indices.contains(tab) ? feeds[tab].source : .standardInput
    let parser = DocumentFeed.parser(of: layout, for: source)
    goTo(target, by: LogTimeSearch(document: document, parser: parser), tab: tab, at: now)
  }

  /// Goes to `target` as `search` finds it in tab `tab`, or says why not.
  private mutating func goTo(
    _ target: TimeTarget, by search: LogTimeSearch, tab: Int, at now: Instant
  ) {
    let document = search.document
    guard
      let wanted = search.milliseconds(of: target, topLine: screen.pages[tab].viewport.topLine)
    else {
      screen.update(.notice("No time in this tab's lines to count from"), at: now)
      return
    }
    guard let line = search.firstLine(atOrAfter: wanted) else {
      let read = document.isComplete ? "" : " so far (still reading)"
      screen.update(.notice("No line at that time or later in the lines read\(read)"), at: now)
      return
    }
    // By its place in the view shown, not its number in the text (a filter's, a log view's).
    screen.update(.scroll(.line(document.firstLineNumber + line + 1)), at: now)
  }
}
