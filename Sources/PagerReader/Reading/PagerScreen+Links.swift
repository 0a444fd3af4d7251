import PagerKit

/// Choosing a hyperlink on the screen, as less's `^O^N` and `^O^P` do: the links of the lines
/// shown, in order, the chosen one in reverse video and its URI on the status line.
extension PagerScreen {
  /// The runs of linked cells on the lines tab `tab` shows, top to bottom, left to right.
  func linksShown(onTab tab: Int) -> [LinkSelection] {
    guard let document = pages[tab].document, let shown = shownLines(ofTab: tab) else { return [] }
    var runs: [LinkSelection] = []
    for line in shown where document.lineLength(line) <= LinePiece.wholeLineLimit {
      runs += LinkSelection.runs(
        in: documentLayout.renderer.render(document.line(line)), line: line)
    }
    return runs
  }

  /// Chooses the link after (or before) the chosen one, or the first (last) shown when none is
  /// chosen or the chosen one is not shown; says so when there is none that way.
  mutating func selectLink(forward: Bool) {
    let tab = pager.selectedIndex
    let runs = linksShown(onTab: tab)
    guard !runs.isEmpty else {
      message = "No link on the screen"
      return
    }
    let next: Int
    if let selected = pages[tab].selectedLink, let current = runs.firstIndex(of: selected) {
      next = forward ? current + 1 : current - 1
    } else {
      next = forward ? 0 : runs.count - 1
    }
    guard runs.indices.contains(next) else {
      message = forward ? "No next link on the screen" : "No previous link on the screen"
      return
    }
    pages[tab].selectedLink = runs[next]
    message = runs[next].link.uri
  }
}
