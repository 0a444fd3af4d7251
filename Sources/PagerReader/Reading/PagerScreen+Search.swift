import PagerKit

/// Searching the shown tab: the prompt, and a search going on a slice at a time.
///
/// A search starts where less starts one: `/` at the top line, `?` at the last line shown (with
/// ``PagerScreen/searchStartsAfterScreen``, past the lines shown, as `less -a`). `n` goes on the
/// last search's way from the line after the match (the top line), `N` the other way.
extension PagerScreen {
  /// Edits the prompt. As a pattern is typed the page goes to its first match from where the
  /// prompt opened (`less`'s incremental search), looked for from the next tick
  /// (``startPreview(at:)``); `Esc` goes back there.
  mutating func editPrompt(_ edit: PromptEdit, at now: Instant) {
    let tab = pager.selectedIndex
    // Only text can be searched; a prompt with nothing to search would just eat keys.
    if edit.opensPatternPrompt {
      guard pages[tab].document != nil else { return }
      promptOrigin = (tabList[tab], pages[tab].viewport)
    }
    if edit == .openCommandLine { promptOrigin = nil }
    if case .openLine = edit { promptOrigin = nil }
    if edit == .openColumnFilter {
      openColumnFilterPrompt()
      return
    }
    if edit == .openLine(.shownColumns), !showsTable {
      message = "Not a table: Esc-t shows the text as one"
      return
    }
    switch search.edit(edit) {
    case .typed:
      restorePromptOrigin()
      previewMatch = nil
    case .cancelled:
      restorePromptOrigin()
      promptOrigin = nil
      previewMatch = nil
    case .submitted:
      startCounting()
      let nth = search.promptMatch
      let modifiers = search.lastModifiers
      // A count (`3/`) looks from where the prompt opened, past the first match shown; so do
      // the modifiers whose search is not the one the page followed as the pattern was typed.
      if nth > 1 || modifiers.nonMatching || modifiers.fromFirstTab || modifiers.keepsPosition {
        restorePromptOrigin()
        previewMatch = nil
      }
      promptOrigin = nil
      // A match found as the pattern was typed is the one Enter asks for, whether the page
      // moved to it or (on a page that cannot scroll) it was already in view.
      if let match = previewMatch, match.tab == tabList[tab] {
        previewMatch = nil
        showMatchSummary(tab: tab, line: match.line)
        return
      }
      guard let last = search.last else {
        message = "No previous search"
        return
      }
      // `^K`: the matches are highlighted and counted, and the page stays.
      if modifiers.keepsPosition { return }
      let direction = search.lastDirection
      if modifiers.fromFirstTab, let (first, line) = firstTabStart(direction: direction) {
        if first != tab { pager.update(.jump(to: first), at: now) }
        startSearch(
          last, tab: first, from: line, direction: direction, repeats: nth - 1,
          modifiers: modifiers, at: now)
        return
      }
      let start = firstSearchStart(tab: tab, direction: direction)
      startSearch(
        last, tab: tab, from: start.line, column: start.column, direction: direction,
        repeats: nth - 1, modifiers: modifiers, at: now)
    case .repeated:
      promptOrigin = nil
      previewMatch = nil
      findAgain(reversed: false, times: search.promptMatch, at: now)
    case .refused, .unchanged: break
    case .commandLine(let text):
      effects.append(.runCommandLine(text))
    case .line(let prompt, let text):
      effects.append(.submit(SubmittedLine(prompt: prompt, text: text)))
    case .filter(let filter, let inverted):
      promptOrigin = nil
      self.filter(tab: tab, by: filter, inverted: inverted)
    case .columnFilter(let filter, let inverted):
      filterTableColumn(by: filter, inverted: inverted)
    }
  }

  /// Makes the search the prompt's text makes and starts looking for it, once a tick: a burst
  /// of keys typed costs one pattern compiled and one search started, not one a key. A search
  /// for lines that do not match, from the first tab, or keeping the page, only highlights.
  mutating func startPreview(at now: Instant) {
    search.compilePreview()
    previewsMade += 1
    // The search for the text before is of no use now.
    if pendingSearch?.isQuiet == true { pendingSearch = nil }
    let modifiers = search.promptModifiers
    guard !modifiers.nonMatching, !modifiers.fromFirstTab, !modifiers.keepsPosition else {
      restorePromptOrigin()
      return
    }
    guard let preview = search.preview, promptOrigin != nil else { return }
    let tab = pager.selectedIndex
    let direction = search.promptDirection
    let start = firstSearchStart(tab: tab, direction: direction)
    pendingSearch = PendingSearch(
      tab: tabList[tab], search: preview, from: start.line, column: start.column,
      direction: direction,
      quiet: true)
    advancePendingSearch(at: now)
  }

  /// Puts the shown page back where it was when the prompt opened.
  private mutating func restorePromptOrigin() {
    // Only to the tab it was on: tabs closed meanwhile may have brought another one here.
    let tab = pager.selectedIndex
    guard let origin = promptOrigin, origin.tab == tabList[tab] else { return }
    pages[tab].viewport = origin.viewport
    // Lines that came meanwhile may now lie below pinned header lines it showed, and a text
    // replaced meanwhile (a file read again) may end before where it was.
    let lineCount = pages[tab].document?.lineCount ?? 0
    if origin.viewport.topLine < documentLayout.firstLine || origin.viewport.topLine >= lineCount {
      pages[tab].clampViewport(layout: documentLayout)
    }
  }

  /// Where a new search of tab `tab` starts: the top line going forward (from the first column
  /// shown, when the page is scrolled into a wrapped line), the last line shown going back; past
  /// the lines shown when ``searchStartsAfterScreen``.
  func firstSearchStart(tab: Int, direction: TextSearch.Direction) -> (line: Int, column: Int) {
    let shown = shownLines(tab: tab)
    switch (direction, searchStartsAfterScreen) {
    case (.forward, false): return (shown.lowerBound, firstColumnShown(tab: tab))
    case (.forward, true): return (shown.upperBound + 1, 0)
    case (.backward, false): return (shown.upperBound, 0)
    case (.backward, true): return (shown.lowerBound - 1, 0)
    }
  }

  /// Where a search from the first tab starts (`^F`): the first tab with text, its first line;
  /// going back, the last one's last line.
  private func firstTabStart(direction: TextSearch.Direction) -> (tab: Int, line: Int)? {
    let order = direction == .forward ? Array(pages.indices) : pages.indices.reversed()
    guard let tab = order.first(where: { pages[$0].document != nil }),
      let document = pages[tab].document
    else { return nil }
    let line = direction == .forward ? 0 : max(0, document.prepareLines(through: .max) - 1)
    return (tab, line)
  }

  /// The first column of the top line that tab `tab` shows: past the rows of a wrapped line
  /// scrolled above the page.
  private func firstColumnShown(tab: Int) -> Int {
    let viewport = pages[tab].viewport
    guard viewport.topRow > 0, let document = pages[tab].document else { return 0 }
    return documentLayout.firstColumn(ofRow: viewport.topRow, line: viewport.topLine, in: document)
  }

  /// The line at ``searchTargetRow`` on tab `tab`'s page (the top line by default), which `n` and
  /// `N` search on from; the last line shown when the page ends above that row.
  private func targetLine(tab: Int) -> Int {
    let viewport = pages[tab].viewport
    guard searchTargetRow > 0, let document = pages[tab].document else { return viewport.topLine }
    let page = DocumentPage(
      document: document, viewport: viewport, layout: documentLayout, search: nil)
    let starts = page.lineStarts.prefix(searchTargetRow + 1)
    return starts.compactMap { $0 }.last ?? viewport.topLine
  }

  /// The lines tab `tab` shows, the top one alone on a page without lines.
  private func shownLines(tab: Int) -> ClosedRange<Int> {
    let top = pages[tab].viewport.topLine
    return shownLines(ofTab: tab) ?? top...top
  }

  /// Forgets the last search, as less's `Esc U`: its highlighting, its counts on the bar and
  /// the match waiting for `n` go, and `n` then has no search to repeat.
  mutating func forgetSearch() {
    guard let last = search.last else {
      message = "No previous search"
      return
    }
    search.forgetLast()
    if pendingSearch?.isQuiet == false { pendingSearch = nil }
    awaitingMatch = nil
    lastMatch = nil
    summarizedMatch = nil
    for tab in pages.indices where pages.isMade(tab) && pages[tab].matchCount?.search == last {
      pages[tab].matchCount = nil
    }
    message = "search pattern cleared"
  }

  /// Searches again for the last pattern, the `times`-th match its way.
  mutating func findAgain(reversed: Bool, times: Int = 1, at now: Instant) {
    guard let last = search.last else {
      message = "No previous search"
      return
    }
    if let awaiting = awaitingMatch, awaiting.search == last, !reversed {
      awaitingMatch = nil
      pendingSearch = nil
      showAwaitingMatch(awaiting, at: now)
      return
    }
    awaitingMatch = nil
    let tab = pager.selectedIndex
    let forward = (search.lastDirection == .forward) != reversed
    if var pending = pendingSearch, !pending.isQuiet, pending.tab == tabList[tab],
      pending.search == last, (pending.direction == .forward) == forward
    {
      pending.matchesToPass += 1
      pendingSearch = pending
      return
    }
    pendingSearch = nil
    guard pages[tab].document != nil else { return }
    let target = targetLine(tab: tab)
    var start = forward ? target + 1 : target - 1
    if searchStartsAfterScreen {
      start = firstSearchStart(tab: tab, direction: forward ? .forward : .backward).line
    }
    // The match the page could not bring to the top stands for it, either way.
    if let match = lastMatch, match.place.tab == tabList[tab],
      match.viewport == pages[tab].viewport,
      !searchStartsAfterScreen
    {
      start = match.place.line + (forward ? 1 : -1)
    }
    startSearch(
      last, tab: tab, from: start, direction: forward ? .forward : .backward,
      repeats: max(0, times - 1), modifiers: search.lastModifiers.repeated, at: now)
  }

  /// Searches tab `tab` for `search` from line `start` (included), a slice now and the rest at
  /// the ticks after.
  private mutating func startSearch(
    _ search: TextSearch, tab: Int, from start: Int, column: Int = 0,
    direction: TextSearch.Direction, repeats: Int = 0, matchesToPass: Int = 0,
    modifiers: SearchModifiers = SearchModifiers(), hasWrapped: Bool = false, at now: Instant
  ) {
    pendingSearch = PendingSearch(
      tab: tabList[tab], search: search, from: start, column: column, direction: direction)
    pendingSearch?.modifiers = modifiers
    pendingSearch?.hasWrapped = hasWrapped
    pendingSearch?.repeats = repeats
    pendingSearch?.matchesToPass = matchesToPass
    advancePendingSearch(at: now)
  }

  /// Shows a match found while the user was elsewhere: its tab, with the match on the page.
  private mutating func showAwaitingMatch(
    _ awaiting: (place: TabPlace, column: Int, search: TextSearch), at now: Instant
  ) {
    // Its tab may have closed since (or moved, when tabs before it closed).
    guard let tab = tabList.position(of: awaiting.place.tab), let document = pages[tab].document,
      awaiting.place.line < document.lineCount
    else { return }
    if tab != pager.selectedIndex { pager.update(.jump(to: tab), at: now) }
    markBook.placeBeforeJump = TabPlace(tab: tabList[tab], line: pages[tab].viewport.topLine)
    pages[tab].viewport.reveal(
      line: awaiting.place.line, column: awaiting.column, in: document, layout: documentLayout,
      shift: scrollSteps.matchShiftColumns(onWidth: documentLayout.width))
    lastMatch = (awaiting.place, pages[tab].viewport, awaiting.search)
    chooseTableCell(at: TextPlace(line: awaiting.place.line, column: awaiting.column), tab: tab)
    showMatchSummary(tab: tab, line: awaiting.place.line)
  }

  /// Searches on for a slice when a search is pending. Most ticks have none: told here, in a
  /// small frame, not below the search's own of 12 KB, which made the deepest stack of a start.
  mutating func advancePendingSearch(at now: Instant) {
    if case .some = searching.pendingSearch { searchOn(at: now) }
  }

  /// Searches on for a slice; shows the match found, or says there is none.
  @inline(never) private mutating func searchOn(at now: Instant) {
    guard var pending = pendingSearch else { return }
    // Its tab closed: nothing is left to search.
    guard let tab = tabList.position(of: pending.tab) else {
      pendingSearch = nil
      return
    }
    guard let document = pages[tab].document else { return }
    if pending.origin == nil { pending.origin = (pager.selectedIndex, pages[tab].viewport) }
    let isOver = sliceDeadline()
    var step = pending.advance(
      budget: PendingScroll.budget, in: document, layout: documentLayout, pausing: isOver)
    // A count (`3n`) passes the matches before its own, each on a line of its own, as less.
    while case .found(let line, _) = step, pending.repeats > 0 {
      pending = pending.again(from: line + (pending.direction == .forward ? 1 : -1))
      if isOver() {
        pendingSearch = pending
        return
      }
      step = pending.advance(
        budget: PendingScroll.budget, in: document, layout: documentLayout, pausing: isOver)
    }
    pendingSearch = step == .pending || step == .awaitsWorkers ? pending : nil
    switch step {
    case .found(let line, let column)
    where pending.origin.map {
      $0.shownTab != pager.selectedIndex || $0.viewport != pages[tab].viewport
    } == true:
      // The user moved on while it searched: the page stays where they took it.
      awaitingMatch = (TabPlace(tab: pending.tab, line: line), column, pending.search)
      message =
        "found on line \(document.lineNumber(ofLine: line))"
        + (tab == pager.selectedIndex ? "" : " of tab \(tab + 1)")
        + ": n shows it"
    case .found(let line, let column):
      markBook.placeBeforeJump = TabPlace(
        tab: pending.tab, line: pages[tab].viewport.topLine)
      pages[tab].viewport.reveal(
        line: line, column: column, in: document, layout: documentLayout,
        shift: scrollSteps.matchShiftColumns(onWidth: documentLayout.width))
      if searchTargetRow > 0 {
        pages[tab].viewport.scroll(
          by: -min(searchTargetRow, documentLayout.rows - 1), in: document,
          layout: documentLayout)
      }
      lastMatch = (
        TabPlace(tab: pending.tab, line: line), pages[tab].viewport,
        pending.search
      )
      chooseTableCell(at: TextPlace(line: line, column: column), tab: tab)
      if pending.isQuiet {
        previewMatch = TabPlace(tab: pending.tab, line: line)
      } else if pending.hasWrapped {
        // As less says it, in place of the match's place among the others.
        message =
          pending.direction == .forward
          ? "Search hit bottom; continuing at top" : "Search hit top; continuing at bottom"
      } else {
        showMatchSummary(tab: tab, line: line)
      }
      if pending.matchesToPass > 0 {
        // `n` pressed while this search looked: it goes on from the match, as less's would.
        startSearch(
          pending.search, tab: tab,
          from: line + (pending.direction == .forward ? 1 : -1), direction: pending.direction,
          matchesToPass: pending.matchesToPass - 1, modifiers: pending.modifiers, at: now)
      }
    case .notFound:
      guard !pending.isQuiet else { return }
      // `^W`: round to the other end of the text, once, and never on into other tabs (as
      // less, where `^W` makes `^E` do nothing).
      if pending.modifiers.wraps {
        guard !pending.hasWrapped else {
          message = notFoundMessage(pending, tab: tab)
          return
        }
        let forward = pending.direction == .forward
        let start = forward ? 0 : max(0, document.prepareLines(through: .max) - 1)
        startSearch(
          pending.search, tab: tab, from: start, direction: pending.direction,
          modifiers: pending.modifiers, hasWrapped: true, at: now)
        return
      }
      if !searchOnInNextTab(after: pending, from: tab, at: now) {
        message = notFoundMessage(pending, tab: tab)
      }
    case .tooComplex(let line):
      message = Self.tooComplexMessage(line: line, in: document)
    case .pending, .awaitsWorkers: break
    }
  }

  /// "pattern too complex on line 12", numbered as the gutter numbers `line` of `document`.
  static func tooComplexMessage(line: Int, in document: some TextDocument) -> String {
    "pattern too complex on line \(document.lineNumber(ofLine: line))"
  }

  /// What a search that found nothing says: that the pattern is nowhere, or, when its matches
  /// are in the tab (and highlighted), that there are no more its way.
  private func notFoundMessage(_ pending: PendingSearch, tab: Int) -> String {
    let counted = pages[tab].matchCount.map {
      $0.search == pending.search && $0.count > 0
    }
    let matchedHere = lastMatch.map {
      $0.place.tab == pending.tab && $0.search == pending.search
    }
    guard counted == true || (counted == nil && matchedHere == true) else {
      return "Pattern not found: \(pending.search.pattern)"
    }
    return pending.direction == .forward ? "No more matches below" : "No more matches above"
  }

  // MARK: Every tab

  /// Whether a search or a filter is looking through tab `tab`'s text: the text must stay the
  /// same until they are done. (A count counts what has come, and starts over with a new text.)
  package func isLookingThrough(tab: Int) -> Bool {
    guard pages.indices.contains(tab) else { return false }
    return pendingSearch?.tab == tabList[tab]
      || (pages[tab].document as? FilteredDocument).map { !$0.isCaughtUp } == true
  }

  /// Whether a tab's matches are still being counted.
  var isCounting: Bool {
    pages.indices.contains {
      pages.isMade($0) && pages[$0].matchCount.map { !$0.isCaughtUp } == true
    }
  }

  /// Whether a tab's count can go on now, not waiting on workers.
  var countsCanGoOn: Bool {
    for tab in pages.indices where pages.isMade(tab) {
      if let count = pages[tab].matchCount, !count.isCaughtUp, !count.awaitsWorkers { return true }
    }
    return false
  }

  /// Starts counting the last search's matches in every tab with text, when searches go
  /// through every tab.
  mutating func startCounting() {
    guard searchesAllTabs || search.lastModifiers.crossesTabs, let last = search.last else {
      return
    }
    for tab in pages.indices where pages[tab].document != nil {
      if pages[tab].matchCount?.search != last { pages[tab].matchCount = MatchCount(search: last) }
    }
    // Small texts are counted at once, so the first match found can say where it stands.
    advanceMatchCounts()
  }

  /// Counts on for a slice, the shown tab first.
  mutating func advanceMatchCounts() {
    var budget = PendingScroll.budget
    let isOver = sliceDeadline()
    for tab in tabsShownFirst where budget > 0 && !isOver() {
      guard var count = pages[tab].matchCount, !count.isCaughtUp, !count.awaitsWorkers,
        let document = pages[tab].document
      else { continue }
      budget -= count.advance(
        budget: budget, in: document, renderer: documentLayout.renderer, pausing: isOver)
      pages[tab].matchCount = count
      if let line = count.tooComplexLine, tab == pager.selectedIndex, message == nil {
        message = Self.tooComplexMessage(line: line, in: document)
      }
    }
    refreshMatchSummary()
  }

  /// Goes on with a search that found nothing more in its tab in the next tab its way that has
  /// matches, sliding there; returns whether there is one.
  private mutating func searchOnInNextTab(
    after pending: PendingSearch, from searched: Int, at now: Instant
  ) -> Bool {
    // Other tabs' counts are of matching lines: a search for lines that do not match stays.
    guard searchesAllTabs || pending.modifiers.crossesTabs, !pending.modifiers.nonMatching
    else { return false }
    let forward = pending.direction == .forward
    let others =
      forward
      ? Array(searched + 1..<pages.count) : Array((0..<searched).reversed())
    guard let tab = others.first(where: { (pages.peek($0).matchCount?.count ?? 0) > 0 }),
      let document = pages[tab].document
    else { return false }
    pager.update(.jump(to: tab), at: now)
    let start = forward ? 0 : max(0, document.prepareLines(through: .max) - 1)
    pendingSearch = PendingSearch(
      tab: tabList[tab], search: pending.search, from: start, direction: pending.direction)
    pendingSearch?.modifiers = pending.modifiers
    advancePendingSearch(at: now)
    return true
  }

  /// Says which match line `line` of tab `tab` is, and keeps saying it as counts go on.
  private mutating func showMatchSummary(tab: Int, line: Int) {
    message = matchSummary(tab: tab, line: line)
    // Followed while the count goes on, even before it reaches the match.
    let counted = searchesAllTabs && pages[tab].matchCount != nil
    summarizedMatch = counted ? (TabPlace(tab: tabList[tab], line: line), message) : nil
  }

  /// The summary of the match the status line names, anew, while the message is still it: the
  /// counts that arrived since are drawn, not kept for the next key.
  private mutating func refreshMatchSummary() {
    guard let summarized = summarizedMatch, message == summarized.summary,
      let tab = tabList.position(of: summarized.place.tab)
    else {
      summarizedMatch = nil
      return
    }
    showMatchSummary(tab: tab, line: summarized.place.line)
  }

  /// "match 3 of 12 · tab 2 of 5 with matches", once the tabs' matches are counted.
  private func matchSummary(tab: Int, line: Int) -> String? {
    guard searchesAllTabs, let count = pages[tab].matchCount,
      let ordinal = count.ordinal(ofLine: line)
    else { return nil }
    // Written as the line counts are: 57,142.
    let total = (count.isCaughtUp ? "" : "≥") + StatusLine.grouped(count.count)
    let withMatches = pages.indices.filter { (pages.peek($0).matchCount?.count ?? 0) > 0 }
    let place = StatusLine.grouped((withMatches.firstIndex(of: tab) ?? 0) + 1)
    let tabs = (isCounting ? "≥" : "") + StatusLine.grouped(withMatches.count)
    return "match \(StatusLine.grouped(ordinal)) of \(total) · tab \(place) of \(tabs) with matches"
  }
}
