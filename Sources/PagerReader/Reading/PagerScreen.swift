import PagerKit

/// A whole pager screen's state: the pager, each tab's page, the search, and the floating bar's
/// slide. The one state machine behind the bar and the pages.
///
/// Like ``Pager``, it never reads a clock: every update takes the current instant. Documents are
/// read through ``TextDocument`` only.
public struct PagerScreen {
  /// The look and behaviour.
  public internal(set) var preset: Preset
  /// The pager: tabs, position, motion and drag.
  public internal(set) var pager: Pager
  /// The screen size.
  public internal(set) var size: Size
  /// A one-off message for the status line (such as a failed search), until the next key.
  package internal(set) var message: String?
  /// Keys typed so far that wait for more (a count, `:12`; less's `:`), which the program shows
  /// on the status line until it sets nil.
  package internal(set) var keysTyped: String?
  /// A scroll to the end waiting on a long line's layout, advanced a slice each tick.
  package internal(set) var pendingScroll: PendingScroll?
  /// A tab closed while shown, sliding out, until the slide ends.
  package internal(set) var departure: Departure?
  /// What the event being applied asks the program to carry out, returned by ``update(_:at:)``.
  var effects: [ScreenEffect] = []
  /// ``searchTarget``'s row on the page as it is now, counted from 0 at the top.
  var searchTargetRow: Int { searchTarget?.row(onScreenOf: documentLayout.rows) ?? 0 }
  /// How long one slice of background matching may run, in milliseconds: most of a frame.
  package static let sliceDuration = 10.0
  /// Whether a tick has passed (see ``tick(at:)``).
  var hasTicked = false
  /// The floating bar's slide out of view and back (it stays shown for other placements).
  package internal(set) var floatingBar: FloatingBar
  /// The layouts of the long lines drawn last, shared by every copy of this screen: a memo that
  /// spares laying a long line out again each frame.
  let longLines = LongLineCache()
  /// How text is read and laid out.
  @OutOfLineState var settings: ReadingSettings
  /// The search, its prompt, the highlights and the matches found.
  @OutOfLineState var searching = SearchSession()
  /// The tabs' pages, identities, bar titles and marks.
  var tabs: ScreenTabs
  /// The layouts kept between events.
  @OutOfLineState var layouts: ScreenLayouts
  /// The pointer's selection and gesture.
  var pointer = PointerState()
  /// The help overlay, while it is shown.
  var shownHelp = ShownHelp()
  /// The overview of tabs or marks, while it is shown.
  var overview: Overview?
  /// The timeline of the shown tab's log, while it is shown.
  var timeline: Timeline?

  /// The floating preset's bar slides in 0.3 s.
  public static let defaultBarSlideDuration = 300.0

  /// A screen of `size` showing `preset`, settled on `startIndex` (the preset's own when nil),
  /// with `documents` as the tabs' content where given. The tabs in `following` follow their
  /// text's end whenever their view is at it (pipes and commands, as they arrive).
  ///
  /// - Throws: ``PagerError`` when the preset has no tabs or the start is not one of them.
  public init(
    preset: Preset, size: Size, animationDuration: Double = Pager.defaultAnimationDuration,
    startIndex: Int? = nil, barSlideDuration: Double = PagerScreen.defaultBarSlideDuration,
    documents: [(any TextDocument)?] = [], wrapsLines: Bool = true, following: Set<Int> = [],
    showsLineNumbers: Bool = false, searchesAllTabs: Bool = true, headerLines: Int = 0,
    indexAheadBudget: Int = PagerScreen.defaultIndexAheadBudget,
    sliceClock: (() -> Instant)? = nil
  ) throws(PagerError) {
    let settings = ReadingSettings(
      wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers, headerLines: max(0, headerLines),
      sliceClock: sliceClock, indexAheadBudget: max(1, indexAheadBudget),
      searchesAllTabs: searchesAllTabs)
    self.settings = settings
    self.preset = preset
    self.size = size
    floatingBar = FloatingBar(slideDuration: barSlideDuration)
    pager = try Pager(
      tabCount: preset.tabs.count, startIndex: startIndex ?? preset.startIndex,
      animationDuration: animationDuration, cycles: preset.cycles, jumpStyle: preset.jumpStyle)
    pager.update(.resize(size), at: .zero)
    let firstPages = TabPages(
      preset.tabs.indices.map {
        var page = PageState(document: $0 < documents.count ? documents[$0] : nil)
        page.follows = following.contains($0)
        return page
      })
    let titles = preset.tabs.map(\.title)
    tabs = ScreenTabs(
      pages: firstPages, tabList: TabList(count: preset.tabs.count), barTitles: titles)
    let layout = ScreenLayout(preset: preset, size: size)
    layouts = ScreenLayouts(
      layout: layout,
      documentLayout: Self.documentLayout(
        layout, wrapsLines: wrapsLines, gutter: Self.gutter(showsLineNumbers, size: size),
        headerLines: settings.headerLines, renderer: LineRenderer(tabStops: settings.tabStops),
        longLines: longLines),
      overflowBar: Self.overflowBar(layout, titles: titles, selectedIndex: pager.selectedIndex))
    // A page shows its text from the top, which needs no clamping, and whether it shows the end
    // is noted when it is shown, as for tabs added later: thousands of files cost no reading
    // before the first screen. The page shown, pages that follow, and all of them under pinned
    // header lines are looked at now.
    let looksAtAll = documentLayout.firstLine > 0
    for tab in pages.indices where looksAtAll || pages[tab].follows || tab == pager.selectedIndex {
      pages[tab].clampViewport(layout: documentLayout)
      pages[tab].noteEnd(layout: documentLayout)
    }
  }

  /// The text typed at the search prompt, while it is open.
  package var prompt: String? { search.prompt }

  /// The patterns and shell commands typed at prompts, which Up and Down bring back: a program
  /// fills it from the runs before and saves what was added (``PromptHistory/added``).
  package internal(set) var promptHistory: PromptHistory {
    get { search.history }
    set { search.history = newValue }
  }

  /// How searches, filters, match counts and highlights treat letter case (less's `-i`, `-I`);
  /// smart case by default. Changing it makes the last search anew and counts it again.
  package internal(set) var searchCase: SearchCase {
    get { search.searchCase }
    set {
      search.searchCase = newValue
      highlights.searchCase = newValue
      if pages.indices.contains(where: { pages.peek($0).matchCount != nil }) { startCounting() }
    }
  }

  /// Every tab, the shown one first: the order background work (counts, filters, indexing) goes
  /// in.
  var tabsShownFirst: [Int] {
    [pager.selectedIndex] + pages.indices.filter { $0 != pager.selectedIndex }
  }

  /// Rows the floating bar has moved down at `now`.
  package func barDrop(at now: Instant) -> Int {
    guard preset.barPlacement == .floating else { return 0 }
    return floatingBar.drop(at: now, hiddenDrop: layout.hiddenDrop)
  }

  /// The first generated content line shown on page `tab` (pages without a document).
  package func scrollOffset(of tab: Int) -> Int {
    scrollOffset(of: pages[tab])
  }

  /// The first generated content line `page` shows at the current size.
  func scrollOffset(of page: PageState) -> Int {
    min(page.scrollOffset, maxScrollOffset)
  }

  /// Generated lines each page holds: twice the page area's height, when content scrolls.
  package var contentLineCount: Int { preset.scrollsContent ? 2 * layout.pageRows.count : 0 }

  /// The largest scroll offset: the last content line just above a shown floating bar.
  package var maxScrollOffset: Int { max(0, contentLineCount - layout.contentRows) }

  /// Whether anything still moves at `now`; when not, nothing needs drawing until an event.
  public func isMoving(at now: Instant) -> Bool {
    pager.isMoving(at: now) || floatingBar.isSliding(at: now) || pendingScroll != nil
      || pendingSearch.map { !$0.awaitsWorkers } == true || countsCanGoOn || isFiltering
      || isIndexing || timelineCounts
      || departure?.progress(at: now) != nil
  }

  /// Applies `event` at `now`; an event about a tab that is not there is ignored.
  ///
  /// While the help is shown it covers the pages: the pointer and the wheel do not reach them,
  /// and a press closes the help.
  ///
  /// It returns what the program must carry out: the screen does no I/O of its own.
  @discardableResult
  public mutating func update(_ event: ScreenEvent, at now: Instant) -> [ScreenEffect] {
    switch event {
    case .tabs(let tabChange): change(tabChange, at: now)
    case .setting(let setting): apply(setting)
    case .clearSelection: clearSelection()
    case .keysTyped(let keys): keysTyped = keys
    case .interrupt: effects.append(.stopped(interrupt(at: now)))
    default: apply(event, at: now)
    }
    showDueTables(at: now)
    if !settings.tableSortsDue.isEmpty { startDueTableSorts() }
    refineTableWidths(at: now)
    // The shown tab's table header, or the lack of one, as the tabs change.
    if documentLayoutIsStale {
      relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
    }
    defer { effects = [] }
    return effects
  }

  /// Applies an event of the pages, the pointer, the prompt or the clock.
  mutating func apply(_ event: ScreenEvent, at now: Instant) {
    if case .tableOr(let move, let otherwise) = event {
      apply(showsTable ? .table(move) : otherwise, at: now)
      return
    }
    // An event about a tab that is no longer there (closed meanwhile) changes nothing; the
    // others find their tab where it is now.
    var eventTab = 0
    if let id = event.tab {
      guard let tab = tabList.position(of: id) else { return }
      eventTab = tab
    }
    if let lines = help {
      switch event {
      case .pointerPressed: help = nil
      case .scroll(let amount):
        // The wheel scrolls the help, where it does not fit; it never reaches the pages.
        if !HelpOverlay.fits(lines: lines.count, height: size.rows) {
          helpTop = HelpOverlay.scrolled(helpTop, by: amount, lines: lines.count, height: size.rows)
        }
        return
      case .pointerDragged, .pointerReleased: return
      default: break
      }
      if help == nil { return }
    }
    if timeline != nil {
      // The timeline covers the pages: the pointer and the wheel do not reach them.
      switch event {
      case .pointerPressed, .pointerDragged, .scroll: return
      case .pointerReleased where pager.drag == nil && pointerGesture == nil: return
      default: break
      }
    }
    if overview != nil {
      // The overview covers the pages: the pointer and the wheel are its own.
      switch event {
      case .pointerPressed(_, let row):
        // Going there is choosing the row's entry, with all that showing a tab brings.
        if chooseOverviewRow(row) { apply(.overview(.choose), at: now) }
        return
      case .scroll(let amount):
        scrollOverview(by: amount)
        return
      // A swipe or a selection begun before the list opened ends as it would have.
      case .pointerReleased where pager.drag != nil || pointerGesture != nil: break
      case .pointerDragged, .pointerReleased: return
      default: break
      }
    }
    let selected = pager.selectedIndex
    let viewportBefore = pages[selected].viewport
    let wasPending = pendingScroll != nil || pendingSearch != nil
    var counted = false
    let endWasShown = quitAtEnd != .never && event.movesForward && showsEndOfText
    switch event {
    case .tick, .resize, .contentChanged, .status, .startedOver, .workersReported: break
    default:
      // Anything asked of the pages ends a closed tab's slide at once.
      departure = nil
      message = nil
      summarizedMatch = nil
      // A key answers at once: what it asks replaces the scroll still on its way. A search goes
      // on under scrolling and swiping, and only a new one, or Esc, stops it.
      pendingScroll = nil
      if event.supersedesSearch { pendingSearch = nil }
    }
    switch event {
    // One tab shown as a table: Right, Left, Home and End move along its columns.
    case .pager(.first) where arrowsScrollSideways && showsTable: moveInTable(.first)
    case .pager(.last) where arrowsScrollSideways && showsTable: moveInTable(.last)
    case .pager(let pagerEvent): pager.update(pagerEvent, at: now)
    case .arrow(let forward) where arrowsScrollSideways && showsTable:
      moveInTable(.columns(forward ? 1 : -1))
    case .arrow(let forward) where arrowsScrollSideways:
      scroll(.halfWidths(forward ? 1 : -1), at: now)
    case .arrow(let forward): pager.update(forward ? .next : .previous, at: now)
    case .scroll(let amount) where showsTable && TableMove(sideways: amount) != nil:
      if let move = TableMove(sideways: amount) { moveInTable(move) }
    case .scroll(let amount):
      if amount.isJump { markBook.placeBeforeJump = shownPlace }
      scroll(amount, at: now)
    case .pointerPressed(let column, let row): press(column: column, row: row, at: now)
    case .pointerDragged(let column, let row): drag(column: column, row: row, at: now)
    case .pointerReleased(let column, let row): release(column: column, row: row, at: now)
    case .repeatSearch(let reversed): findAgain(reversed: reversed, at: now)
    case .repeatSearchTimes(let reversed, let times):
      findAgain(reversed: reversed, times: times, at: now)
    case .matchBracket(let match): matchBracket(match)
    case .followUntilMatch: followUntilMatch(tab: eventTab)
    case .toggleSearchHighlight:
      search.highlightsMatches.toggle()
      message = "highlighting of matches " + (search.highlightsMatches ? "on" : "off")
    case .clearSearch: forgetSearch()
    case .addHighlight: addHighlight(at: now)
    case .clearHighlights: clearHighlights()
    case .describePosition: message = positionReport
    case .prompt(let edit): editPrompt(edit, at: now)
    case .contentChanged:
      noteDueTableGrew(tab: eventTab, at: now)
      takeArrivedText(tab: eventTab)
    case .status(_, let status): pages[eventTab].status = status
    case .follow: follow(tab: eventTab)
    case .startedOver(_, let notice):
      pages[eventTab].startedOver = true
      if eventTab == selected { message = notice }
    case .notice(let text): message = text
    case .cancelSearch: message = "Search stopped"
    case .toggleTable: toggleTable()
    case .table(let move): moveInTable(move)
    case .tableOr: break
    case .sortTableColumn: sortTableColumn()
    case .toggleChanges:
      highlightsChanges.toggle()
      message = "highlighting of changes " + (highlightsChanges ? "on" : "off")
    case .nextAttention: jumpToAttention(at: now)
    case .selectLink(let forward): selectLink(forward: forward)
    case .goToLink(let id): goToLink(id: id)
    case .part(let forward): goToPart(forward: forward)
    case .mark(let edit): editMark(edit, at: now)
    case .toggleLineNumbers:
      relayOut(wrapsLines: wrapsLines, showsLineNumbers: !showsLineNumbers)
    // Wrapping means nothing in a table, whose rows are cut to its widths: there S sorts.
    case .toggleWrapping where table(ofTab: selected) != nil: sortTableColumn()
    case .toggleWrapping:
      relayOut(wrapsLines: !wrapsLines, showsLineNumbers: showsLineNumbers)
      message = wrapsLines ? "long lines wrap" : "long lines are cut (Esc-( and Esc-) scroll)"
    case .toggleOption(let option): toggle(option)
    case .setOption(let option, let on): set(option, on: on)
    case .describeOption(let option): message = state(of: option)
    case .showHelp(let lines):
      help = lines
      helpTop = 0
    case .hideHelp: help = nil
    case .overview(let edit): editOverview(edit, at: now)
    case .timeline(let edit): editTimeline(edit)
    case .scrollHelp(let amount):
      guard let lines = help else { break }
      // Where the help fits, there is nothing to scroll: the key closes it, as any key does.
      guard !HelpOverlay.fits(lines: lines.count, height: size.rows) else {
        help = nil
        break
      }
      helpTop = HelpOverlay.scrolled(helpTop, by: amount, lines: lines.count, height: size.rows)
    case .resize(let newSize): resize(to: newSize, at: now)
    case .tick: counted = tick(at: now)
    case .workersReported:
      workersReported()
      return
    case .tabs, .setting, .clearSelection, .keysTyped, .interrupt: return
    }
    if quitAtEnd != .never, event.movesForward {
      reachedForward(endWasShown: endWasShown, by: event, at: now)
    }
    let current = pager.selectedIndex
    switch event {
    // A tick that moved nothing (a preview found at once moves the page too) reads no line.
    case .tick
    where !wasPending && current == selected && pages[current].viewport == viewportBefore:
      break
    case .status, .contentChanged: break
    // A key typed at the prompt leaves the page as it was (or puts it back where it was
    // noted): a burst of 100,000 reads no line of the text.
    case .prompt(let edit)
    where edit.keepsPromptOpen && current == selected && pages[current].viewport == viewportBefore:
      break
    default: pages[current].noteEnd(layout: documentLayout)
    }
    // What the shown tab has is seen.
    pages[current].hasNews = false
    pages[current].startedOver = false
    if case .tick = event, current == selected, !counted { return }
    refreshBar(selectionChanged: current != selected)
    if current != selected {
      slideBar(hidden: false, at: now)
      // A selection is the shown text's: another tab shown drops it, as a terminal's does.
      selection = nil
    }
  }
}
