import PagerKit

/// How the screen is laid out: again at a new size or a new number of tabs, and how document
/// pages are laid out: their width beside the line-number gutter, the header lines at their top,
/// and wrapping or cutting long lines.
extension PagerScreen {
  /// Lays the screen out again for a new number of tabs; the pages `fresh` (just added, shown
  /// from their top) are looked at only when shown.
  mutating func tabsChanged(fresh: Range<Int> = 0..<0) {
    layout = ScreenLayout(preset: preset, size: size)
    let before = documentLayout
    documentLayout = documentLayout(in: layout)
    // Pages whose layout is the same still show the same end: only a change of the page's
    // size (the bar's rows) needs every page looked at again.
    guard documentLayout != before else { return }
    // Unshown pages show their text from the top, as fresh ones.
    for tab in pages.indices where !fresh.contains(tab) && pages.isMade(tab) {
      pages[tab].noteEnd(layout: documentLayout)
    }
  }

  mutating func resize(to newSize: Size, at now: Instant) {
    size = newSize
    pager.update(.resize(newSize), at: now)
    layout = ScreenLayout(preset: preset, size: newSize)
    documentLayout = documentLayout(in: layout)
    overflowBar = Self.overflowBar(layout, titles: barTitles, selectedIndex: pager.selectedIndex)
    // A page at its top that neither follows nor showed its end is as a fresh one: its top
    // needs no clamping, and its end is noted when it is shown. Thousands of files given at
    // once cost no reading at the first size the terminal reports.
    let looksAtAll = documentLayout.firstLine > 0
    for tab in pages.indices where pages.isMade(tab) {
      guard
        looksAtAll || tab == pager.selectedIndex || pages[tab].follows || pages[tab].isAtEnd
          || pages[tab].viewport != DocumentViewport()
      else { continue }
      pages[tab].clampViewport(layout: documentLayout)
      pages[tab].noteEnd(layout: documentLayout)
    }
  }

  /// How document pages are laid out on the screen laid out as `layout`, as the settings say;
  /// a table's rows are always cut, its frozen columns kept.
  func documentLayout(in layout: ScreenLayout) -> DocumentLayout {
    let kept = tableKeptColumns
    return Self.documentLayout(
      layout, wrapsLines: wrapsLines && kept == nil, wrapsAtWords: wrapsAtWords,
      gutter: gutterColumns, headerLines: headerLines, renderer: textRenderer,
      headerColumns: kept ?? headerColumns, cutMark: cutMark, longLines: longLines)
  }

  /// How tab `tab`'s page is laid out: as the shown tab's, or for another (a slide shows it
  /// beside) with its own table's header, frozen columns and cut rows, or the lack of them.
  package func documentLayout(ofTab tab: Int?) -> DocumentLayout {
    guard let tab, tab != pager.selectedIndex, pages.indices.contains(tab) else {
      return documentLayout
    }
    let kept = tableKeptColumns(ofTab: tab)
    return Self.documentLayout(
      layout, wrapsLines: wrapsLines && kept == nil, wrapsAtWords: wrapsAtWords,
      gutter: gutterColumns(ofTab: tab), headerLines: headerLines(ofTab: tab),
      renderer: textRenderer,
      headerColumns: kept ?? headerColumns, cutMark: cutMark, longLines: longLines)
  }

  /// Lines at the top of tab `tab`'s page: as `--header` says, else its table's header.
  func headerLines(ofTab tab: Int) -> Int {
    settings.headerLines > 0 ? settings.headerLines : table(ofTab: tab)?.headerRows ?? 0
  }

  /// Rows the header lines take at the top of tab `tab`'s page.
  package func headerRows(ofTab tab: Int?) -> Int {
    guard let tab, tab != pager.selectedIndex else { return headerRows }
    return Self.headerRows(headerLines(ofTab: tab), layout: layout)
  }

  /// Whether the document layout no longer fits the shown tab: its table's header or frozen
  /// columns, or a tab of text where a table was shown.
  var documentLayoutIsStale: Bool {
    let kept = tableKeptColumns
    return documentLayout.firstLine != headerLines
      || documentLayout.width != layout.size.columns - gutterColumns
      || documentLayout.headerColumns != kept ?? headerColumns
      || documentLayout.wrapsLines != (wrapsLines && kept == nil)
  }

  static func documentLayout(
    _ layout: ScreenLayout, wrapsLines: Bool, wrapsAtWords: Bool = false, gutter: Int,
    headerLines: Int, renderer: LineRenderer, headerColumns: Int = 0,
    cutMark: String? = DocumentLayout.defaultCutMark, longLines: LongLineCache
  ) -> DocumentLayout {
    var documentLayout = DocumentLayout(
      width: layout.size.columns - gutter,
      rows: layout.contentRows - headerRows(headerLines, layout: layout),
      wrapsLines: wrapsLines, renderer: renderer, longLines: longLines)
    documentLayout.wrapsAtWords = wrapsAtWords
    documentLayout.firstLine = headerLines
    documentLayout.headerColumns = max(0, headerColumns)
    documentLayout.cutMark = cutMark
    return documentLayout
  }

  /// Marks lines cut at the right edge with `mark` in their last column (less's `--rscroll`),
  /// or with nothing.
  mutating func setCutMark(_ mark: String?) {
    cutMark = mark
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
  }

  /// Whether Right and Left scroll sideways rather than change tabs: one tab, of text, its long
  /// lines cut (`-S`, or a table's rows), as less's arrows scroll.
  package var arrowsScrollSideways: Bool {
    pages.count == 1 && !documentLayout.wrapsLines && pages[0].document != nil
  }

  /// Keeps the first `columns` columns of every line in place while cut lines scroll sideways
  /// (the M of `--header N,M`), keeping each page's top line at the top.
  mutating func setHeaderColumns(_ columns: Int) {
    headerColumns = max(0, columns)
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
    updateSearchedHeaders()
  }

  /// Has searches, counts and filters pass over the header lines and columns, or not, as
  /// `--no-search-header-lines` and `--no-search-header-columns` say.
  mutating func updateSearchedHeaders() {
    search.skippedColumns = settings.searchSkipsHeaderColumns ? headerColumns : 0
    search.skippedLines = searchSkippedLines
  }

  /// Rows the header lines take at the top of a document page now: one a line, leaving at least
  /// a row to scroll.
  package var headerRows: Int { Self.headerRows(headerLines, layout: layout) }

  static func headerRows(_ headerLines: Int, layout: ScreenLayout) -> Int {
    min(headerLines, max(0, layout.contentRows - 1))
  }

  /// Columns a line number takes at most, as `less -N` gives it, before the blank after it
  /// (less's `--line-num-width`, 7 by default).
  package static let defaultLineNumberWidth = 7

  /// Columns of the line-number gutter at the left of document pages now: none when numbers
  /// are off, or when the screen is too narrow to give text as much room as the numbers.
  package var lineNumberGutter: Int {
    Self.gutter(showsLineNumbers, size: size, width: lineNumberWidth)
  }

  /// Columns of the status column (`less -J`) at the very left of document pages now: a mark's
  /// letter or `*` for a match, and blanks; none when it is off or the screen is too narrow.
  package var statusColumnWidth: Int {
    showsStatusColumn && size.columns >= 4 * statusColumnColumns ? statusColumnColumns : 0
  }

  /// Columns the status column takes when it is shown (less's `--status-col-width`, 2 by
  /// default).
  package static let defaultStatusColumnColumns = 2

  /// Sets the columns of line numbers and of the status column (less's `--line-num-width` and
  /// `--status-col-width`), keeping each page's top line at the top.
  mutating func setGutterWidths(lineNumbers: Int, statusColumn: Int) {
    lineNumberWidth = max(1, lineNumbers)
    statusColumnColumns = max(1, statusColumn)
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
  }

  /// Columns before the text of the shown tab's page: the status column, a merge's sources
  /// and the line numbers.
  package var gutterColumns: Int { gutterColumns(ofTab: pager.selectedIndex) }

  /// Columns before the text of tab `tab`'s page: the status column, a merge's sources and the
  /// line numbers.
  package func gutterColumns(ofTab tab: Int) -> Int {
    statusColumnWidth + sourceGutter(ofTab: tab) + lineNumberGutter
  }

  /// Columns of the gutter that says each line's source, in a tab merging texts (`--merge`):
  /// a letter and a blank; none in other tabs, or on a screen too narrow to spare them.
  package func sourceGutter(ofTab tab: Int) -> Int {
    guard size.columns >= 8, merge(ofTab: tab).map({ $0.sources.count > 1 }) == true else {
      return 0
    }
    return 2
  }

  /// The merge tab `tab` shows, under a filter too.
  package func merge(ofTab tab: Int) -> MergedDocument? {
    guard pages.indices.contains(tab), pages.isMade(tab) else { return nil }
    let shown = pages[tab].document
    return shown.map { DocumentLayers.root(of: $0) } as? MergedDocument
  }

  /// Shows the status column (`less -J`) or not, keeping each page's top line at the top.
  mutating func setStatusColumn(_ shown: Bool) {
    showsStatusColumn = shown
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
  }

  static func gutter(_ shown: Bool, size: Size, width: Int = defaultLineNumberWidth) -> Int {
    let gutter = width + 1
    return shown && size.columns >= 2 * gutter ? gutter : 0
  }

  /// Sets where tabs stop (`less -x`), keeping each page's top line at the top.
  mutating func setTabStops(_ stops: TabStops) {
    tabStops = stops
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
  }

  /// How the text's lines become cells: its tab stops, and whether backspaces overstrike, tabs
  /// expand and the carriage returns of line ends show.
  var textRenderer: LineRenderer {
    var renderer = LineRenderer(tabStops: tabStops)
    renderer.treat(controlCharacters)
    renderer.looks = termcapLooks
    renderer.standIns = standInLooks
    return renderer
  }

  /// Sets whether backspaces overstrike (or show as `^H`, less `-u` and `-U`), tabs expand (or
  /// show as `^I`, less `-U`) and the carriage returns of line ends are dropped (or show as `^M`),
  /// keeping each page's top line at the top.
  mutating func setControlCharacters(_ controls: ControlCharacters) {
    controlCharacters = controls
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
  }

  /// Wraps long lines at spaces (less's `--wordwrap`) or anywhere, keeping each page's top line
  /// at the top.
  mutating func setWordWrap(_ atWords: Bool) {
    wrapsAtWords = atWords
    relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
  }

  /// Wraps long lines or cuts them, numbers lines or not, keeping each page's top line at the
  /// top.
  mutating func relayOut(wrapsLines: Bool, showsLineNumbers: Bool) {
    self.wrapsLines = wrapsLines
    self.showsLineNumbers = showsLineNumbers
    documentLayout = documentLayout(in: layout)
    for tab in pages.indices where pages.isMade(tab) {
      guard let document = pages[tab].document else { continue }
      let top = pages[tab].viewport.topLine
      pages[tab].viewport = DocumentViewport()
      pages[tab].viewport.reveal(line: top, in: document, layout: documentLayout)
      // A page following its end stays at the end, with lines found meanwhile (a merge's).
      if pages[tab].follows && pages[tab].isAtEnd {
        _ = pages[tab].takeArrivedText(layout: documentLayout, budget: PendingScroll.layoutBudget)
      } else {
        pages[tab].noteEnd(layout: documentLayout)
      }
    }
  }
}

extension PagerScreen {
  /// The first and last lines of the shown tab's text with a row on its page, if it shows any.
  package var shownLines: ClosedRange<Int>? { shownLines(ofTab: pager.selectedIndex) }

  /// The first and last lines of tab `tab`'s text with a row on its page, if it shows any.
  func shownLines(ofTab tab: Int) -> ClosedRange<Int>? {
    let page = pages[tab]
    guard let document = page.document else { return nil }
    return DocumentPage(
      document: document, viewport: page.viewport, layout: documentLayout(ofTab: tab),
      search: nil
    ).lines
  }
}
