import PagerKit

/// Ctrl-C, as less takes it: it stops what goes on before it ends anything.
extension PagerScreen {
  /// Stops what goes on in the shown tab that an interrupt stops: a search, a filter still
  /// looking through the text (every line shows again), following the text's end (`F`, or a pipe
  /// followed as it arrives). Returns what it stopped, in words, for the status line; empty when
  /// nothing was going on, and the program may then end.
  /// Whether an interrupt would stop something in the shown tab now: a search, a filter still
  /// looking through the text, or following a text that may grow (less's "Waiting for data",
  /// which its `--intr` character stops).
  package var hasInterruptibleWork: Bool {
    let tab = pager.selectedIndex
    if pendingSearch.map({ !$0.isQuiet }) == true { return true }
    if let filtered = pages[tab].document as? FilteredDocument, !filtered.isCaughtUp { return true }
    return pages[tab].follows && pages[tab].document.map { !$0.isComplete } == true
  }

  mutating func interrupt(at now: Instant) -> [String] {
    let tab = pager.selectedIndex
    var stopped: [String] = []
    if pendingSearch.map({ !$0.isQuiet }) == true {
      apply(.cancelSearch, at: now)
      stopped.append("the search")
    }
    if let filtered = pages[tab].document as? FilteredDocument, !filtered.isCaughtUp {
      filter(tab: tab, by: nil, inverted: false)
      stopped.append("the filter")
    }
    if pages[tab].follows, pages[tab].document.map({ !$0.isComplete }) == true {
      pages[tab].follows = false
      stopped.append("following")
    }
    if !stopped.isEmpty { message = "Stopped " + stopped.joined(separator: ", ") }
    return stopped
  }
}
