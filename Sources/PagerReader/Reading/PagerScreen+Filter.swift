import PagerKit

/// Filters (`&pattern`, `&!pattern`): a tab shows only the lines that match, or do not, found a
/// slice a tick; search, marks, line numbers and following work inside the filtered view.
extension PagerScreen {
  /// Filters tab `tab` by `search` (keeping the lines it does not match when `inverted`), or,
  /// with no search, shows every line again; the line at the top stays on top as far as it can.
  mutating func filter(tab: Int, by search: TextSearch?, inverted: Bool) {
    guard let shown = pages[tab].document else { return }
    let base = (shown as? FilteredDocument)?.base ?? shown
    let top = pages[tab].viewport.topLine
    let topNumber = shown.lineCount > top ? shown.lineNumber(ofLine: top) : nil
    guard let search else {
      pages[tab].document = base
      pages[tab].viewport = DocumentViewport()
      if let topNumber {
        pages[tab].viewport.reveal(
          line: topNumber - base.firstLineNumber - 1, in: base, layout: documentLayout)
      }
      pages[tab].viewport.clamp(in: base, layout: documentLayout)
      restartCount(tab: tab)
      pages[tab].noteEnd(layout: documentLayout)
      return
    }
    let filtered = FilteredDocument(
      base: base, search: search, inverted: inverted, headerCount: documentLayout.firstLine,
      renderer: documentLayout.renderer)
    filtered.advance(budget: PendingScroll.budget, pausing: sliceDeadline())
    if let line = filtered.tooComplexLine {
      message = Self.tooComplexMessage(line: line, in: base)
    }
    pages[tab].document = filtered
    pages[tab].viewport = DocumentViewport()
    pages[tab].viewport.clamp(in: filtered, layout: documentLayout)
    restartCount(tab: tab)
    pages[tab].noteEnd(layout: documentLayout)
  }

  /// Counts tab `tab`'s matches again, in the text it shows now.
  private mutating func restartCount(tab: Int) {
    if let count = pages[tab].matchCount {
      pages[tab].matchCount = MatchCount(search: count.search)
    }
  }

  /// Whether a tab's filter can look on through its text now, not waiting on workers.
  var isFiltering: Bool {
    for tab in pages.indices where pages.isMade(tab) {
      if let layer = columnFilter(ofTab: tab), layer.canAdvance { return true }
      if let filtered = pages[tab].document as? FilteredDocument, !filtered.isCaughtUp,
        !filtered.awaitsWorkers
      {
        return true
      }
    }
    return false
  }

  /// Filters on for a slice, the shown tab first; the lines found arrive in their pages.
  mutating func advanceFilters() {
    for tab in tabsShownFirst {
      // A table's column filter first: the `&` filter over it filters the rows it keeps.
      if let layer = columnFilter(ofTab: tab), layer.canAdvance {
        if layer.advance(budget: PendingScroll.budget, pausing: sliceDeadline()) {
          takeArrivedText(tab: tab)
        }
        return
      }
      guard let filtered = pages[tab].document as? FilteredDocument, !filtered.isCaughtUp,
        !filtered.awaitsWorkers
      else { continue }
      if filtered.advance(budget: PendingScroll.budget, pausing: sliceDeadline()) {
        takeArrivedText(tab: tab)
      }
      if let line = filtered.tooComplexLine {
        message = Self.tooComplexMessage(line: line, in: filtered.base)
      }
      return
    }
  }

  /// The same filter over `document`, and the same log view unless it is `document`'s to say,
  /// when tab `tab` has them: a text replaced stays filtered.
  func refiltered(_ document: any TextDocument, tab: Int, keepingLogView: Bool = true)
    -> any TextDocument
  {
    var document = document
    if keepingLogView, let view = pages[tab].document.flatMap(DocumentLayers.logView(of:)) {
      let shown = view.over(document)
      shown.prepareLines(through: documentLayout.rows)
      document = shown
    }
    guard let old = pages[tab].document as? FilteredDocument else { return document }
    let filtered = FilteredDocument(
      base: document, search: old.search, inverted: old.isInverted,
      headerCount: documentLayout.firstLine, renderer: documentLayout.renderer)
    filtered.advance(budget: PendingScroll.budget)
    return filtered
  }
}
