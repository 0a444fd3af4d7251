/// Tabs opened and closed while the pager runs (`:e FILE`, `:!CMD`, `:d`): the bar and the pages
/// make room or close up, and nothing points at a tab that is gone.
extension PagerScreen {
  /// Adds a tab titled `title` showing `document` after the last, and slides to it; a text that
  /// arrives (a pipe, a command) follows its end when `following`. A ``PagerView`` made before
  /// colours the new tab as if its palette went round; make it again from ``preset`` to give the
  /// tab its own colour.
  public mutating func openTab(
    title: String, document: any TextDocument, following: Bool = false, at now: Instant
  ) {
    let index = preset.tabs.count
    preset.tabs.append(
      Tab(title: title, color: Preset.tabPalette[index % Preset.tabPalette.count]))
    var page = PageState(document: shown(document))
    page.follows = following
    pages.append(page)
    if searchesAllTabs, let last = search.last {
      pages[index].matchCount = MatchCount(search: last)
    }
    pager.appendTab()
    tabsChanged()
    pages[index].clampViewport(layout: documentLayout)
    pager.update(.jump(to: index), at: now)
    refreshBar(selectionChanged: true)
    slideBar(hidden: false, at: now)
  }

  /// Removes tab `tab`, when another is left: the tab after it (or before, for the last) is shown,
  /// and marks in it go. Shown, it slides out as that one slides in, its page drawn in `style`
  /// (its page style in the view's theme) meanwhile.
  public mutating func closeTab(_ tab: Int, at now: Instant, style: Style = .plain) {
    guard pages.count > 1, pages.indices.contains(tab) else { return }
    // The shown tab slides out, the one taking its place in, unless nothing may move.
    departure =
      tab == pager.selectedIndex && pager.animationDuration > 0 && pager.drag == nil
      ? Departure(
        page: pages[tab], title: preset.tabs[tab].title, style: style,
        newcomerFromRight: tab < pages.count - 1, start: now,
        duration: pager.animationDuration) : nil
    preset.tabs.remove(at: tab)
    pages.remove(at: tab)
    pager.removeTab(tab)
    marks.tabRemoved(tab)
    lastMatch = nil
    pendingScroll = nil
    pendingSearch = nil
    tabsChanged()
    // What the tab now shown has is seen.
    pages[pager.selectedIndex].hasNews = false
    pages[pager.selectedIndex].startedOver = false
    refreshBar(selectionChanged: true)
    slideBar(hidden: false, at: now)
  }
}

extension Marks {
  /// Forgets the marks in tab `tab`, and numbers those after it one down.
  mutating func tabRemoved(_ tab: Int) {
    func moved(_ place: Place) -> Place? {
      guard place.tab != tab else { return nil }
      return Place(tab: place.tab > tab ? place.tab - 1 : place.tab, line: place.line)
    }
    places = places.compactMapValues(moved)
    placeBeforeJump = placeBeforeJump.flatMap(moved)
  }
}
