import Glibc
import PagerKit
import PagerReader

/// A tab merging several files and streams by their lines' times (`--merge`, issue 35): each
/// member feed reads its own text as a tab's would, and the tab shows a ``MergedDocument`` over
/// theirs, made once each has sent its first lines (the sample its times are read by).
extension DocumentFeed {
  /// Lines a stream still arriving sends before its times are read from them.
  static let fewestSampleLines = 20
  /// Milliseconds a merge waits at most for its members' first lines: a stream still open
  /// after fewer than ``fewestSampleLines`` is merged with what it sent, and one that sent
  /// nothing goes to a tab of its own.
  static let longestSampleWait = 1000.0

  /// Whether `member`'s first lines are in: a sample's worth, its whole text, a followed file
  /// read to its end for now, or a stream's first ``fewestSampleLines``.
  private static func hasSample(_ member: DocumentFeed) -> Bool {
    let document = member.document
    let known = document.prepareLines(through: LogTimestampDetector.sampleLines)
    if known > LogTimestampDetector.sampleLines || document.isComplete || member.failure != nil {
      return true
    }
    if let total = document.byteTotal, let read = document.byteOffset(ofLine: document.lineCount),
      read >= total
    {
      return true
    }
    return known >= fewestSampleLines
  }

  /// Makes the merge once every member has sent its first lines, or `now` is past
  /// ``sampleDeadline``; returns whether it made it. A member whose first lines tell no time
  /// is left out, to show in a tab of its own; one that failed to open stays in, its message a
  /// line of the merge.
  @discardableResult func mergeIfReady(at now: Instant? = nil) -> Bool {
    guard refusedMembers == nil else { return false }
    // Each member asked, so each reads its first lines.
    let sampled = members.map(Self.hasSample)
    let hasWaited = now.map { $0 >= (sampleDeadline ?? .zero) } == true
    guard hasWaited || !sampled.contains(false) else { return false }
    sampleDeadline = nil
    var sources: [MergeSource] = []
    var refused: [DocumentFeed] = []
    let names = TabTitles.titles(for: members.map(\.source))
    for (member, name) in zip(members, names) {
      let document = member.document
      guard member.failure == nil else {
        sources.append(MergeSource(document: document, name: name) { _ in nil })
        continue
      }
      let count = min(document.lineCount, LogTimestampDetector.sampleLines)
      let sample = (0..<count).map { document.line($0) }
      guard let layout = LogTimestampDetector.layout(of: sample) else {
        refused.append(member)
        continue
      }
      let parser = Self.parser(of: layout, for: member.source)
      sources.append(MergeSource(document: document, name: name, parser: parser))
    }
    members.removeAll { member in refused.contains { $0 === member } }
    refusedMembers = refused
    document = MergedDocument(sources: Array(sources.prefix(MergedDocument.sourceLimit)))
    return true
  }

  /// Pumps each member; the merge is made once their first lines are in, and made again when
  /// one starts over (a followed file truncated).
  func pumpMembers(filesChanged: Bool, at now: Instant?) -> Change {
    mergeChanges(members.map { $0.pump(filesChanged: filesChanged) }, at: now)
  }

  /// What the members' pumps found, `changes` in their order, makes of the merge at `now`: it
  /// is made once their first lines are in (or the wait for them is over), and made again when
  /// one starts over. The members may be pumped apart, as the tabs that show them too pump
  /// them (``FeedPumping``).
  func mergeChanges(_ changes: [Change], at now: Instant? = nil) -> Change {
    var grew = false
    var notice: String?
    for change in changes {
      switch change {
      case .none: break
      case .startedOver(let said): notice = said
      default: grew = true
      }
    }
    if refusedMembers == nil { return mergeIfReady(at: now) ? .replaced : .none }
    if let notice {
      remerge()
      return .startedOver(notice: notice)
    }
    return grew ? .grew : .none
  }

  /// Follows every file member as it grows (`F`); returns whether ``document`` is new.
  func followMembers() -> Bool {
    var followed = false
    for member in members where member.follow() { followed = true }
    if followed, refusedMembers != nil { remerge() }
    return followed
  }

  /// The merge made anew over the members' documents now.
  private func remerge() {
    guard let merged = document as? MergedDocument else { return }
    document = MergedDocument(
      sources: zip(merged.sources, members).map { $0.over($1.document) })
  }

  /// Makes the merge anew where a member's text is no longer the one merged (its own tab
  /// followed it, or read it again); returns whether it did.
  @discardableResult func remergeIfMembersMoved() -> Bool {
    guard let merged = document as? MergedDocument, merged.sources.count == members.count,
      zip(merged.sources, members).contains(where: { $0.document !== $1.document })
    else { return false }
    remerge()
    return true
  }

  /// Whether the first lines of `feed`'s text tell times, as a merge reads them; nil while they
  /// are still to come (a stream's first lines). A text that failed tells none.
  static func tellsTimes(_ feed: DocumentFeed) -> Bool? {
    guard feed.failure == nil else { return false }
    guard hasSample(feed) else { return nil }
    let document = feed.document
    let count = min(document.lineCount, LogTimestampDetector.sampleLines)
    return LogTimestampDetector.layout(of: (0..<count).map { document.line($0) }) != nil
  }

  /// What the merge is doing: what a member still at work does, else finished.
  var mergedStatus: DocumentStatus {
    if refusedMembers == nil { return .loading }
    let statuses = members.map(\.status)
    return statuses.first { $0.isWaiting } ?? .finished
  }

  /// How the lines of `source`, written as `layout`, tell their times: a missing year is the
  /// year the file was last written (a stream's, this one), a missing zone local time.
  static func parser(of layout: LogTimestampLayout, for source: DocumentSource)
    -> LogTimestampParser
  {
    let written = modified(source)
    let clock = localClock(at: written ?? time(nil))
    return LogTimestampParser(
      layout: layout, defaultYear: clock.year, modifiedMonth: written == nil ? 12 : clock.month,
      localOffset: clock.offset)
  }

  /// When the file `source` names was last written, in seconds since 1970; nil for a stream.
  static func modified(_ source: DocumentSource) -> time_t? {
    guard case .file(let path) = source else { return nil }
    var status = stat()
    guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
    return status.st_mtim.tv_sec
  }

  /// The local year and month at `seconds` since 1970, and the zone's offset from UTC then:
  /// what a log line leaves out.
  static func localClock(at seconds: time_t) -> (year: Int, month: Int, offset: Int) {
    var moment = seconds
    var fields = tm()
    localtime_r(&moment, &fields)
    return (Int(fields.tm_year) + 1900, Int(fields.tm_mon) + 1, Int(fields.tm_gmtoff))
  }
}
