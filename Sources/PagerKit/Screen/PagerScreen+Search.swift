/// Searching the shown tab: the prompt, and a search going on a slice at a time.
extension PagerScreen {
  mutating func editPrompt(_ edit: PromptEdit) {
    // Only text can be searched; a prompt with nothing to search would just eat keys.
    if edit == .open, pages[pager.selectedIndex].document == nil { return }
    if search.edit(edit) { findAgain(reversed: false) }
  }

  mutating func findAgain(reversed: Bool) {
    guard let last = search.last else {
      message = "No previous search"
      return
    }
    let tab = pager.selectedIndex
    guard pages[tab].document != nil else { return }
    let top = pages[tab].viewport.topLine
    pendingSearch = PendingSearch(
      tab: tab, search: last, from: reversed ? top - 1 : top + 1,
      direction: reversed ? .backward : .forward)
    advancePendingSearch()
  }

  /// Searches on for a slice; shows the match found, or says there is none.
  mutating func advancePendingSearch() {
    guard var pending = pendingSearch, let document = pages[pending.tab].document else { return }
    let step = pending.advance(budget: PendingScroll.budget, in: document, layout: documentLayout)
    pendingSearch = step == .pending ? pending : nil
    switch step {
    case .found(let line, let column):
      pages[pending.tab].viewport.reveal(
        line: line, column: column, in: document, layout: documentLayout)
    case .notFound: message = "Pattern not found: \(pending.search.pattern)"
    case .pending: break
    }
  }
}
