import PagerKit

/// less's bracket commands on the shown page (`{ } ( ) [ ]`, Esc-Ctrl-F, Esc-Ctrl-B).
extension PagerScreen {
  /// Finds the bracket matching one on the top line (forward) or the bottom line (back), and
  /// shows its line on the bottom line or the top line; says so when there is none.
  mutating func matchBracket(_ match: BracketMatch) {
    let tab = pager.selectedIndex
    guard let document = pages[tab].document, document.lineCount > 0,
      let shown = shownLines(ofTab: tab)
    else {
      message = "Nothing in \(match.forward ? "top" : "bottom") line"
      return
    }
    let from = match.forward ? shown.lowerBound : shown.upperBound
    switch match.find(fromLine: from, lineCount: document.lineCount, lines: document.line) {
    case .noBracket: message = "No bracket in \(match.forward ? "top" : "bottom") line"
    case .noMatch: message = "No matching bracket"
    case .found(let line, _):
      var viewport = pages[tab].viewport
      viewport.reveal(line: line, in: document, layout: documentLayout)
      // On the bottom line, as near as the text's start allows; at the text's end, where the
      // page already ends, it stays.
      if match.forward, viewport.topLine == line {
        let rows = documentLayout.rowCount(ofLine: line, in: document)
        viewport.scroll(
          by: -max(0, documentLayout.rows - rows), in: document, layout: documentLayout)
      }
      pages[tab].viewport = viewport
    }
  }
}
