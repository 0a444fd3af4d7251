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

  /// The most lines a link to `#id` is looked for in.
  static let linkIDSearchLimit = 1_000_000

  /// Goes to the next line (after the chosen link's, round to the first) holding a link whose
  /// id is `id` and chooses that link, as less 704's `^O^O` does on a link to `#id`; says so
  /// when none is in the first ``linkIDSearchLimit`` lines looked at.
  mutating func goToLink(id: String) {
    let tab = pager.selectedIndex
    guard let document = pages[tab].document, document.lineCount > 0 else { return }
    let count = document.lineCount
    let start = pages[tab].selectedLink?.line ?? pages[tab].viewport.topLine
    // The id's bytes come before any of the line's text is laid out: most lines have none.
    let needle = LiteralFinder(pattern: Array("id=\(id)".utf8), foldsCase: false)!
    for step in 1...min(count, Self.linkIDSearchLimit) {
      let line = (start + step) % count
      guard document.lineLength(line) <= LinePiece.wholeLineLimit else { continue }
      let bytes = document.line(line)
      guard needle.firstPlace(in: bytes) != nil else { continue }
      let runs = LinkSelection.runs(in: documentLayout.renderer.render(bytes), line: line)
      guard let run = runs.first(where: { $0.link.id == id }) else { continue }
      markBook.placeBeforeJump = shownPlace
      pages[tab].selectedLink = run
      pages[tab].viewport.reveal(line: line, in: document, layout: documentLayout)
      message = run.link.uri
      return
    }
    message = "No link with id \(id)"
  }
}
