import PagerKit

/// Tabs opened and closed while the pager runs (`:e FILE`, `:!CMD`, `:d`): the bar and the pages
/// make room or close up, and nothing points at a tab that is gone.
extension PagerScreen {
  /// Adds a tab titled `title` showing `document` after the last (before tab `index`, when
  /// given), and slides to it; a text that
  /// arrives (a pipe, a command) follows its end when `following`. A ``PagerView`` made before
  /// colours the new tab as if its palette went round; make it again from ``preset`` to give the
  /// tab its own colour.
  mutating func openTab(
    title: String, document: any TextDocument, following: Bool = false, before index: Int? = nil,
    at now: Instant
  ) {
    let place = min(max(0, index ?? pages.count), pages.count)
    insertTabs([(title, document)], before: place, following: following, at: now)
    pager.update(.jump(to: place), at: now)
    // Shown now: whether it shows its end is noted at once, as for any tab shown.
    pages[place].noteEnd(layout: documentLayout)
    refreshBar(selectionChanged: true)
  }

  /// Adds tabs before tab `index` (after the last when it is the count), one for each of `tabs`
  /// (a title and a document), at once and without leaving the tab shown: the sections of a
  /// stream found in one turn of the loop, which go after the sections before them even when
  /// other tabs were opened meanwhile. The bar is laid out once for them all, so thousands of
  /// sections cost no more than one each.
  mutating func insertTabs(
    _ tabs: [(title: String, document: any TextDocument)], before index: Int, following: Bool,
    at now: Instant
  ) {
    guard !tabs.isEmpty else { return }
    let count = searchesAllTabs ? search.last.map { MatchCount(search: $0) } : nil
    let pagesMade = tabs.map { tab in
      var page = PageState(document: shown(tab.document))
      page.follows = following
      if let count { page.matchCount = count }
      return page
    }
    let first = putIn(tabs.lazy.map(\.title), before: index) {
      $0.insert(contentsOf: pagesMade, at: $1)
    }
    tabsInserted(first..<first + tabs.count, following: following, at: now)
  }

  /// Puts tabs titled `titles` before tab `index` (after the last when it is the count) into
  /// everything that holds an entry a tab, at once: the preset (each in the next colour of the
  /// palette), the ids, the pages (through `insertPages`, given where the first goes), and the
  /// pager. Returns where the first went; the bar's titles follow at the next
  /// ``refreshBar(selectionChanged:)``.
  private mutating func putIn(
    _ titles: some Collection<String>, before index: Int,
    pages insertPages: (inout TabPages, Int) -> Void
  ) -> Int {
    let first = min(max(0, index), pages.count)
    if first < pages.count {
      // What pointed at the tabs after them points one place on; the rest is looked for anew.
      if let tab = selectionPlace, tab >= first { clearSelection() }
      lastMatch = nil
      pendingScroll = nil
      pendingSearch = nil
    }
    // Made as they are inserted, with no array of them first.
    let palette = Preset.tabPalette
    let colored = preset.tabs.count
    preset.tabs.insert(
      contentsOf: titles.enumerated().lazy.map {
        Tab(title: $0.element, color: palette[(colored + $0.offset) % palette.count])
      }, at: first)
    tabList.insert(count: titles.count, at: first)
    insertPages(&pages, first)
    pager.insertTabs(titles.count, before: first)
    return first
  }

  /// Notes the end of the pages `added` that need it now, and tells the bar of them.
  private mutating func tabsInserted(_ added: Range<Int>, following: Bool, at now: Instant) {
    // A new page shows its text from the top, which needs no clamping, and whether it shows the
    // end is noted when it is shown: thousands of sections cost no reading. Only a page that
    // follows, or one whose top must come after pinned header lines, is looked at now.
    let looksNow = following || documentLayout.firstLine > 0
    tabsChanged(fresh: looksNow ? 0..<0 : added)
    if looksNow {
      for index in added {
        pages[index].clampViewport(layout: documentLayout)
        pages[index].noteEnd(layout: documentLayout)
      }
    }
    refreshBar(selectionChanged: false)
    slideBar(hidden: false, at: now)
  }

  /// Adds unshown tabs before tab `index`, one for each of `tabs` (a title and a key), as
  /// ``insertTabs(_:before:following:at:)`` does: each is its title and key until its page is
  /// first needed (shown, searched, marked), when `source` makes its text from the key. A stream
  /// cut into 100,000 sections so costs a few bytes a tab until they are looked at.
  mutating func insertUnshownTabs(
    _ tabs: [UnshownTab], before index: Int, from source: any UnshownDocuments,
    at now: Instant
  ) {
    // Pages counted or laid out at once (a search through every tab, pinned header lines)
    // are needed now.
    guard !(searchesAllTabs && search.last != nil), documentLayout.firstLine == 0 else {
      insertTabs(
        tabs.map { ($0.title, source.document(forKey: $0.key)) }, before: index, following: false,
        at: now)
      return
    }
    guard !tabs.isEmpty else { return }
    let first = putIn(tabs.lazy.map(\.title), before: index) {
      $0.insertUnshown(keys: tabs.lazy.map(\.key), from: source, at: $1)
    }
    tabsInserted(first..<first + tabs.count, following: false, at: now)
  }

  /// Calls tab `tab` `title` (a section whose header said more of it).
  mutating func retitleTab(_ tab: Int, title: String) {
    guard preset.tabs.indices.contains(tab), preset.tabs[tab].title != title else { return }
    preset.tabs[tab].title = title
    refreshBar(selectionChanged: false)
  }

  /// Removes every tab from `count` on at once, with no slide (the sections of a stream joined
  /// back into one tab); the tab shown is the last kept when it was one of them.
  mutating func removeTabs(from count: Int, at now: Instant) {
    guard count >= 1 else { return }
    guard count < pages.count else { return }
    if let tab = selectionPlace, tab >= count { clearSelection() }
    // At once: a stream's 100,000 sections, not a tab at a time.
    takeOut(count..<pages.count) { $0.removeTabs(from: count) }
    tabsChanged()
    lookAtTheShownPage()
    refreshBar(selectionChanged: true)
    slideBar(hidden: false, at: now)
  }

  /// Removes the first `count` tabs at once, with no slide, leaving one at least (the sections of
  /// a stream whose text a spool past its limit dropped): the tabs after them move to the front
  /// as they are, the one shown stays shown (the first kept, when it was one of them), marks in
  /// them go, and the bar says how many went.
  mutating func removeFirstTabs(_ count: Int, at now: Instant) {
    let count = min(count, pages.count - 1)
    guard count > 0 else { return }
    clearSelection()
    takeOut(0..<count) { $0.removeFirstTabs(count) }
    departure = nil
    droppedTabs += count
    tabsChanged()
    lookAtTheShownPage()
    refreshBar(selectionChanged: true)
    slideBar(hidden: false, at: now)
  }

  /// Shows tab `tab` at once, scrolled so that line `line` is at the top.
  mutating func show(tab: Int, topLine line: Int, at now: Instant) {
    guard pages.indices.contains(tab) else { return }
    if tab != pager.selectedIndex { pager.update(.jump(to: tab), at: now) }
    if let document = pages[tab].document {
      pages[tab].viewport.reveal(line: line, in: document, layout: documentLayout)
      pages[tab].noteEnd(layout: documentLayout)
    }
    refreshBar(selectionChanged: true)
  }

  /// Removes tab `tab`, when another is left: the tab after it (or before, for the last) is shown,
  /// and marks in it go. Shown, it slides out as that one slides in, its page drawn in `style`
  /// (its page style in the view's theme) meanwhile.
  mutating func closeTab(_ tab: Int, at now: Instant, style: Style = .plain) {
    guard pages.count > 1, pages.indices.contains(tab) else { return }
    if let selected = selectionPlace, selected >= tab { clearSelection() }
    // The shown tab slides out, the one taking its place in, unless nothing may move.
    departure =
      tab == pager.selectedIndex && pager.animationDuration > 0 && pager.drag == nil
      ? Departure(
        page: pages[tab], title: preset.tabs[tab].title, style: style,
        newcomerFromRight: tab < pages.count - 1, start: now,
        duration: pager.animationDuration) : nil
    takeOut(tab..<tab + 1) { $0.removeTab(tab) }
    tabsChanged()
    lookAtTheShownPage()
    refreshBar(selectionChanged: true)
    slideBar(hidden: false, at: now)
  }
}

extension PagerScreen {
  /// Takes the tabs at `gone` out of everything that holds an entry a tab, at once: the
  /// preset's titles and colours, the pages, the ids, and the pager (through `pagerRemoval`,
  /// which keeps its selection as the kind of removal asks). The marks in them go, and the last
  /// match and a pending scroll or search are forgotten, as a change of tab does; what holds the
  /// ids of the other tabs (a match waiting for `n`, marks) finds them where they are now. The
  /// bar's titles follow at the next ``refreshBar(selectionChanged:)``.
  /// The page shown once tabs went, which may be one not shown before: it notes whether it
  /// shows its end, as a page does when shown, and what it has is seen.
  fileprivate mutating func lookAtTheShownPage() {
    let shown = pager.selectedIndex
    guard pages.indices.contains(shown) else { return }
    pages[shown].clampViewport(layout: documentLayout)
    pages[shown].noteEnd(layout: documentLayout)
    pages[shown].hasNews = false
    pages[shown].startedOver = false
  }

  fileprivate mutating func takeOut(_ gone: Range<Int>, pagerRemoval: (inout Pager) -> Void) {
    preset.tabs.removeSubrange(gone)
    pages.removeSubrange(gone)
    tabList.removeSubrange(gone)
    pagerRemoval(&pager)
    markBook.forgetGone(in: tabList)
    if !tabs.lineChanges.isEmpty {
      tabs.lineChanges = tabs.lineChanges.filter { tabList.contains($0.key) }
    }
    lastMatch = nil
    pendingScroll = nil
    pendingSearch = nil
  }
}
