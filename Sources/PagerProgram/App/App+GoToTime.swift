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
    let known = document.prepareLines(through: LogTimestampDetector.sampleLines)
    let sample = (0..<min(known, LogTimestampDetector.sampleLines)).map { document.line($0) }
    guard let layout = LogTimestampDetector.layout(of: sample) else {
      screen.update(.notice("No times in this tab's first lines: :goto needs a log"), at: now)
      return
    }
    document.prepareLines(through: .max)
    let written = feeds.indices.contains(tab) ? Self.modified(feeds[tab].source) : nil
    let clock = Self.localClock(at: written ?? time(nil))
    let parser = LogTimestampParser(
      layout: layout, defaultYear: clock.year, modifiedMonth: written == nil ? 12 : clock.month,
      localOffset: clock.offset)
    let search = LogTimeSearch(document: document, parser: parser)
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
    screen.update(.scroll(.line(document.lineNumber(ofLine: line))), at: now)
  }

  /// When the file `source` names was last written, in seconds since 1970; nil for a stream.
  private static func modified(_ source: DocumentSource) -> time_t? {
    guard case .file(let path) = source else { return nil }
    var status = stat()
    guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
    return status.st_mtim.tv_sec
  }

  /// The local year and month at `seconds` since 1970, and the zone's offset from UTC then.
  private static func localClock(at seconds: time_t) -> (year: Int, month: Int, offset: Int) {
    var moment = seconds
    var fields = tm()
    localtime_r(&moment, &fields)
    return (Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_gmtoff))
  }
}
