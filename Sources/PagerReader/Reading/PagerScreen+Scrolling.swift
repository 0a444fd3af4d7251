import PagerKit

/// Scrolling a page: its document by lines, screens and sides, to its end a slice at a time
/// when a long line must be laid out first, and learning a file's total in the background.
extension PagerScreen {
  mutating func scroll(_ amount: ScrollAmount, at now: Instant) {
    let amount = scrollSteps.resolve(
      amount, rows: documentLayout.rows, width: documentLayout.width)
    let tab = pager.selectedIndex
    if let document = pages[tab].document,
      let waiting = Self.waitingScroll(
        amount, tab: tabList[tab], document: document, indexesAhead: pages[tab].indexesAhead)
    {
      pendingScroll = waiting
      advancePendingScroll()
    } else if pages[tab].document != nil {
      let before = pages[tab].viewport.topLine
      pages[tab].scrollDocument(by: amount, layout: documentLayout)
      if scrollSteps.stopsAtFormFeed, !amount.isJump { stopAtFormFeed(tab: tab, from: before) }
    } else if preset.scrollsContent,
      let down = pages[tab].scrollContent(
        by: amount, screen: documentLayout.rows, maxOffset: maxScrollOffset)
    {
      slideBar(hidden: down, at: now)
    }
  }

  /// `--form-feed`: the page that scrolled from top line `before` stops at the first line it
  /// passed that starts with a form feed, that line at the top.
  private mutating func stopAtFormFeed(tab: Int, from before: Int) {
    guard let document = pages[tab].document else { return }
    let after = pages[tab].viewport.topLine
    guard after != before else { return }
    let passed = after > before ? Array(before + 1...after) : Array((after..<before).reversed())
    for line in passed where line < document.lineCount && document.lineLength(line) > 0 {
      guard document.bytes(ofLine: line, in: 0..<1).first == 0x0C else { continue }
      pages[tab].viewport.show(line: line, row: 0)
      pages[tab].clampViewport(layout: documentLayout)
      return
    }
  }

  /// The scroll that waits for `document`'s lines before it lands, when `amount` needs lines
  /// not known yet: the end always (it may have a long line to lay out); a percentage while the
  /// file is indexed ahead or a filter looks on; a line a filter has not found yet.
  private static func waitingScroll(
    _ amount: ScrollAmount, tab: TabID, document: some TextDocument, indexesAhead: Bool
  ) -> PendingScroll? {
    let finding = document.linesFoundFraction != nil
    switch amount {
    case .bottom:
      return PendingScroll(tab: tab, fraction: 0, isReading: true)
    case .percent(let percent) where finding || (indexesAhead && !document.isComplete):
      return PendingScroll(tab: tab, fraction: 0, isReading: true, percent: percent)
    case .byte(let byte) where finding || (indexesAhead && !document.isComplete):
      return PendingScroll(tab: tab, fraction: 0, isReading: true, byte: byte)
    case .line(let number)
    where finding && document.lineCount < number - document.firstLineNumber:
      return PendingScroll(tab: tab, fraction: 0, isReading: true, line: number)
    default:
      return nil
    }
  }

  /// Lays out the next slice for the scroll on its way, if any; it ends at the end.
  mutating func advancePendingScroll() {
    guard let pending = pendingScroll else { return }
    guard let tab = tabList.position(of: pending.tab) else {
      pendingScroll = nil
      return
    }
    if pending.isReading, let document = pages[tab].document {
      // A file indexed ahead learns its lines a slice a tick: the loop never reads it whole.
      guard !pages[tab].indexesAhead || document.isComplete else {
        pendingScroll?.fraction = PendingScroll.readFraction(of: document)
        return
      }
      // A filter finds its lines a slice a tick: the move lands once it has found them.
      if let found = document.linesFoundFraction,
        pending.line.map({ document.lineCount < $0 - document.firstLineNumber }) ?? true
      {
        pendingScroll?.fraction = found
        pendingScroll?.isFinding = true
        return
      }
      if let line = pending.line {
        pages[tab].scrollDocument(by: .line(line), layout: documentLayout)
        pendingScroll = nil
        return
      }
      document.prepareLines(through: .max)
      if let percent = pending.percent {
        pages[tab].scrollDocument(by: .percent(percent), layout: documentLayout)
        pendingScroll = nil
        return
      }
      if let byte = pending.byte {
        pages[tab].scrollDocument(by: .byte(byte), layout: documentLayout)
        pendingScroll = nil
        return
      }
      // A text still arriving (a pipe, a file still decoding) has no end yet: as less's `G`
      // reads on to it, the page follows the end until the text ends.
      if !document.isComplete {
        pages[tab].follows = true
        pages[tab].hasFollowed = true
      }
    }
    let fraction = pages[tab].advanceToBottom(
      layout: documentLayout, budget: PendingScroll.layoutBudget)
    pendingScroll = fraction.map { PendingScroll(tab: pending.tab, fraction: $0) }
  }

  /// Bytes of a file indexed ahead in one tick: about 20 ms of indexing, so a key waits no more
  /// than that, and a gigabyte is counted in about a third of a second (`make bench`).
  public static let defaultIndexAheadBudget = 64 << 20

  /// Whether a tab's file is still being indexed to learn its total.
  var isIndexing: Bool {
    // By index, touching only what is asked: thousands of tabs are looked at every turn.
    // Unshown tabs (sections) learn nothing ahead of their own.
    for tab in pages.indices
    where pages.isMade(tab) && pages[tab].indexesAhead && !pages[tab].indexAwaitsWorkers
      && pages[tab].document != nil
    {
      return true
    }
    return false
  }

  /// Files one tick indexes to their end at most, when each takes less than the budget.
  static let filesIndexedPerTick = 256

  /// Indexes the first file not yet indexed to its end `budget` bytes further, the shown tab
  /// first; files whose workers index them are only asked to take what they found. A file
  /// indexed to its end leaves the rest of the slice to the next (up to
  /// `files`), so thousands of small files are counted in a few ticks, not one a frame.
  mutating func indexAhead(budget: Int, files: Int = filesIndexedPerTick) {
    let isOver = sliceDeadline()
    var indexed = 0
    for tab in tabsShownFirst
    where pages.isMade(tab) && pages[tab].indexesAhead && !pages[tab].indexAwaitsWorkers {
      guard let document = pages[tab].document else { continue }
      let known = document.lineCount
      let more = document.indexAhead(budget: budget)
      pages[tab].indexesAhead = more
      pages[tab].indexAwaitsWorkers = document.indexAwaitsWorkers
      // A view that finds its lines (a merge, a table's rows) may find them after its text
      // came: a page following its end goes on to the new end.
      if pages[tab].follows, pages[tab].isAtEnd,
        document.lineCount > known
          || !pages[tab].viewport.showsLastRow(of: document, layout: documentLayout),
        let fraction = pages[tab].takeArrivedText(
          layout: documentLayout, budget: PendingScroll.layoutBudget),
        tab == pager.selectedIndex
      {
        pendingScroll = PendingScroll(tab: tabList[tab], fraction: fraction)
      }
      if pages[tab].indexAwaitsWorkers { continue }
      indexed += 1
      if more || indexed >= files || isOver() { return }
    }
  }

  /// Notes that workers reported: whatever waited on them goes on at the next tick.
  mutating func workersReported() {
    takeSortedTables()
    pendingSearch?.workersReported()
    for tab in pages.indices where pages.isMade(tab) {
      pages[tab].indexAwaitsWorkers = false
      pages[tab].matchCount?.workersReported()
      (pages[tab].document as? FilteredDocument)?.workersReported()
    }
  }
}
