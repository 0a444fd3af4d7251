import PagerKit

/// The overview of every tab (or every mark) over the pages: a list filtered as the user types,
/// Enter going to the entry chosen. With 10,000 tabs it opens at once: an entry is 9 bytes until
/// it is on screen, and only the rows shown are worded.
extension PagerScreen {
  /// One row of the overview as it is drawn: the entry's number, its title, and what more it
  /// says (kind, status, matches, changed lines; or a mark's line and text).
  package struct OverviewRow: Hashable, Sendable {
    package var number: String
    package var title: String
    package var details: [String]
  }

  /// Rows of entries the overview shows at once: the screen but its first row (what it lists)
  /// and its last (the filter).
  package var overviewListRows: Int { max(0, size.rows - 2) }

  /// What the overview lists, while it is shown.
  package var overviewSubject: OverviewSubject? { overview?.subject }

  /// The filter typed into the overview.
  package var overviewFilter: String { overview?.filter ?? "" }

  /// The entries the overview keeps, the first shown, and the one chosen; nil when it is not
  /// shown.
  package var overviewPlace: (count: Int, top: Int, chosen: Int)? {
    overview.map { ($0.entries.count, $0.top, $0.chosen) }
  }

  /// The rows of the overview's entries `range` (clamped to those kept).
  package func overviewRows(_ range: Range<Int>) -> [OverviewRow] {
    guard let overview else { return [] }
    let range = range.clamped(to: overview.entries.indices)
    return overview.entries[range].compactMap { row(of: $0, kinds: overview.kinds) }
  }

  mutating func editOverview(_ edit: OverviewEdit, at now: Instant) {
    if case .open(let subject, let kinds) = edit {
      var opened = Overview(subject: subject, kinds: kinds)
      opened.entries = entries(of: opened)
      if subject == .tabs, let shown = shownTab {
        opened.chosen = opened.entries.firstIndex(of: .tab(shown)) ?? 0
      }
      let rows = overviewListRows
      opened.top = max(0, opened.chosen - rows / 2)
      opened.reveal(rows: rows)
      overview = opened
      return
    }
    guard var shown = overview else { return }
    let rows = max(1, overviewListRows)
    let last = max(0, shown.entries.count - 1)
    switch edit {
    case .open: return
    case .type(let character):
      shown.filter.append(character)
      // A longer filter keeps no entry the shorter one dropped: only those kept are looked at.
      refilter(&shown, from: shown.entries)
    case .erase:
      guard !shown.filter.isEmpty else { return }
      shown.filter.removeLast()
      refilter(&shown)
    case .move(let rowsMoved): shown.chosen = min(last, max(0, shown.chosen + rowsMoved))
    case .movePages(let pages):
      shown.chosen = min(last, max(0, shown.chosen + pages * max(1, rows - 1)))
    case .end(let toLast): shown.chosen = toLast ? last : 0
    case .close:
      overview = nil
      return
    case .choose:
      overview = nil
      if shown.entries.indices.contains(shown.chosen) {
        go(to: shown.entries[shown.chosen], at: now)
      }
      return
    }
    shown.reveal(rows: rows)
    overview = shown
  }

  /// The overview's entries kept again after its filter or the tabs changed, the chosen one
  /// kept where it is still there.
  mutating func refilterOverview() {
    guard var shown = overview else { return }
    refilter(&shown)
    shown.reveal(rows: overviewListRows)
    overview = shown
  }

  /// A press on the overview's row `row` chooses its entry; returns whether there is one there.
  mutating func chooseOverviewRow(_ row: Int) -> Bool {
    guard let shown = overview, row >= 1, row <= overviewListRows else { return false }
    let entry = shown.top + row - 1
    guard shown.entries.indices.contains(entry) else { return false }
    overview?.chosen = entry
    return true
  }

  /// The wheel over the overview moves its first row shown, the choice staying on screen.
  mutating func scrollOverview(by amount: ScrollAmount) {
    guard var shown = overview else { return }
    let rows = max(1, overviewListRows)
    let lines =
      switch amount {
      case .lines(let count), .linesPastEnd(let count): count
      case .pages(let count), .pagesPastEnd(let count): count * rows
      case .halfPages(let count): count * max(1, rows / 2)
      default: 0
      }
    shown.top = max(0, min(shown.top + lines, max(0, shown.entries.count - rows)))
    shown.chosen = min(max(shown.chosen, shown.top), shown.top + rows - 1)
    overview = shown
  }

  private func refilter(_ shown: inout Overview, from kept: [OverviewEntry]? = nil) {
    let chosen = shown.entries.indices.contains(shown.chosen) ? shown.entries[shown.chosen] : nil
    if let kept {
      let words = Overview.Words(shown.filter)
      shown.entries = kept.filter { keeps($0, words: words, kinds: shown.kinds) }
    } else {
      shown.entries = entries(of: shown)
    }
    shown.chosen = chosen.flatMap { shown.entries.firstIndex(of: $0) } ?? 0
  }

  /// The entries `overview` lists that its filter keeps, in bar order.
  private func entries(of overview: Overview) -> [OverviewEntry] {
    switch overview.subject {
    case .tabs:
      let all = tabList.map(OverviewEntry.tab)
      guard !overview.filter.isEmpty else { return all }
      let words = Overview.Words(overview.filter)
      return all.filter { keeps($0, words: words, kinds: overview.kinds) }
    case .marks:
      var entries = markBook.places.sorted { $0.key < $1.key }.map { OverviewEntry.mark($0, $1) }
      if let back = markBook.placeBeforeJump { entries.append(.mark("'", back)) }
      if !markBook.lineMarks.isEmpty {
        for tab in tabList {
          guard let lines = markBook.lineMarks[tab] else { continue }
          entries += lines.lazy.map { .line(tab, Int($0)) }
        }
      }
      guard !overview.filter.isEmpty else { return entries }
      let words = Overview.Words(overview.filter)
      return entries.filter { keeps($0, words: words, kinds: overview.kinds) }
    }
  }

  /// Whether the filter's `words` keep `entry`: each is in a tab's title, kind or status, or in
  /// a mark's name, tab title, line number or text.
  private func keeps(_ entry: OverviewEntry, words: Overview.Words, kinds: [TabID: TabKind]) -> Bool
  {
    guard !words.words.isEmpty else { return true }
    switch entry {
    case .tab(let id):
      guard let tab = tabList.position(of: id) else { return false }
      let kind = (kinds[id] ?? .text).name
      return words.areAll(in: preset.tabs[tab].title, kind, statusWords(pages.peek(tab)))
    case .mark, .line:
      guard let row = row(of: entry, kinds: kinds) else { return false }
      return words.areAll(in: row.number, row.title, row.details.joined(separator: " "))
    }
  }

  private func row(of entry: OverviewEntry, kinds: [TabID: TabKind]) -> OverviewRow? {
    switch entry {
    case .tab(let id):
      guard let tab = tabList.position(of: id) else { return nil }
      let page = pages.peek(tab)
      var details = [(kinds[id] ?? .text).name]
      details.append(statusWords(page))
      details.append(page.matchCount.map { "\($0.label.dropFirst()) matches" } ?? "")
      details.append(lineChanges[id]?.label ?? "")
      return OverviewRow(number: "\(tab + 1)", title: preset.tabs[tab].title, details: details)
    case .mark(let name, let place):
      return lineRow(
        number: name == "'" ? "''" : "'\(name)", tab: place.tab, line: place.line)
    case .line(let id, let line): return lineRow(number: "•", tab: id, line: line)
    }
  }

  /// The row of a mark on line `line` of tab `id`: the line's number and its text.
  private func lineRow(number: String, tab id: TabID, line: Int) -> OverviewRow? {
    guard let tab = tabList.position(of: id) else { return nil }
    let text = pages[tab].document.map { document -> String in
      guard line < document.lineCount else { return "" }
      let shown = 0..<min(200, document.lineLength(line))
      let text = SGRStripped.text(of: document.bytes(ofLine: line, in: shown))
      // Tabs and other controls would move the cursor: each is a blank on the row.
      return String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
    return OverviewRow(
      number: number, title: preset.tabs[tab].title, details: ["line \(line + 1)", text ?? ""])
  }

  /// A tab's status in words: what its text or command is doing, then whether it follows, has
  /// news or started over.
  private func statusWords(_ page: borrowing PageState) -> String {
    var words: [String] = []
    switch page.status {
    case .running: words.append("running")
    case .exited(let code): words.append("exit \(code)")
    case .killed(let signal): words.append("signal \(signal)")
    case .failed: words.append("failed")
    case .loading: words.append("loading")
    case .waitingForWriter: words.append("waiting for a writer")
    case .waitingForFile: words.append("waiting for the file")
    case .finished: break
    }
    if page.follows { words.append("following") }
    if page.hasNews { words.append("news") }
    if page.startedOver { words.append("started over") }
    return words.joined(separator: " · ")
  }

  /// Goes to an overview's entry: its tab, or its mark's place.
  private mutating func go(to entry: OverviewEntry, at now: Instant) {
    switch entry {
    case .tab(let id):
      guard let tab = tabList.position(of: id), tab != pager.selectedIndex else { return }
      pager.update(.jump(to: tab), at: now)
    case .mark(_, let place): go(to: place, at: now)
    case .line(let id, let line): go(to: TabPlace(tab: id, line: line), at: now)
    }
  }
}
