import PagerKit

/// The last row of a screen with a status line: the tab's name and state (or the search prompt,
/// or a message), the lines on screen and the total once known, and "k/n".
struct StatusLine {
  let screen: PagerScreen
  let theme: Theme
  /// The document pages already laid out for this frame, by tab.
  let drawnPages: [Int: DocumentPage]

  func draw(into frame: inout Frame, row: Int) {
    var style = theme.bar
    style.attributes.insert(.reverse)
    if theme.tabItems == nil && style.background == .standard {
      style = Style(attributes: .reverse)
    }
    frame.fill(columns: 0..<frame.width, rows: row..<row + 1, style: style)
    let tab = screen.pager.selectedIndex
    let position = "\(tab + 1)/\(screen.pager.tabCount)"
    guard screen.pages[tab].document != nil else {
      // A demo page has no lines to count: "k/n Title".
      let text = " " + position + " " + screen.preset.tabs[tab].title
      frame.write(TextFit.truncate(text, toColumns: frame.width), column: 0, row: row, style: style)
      return
    }
    let right = fittingEnd(position: position, width: frame.width)
    let rightWidth = ColumnWidth.of(right)
    let room = frame.width - 1 - ColumnWidth.of(screen.search.promptSign)
    let notice =
      screen.prompt.map {
        // The end of a long pattern shows, where the typing is.
        screen.search.promptSign
          + TextFit.keepingEnd(
            $0 + (screen.search.error.map { "  (\($0))" } ?? ""), toColumns: room)
      }
      ?? Self.markPrompt(screen.markBook.pending) ?? screen.keysTyped ?? screen.message
    // A prompt or a message matters more than the position; the tab's name matters less, unless
    // the position cannot be shown at all.
    let leftRoom =
      notice == nil && rightWidth < frame.width
      ? max(0, frame.width - rightWidth - 1) : frame.width
    let left = notice.map { " " + $0 } ?? nameAndState(inColumns: leftRoom)
    let used = frame.write(
      TextFit.truncate(left, toColumns: leftRoom), column: 0, row: row, style: style)
    if rightWidth <= frame.width - used {
      frame.write(right, column: frame.width - rightWidth, row: row, style: style)
    }
  }

  /// " title  (state)" in `columns`: a long title is cut so the state still shows.
  private func nameAndState(inColumns columns: Int) -> String {
    let tab = screen.pager.selectedIndex
    let pending =
      screen.pendingScroll.flatMap { $0.tab == screen.tabList[tab] ? $0.summary : nil }
      ?? screen.pendingSearch.flatMap { $0.tab == screen.tabList[tab] ? $0.summary : nil }
    let summary = pending ?? Self.state(of: screen.pages[tab])
    let state = summary.isEmpty ? "" : "  (" + summary + ")"
    // The part shown (a commit's file) before the tab's title, which is cut first.
    let name = Self.partName(screen.partShown(onTab: tab), title: screen.preset.tabs[tab].title)
    let title = TextFit.truncate(name, toColumns: max(1, columns - 1 - ColumnWidth.of(state)))
    return " " + title + state
  }

  /// The tab's title with the part of its text at the top of the page: "src/a.swift (file 2
  /// of 5) · 3f2a1b7 Fix it", or "3f2a1b7 Fix it (5 files)" above the first part.
  static func partName(
    _ part: (title: String?, number: Int, count: Int, noun: String)?, title: String
  ) -> String {
    guard let part else { return title }
    guard let name = part.title else {
      return title + " (\(part.count) \(part.noun)\(part.count == 1 ? "" : "s"))"
    }
    return name + " (\(part.noun) \(part.number) of \(part.count)) · " + title
  }

  /// What the status line asks while a mark's letter is awaited, as `less` asks it.
  static func markPrompt(_ action: Marks.Action?) -> String? {
    switch action {
    case .set?: return "set mark: "
    case .setAtBottom?: return "set mark on the last line: "
    case .clear?: return "clear mark: "
    case .jump?: return "go to mark (' for the last jump): "
    case .pipe?: return "pipe to mark (. for the screen, | between two marks): "
    case .pipeBetween(nil)?: return "pipe from mark (^ start, : top line): "
    case .pipeBetween(let first?)?:
      return "pipe from mark \(first) to mark ($ end, ; bottom line): "
    case nil: return nil
    }
  }

  /// What the page's text is doing: which run it shows, whether its command runs, whether it
  /// follows the end, such as "run 3 of 3 · 14:03:22 · exit 0 · running…" or "running… ·
  /// following".
  static func state(of page: PageState) -> String {
    var parts: [String] = []
    if let run = page.run {
      parts.append(run.text)
      if page.status == .running { parts.append(page.status.summary) }
    } else if !page.status.summary.isEmpty {
      parts.append(page.status.summary)
    }
    if let view = page.document.flatMap(DocumentLayers.logView(of:)) {
      parts.append(view.summary + (view.isCaughtUp && view.base.isComplete ? "" : "…"))
    }
    if let filtered = page.document as? FilteredDocument {
      let shown = Self.grouped(filtered.keptCount)
      let all = Self.grouped(filtered.base.lineCount)
      parts.append("filtered: \(shown) of \(all) lines" + (filtered.isCaughtUp ? "" : "…"))
    }
    if page.isFollowing { parts.append("following") }
    if page.isPaused { parts.append("paused: F or G follows") }
    // Joined by hand: `joined(separator:)` looks its types up by name at its first call, 0.1 M
    // instructions of the first frame.
    var state = parts.first ?? ""
    for part in parts.dropFirst() { state += " · " + part }
    return state
  }

  /// `number` with its thousands apart: "88,310".
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (number < 0 ? "-" : "") + text
  }

  /// "lines 1–27 of 1000" once the total is known, "lines 1–27" before.
  private var lines: String {
    let tab = screen.pager.selectedIndex
    let page = screen.pages[tab]
    guard let document = page.document else { return "" }
    if case .failed = page.status { return "" }
    guard let shown = shownLines else { return document.isComplete ? "empty" : "" }
    let first = document.firstLineNumber + 1
    let range =
      "lines \(Self.grouped(shown.lowerBound + first))–\(Self.grouped(shown.upperBound + first))"
    let total = Self.grouped(document.lineCount + first - 1)
    if document.isComplete { return range + " of " + total }
    // A file still being indexed: the lines known so far, more to come.
    return page.indexesAhead ? range + " of ≥" + total + "…" : range
  }

  /// The lines of the shown tab's text on its page, as drawn for this frame.
  private var shownLines: ClosedRange<Int>? {
    let tab = screen.pager.selectedIndex
    let page = screen.pages[tab]
    guard let document = page.document else { return nil }
    let drawn =
      drawnPages[tab]
      ?? DocumentPage(
        document: document, viewport: page.viewport, layout: screen.documentLayout, search: nil)
    return drawn.lines
  }

  /// Columns the tab's name keeps at the least before the prompt's extra parts are left out.
  static let nameRoom = 16
  /// Columns the right end leaves at the least, before the lines shown are said more shortly:
  /// four of the tab's name, with a blank each side.
  static let narrowNameRoom = 6

  /// The right end on a screen `width` wide: "lines 1–27 of 1,000  k/n" in full where it fits,
  /// else shorter ("1–27/1,000  k/n", then "1–27/1,000", then "k/n") beside some of the tab's
  /// name, so that a small screen still says where it is.
  private func fittingEnd(position: String, width: Int) -> String {
    let full = rightEnd(" " + lines + "  " + position + " ", width: width)
    if ColumnWidth.of(full) < width { return full }
    let short = shortLines
    let shorter = [" " + short + "  " + position + " ", " " + short + " ", " " + position + " "]
    let fitting = shorter.first {
      $0.contains { $0 != " " } && ColumnWidth.of($0) + Self.narrowNameRoom <= width
    }
    return fitting ?? shorter.last!
  }

  /// "1–27/1,000" (or "1–27" while the total is not known): the lines shown, said shortly.
  private var shortLines: String {
    let page = screen.pages[screen.pager.selectedIndex]
    guard let document = page.document, let shown = shownLines else { return "" }
    if case .failed = page.status { return "" }
    let first = document.firstLineNumber + 1
    let range =
      "\(Self.grouped(shown.lowerBound + first))–\(Self.grouped(shown.upperBound + first))"
    guard document.isComplete else { return range }
    return range + "/" + Self.grouped(document.lineCount + first - 1)
  }

  /// `end` with what ``PagerScreen/promptLength`` adds before it (" 42% ·", " byte 1,234 of
  /// 5,678 · 42% ·"), as much of it as leaves the tab's name room on a screen `width` wide.
  private func rightEnd(_ end: String, width: Int) -> String {
    for extra in promptParts() {
      let text = " " + extra.joined(separator: " · ") + " ·" + end
      if ColumnWidth.of(text) + Self.nameRoom <= width { return text }
    }
    return end
  }

  /// What less's medium and long prompts add, longest first, each shorter one a fallback for a
  /// narrow screen: the percentage or `(END)`, and with the long one the byte too.
  private func promptParts() -> [[String]] {
    guard screen.promptLength != .short, let shown = shownLines,
      let document = screen.pages[screen.pager.selectedIndex].document
    else { return [] }
    let progress = TextProgress(document: document, shown: shown)
    let end = screen.showsEndOfText ? "(END)" : nil
    let percent = progress.percent.map { "\($0)%" }
    let byte = progress.byte.map {
      "byte \(Self.grouped($0))" + (progress.bytes.map { " of " + Self.grouped($0) } ?? "")
    }
    let medium = [end ?? percent]
    let parts = screen.promptLength == .long ? [[byte, percent, end], medium] : [medium]
    return parts.map { $0.compactMap { $0 } }.filter { !$0.isEmpty }
  }
}
