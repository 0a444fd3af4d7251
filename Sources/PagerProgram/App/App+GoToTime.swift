import Glibc
import PagerKit
import PagerReader

/// `:goto TIME` (issue 35): the shown tab's log goes to the first line of that time or later,
/// its lines' times read as its first lines write them (``LogTimestampDetector``).
extension App {
  /// Goes to `target` in the shown tab, or says why not.
  mutating func goTo(_ target: TimeTarget, at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard let search = timeSearch(ofTab: tab, for: ":goto", at: now) else { return }
    guard
      let wanted = search.milliseconds(of: target, topLine: screen.pages[tab].viewport.topLine)
    else {
      screen.update(.notice("No time in this tab's lines to count from"), at: now)
      return
    }
    goTo(milliseconds: wanted, by: search, tab: tab, at: now)
  }

  /// Goes to the first line at `milliseconds` since the epoch or later in the shown tab (a bar
  /// of the timeline), or says why not.
  mutating func goTo(milliseconds: Int64, at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard let search = timeSearch(ofTab: tab, for: "the timeline", at: now) else { return }
    goTo(milliseconds: milliseconds, by: search, tab: tab, at: now)
  }

  /// How tab `tab`'s lines are looked through by time, its lines all asked for; nil, having
  /// said that `what` needs a log, where its first lines tell no time.
  private mutating func timeSearch(ofTab tab: Int, for what: String, at now: Instant)
    -> LogTimeSearch?
  {
    guard screen.pages.indices.contains(tab), let document = screen.pages[tab].document else {
      return nil
    }
    if let merged = screen.merge(ofTab: tab) {
      document.prepareLines(through: .max)
      let clock = DocumentFeed.localClock(at: time(nil))
      return LogTimeSearch(
        document: document, merged: merged, year: clock.year, localOffset: clock.offset)
    }
    guard let parser = timeParser(ofTab: tab, document: document) else {
      screen.update(.notice("No times in this tab's first lines: \(what) needs a log"), at: now)
      return nil
    }
    document.prepareLines(through: .max)
    return LogTimeSearch(document: document, parser: parser)
  }

  /// How the lines of tab `tab`, showing `document`, tell their times, as its first lines
  /// write them; nil where they tell none.
  func timeParser(ofTab tab: Int, document: any TextDocument) -> LogTimestampParser? {
    let known = document.prepareLines(through: LogTimestampDetector.sampleLines)
    let sample = (0..<min(known, LogTimestampDetector.sampleLines)).map { document.line($0) }
    guard let layout = LogTimestampDetector.layout(of: sample) else { return nil }
    let source = feeds.indices.contains(tab) ? feeds[tab].source : .standardInput
    return DocumentFeed.parser(of: layout, for: source)
  }

  /// Goes to `milliseconds` as `search` finds it in tab `tab`, or says why not.
  private mutating func goTo(
    milliseconds wanted: Int64, by search: LogTimeSearch, tab: Int, at now: Instant
  ) {
    let document = search.document
    guard let line = search.firstLine(atOrAfter: wanted) else {
      let read = document.isComplete ? "" : " so far (still reading)"
      screen.update(.notice("No line at that time or later in the lines read\(read)"), at: now)
      return
    }
    // By its place in the view shown, not its number in the text (a filter's, a log view's).
    screen.update(.scroll(.line(document.firstLineNumber + line + 1)), at: now)
  }
}
