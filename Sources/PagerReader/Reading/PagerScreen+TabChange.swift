import PagerKit

/// The program's changes to the tabs and to how text is read, applied as events.
extension PagerScreen {
  /// Applies a change to the tabs; one about a tab that is gone changes nothing.
  mutating func change(_ change: TabChange, at now: Instant) {
    // Where each tab named is now: positions hold only within this change.
    let place = tabList.position(of:)
    switch change {
    case .open(let title, let text, let following):
      openTab(title: title, document: text.object, following: following, at: now)
    case .openBefore(let place, let title, let text, let following):
      openTab(title: title, document: text.object, following: following, before: place, at: now)
    case .insertUnshown(let tabs, let before, let source):
      insertUnshownTabs(tabs, before: before, from: source.object, at: now)
    case .retitle(let id, let title):
      if let tab = place(id) { retitleTab(tab, title: title) }
    case .close(let id, let style):
      if let tab = place(id) { closeTab(tab, at: now, style: style) }
    case .removeFrom(let count): removeTabs(from: count, at: now)
    case .removeFirst(let count): removeFirstTabs(count, at: now)
    case .replaceDocument(let id, let text, let keepingPosition):
      guard let tab = place(id) else { return }
      replaceDocument(ofTab: tab, with: text.object, keepingPosition: keepingPosition)
    case .setDocuments(let documents):
      setDocuments(
        documents.compactMap { document in
          place(document.tab).map { ($0, document.text.object, document.status) }
        })
    case .setStatuses(let statuses):
      setStatuses(statuses.compactMap { status in place(status.tab).map { ($0, status.status) } })
    case .setStatus(let status, let tabs): setStatus(status, ofTabs: tabs)
    case .showRun(let id, let text, let previous, let run, let isNews):
      guard let tab = place(id) else { return }
      showRun(
        ofTab: tab, document: text.object, previous: previous?.object, run: run, isNews: isNews)
    case .showLine(let number, let id):
      if let tab = place(id) { showLine(numbered: number, ofTab: tab) }
    case .show(let id, let line):
      if let tab = place(id) { show(tab: tab, topLine: line, at: now) }
    case .parts(let outline, let id, let text):
      if let tab = place(id) { setParts(outline?.object, ofTab: tab, text: text.object) }
    case .partsOfUnshownTabs(let outline): setPartsOfUnshownTabs(outline?.object)
    case .lineChanges(let changes):
      tabs.lineChanges.merge(changes) { $1 }
      refreshBar(selectionChanged: false)
    }
    if overview != nil { refilterOverview() }
    // What the shown tab has is seen, whichever tab the change left shown.
    let shown = pager.selectedIndex
    if pages.indices.contains(shown), pages[shown].hasNews || pages[shown].startedOver {
      pages[shown].hasNews = false
      pages[shown].startedOver = false
      refreshBar(selectionChanged: false)
    }
  }

  /// Applies a change of how text is read and laid out.
  mutating func apply(_ setting: ReadingSetting) {
    switch setting {
    case .tabStops(let stops): setTabStops(stops)
    case .cutMark(let mark): setCutMark(mark)
    case .controlCharacters(let controls): setControlCharacters(controls)
    case .statusColumn(let shown): setStatusColumn(shown)
    case .headerColumns(let columns): setHeaderColumns(columns)
    case .scrollSteps(let steps): scrollSteps = steps
    case .searchModifiers(let modifiers): search.defaultModifiers = modifiers
    case .searchSkipsHeaders(let lines, let columns):
      settings.searchSkipsHeaderLines = lines
      settings.searchSkipsHeaderColumns = columns
      updateSearchedHeaders()
    case .searchTarget(let target): searchTarget = target
    case .searchStartsAfterScreen(let after): searchStartsAfterScreen = after
    case .searchCase(let searchCase): self.searchCase = searchCase
    case .searchHighlight(let highlight): searchHighlight = highlight
    case .termcapLooks(let looks): termcapLooks = looks
    case .standInLooks(let looks): standInLooks = looks
    case .searchLooks(let looks): searchLooks = looks
    case .marksWholeLines(let whole): marksWholeLines = whole
    case .numbersHeaderLines(let numbered): numbersHeaderLines = numbered
    case .gutterWidths(let lineNumbers, let statusColumn):
      setGutterWidths(lineNumbers: lineNumbers, statusColumn: statusColumn)
    case .quitAtEnd(let quits): quitAtEnd = quits
    case .promptLength(let length): promptLength = length
    case .squeezesBlankLines(let squeezes): squeezesBlankLines = squeezes
    case .wordWrap(let atWords): setWordWrap(atWords)
    case .columnFormats(let formats): setColumnFormats(formats)
    case .promptHistory(let history): promptHistory = history
    // The command line refuses a pattern that does not compile before it gets here.
    case .highlight(let pattern): _ = try? addHighlight(pattern)
    }
  }
}
