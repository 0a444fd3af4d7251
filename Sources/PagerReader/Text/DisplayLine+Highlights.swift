import PagerKit

extension DisplayLine {
  /// The line with the matches of each of `highlights` in its style, a later highlight over an
  /// earlier one, and the matches of `search` over them all as ``highlighted(_:style:)`` shows
  /// them (the text's own style in reverse video): where they overlap, the search wins.
  package func highlighted(
    _ highlights: [StyledSearch], search: TextSearch?, looks: TermcapLooks = TermcapLooks()
  ) -> DisplayLine {
    let searched = search.map { $0.matches(in: self) } ?? []
    guard !highlights.isEmpty else {
      return searched.isEmpty ? self : standingOut(searched, looks: looks)
    }
    let columns = 0..<cells.count
    var isSearched = [Bool](repeating: false, count: cells.count)
    for span in searched {
      for index in span.clamped(to: columns) { isSearched[index] = true }
    }
    var line = self
    for highlight in highlights {
      for span in highlight.search.matches(in: self) {
        for index in span.clamped(to: columns) where !isSearched[index] {
          line.cells[index].style = line.cells[index].style.showing(highlight.style)
        }
      }
    }
    return line.standingOut(searched, looks: looks)
  }

  /// The line with the cells of `spans` (search matches) as `looks` shows a standout: reverse
  /// video, or the user's `LESS_TERMCAP_so`.
  func standingOut(_ spans: [Range<Int>], looks: TermcapLooks) -> DisplayLine {
    var line = self
    for span in spans {
      for index in span.clamped(to: 0..<cells.count) {
        line.cells[index].style = looks.standingOut(line.cells[index].style)
      }
    }
    return line
  }
}
