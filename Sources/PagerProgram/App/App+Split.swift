import PagerKit
import PagerReader

/// One stream cut into a tab per section (a file of a diff, a commit of a log, a pattern's
/// sections): the first tab's feed reads the stream, and every tab shows a ``SectionDocument``
/// of it, so that nothing is copied. Sections are found as lines arrive, by a worker a stretch
/// at a time (or by the loop, a slice a turn, where the text has no file a worker can read);
/// tabs appear as they are found, the tab shown staying where it is.
struct StreamSplit {
  /// How often the tabs are brought up to the sections found while lines keep coming, in
  /// milliseconds: the bar grows ten times a second, not at every turn of the loop, so a stream
  /// of thousands of sections is not laid out again thousands of times.
  static let showInterval = 100.0
  /// Lines looked at between two looks at the clock, at most.
  static let linesPerLook = 1 << 16
  /// How long one turn of the loop looks at lines at most, in milliseconds, so that a key is
  /// answered meanwhile.
  static let turnBudget = 12.0

  var splitter: SectionSplitter
  /// The whole text, read by the first tab's feed.
  let whole: any TextDocument
  /// The title of the text as one tab, for the lines before the first section.
  let title: String
  /// Whether tabs wait for a second section (a diff on standard input, split without being
  /// asked: a diff of one file stays one tab).
  let waitsForTwo: Bool
  /// Whether the sections are shown as tabs now, not joined back into one.
  var isSplit = false
  /// Whether the user joined the sections (`Esc-s`): they are cut again only when asked.
  var isJoined = false
  /// Whether the user was told how the cut went, once the whole text was taken.
  var hasToldOutcome = false
  /// Whether the user was told that `--split-limit` sections were found, the rest joining the last.
  var hasToldLimit = false
  /// Whether the pages were given the log's ``parts`` once it was known to be a log.
  var partsShown = false
  /// The sections shown as tabs, in order.
  let sections: SectionTabs
  /// The files of a log's commits, which the pages of its tabs (or its one tab) name and go
  /// through; none for other texts.
  let parts = DocumentParts()
  /// The splitter's files the parts were brought up to, and those they dropped from their front
  /// (counted from the first ever).
  var partsTaken = 0
  var partsDropped = 0
  /// The lines of the last section when its tab was last told it grew.
  var lastSectionLines = 0

  /// Whether the last turn got on (lines learned or looked at): a file learned lazily has more
  /// to learn, a pipe waits for input.
  var gotOn = false
  /// When the tabs were last brought up to the sections found, and the lines taken then.
  var shown: (at: Instant, linesTaken: Int)?

  /// Whether lines were taken since the tabs were last brought up to the sections found.
  var hasUnshown: Bool { shown?.linesTaken != splitter.linesTaken }

  /// Whether the whole text has been taken: it is complete, and no line of it is left.
  var isFinished: Bool {
    whole.isComplete && background.working == nil && !background.hasOutcome
      && nextLine >= whole.lineCount
  }

  /// The line of the text to take next, as the text numbers its lines now (the splitter counts
  /// from the text's first line ever, those a spool dropped included).
  private var nextLine: Int { splitter.linesTaken - whole.firstLineNumber }

  /// The first line the text still holds, counted from its first ever: the lines before it a
  /// spool past its limit dropped.
  var firstKeptLine: Int { (whole as? StreamDocument)?.droppedLineCount ?? 0 }

  /// Whether the tabs are due to be brought up to the sections found: at first, once the whole
  /// text is taken, and else every ``showInterval`` while lines are taken.
  func showIsDue(at now: Instant) -> Bool {
    guard let shown else { return true }
    guard hasUnshown else { return false }
    return isFinished || now.milliseconds - shown.at.milliseconds >= Self.showInterval
  }

  /// Milliseconds until the tabs are due to be brought up to what was taken, if they are behind.
  func millisecondsToShow(at now: Instant) -> Double? {
    guard let shown, hasUnshown else { return nil }
    return max(0, Self.showInterval - (now.milliseconds - shown.at.milliseconds))
  }

  /// The worker taking a stretch of lines, when one is.
  let background = BackgroundSplit()
  /// Whether stretches go to the workers (until one's lines did not add up).
  var handsOn = true

  /// Whether lines are still to be looked at now, or to be learned, or a worker's stretch is to
  /// be taken back; not while a worker takes them (its report wakes the loop).
  var hasBacklog: Bool {
    gotOn || background.hasOutcome || (background.working == nil && nextLine < scannableLines)
  }

  /// The lines that may be looked at: all but an unfinished last line of a text still arriving.
  private var scannableLines: Int {
    whole.isComplete ? whole.lineCount : max(0, whole.lineCount - 1)
  }

  /// Looks at the lines that arrived, for ``turnBudget`` at most by `clock`, learning them first
  /// where the text is learned lazily (a file's index). With `workers`, a worker takes them a
  /// stretch at a time, and this only hands the stretches on and takes them back.
  mutating func advance(clock: any RunLoopClock, workers: MatchWorkers?) {
    let deadline = clock.now().advanced(by: Self.turnBudget)
    let isOver = { clock.millisecondsLeft(until: deadline) <= 0 }
    gotOn = false
    repeat {
      if var outcome = background.take() {
        gotOn = true
        if outcome.splitter.linesTaken == outcome.lines.upperBound {
          outcome.splitter.forgetSections(before: splitter.forgottenSections)
          splitter = outcome.splitter
        } else if whole.firstLineNumber == outcome.shift {
          // Bytes that changed under the worker, not by a spool dropping text (a file
          // rewritten): taken here from now on.
          handsOn = false
        }
      }
      // Lines a spool dropped before they were looked at are never taken.
      splitter.skip(to: firstKeptLine)
      let known = whole.lineCount
      let next = nextLine
      // The lines after those being taken are asked for meanwhile, so that a stream is read
      // on; not while a split no one asked for waits for its second section (any text on
      // standard input): that text is read only as far ahead as the page asks.
      let asked = background.working.map { $0.upperBound - whole.firstLineNumber } ?? next
      if !waitsForTwo || isSplit { whole.prepareLines(through: asked + Self.linesPerLook) }
      guard background.working == nil else { return }
      let end = min(scannableLines, next + Self.linesPerLook)
      guard whole.lineCount > known || next < end else { return }
      gotOn = true
      // A worker takes all that is known, a stretch at a time.
      if handsOn, let workers, handOn(next..<max(end, scannableLines), to: workers) { continue }
      take(next..<end, pausing: isOver)
    } while !isOver()
  }

  /// Hands the lines `lines` (as the text numbers them now) to a worker, as many as it holds in
  /// its file and a stretch takes; false when the text's file does not hold the first (a
  /// notice, or no file at all).
  private mutating func handOn(_ lines: Range<Int>, to workers: MatchWorkers) -> Bool {
    guard let readable = whole as? ReadByWorkers, let file = readable.bytesForWorkers else {
      return false
    }
    let held = readable.linesForWorkers
    guard held.contains(lines.lowerBound) else { return false }
    let end = min(
      lines.upperBound, held.upperBound, lines.lowerBound + BackgroundSplit.stretchLines)
    guard let first = whole.byteOffset(ofLine: lines.lowerBound),
      let last = whole.byteOffset(ofLine: end)
    else { return false }
    let shift = whole.firstLineNumber
    background.start(
      splitter, lines: (lines.lowerBound + shift)..<(end + shift), shift: shift,
      bytes: first..<last, of: file, with: workers)
    return true
  }

  /// Takes the lines `lines` of the text, a chunk at a time where it reads so, until they are
  /// taken or `isOver` says the turn's time is up.
  private mutating func take(_ lines: Range<Int>, pausing isOver: () -> Bool) {
    let whole = whole
    var next = lines.lowerBound
    while next < lines.upperBound {
      next =
        whole.readLines(next..<lines.upperBound, pausing: isOver) { _, chunk in
          splitter.take(lines: chunk)
        } ?? next
      guard next < lines.upperBound, !isOver() else { return }
      // A line to take by itself: one longer than a chunk, a notice, or a line of a text not
      // read a chunk at a time. What is past the longest line matched whole says nothing.
      splitter.take(whole.bytes(ofLine: next, in: 0..<LinePiece.wholeLineLimit))
      next += 1
    }
  }

  /// Whether the sections found are worth tabs.
  var isReady: Bool { waitsForTwo ? splitter.cutCount >= 2 : splitter.cutCount >= 1 }

  /// What the user is told once the whole text is taken, when the cut did not go as asked: the
  /// lines the pattern was too complex for, or no section at all; nil when it went well.
  var outcomeNotice: String? {
    let complex = splitter.tooComplexLines
    if complex > 0 {
      return "--split: the pattern is too complex for \(complex) line\(complex == 1 ? "" : "s")"
        + " (PCRE2's match limit): no section starts there"
    }
    // A diff on standard input is cut only when it is one, unasked: nothing to say.
    return isReady || waitsForTwo ? nil : "--split: no line starts a section"
  }

  /// The title of section `index`.
  func title(ofSection index: Int) -> String {
    splitter.sections[index].title ?? title
  }

  /// Brings ``parts`` up to the files the splitter found: new ones added, the last one taken
  /// before retitled (its headers may have said more since), forgotten ones dropped.
  mutating func takeParts() {
    let files = splitter.files
    let first = splitter.forgottenFiles
    // The parts hold the files numbered partsDropped..<partsTaken, counted from the first ever.
    if first > partsDropped {
      parts.removeFirst(min(first, partsTaken) - partsDropped)
      partsDropped = first
      partsTaken = max(partsTaken, first)
    }
    if partsTaken > first, partsTaken - first <= files.count {
      parts.retitle(partsTaken - 1 - partsDropped, title: files[partsTaken - 1 - first].title ?? "")
    }
    for file in files[min(files.count, partsTaken - first)...] {
      parts.append(start: file.start, title: file.title ?? "")
    }
    partsTaken = first + files.count
  }
}

extension App {
  /// The tabs after the first that show sections of a split stream: they hold no feed, and
  /// say what the first one's does.
  var sectionViewTabs: Range<Int> {
    guard let split, split.isSplit else { return 1..<1 }
    return 1..<max(1, split.sections.places(in: screen.tabList).upperBound)
  }

  /// The feeds that read text of their own: all but those of ``sectionViewTabs``, so that a
  /// stream of thousands of sections costs each turn of the loop no more than one tab does.
  /// Each once, though a tab's own be merged by another too.
  var readingFeeds: [DocumentFeed] {
    let held = feeds.held.map(\.feed)
    guard held.contains(where: { !$0.members.isEmpty }) else { return held }
    var seen: Set<ObjectIdentifier> = []
    return held.flatMap { [$0] + $0.members }.filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// Cuts the one stream opened into sections when `--split` asks, or when it is a diff of two
  /// files or more on standard input and `--split` says nothing.
  /// The text keeps `title` (its tab's, such as `git show` for what git pipes in) for the lines
  /// before the first section, and when joined.
  static func split(for options: Options, feeds: [DocumentFeed], title: String) -> StreamSplit? {
    guard feeds.count == 1, feeds[0].watch == nil else { return nil }
    let mode: SectionSplitter.Mode
    var waitsForTwo = false
    switch options.split {
    case .none?: return nil
    case .sections(let asked)?: mode = asked
    case nil:
      guard feeds[0].source == .standardInput else { return nil }
      // A commit a tab for `git log -p`, a file a tab for `git diff`.
      mode = .patches
      waitsForTwo = true
    }
    guard let splitter = try? SectionSplitter(mode: mode, limit: options.splitLimit) else {
      return nil
    }
    return StreamSplit(
      splitter: splitter, whole: feeds[0].document, title: title, waitsForTwo: waitsForTwo,
      sections: SectionTabs(whole: feeds[0].document))
  }

  /// Looks at the lines that arrived for sections, and shows those found as tabs.
  mutating func advanceSplit(at now: Instant) {
    guard var split, !feeds.isEmpty else { return }
    // Held alone while it changes: its arrays of thousands of sections are not copied.
    self.split = nil
    split.advance(clock: clock, workers: workers)
    if split.splitter.isFull, !split.hasToldLimit {
      split.hasToldLimit = true
      screen.update(
        .notice(
          "--split-limit: \(split.splitter.limit) tabs; the rest of the text is the last one's"),
        at: now)
    }
    if split.isFinished, !split.hasToldOutcome {
      split.hasToldOutcome = true
      if let notice = split.outcomeNotice { screen.update(.notice(notice), at: now) }
    }
    if !split.isSplit, !split.isJoined, split.isReady { split.isSplit = true }
    split.takeParts()
    if !split.partsShown, split.splitter.isLog {
      // One commit (`git show`), or a log joined: its one tab goes through its files.
      split.partsShown = true
      if !split.isSplit {
        screen.update(
          .tabs(.parts(Shared(split.parts), tab: screen.tabList[0], text: Shared(split.whole))),
          at: now)
      }
    }
    self.split = split
    dropGoneSections(at: now)
    guard var split = self.split, split.isSplit, split.showIsDue(at: now) else { return }
    split.shown = (now, split.splitter.linesTaken)
    self.split = split
    showSections(at: now)
  }

  /// Drops the tabs of the sections whose first line a spool past its limit dropped with the
  /// oldest text: whole, never from their middle; the last section's tab always stays. The bar
  /// says how many went.
  private mutating func dropGoneSections(at now: Instant) {
    guard var split, split.isSplit else { return }
    let firstKept = split.firstKeptLine
    let gone = split.sections.starts.dropLast().prefix { $0 < firstKept }.count
    guard gone > 0 else { return }
    self.split = nil
    // Their tabs (those not closed) hold no feed to close, but the first's, which reads the
    // stream and goes on.
    let goneTabs = split.sections.openTabs(ofFirst: gone, in: screen.tabList)
    split.sections.removeFirst(gone)
    split.splitter.forgetSections(before: split.splitter.forgottenSections + gone)
    let reading = screen.tabList[0]
    let readingFeed = feeds[0]
    if goneTabs > 0 { screen.update(.tabs(.removeFirst(goneTabs)), at: now) }
    // The first tab kept reads the stream now, and has what the first had left to run; the
    // feed shows its section, and so does its page.
    let heir = screen.tabList[0]
    feedsByTab.hand(from: reading, to: heir)
    startCommands[heir] = startCommands.removeValue(forKey: reading)
    readingFeed.document = split.sections.document(at: split.sections.index(ofTab: heir) ?? 0)
    screen.update(
      .tabs(.replace(heir, with: readingFeed.document, keepingPosition: true)), at: now)
    self.split = split
    view = PagerView(theme: theme)
  }

  /// Brings the tabs up to the sections found: a tab for each new one (the last section's end
  /// set as the next begins), titles refined, the last section's tab told that it grew.
  private mutating func showSections(at now: Instant) {
    guard var split else { return }
    self.split = nil
    let found = split.splitter.sections
    // A section's tab is its title and first line until it is shown (``SectionTabs``).
    var opened: [UnshownTab] = []
    // New sections' tabs go after the sections' tabs, before any opened meanwhile (`:e`).
    let place = max(1, split.sections.places(in: screen.tabList).upperBound)
    let retitled = max(0, split.sections.count - 1)
    for index in split.sections.count..<found.count {
      split.sections.append(start: found[index].start)
      if index == 0 {
        // The first section is the tab that reads the stream.
        split.sections.show(in: [screen.tabList[0]])
        let section = split.sections.document(at: 0)
        feeds[0].splitWhole = split.whole
        feeds[0].document = section
        screen.update(
          .tabs(.replace(screen.tabList[0], with: section, keepingPosition: true)), at: now)
        if split.splitter.isLog {
          screen.update(
            .tabs(.parts(Shared(split.parts), tab: screen.tabList[0], text: Shared(section))),
            at: now)
        }
      } else {
        opened.append(UnshownTab(title: split.title(ofSection: index), key: found[index].start))
      }
    }
    // A section's tab shows it from its start: only the last grows, and it is told so.
    screen.update(
      .tabs(.insertUnshown(opened, before: place, from: Shared(split.sections))), at: now)
    split.sections.show(in: screen.tabList[place..<min(place + opened.count, screen.tabList.count)])
    screen.update(.tabs(.setStatus(feeds[0].status, tabs: place..<place + opened.count)), at: now)
    // Each commit's tab goes through its files once it is made.
    if split.splitter.isLog, !opened.isEmpty {
      screen.update(.tabs(.partsOfUnshownTabs(Shared(split.parts))), at: now)
    }
    // Only the sections found before this turn's new ones may have learned more of their title.
    var changes: [TabID: LineChanges] = [:]
    for index in retitled..<min(found.count, split.sections.tabs.count) {
      let tab = split.sections.tabs[index]
      screen.update(.tabs(.retitle(tab, title: split.title(ofSection: index))), at: now)
      if found[index].changes != LineChanges() { changes[tab] = found[index].changes }
    }
    if !changes.isEmpty { screen.update(.tabs(.lineChanges(changes)), at: now) }
    // The last section's tab is told it grew, unless it is new: then there is no news in it.
    if split.sections.count > 0,
      case let last = split.sections.document(at: split.sections.count - 1),
      last.lineCount != split.lastSectionLines
    {
      split.lastSectionLines = last.lineCount
      if opened.isEmpty, let tab = split.sections.tabs.last {
        screen.update(.contentChanged(tab: tab), at: now)
      }
    }
    self.split = split
    if !opened.isEmpty { view = PagerView(theme: theme) }
  }

  /// `Esc-s`: joins the sections back into one tab, the line at the top of the one shown kept at
  /// the top; or cuts the text into its sections again, showing the one that line is in.
  mutating func toggleSplit(at now: Instant) {
    guard var split else {
      screen.update(.notice("This text is not cut into sections (--split)"), at: now)
      return
    }
    if split.isSplit {
      // Lines counted from the text's first ever, as sections start.
      let section = screen.shownTab.flatMap(split.sections.index(ofTab:))
      let start = section.map { split.sections.starts[$0] } ?? 0
      let top = start + screen.pages[screen.pager.selectedIndex].viewport.topLine
      for (tab, feed) in feeds.held where tab != screen.tabList[0] { feed.close() }
      screen.update(.tabs(.removeFrom(1)), at: now)
      feedsByTab.forgetGone(in: screen.tabList)
      // The commands of tabs opened meanwhile (`:e`) go with them.
      startCommands = startCommands.filter { screen.tabList.contains($0.key) }
      feeds[0].document = split.whole
      feeds[0].splitWhole = nil
      screen.update(.tabs(.replace(screen.tabList[0], with: split.whole)), at: now)
      screen.update(.tabs(.retitle(screen.tabList[0], title: split.title)), at: now)
      if split.splitter.isLog {
        screen.update(
          .tabs(.parts(Shared(split.parts), tab: screen.tabList[0], text: Shared(split.whole))),
          at: now)
      }
      screen.update(
        .tabs(.show(tab: screen.tabList[0], topLine: top - split.whole.firstLineNumber)), at: now)
      split.isSplit = false
      split.isJoined = true
      split.sections.removeAll()
      self.split = split
      view = PagerView(theme: theme)
      screen.update(.notice("sections joined: Esc-s cuts them again"), at: now)
    } else {
      guard split.isReady else {
        screen.update(.notice("No sections found in this text"), at: now)
        return
      }
      let top = screen.pages[0].viewport.topLine + split.whole.firstLineNumber
      split.isSplit = true
      split.isJoined = false
      self.split = split
      showSections(at: now)
      let starts = self.split?.sections.starts ?? []
      let tabs = self.split?.sections.tabs ?? []
      let shown = starts.lastIndex { $0 <= top } ?? 0
      if tabs.indices.contains(shown) {
        screen.update(.tabs(.show(tab: tabs[shown], topLine: top - starts[shown])), at: now)
      }
      screen.update(.notice("\(starts.count) sections: Esc-s joins them"), at: now)
    }
  }
}
