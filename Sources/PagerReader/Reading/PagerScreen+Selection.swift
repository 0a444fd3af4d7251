import PagerKit

/// Text selected with the pointer: a press on a tab's text starts a selection, a drag extends it
/// (scrolling a line a report while the pointer is above or below the text), a double click
/// selects a word and a triple one a line; the release hands the text to the program to copy.
extension PagerScreen {
  /// The most text one selection copies, in bytes of UTF-8: what a terminal's clipboard
  /// sequence carries once in base64 (tmux takes 1 MiB a sequence).
  package static let copyLimit = 512 * 1024

  /// Where the selection's tab is on the bar, while there is one.
  var selectionPlace: Int? { selection.flatMap { tabList.position(of: $0.tab) } }

  /// Drops the selection, as a key does: a terminal drops its selection when typed at.
  mutating func clearSelection() {
    selection = nil
    if pointerGesture == .select { pointerGesture = nil }
  }

  /// The rows the shown page's text scrolls in, below its header lines.
  var textRows: Range<Int> {
    let top = layout.pageRows.lowerBound + headerRows
    return top..<top + min(documentLayout.rows, max(0, layout.contentRows - headerRows))
  }

  /// Whether a press on `row` at `now` lands on the shown tab's text, at rest: then it selects
  /// rather than swipes.
  func pressLandsOnText(row: Int, at now: Instant) -> Bool {
    guard layout.isUsable, let document = pages[pager.selectedIndex].document,
      pager.drag == nil, departure == nil, !pager.isMoving(at: now),
      layout.pageRows.contains(row), row < textRows.upperBound
    else { return false }
    if case .failed = pages[pager.selectedIndex].status { return false }
    return document.prepareLines(through: 0) > 0
  }

  /// Starts a selection at `column`, `row`: by cells, or, for the second and third press of a
  /// click, by words or lines, which it selects at once.
  mutating func pressText(column: Int, row: Int, at now: Instant) {
    selection = nil
    pointerGesture = .select
    let tab = tabList[pager.selectedIndex]
    guard let place = textPlace(column: column, row: row) else { return }
    chooseTableCell(at: place, tab: pager.selectedIndex)
    let units: [TextSelection.Unit] = [.character, .word, .line]
    let count = clicks.press(column: column, row: row, at: now)
    selection = TextSelection(
      tab: tab, at: place, in: display(ofLine: place.line), unit: units[count - 1])
  }

  /// Moves the selection's end to the pointer at `column`, `row`; above or below the text the
  /// page scrolls a line first.
  mutating func dragText(column: Int, row: Int, at now: Instant) {
    guard selection != nil else { return }
    var row = row
    let rows = textRows
    if row < layout.pageRows.lowerBound || row >= rows.upperBound, !rows.isEmpty {
      scroll(.lines(row < rows.lowerBound ? -1 : 1), at: now)
      row = row < rows.lowerBound ? rows.lowerBound : rows.upperBound - 1
    }
    guard let place = textPlace(column: column, row: row) else { return }
    clicks.reset()
    let display = display(ofLine: place.line)
    selection?.extend(to: place, in: display)
  }

  /// Ends the selection at the release: what it holds is copied, a press alone drops it.
  mutating func releaseText(column: Int, row: Int, at now: Instant) {
    pointerGesture = nil
    guard let selection, !selection.isEmpty, let tab = tabList.position(of: selection.tab),
      let document = pages[tab].document
    else {
      self.selection = nil
      return
    }
    let text = selection.text(
      in: document, renderer: documentLayout.renderer, limit: 4 * Self.copyLimit)
    let bytes = text.utf8.count
    guard bytes <= Self.copyLimit else {
      message =
        "Selection too long to copy: \(StatusLine.grouped(bytes)) bytes, at most "
        + "\(StatusLine.grouped(Self.copyLimit))"
      return
    }
    effects.append(.copy(text))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    message =
      "Copied \(StatusLine.grouped(lines)) line\(lines == 1 ? "" : "s"), \(StatusLine.grouped(bytes)) "
      + "byte\(bytes == 1 ? "" : "s")"
  }

  /// The place of the shown tab's text at screen cell `column`, `row`: a header line's in the
  /// header rows; below the text, the end of its last row. Nil when the page shows no text.
  func textPlace(column: Int, row: Int) -> TextPlace? {
    guard let document = pages[pager.selectedIndex].document else { return nil }
    let x = max(0, column - gutterColumns)
    let top = layout.pageRows.lowerBound
    if row >= top, row < top + headerRows {
      return TextPlace(line: row - top, column: x)
    }
    let page = DocumentPage(
      document: document, viewport: pages[pager.selectedIndex].viewport, layout: documentLayout,
      search: nil)
    guard page.rowCount > 0 else { return nil }
    let offset = row - textRows.lowerBound
    let index = min(max(0, offset), page.rowCount - 1)
    let cells = page.cells(ofRow: index)
    var cell = offset >= page.rowCount ? cells.count : min(x, cells.count)
    while cell > 0, cell < cells.count, cells[cell].isContinuation { cell -= 1 }
    return TextPlace(line: page.places[index].line, column: page.column(ofCell: cell, row: index))
  }

  /// Line `line` of the shown tab's text as the page shows it, for a word's ends; nil for a line
  /// too long to lay out whole.
  private func display(ofLine line: Int) -> DisplayLine? {
    guard let document = pages[pager.selectedIndex].document,
      document.prepareLines(through: line) > line,
      document.lineLength(line) <= LinePiece.wholeLineLimit
    else { return nil }
    return documentLayout.renderer.render(document.line(line))
  }
}
