/// Searching the shown tab: the prompt, and a search going on a slice at a time.
extension PagerScreen {
  /// Edits the prompt. As a pattern is typed the page goes to its first match from where the
  /// prompt opened (`less`'s incremental search); `Esc` goes back there.
  mutating func editPrompt(_ edit: PromptEdit) {
    let tab = pager.selectedIndex
    // Only text can be searched; a prompt with nothing to search would just eat keys.
    if edit == .open {
      guard pages[tab].document != nil else { return }
      promptOrigin = pages[tab].viewport
    }
    switch search.edit(edit) {
    case .typed:
      restorePromptOrigin()
      guard let preview = search.preview, let origin = promptOrigin else { return }
      pendingSearch = PendingSearch(
        tab: tab, search: preview, from: origin.topLine + 1, direction: .forward,
        quiet: true)
      advancePendingSearch()
    case .cancelled:
      restorePromptOrigin()
      promptOrigin = nil
    case .submitted:
      // A match found as the pattern was typed is the one Enter asks for.
      let origin = promptOrigin
      promptOrigin = nil
      if let origin, pages[tab].viewport != origin { return }
      findAgain(reversed: false)
    case .refused: break
    }
  }

  /// Puts the shown page back where it was when the prompt opened.
  private mutating func restorePromptOrigin() {
    guard let origin = promptOrigin else { return }
    pages[pager.selectedIndex].viewport = origin
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
      marks.placeBeforeJump = Marks.Place(
        tab: pending.tab, line: pages[pending.tab].viewport.topLine)
      pages[pending.tab].viewport.reveal(
        line: line, column: column, in: document, layout: documentLayout)
    case .notFound:
      if !pending.isQuiet { message = "Pattern not found: \(pending.search.pattern)" }
    case .pending: break
    }
  }
}
