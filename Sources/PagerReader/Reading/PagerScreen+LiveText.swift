import PagerKit

/// Text that keeps arriving: pages following their end, texts replaced (a command run again, a
/// file started over, a watched run), and the tabs that ask for attention.
extension PagerScreen {
  /// Shows `document` in tab `tab`: from its first line (a command run again, a file reopened),
  /// or, `keepingPosition`, on the same line as far as it goes (a file reloaded in place). A page
  /// that followed at the end goes on to the new end.
  mutating func replaceDocument(
    ofTab tab: Int, with document: any TextDocument, keepingPosition: Bool = false
  ) {
    let view = tableViewChoices(ofTab: tab)
    pages[tab].document = refiltered(shown(document), tab: tab)
    // A table's text run or read again is a table again, once its first lines are known, with
    // its sort, filter and columns as the reader left them.
    if let view { showAgainAsTable(tab: tab, keeping: view) }
    // Another text: a selection of the old one means nothing in it.
    if selection?.tab == tabList[tab] { clearSelection() }
    if !keepingPosition {
      pages[tab].viewport = DocumentViewport()
      // From the top, but below pinned header lines, as a tab opened with them starts.
      if documentLayout.firstLine > 0 { pages[tab].clampViewport(layout: documentLayout) }
    }
    pages[tab].firstLineNumber = document.firstLineNumber
    pages[tab].previousDocument = nil
    pages[tab].run = nil
    pages[tab].indexesAhead = document.indexAhead(budget: 0)
    // Another text: its matches are counted afresh.
    if let count = pages[tab].matchCount {
      pages[tab].matchCount = MatchCount(search: count.search)
    }
    takeArrivedText(tab: tab)
    refreshBar(selectionChanged: false)
  }

  /// Puts the line numbered `number` (from 1, lines dropped from the text's front counted) at
  /// the top of tab `tab`'s page, as far as the text that has come goes: a text read again comes
  /// back to the line its page showed.
  mutating func showLine(numbered number: Int, ofTab tab: Int) {
    guard pages.indices.contains(tab), pages[tab].document != nil else { return }
    // Lines dropped since the page last looked move it first, so the number lands right.
    pages[tab].clampViewport(layout: documentLayout)
    pages[tab].scrollDocument(by: .line(number), layout: documentLayout)
  }

  /// Sets what the documents of many tabs are doing at once, the bar laid out once for them all:
  /// as `.status` events would, one by one, for a stream cut into thousands of sections.
  mutating func setStatuses(_ statuses: [(tab: Int, status: DocumentStatus)]) {
    guard !statuses.isEmpty else { return }
    pages.setStatuses(statuses)
    refreshBar(selectionChanged: false)
  }

  /// Sets what the documents of the tabs `tabs` are doing, all the same (a stream's sections),
  /// as ``setStatuses(_:)`` does.
  mutating func setStatus(_ status: DocumentStatus, ofTabs tabs: Range<Int>) {
    guard !tabs.isEmpty else { return }
    pages.setStatus(status, ofTabs: tabs)
    refreshBar(selectionChanged: false)
  }

  /// Gives tabs the text they were waiting for, with what it is doing: files opened a batch at a
  /// time after the first screen. Each page shows its text from the top as though it had it
  /// from the start (no news; a page following goes to the end), its matches counted afresh;
  /// the bar is titled again only when a tab's marks changed (a file that failed to open).
  mutating func setDocuments(
    _ documents: [(tab: Int, document: any TextDocument, status: DocumentStatus)]
  ) {
    var marksChanged = false
    for (tab, document, status) in documents where pages.indices.contains(tab) {
      let marks = pages[tab].marks
      pages[tab].document = refiltered(shown(document), tab: tab)
      pages[tab].viewport = DocumentViewport()
      pages[tab].firstLineNumber = document.firstLineNumber
      pages[tab].indexesAhead = document.indexAhead(budget: 0)
      if let count = pages[tab].matchCount {
        pages[tab].matchCount = MatchCount(search: count.search)
      }
      pages[tab].status = status
      // As the first screen looks at its pages: the shown one, those following, and all of them
      // under pinned header lines.
      if tab == pager.selectedIndex || pages[tab].follows || documentLayout.firstLine > 0 {
        pages[tab].clampViewport(layout: documentLayout)
        pages[tab].noteEnd(layout: documentLayout)
      }
      if pages[tab].follows {
        takeArrivedText(tab: tab)
        pages[tab].hasNews = false
      }
      marksChanged = marksChanged || pages[tab].marks != marks
    }
    // Thousands of tabs opening title the bar once a batch at most, and only for news.
    if marksChanged { refreshBar(selectionChanged: false) }
  }

  /// Shows a run of tab `tab`'s watched command: `document` is its output, `previous` the run's
  /// before it to highlight changes against, and `run` says which run it is. The page stays
  /// where it was scrolled to, as far as the new text goes. A tab not shown is marked as having
  /// news when `isNews` (the output changed).
  mutating func showRun(
    ofTab tab: Int, document: any TextDocument, previous: (any TextDocument)?, run: RunSummary,
    isNews: Bool
  ) {
    let hadNews = pages[tab].hasNews
    replaceDocument(ofTab: tab, with: document, keepingPosition: true)
    pages[tab].hasNews = hadNews || (isNews && tab != pager.selectedIndex)
    pages[tab].previousDocument = previous
    pages[tab].run = run
    // Its marks may have changed since the replacing drew the bar: news, the run's status.
    refreshBar(selectionChanged: false)
  }

  /// Takes text that arrived in tab `tab`: a page following at the end goes on to the new end
  /// (the shown one a slice at a time, should a long line need laying out), and a tab not shown
  /// is marked as having news.
  mutating func takeArrivedText(tab: Int) {
    pages[tab].matchCount?.textArrived()
    // A view that finds its lines a slice a turn (a table's rows, a merge) goes on finding
    // them in the text that came, though it had caught up.
    if let document = pages[tab].document, !pages[tab].indexesAhead {
      pages[tab].indexesAhead = document.indexAhead(budget: 0)
    }
    sortArrivedRows(tab: tab)
    // A page that began with no more lines than the pinned header ones starts below them once
    // lines come after them.
    if pages[tab].viewport.topLine < documentLayout.firstLine {
      pages[tab].clampViewport(layout: documentLayout)
    }
    let fraction = pages[tab].takeArrivedText(
      layout: documentLayout, budget: PendingScroll.layoutBudget)
    if let fraction, tab == pager.selectedIndex {
      pendingScroll = PendingScroll(tab: tabList[tab], fraction: fraction)
    }
    if tab != pager.selectedIndex { pages[tab].hasNews = true }
    stopFollowingAtMatch(tab: tab)
  }

  /// Follows tab `tab`'s end until a line that arrives from now on matches the last search.
  mutating func followUntilMatch(tab: Int) {
    guard let last = search.last else {
      message = "No previous search: Esc-F follows until the last search matches"
      return
    }
    guard let document = pages[tab].document else { return }
    followsUntilMatch = (tabList[tab], last, document.lineCount)
    follow(tab: tab)
    message = "Following until /\(last.pattern) matches (Ctrl-C stops)"
  }

  /// Stops following tab `tab` at the first new line that matches, showing it on the bottom
  /// line, when it follows until a match.
  private mutating func stopFollowingAtMatch(tab: Int) {
    guard let until = followsUntilMatch, until.tab == tabList[tab],
      let document = pages[tab].document
    else { return }
    guard pages[tab].follows else {
      followsUntilMatch = nil
      return
    }
    // The last line may still grow: it is looked at again once a line follows it.
    let complete = document.isComplete ? document.lineCount : max(0, document.lineCount - 1)
    var line = until.nextLine
    while line < complete, !until.search.hasMatch(in: document.line(line)) { line += 1 }
    followsUntilMatch?.nextLine = line
    guard line < complete else { return }
    followsUntilMatch = nil
    pages[tab].follows = false
    pendingScroll = nil
    var viewport = pages[tab].viewport
    viewport.reveal(line: line, in: document, layout: documentLayout)
    if viewport.topLine == line {
      let rows = documentLayout.rowCount(ofLine: line, in: document, atMost: documentLayout.rows)
      viewport.scroll(by: -max(0, documentLayout.rows - rows), in: document, layout: documentLayout)
    }
    pages[tab].viewport = viewport
    if tab == pager.selectedIndex {
      message = "Pattern found on line \(document.lineNumber(ofLine: line)): following stopped"
    }
  }

  mutating func follow(tab: Int) {
    guard pages.indices.contains(tab), pages[tab].document != nil else { return }
    pages[tab].follows = true
    pages[tab].isAtEnd = true
    pages[tab].hasFollowed = true
    takeArrivedText(tab: tab)
    pages[tab].hasNews = false
  }

  /// Goes to the next tab after the shown one, round the end, whose marks ask for attention.
  mutating func jumpToAttention(at now: Instant) {
    let count = pages.count
    let start = pager.selectedIndex
    for step in 1..<max(1, count) {
      let tab = (start + step) % count
      if pages.peek(tab).marks.contains(where: \.asksForAttention) {
        pager.update(.jump(to: tab), at: now)
        return
      }
    }
    message = "No other tab asks for attention"
  }
}
