import PagerKit

/// How a page keeps up with text that arrives: a following page at the end of its text scrolls
/// on with it, as `less` does after `F` and `tail -f` does; scrolled away, it stays put.
extension PageState {
  /// Learns whether the view shows the document's last row, laying out no more than a page. An
  /// empty text leaves it as it was: a page told to follow before any text came still follows,
  /// and one that has shown nothing yet does not start (the first screenful of a pipe stays).
  mutating func noteEnd(layout: DocumentLayout) {
    guard let document, document.lineCount > 0 else { return }
    isAtEnd = viewport.showsLastRow(of: document, layout: layout)
    if follows && isAtEnd { hasFollowed = true }
  }

  /// Takes text that arrived: a page that followed at the end goes on to the new end, any other
  /// stays on the same text. Returns how far a long last line is laid out when the page is still
  /// on its way to the end, or nil.
  mutating func takeArrivedText(layout: DocumentLayout, budget: Int) -> Double? {
    let followed = follows && isAtEnd
    clampViewport(layout: layout)
    guard followed else {
      noteEnd(layout: layout)
      return nil
    }
    let known = document?.lineCount
    let fraction = advanceToBottom(layout: layout, budget: budget)
    if fraction == nil { noteEnd(layout: layout) }
    // Still laying out a long last line, or lines found as the page went down (a merge finds
    // them as they are asked for): the page is on its way to the end, so it still follows.
    if fraction != nil || document?.lineCount != known { isAtEnd = true }
    return fraction
  }
}

extension DocumentViewport {
  /// Whether the page from here shows the last row of the last line known: the rows from the
  /// top to the end fit on it. Lays out at most a page of rows.
  func showsLastRow(of document: some TextDocument, layout: DocumentLayout) -> Bool {
    var remaining = layout.rows + topRow
    // Every line takes a row at least, so more lines than rows cannot all show.
    if document.lineCount - topLine > remaining { return false }
    var line = topLine
    while line < document.lineCount {
      remaining -= layout.rowCount(ofLine: line, in: document, atMost: remaining + 1)
      if remaining < 0 { return false }
      line += 1
    }
    return true
  }
}
