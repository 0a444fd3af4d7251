import PagerKit

/// Where the shown page is in its text, as less's `=` says it.
extension PagerScreen {
  /// "app.log · lines 1–29 of 1,000 · byte 1,234 of 56,789 · 2%": the tab's title, the lines
  /// shown and the total, the byte just past the last line shown and the text's bytes, and how
  /// far into the text that is (by bytes where the text knows them, else by lines). What is not
  /// known yet (the total of a text still arriving) is left out.
  package var positionReport: String {
    let tab = pager.selectedIndex
    let title = preset.tabs[tab].title
    guard let document = pages[tab].document else { return title }
    guard let shown = shownLines else { return title + " · empty" }
    let first = document.firstLineNumber + 1
    var parts = [title]
    var lines =
      "lines \(StatusLine.grouped(shown.lowerBound + first))–"
      + StatusLine.grouped(shown.upperBound + first)
    if document.isComplete { lines += " of " + StatusLine.grouped(document.lineCount + first - 1) }
    parts.append(lines)
    // A merge's top line in its own text.
    if let merge = merge(ofTab: tab) {
      let line = DocumentLayers.rootLine(shown.lowerBound, of: document)
      if line < merge.lineCount {
        let place = merge.place(ofLine: line)
        parts.append(
          "top: \(MergedDocument.letter(ofSource: place.source)) "
            + "\(merge.sources[place.source].name) line \(StatusLine.grouped(place.line + 1))")
      }
    }
    let progress = TextProgress(document: document, shown: shown)
    if let byte = progress.byte {
      parts.append(
        "byte \(StatusLine.grouped(byte))"
          + (progress.bytes.map { " of " + StatusLine.grouped($0) } ?? ""))
    }
    if let percent = progress.percent { parts.append("\(percent)%") }
    return parts.joined(separator: " · ")
  }
}

extension PagerScreen {
  /// The line of tab `tab`'s document on the middle row of the page (less's `%lm`, where `v`
  /// opens the editor), as an index into the document; nil for a page without lines.
  package func middleLine(ofTab tab: Int) -> Int? {
    guard pages.indices.contains(tab), let document = pages[tab].document,
      let shown = shownLines(ofTab: tab)
    else { return nil }
    let viewport = pages[tab].viewport
    // Rows from the page's first to its middle one, as less's middle row of `-z` screens.
    var left = documentLayout.rows / 2 + viewport.topRow
    var line = shown.lowerBound
    while line < shown.upperBound {
      left -= documentLayout.rowCount(ofLine: line, in: document, atMost: left + 1)
      if left < 0 { break }
      line += 1
    }
    return line
  }
}
