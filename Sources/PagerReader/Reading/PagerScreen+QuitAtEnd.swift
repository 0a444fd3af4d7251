import PagerKit

/// Quitting at the end of the text (less's `-e` and `-E`): a forward move made with the end
/// already shown goes to the next tab, or, on the last tab, asks the program to quit; with `-E`,
/// a forward move that brings the last tab's end into view asks so at once.
extension PagerScreen {
  /// Whether the shown tab's text is complete and its last row is on the page.
  package var showsEndOfText: Bool {
    let page = pages[pager.selectedIndex]
    guard let document = page.document, document.isComplete else { return false }
    return page.viewport.showsLastRow(of: document, layout: documentLayout)
  }

  /// What a forward move does at the end, the end having been shown before it when
  /// `endWasShown`: less goes on to the next file, or quits at the last.
  mutating func reachedForward(endWasShown: Bool, by event: ScreenEvent, at now: Instant) {
    let isLast = pager.selectedIndex == pager.tabCount - 1
    // A jump to the end (G) is not a move past it: less's -e leaves it be.
    if endWasShown, event != .scroll(.bottom) {
      if isLast { effects.append(.quit) } else { pager.update(.next, at: now) }
    } else if quitAtEnd == .firstTime, isLast, showsEndOfText {
      effects.append(.quit)
    }
  }
}

extension ScreenEvent {
  /// Whether the event moves the shown page down: by lines or screens, or to its end.
  var movesForward: Bool {
    switch self {
    case .scroll(.lines(let count)), .scroll(.linesPastEnd(let count)),
      .scroll(.pages(let count)), .scroll(.halfPages(let count)),
      .scroll(.pagesPastEnd(let count)):
      count > 0
    case .scroll(.bottom): true
    default: false
    }
  }
}
