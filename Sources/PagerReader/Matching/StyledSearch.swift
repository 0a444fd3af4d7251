import PagerKit

/// A search whose matches a page shows in a style of their own rather than in reverse video: a
/// highlight of ``Highlights``, in its look.
package struct StyledSearch: Hashable, Sendable {
  /// What is highlighted.
  package var search: TextSearch
  /// How its matches look: the whole style of their cells.
  package var style: Style

  /// The matches of `search`, in `style`.
  package init(_ search: TextSearch, style: Style) {
    self.search = search
    self.style = style
  }
}
