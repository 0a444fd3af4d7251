import PagerKit

/// Tables (`--columns`, `Esc-t`): a tab shows its text as rows laid out in columns, a view over
/// the same document, with the table's header kept on top as `--header` keeps lines.
extension PagerScreen {
  /// The table view tab `tab` shows, under a filter too.
  package func table(ofTab tab: Int) -> TableDocument? {
    guard pages.indices.contains(tab), pages.isMade(tab) else { return nil }
    return TableChain.table(under: pages[tab].document)
  }

  /// Header lines of the shown tab's table, where `--header` sets none.
  var tableHeaderLines: Int { table(ofTab: pager.selectedIndex)?.headerRows ?? 0 }

  /// Takes how each tab's text is cut into columns; tabs whose text is not read far enough yet
  /// are shown as tables once it is.
  mutating func setColumnFormats(_ formats: [TabID: ColumnFormat]) {
    settings.columnFormats.merge(formats) { $1 }
    settings.tablesDue.formUnion(formats.filter { $0.value != .none }.keys)
  }

  /// How long a stream's first lines stay as they are before they are taken as its sample, in
  /// milliseconds: `kubectl get -w` prints a table and waits for changes.
  package static let tableSampleStill = 500.0

  /// Shows as tables the tabs due to be whose first lines are known: a hundred, the whole
  /// text, or what a stream has sent once it is still for a moment; auto asks the detector.
  mutating func showDueTables(at now: Instant) {
    guard !settings.tablesDue.isEmpty else { return }
    for id in settings.tablesDue {
      guard let tab = tabList.position(of: id) else {
        forgetDueTable(id)
        continue
      }
      guard pages.isMade(tab), let document = pages[tab].document else { continue }
      let known = document.prepareLines(through: TableDetector.sampleLines)
      let grew = settings.tableSamplesGrew[id, default: now]
      settings.tableSamplesGrew[id] = grew
      let isStill =
        known > TableDetector.minimumDataLines
        && now.milliseconds - grew.milliseconds >= Self.tableSampleStill
      guard known > TableDetector.sampleLines || document.isComplete || isStill else { continue }
      settings.tablesDue.remove(id)
      settings.tableSamplesGrew[id] = nil
      let quietly = settings.tablesDueQuietly.remove(id) != nil
      let view = settings.tableViewsDue.removeValue(forKey: id)
      let format = settings.columnFormats[id] ?? .none
      let base = (document as? FilteredDocument)?.base ?? document
      guard let table = Self.table(of: base, format: format) else { continue }
      show(table, tab: tab)
      if let view { showTableView(view, table: table, tab: tab) }
      if tab == pager.selectedIndex, !quietly { message = Self.tableMessage(table) }
    }
  }

  /// Milliseconds until a stream's first lines have been still long enough to be its sample,
  /// for the soonest of the tabs due to be tables; nil when none waits so. A stream of too few
  /// lines for a sample waits for more text, which wakes the loop itself: no deadline, or the
  /// loop would turn without end.
  package func millisecondsToDueTable(at now: Instant) -> Double? {
    settings.tablesDue.compactMap { id -> Double? in
      guard let grew = settings.tableSamplesGrew[id], let tab = tabList.position(of: id),
        pages.isMade(tab),
        let document = pages[tab].document, document.lineCount > TableDetector.minimumDataLines
      else { return nil }
      return max(0, Self.tableSampleStill - (now.milliseconds - grew.milliseconds))
    }.min()
  }

  /// Notes that tab `tab`'s text grew, so a table due there waits for it to be still.
  mutating func noteDueTableGrew(tab: Int, at now: Instant) {
    let id = tabList[tab]
    if settings.tablesDue.contains(id) { settings.tableSamplesGrew[id] = now }
  }

  private mutating func forgetDueTable(_ id: TabID) {
    settings.tablesDue.remove(id)
    settings.tablesDueQuietly.remove(id)
    settings.tableSamplesGrew[id] = nil
    settings.tableViewsDue[id] = nil
  }

  /// Shows tab `tab`'s new text (a command run again, a file read again) as a table, as its old
  /// one was, once its first lines are known: as `--columns` said, or as `Esc-t` found it; and
  /// as the reader left it, `view`, where its columns are the same.
  mutating func showAgainAsTable(tab: Int, keeping view: TableViewChoices) {
    let id = tabList[tab]
    settings.tableViewsDue[id] = view
    if (settings.columnFormats[id] ?? ColumnFormat.none) == ColumnFormat.none {
      settings.columnFormats[id] = .auto
    }
    settings.tablesDue.insert(id)
    settings.tablesDueQuietly.insert(id)
  }

  /// `Esc-t`: shows the shown tab as a table, or as text again.
  mutating func toggleTable() {
    let tab = pager.selectedIndex
    guard pages.indices.contains(tab), let shown = pages[tab].document else { return }
    settings.tablesDue.remove(tabList[tab])
    settings.tableViewsDue[tabList[tab]] = nil
    if let table = table(ofTab: tab) {
      // The text again drops the sort: the table comes back in the order read.
      dropTableSort(tab: tab)
      show(table.base, tab: tab)
      message = "shown as text: Esc-t shows it as a table again"
      return
    }
    let base = (shown as? FilteredDocument)?.base ?? shown
    var format = settings.columnFormats[tabList[tab]] ?? .auto
    if format == .none { format = .auto }
    guard let table = Self.table(of: base, format: format) else {
      message = "No table found in the first lines (--columns csv, tsv, space or a delimiter)"
      return
    }
    show(table, tab: tab)
    message = Self.tableMessage(table)
  }

  /// Shows `document` in tab `tab`, under the same filter, the line at the top kept at the top
  /// as far as line numbers tell where `keepsTop` (a sorted view, whose numbers are in no
  /// order, starts at its top).
  mutating func show(_ document: any TextDocument, tab: Int, keepsTop: Bool = true) {
    guard let shown = pages[tab].document else { return }
    let top = pages[tab].viewport.topLine
    // A page at its start (under its header) stays at the start.
    let atStart = top <= (tab == pager.selectedIndex ? documentLayout.firstLine : 0)
    let topNumber =
      keepsTop && !atStart && shown.lineCount > top ? shown.lineNumber(ofLine: top) : nil
    var new = document
    if let filtered = shown as? FilteredDocument {
      let table = (document as? SortedTableDocument)?.table ?? document as? TableDocument
      new = FilteredDocument(
        base: document, search: filtered.search, inverted: filtered.isInverted,
        headerCount: headerLinesSet > 0 ? headerLinesSet : table?.headerRows ?? 0,
        renderer: documentLayout.renderer)
    }
    pages[tab].document = new
    // A table finds its rows as indexing goes on, though its text's own lines are all known: a
    // stream's CSV whose rows were not all found would keep `G` waiting for ever.
    pages[tab].indexesAhead = new.indexAhead(budget: 0)
    pages[tab].viewport = DocumentViewport()
    if tab == pager.selectedIndex, documentLayoutIsStale {
      relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
    }
    if let topNumber, topNumber > 1 {
      var line = 0
      new.prepareLines(through: topNumber)
      while line + 1 < new.lineCount, new.lineNumber(ofLine: line + 1) <= topNumber { line += 1 }
      pages[tab].viewport.reveal(line: line, in: new, layout: documentLayout)
    }
    pages[tab].viewport.clamp(in: new, layout: documentLayout)
    if let count = pages[tab].matchCount {
      pages[tab].matchCount = MatchCount(search: count.search)
    }
    pages[tab].noteEnd(layout: documentLayout)
  }

  /// What the status line says when a text is shown as a table.
  static func tableMessage(_ table: TableDocument) -> String {
    let kind: String
    switch table.kind {
    case .csv: kind = "CSV table"
    case .tsv: kind = "TSV table"
    case .space: kind = "Table of aligned columns"
    case .psql: kind = "psql table"
    case .mysql: kind = "mysql table"
    case nil: kind = "Table"
    }
    let columns = table.columnCount == 1 ? "1 column" : "\(table.columnCount) columns"
    return "\(kind), \(columns): Esc-t shows the text"
  }

  /// The table `document` makes read as `format`, or nil for `none`, or for `auto` where its
  /// first lines are not clearly a table.
  static func table(of document: any TextDocument, format: ColumnFormat) -> TableDocument? {
    let count = document.prepareLines(through: TableDetector.sampleLines)
    // Only aligned columns and `auto` look at a sample: CSV and TSV read their own first rows.
    var sample: [[UInt8]] {
      (0..<min(count, TableDetector.sampleLines)).map { document.line($0) }
    }
    switch format {
    case .none: return nil
    case .csv: return TableDocument(base: document, reader: .csv, kind: .csv)
    case .tsv: return TableDocument(base: document, reader: .tsv, kind: .tsv)
    case .space:
      guard let columns = AlignedColumns.learned(from: sample) else { return nil }
      return TableDocument(base: document, reader: .space(columns), kind: .space)
    case .delimiter(let delimiter):
      guard let row = try? DelimitedRow(delimiter) else { return nil }
      return TableDocument(base: document, reader: .delimiter(row), kind: nil)
    case .auto:
      let whole = document.isComplete && count <= TableDetector.sampleLines
      switch TableDetector.kind(of: sample, isWhole: whole) {
      case .csv: return table(of: document, format: .csv)
      case .tsv: return table(of: document, format: .tsv)
      case .space: return table(of: document, format: .space)
      case .psql: return TableDocument(base: document, reader: .box(.psql), kind: .psql)
      case .mysql: return TableDocument(base: document, reader: .box(.mysql), kind: .mysql)
      case nil: return nil
      }
    }
  }
}
