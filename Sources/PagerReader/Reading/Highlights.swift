import PagerKit

/// Patterns every page highlights beside the search, each in a look of its own (`--highlight`,
/// `Esc-h`), as ov's multi-colour highlight and lnav's `:highlight` mark several things at once.
///
/// Highlight *n* (counted from 1) takes look *n − 1* of a palette, going round it when there are
/// more highlights than looks (``lookIndex(ofHighlight:among:)``). They stay until cleared, in
/// every tab, whatever the search does.
package struct Highlights: Hashable, Sendable {
  /// The patterns, in the order they were added: the first is highlight 1.
  package private(set) var searches: [TextSearch] = []
  /// How the patterns treat letter case, as the search does; changing it makes them anew.
  package var searchCase = SearchCase.smart {
    didSet {
      searches = searches.map {
        TextSearch(pattern: $0.pattern, caseSensitive: searchCase.caseSensitive)
      }
    }
  }

  /// No highlights.
  package init() {}

  /// Whether there is no highlight.
  package var isEmpty: Bool { searches.isEmpty }

  /// How many highlights there are.
  package var count: Int { searches.count }

  /// Adds the search for `pattern`, letter case as ``searchCase`` says, as the next highlight,
  /// unless the same pattern is one already; returns its number, counted from 1, and whether it
  /// is new.
  ///
  /// - Throws: ``SearchPatternError`` when the pattern is a regular expression that does not
  ///   compile.
  @discardableResult
  package mutating func add(_ pattern: String) throws(SearchPatternError) -> (
    number: Int, isNew: Bool
  ) {
    if let number = number(of: pattern) { return (number, false) }
    return add(try TextSearch.validated(pattern, caseSensitive: searchCase.caseSensitive))
  }

  /// Adds `search`, compiled already (the last search), as the next highlight, unless its
  /// pattern is one already; returns its number, counted from 1, and whether it is new.
  @discardableResult
  package mutating func add(_ search: TextSearch) -> (number: Int, isNew: Bool) {
    if let number = number(of: search.pattern) { return (number, false) }
    searches.append(search)
    return (searches.count, true)
  }

  /// The number of the highlight of `pattern`, if there is one.
  private func number(of pattern: String) -> Int? {
    searches.firstIndex { $0.pattern == pattern }.map { $0 + 1 }
  }

  /// Takes every highlight away; the next one added is highlight 1 again.
  package mutating func removeAll() {
    searches.removeAll()
  }

  /// The highlights as a page draws them, each in its look among `looks`; none without looks.
  package func styled(_ looks: [Style]) -> [StyledSearch] {
    guard !looks.isEmpty else { return [] }
    return searches.enumerated().map { index, search in
      StyledSearch(search, style: looks[Self.lookIndex(ofHighlight: index + 1, among: looks.count)])
    }
  }

  /// The look of highlight `number` (counted from 1) among `looks` looks, going round them;
  /// 0 when there are none.
  package static func lookIndex(ofHighlight number: Int, among looks: Int) -> Int {
    guard looks > 0 else { return 0 }
    return ((number - 1) % looks + looks) % looks
  }
}
