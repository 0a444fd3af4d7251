import PagerKit

/// The parts of a tab's text (the files of a commit of `git log -p`, ``DocumentParts``): the
/// status line names the one at the top of the page, and a key goes to the next or the one
/// before.
extension PagerScreen {
  /// Gives tab `tab` the parts in `outline` of `text`, the text its page shows (a commit's
  /// section, or the whole log) before any filter; nil takes them away.
  mutating func setParts(_ outline: DocumentParts?, ofTab tab: Int, text: any TextDocument) {
    guard pages.indices.contains(tab) else { return }
    pages[tab].parts = outline.map { PageParts(outline: $0, text: text) }
  }

  /// Gives every tab not yet shown the parts in `outline`, of the text each shows when it is
  /// made (the files of a log's commits, a commit a tab); nil takes them away.
  mutating func setPartsOfUnshownTabs(_ outline: DocumentParts?) {
    pages.unshownParts = outline
  }

  /// The part at the top of tab `tab`'s page, for the status line: its title and number among
  /// the page's parts (nil before the first: a commit's header), and how many the page has;
  /// nil for a page without parts.
  func partShown(onTab tab: Int) -> (title: String?, number: Int, count: Int, noun: String)? {
    guard pages.indices.contains(tab), let parts = pages[tab].parts,
      let line = topLineInText(ofTab: tab)
    else { return nil }
    let indices = parts.indices
    guard !indices.isEmpty else { return nil }
    let shown = parts.part(holding: line)
    return (
      shown.map { parts.outline.titles[$0] }, shown.map { $0 - indices.lowerBound + 1 } ?? 0,
      indices.count, parts.outline.noun
    )
  }

  /// The line of the whole text at the top of tab `tab`'s page.
  private func topLineInText(ofTab tab: Int) -> Int? {
    guard let document = pages[tab].document, document.lineCount > 0 else { return nil }
    let top = min(pages[tab].viewport.topLine, document.lineCount - 1)
    return document.lineNumber(ofLine: top) - 1
  }

  /// Goes to the start of the next part of the shown page's text, or (not `forward`) to the
  /// start of the part the top line is in (of the one before when it is at its start), from
  /// the first part to the text's start; the line goes to the top, past the end if it must, so
  /// that the status line names the part gone to. `''` comes back.
  mutating func goToPart(forward: Bool) {
    let tab = pager.selectedIndex
    guard let parts = pages[tab].parts, let top = topLineInText(ofTab: tab),
      !parts.indices.isEmpty
    else {
      message = "No files in this tab to go through"
      return
    }
    let indices = parts.indices
    let noun = parts.outline.noun
    let target: Int
    if forward {
      let next = parts.outline.firstIndex(startingAtOrAfter: top + 1)
      guard next < indices.upperBound else {
        message = "The last \(noun) of this tab"
        return
      }
      target = parts.outline.starts[next]
    } else {
      let before = parts.outline.firstIndex(startingAtOrAfter: top) - 1
      if before >= indices.lowerBound {
        target = parts.outline.starts[before]
      } else if top > parts.lines.lowerBound {
        target = parts.lines.lowerBound
      } else {
        message = "The start of this tab"
        return
      }
    }
    markBook.placeBeforeJump = shownPlace
    show(lineOfText: target, onTab: tab)
  }

  /// Puts line `line` of the whole text at the top of tab `tab`'s page (the first line shown
  /// at or after it, on a filtered page), leaving rows blank past the end if it must.
  private mutating func show(lineOfText line: Int, onTab tab: Int) {
    guard let document = pages[tab].document else { return }
    var low = 0
    var high = document.lineCount
    while low < high {
      let middle = (low + high) / 2
      if document.lineNumber(ofLine: middle) - 1 < line { low = middle + 1 } else { high = middle }
    }
    guard low < document.lineCount else { return }
    pages[tab].viewport.reveal(line: low, in: document, layout: documentLayout)
    if pages[tab].viewport.topLine < low { pages[tab].viewport.show(line: low, row: 0) }
  }
}
