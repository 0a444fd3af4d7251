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
    var page = PageState(document: document)
    page.follows = following
    pages.append(page)
    if searchesAllTabs, let last = search.last {
      pages[index].matchCount = MatchCount(search: last)
    }
    pager.appendTab()
    tabsChanged()
    pager.update(.jump(to: index), at: now)
    refreshBar(selectionChanged: true)
    slideBar(hidden: false, at: now)
  }

  /// Removes tab `tab`, when another is left: the tab after it (or before, for the last) is shown,
  /// and marks in it go.
  public mutating func closeTab(_ tab: Int, at now: Instant) {
    guard pages.count > 1, pages.indices.contains(tab) else { return }
    preset.tabs.remove(at: tab)
    pages.remove(at: tab)
    pager.removeTab(tab)
    marks.tabRemoved(tab)
    lastMatch = nil
    pendingScroll = nil
    pendingSearch = nil
    tabsChanged()
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
