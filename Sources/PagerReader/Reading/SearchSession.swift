import PagerKit

/// The search session: the last search and its prompt (with its line editor and history), the
/// highlights beside it, and every match found, awaited or being looked for, by tab id.
struct SearchSession {
  /// The last search and the search prompt.
  var search: SearchState = SearchState()
  /// The patterns highlighted beside the search, each in a look of its own, in every tab.
  var highlights: Highlights = Highlights()
  /// The tab that follows its end until a line matches the last search (less's `Esc-F`), the
  /// search, and the first line not yet looked at.
  var followsUntilMatch: (tab: TabID, search: TextSearch, nextLine: Int)?
  /// The match the message summarizes ("match 3 of ≥12 · …"), and the summary: while the
  /// message is still that, it follows the counts as they go on. The summary is nil while the
  /// count has not reached the match: it is drawn the moment it does, with no key.
  var summarizedMatch: (place: TabPlace, summary: String?)?
  /// A search going on a slice each tick, through a long line or many lines.
  var pendingSearch: PendingSearch?
  /// Where the shown page was when the search prompt opened: it goes back there when the
  /// prompt is closed without a search.
  var promptOrigin: (tab: TabID, viewport: DocumentViewport)?
  /// The match a pattern being typed has found, which Enter takes as the search's match.
  var previewMatch: TabPlace?
  /// The match last found, where its page was left, and what was searched for: `n` and `N` go
  /// on from it while the page is still there (a match near the end cannot come to the top, and
  /// would be found again).
  var lastMatch: (place: TabPlace, viewport: DocumentViewport, search: TextSearch)?
  /// A match a search found after the user had scrolled or swiped away: `n` shows it.
  var awaitingMatch: (place: TabPlace, column: Int, search: TextSearch)?
  /// How many searches the prompt's text has made as it was typed, all prompts together: one a
  /// tick at most however many keys came, a cost kept in sight where a pattern is pasted or
  /// typed by the thousand characters.
  var previewsMade: Int = 0
}
