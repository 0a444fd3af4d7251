/// A log's view (`:level`, `:hide`, `:show`): a tab shows only the lines of a level and worse,
/// or not those of a merge's sources hidden; an `&` filter stays over it.
extension PagerScreen {
  /// Shows in tab `tab` only its log's lines of `minimum` or worse (every line for nil),
  /// leaving out the merge's sources `hidden`; `tellsTime` says whether a line of a log that is
  /// no merge starts an entry. The line at the top stays on top as far as the view has it.
  package mutating func viewLog(
    tab: Int, minimum: LogLevel?, hidden: Set<Int>,
    tellsTime: @escaping (UnsafeBufferPointer<UInt8>) -> Bool
  ) {
    guard pages.indices.contains(tab), let shown = pages[tab].document else { return }
    let root = DocumentLayers.root(of: shown)
    let top = pages[tab].viewport.topLine
    let topLine = shown.lineCount > top ? DocumentLayers.rootLine(top, of: shown) : nil
    let view: any TextDocument =
      minimum == nil && hidden.isEmpty
      ? root
      : LogViewDocument(base: root, minimum: minimum, hidden: hidden, tellsTime: tellsTime)
    view.prepareLines(through: documentLayout.rows)
    pages[tab].document = refiltered(view, tab: tab, keepingLogView: false)
    pages[tab].viewport = DocumentViewport()
    // Under a filter, the filter's own lines start from the top.
    if let topLine, !(pages[tab].document is FilteredDocument) {
      let line = (view as? LogViewDocument)?.line(atOrAfterBaseLine: topLine) ?? topLine
      pages[tab].viewport.reveal(line: line, in: view, layout: documentLayout)
    }
    pages[tab].clampViewport(layout: documentLayout)
    if let count = pages[tab].matchCount {
      pages[tab].matchCount = MatchCount(search: count.search)
    }
    pages[tab].indexesAhead = pages[tab].document?.indexAhead(budget: 0) ?? false
    pages[tab].noteEnd(layout: documentLayout)
  }

  /// The log view tab `tab` shows, under a filter too.
  package func logView(ofTab tab: Int) -> LogViewDocument? {
    guard pages.indices.contains(tab), pages.isMade(tab), let shown = pages[tab].document else {
      return nil
    }
    return DocumentLayers.logView(of: shown)
  }
}
