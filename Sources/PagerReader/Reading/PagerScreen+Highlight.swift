import PagerKit

/// Which matches a page highlights, as less's `-g` and `-G` say.
extension PagerScreen {
  /// Which matches are highlighted: all (default), those on the line of the match found (`-g`),
  /// none until `Esc u` (`-G`).
  package internal(set) var searchHighlight: SearchHighlight {
    get { search.highlight }
    set { search.highlight = newValue }
  }

  /// The search tab `tab`'s page highlights, and the one line it highlights it on with `-g`;
  /// nil when it highlights none (with `-g`, a tab with no match found shows none).
  func highlightedSearch(tab: Int?) -> (search: TextSearch, line: Int?)? {
    guard let highlighted = search.highlighted else { return nil }
    guard searchHighlight == .currentMatch else { return (highlighted, nil) }
    guard let match = lastMatch, let tab, match.place.tab == tabList.id(at: tab) else { return nil }
    return (highlighted, match.place.line)
  }
}
