import PagerKit

/// Runs of blank lines squeezed into one (less's `-s`), as a view over each tab's text: a filter
/// goes over the squeezed text, and a text replaced is squeezed too.
extension PagerScreen {
  /// `document` as the pages show it: squeezed when ``squeezesBlankLines``, else as it is.
  func shown(_ document: any TextDocument) -> any TextDocument {
    let plain = (document as? SqueezedDocument)?.base ?? document
    return squeezesBlankLines ? SqueezedDocument(base: plain) : plain
  }

  /// Shows every tab's text squeezed, or no longer, keeping the line at each page's top there
  /// (or the next line shown after it, when it was squeezed away) and the tab's filter.
  mutating func squeezeChanged() {
    // Unshown pages are squeezed, or not, as they are made.
    pages.squeezes = squeezesBlankLines
    for tab in pages.indices where pages.isMade(tab) {
      guard let document = pages[tab].document else { continue }
      let filtered = document as? FilteredDocument
      let top = pages[tab].viewport.topLine
      let topNumber = document.lineCount > top ? document.lineNumber(ofLine: top) : nil
      var new = shown(filtered?.base ?? document)
      if let filtered {
        let refiltered = FilteredDocument(
          base: new, search: filtered.search, inverted: filtered.isInverted,
          renderer: documentLayout.renderer)
        refiltered.advance(budget: PendingScroll.budget)
        new = refiltered
      }
      pages[tab].document = new
      pages[tab].firstLineNumber = new.firstLineNumber
      pages[tab].indexesAhead = new.indexAhead(budget: 0)
      pages[tab].viewport = DocumentViewport()
      if let topNumber {
        pages[tab].viewport.reveal(
          line: Self.firstLine(numbered: topNumber, in: new), in: new, layout: documentLayout)
      }
      if let count = pages[tab].matchCount {
        pages[tab].matchCount = MatchCount(search: count.search)
      }
      pages[tab].noteEnd(layout: documentLayout)
    }
    lastMatch = nil
  }

  /// The first line of `document` whose number is `number` or more (numbers only grow down a
  /// text, squeezed or filtered), found by halving among the lines up to it.
  static func firstLine(numbered number: Int, in document: any TextDocument) -> Int {
    var low = 0
    var high = document.prepareLines(through: max(0, number - 1 - document.firstLineNumber))
    while low < high {
      let middle = (low + high) / 2
      if document.lineNumber(ofLine: middle) < number { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
