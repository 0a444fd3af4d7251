import PagerKit

/// Which matches a page highlights, as less's `-g` and `-G` say.
extension PagerScreen {
  /// Which matches are highlighted: all (default), those on the line of the match found (`-g`),
  /// none until `Esc u` (`-G`).
  package internal(set) var searchHighlight: SearchHighlight {
    get { search.highlight }
    set { search.highlight = newValue }
  }

  /// The search tab `tab`'s page highlights, the one line it highlights it on with `-g`, and
  /// the target line, whose first match is the current one (the line the last search landed on,
  /// when in this tab); nil when it highlights none (with `-g`, a tab with no match found shows
  /// none).
  func highlightedSearch(tab: Int?) -> (search: TextSearch, line: Int?, target: Int?)? {
    guard let highlighted = search.highlighted else { return nil }
    let target = lastMatch.flatMap { match in
      tab.flatMap { match.place.tab == tabList.id(at: $0) ? match.place.line : nil }
    }
    guard searchHighlight == .currentMatch else { return (highlighted, nil, target) }
    guard let target else { return nil }
    return (highlighted, target, target)
  }
}
