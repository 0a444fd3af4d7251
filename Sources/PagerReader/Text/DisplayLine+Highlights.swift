import PagerKit

extension DisplayLine {
  /// Where a line stands to the search's target, the line the last search landed on.
  package enum TargetMark: Hashable, Sendable {
    /// Not the target line.
    case none
    /// The target line, or the row of it that holds its first match: its first match is the
    /// current one.
    case firstMatchIsCurrent
    /// A row of the target line after the one its first match is on.
    case laterRow
  }

  /// The line with the matches of each of `highlights` in its style, a later highlight over an
  /// earlier one, and the matches of `search` over them all as `searchLooks` shows them (the
  /// text's own style in reverse video, each sub-pattern in its colour): where they overlap,
  /// the search wins. On the target line the first match shows as the current one.
  package func highlighted(
    _ highlights: [StyledSearch], search: TextSearch?, looks: TermcapLooks = TermcapLooks(),
    searchLooks: SearchLooks = SearchLooks(), target: TargetMark = .none
  ) -> DisplayLine {
    let searched = search.map { $0.matches(in: self) } ?? []
    let marksLine = target != .none && searchLooks.marksTargetLine
    guard !highlights.isEmpty || marksLine else {
      return searched.isEmpty
        ? self : matched(searched, by: search, looks: looks, searchLooks, target: target)
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
    if marksLine {
      for index in columns where !isSearched[index] {
        line.cells[index].style = searchLooks.targetLineLook(on: line.cells[index].style)
      }
    }
    return line.matched(searched, by: search, looks: looks, searchLooks, target: target)
  }

  /// The line with the cells of `spans` (matches of `search`) as `searchLooks` shows them over
  /// the standout `looks` gives, their sub-patterns in their colours, and the first of them as
  /// the current match when `target` says so.
  private func matched(
    _ spans: [Range<Int>], by search: TextSearch?, looks: TermcapLooks,
    _ searchLooks: SearchLooks, target: TargetMark
  ) -> DisplayLine {
    let colouredGroups = searchLooks.subpatterns.contains { $0 != nil }
    let groups =
      colouredGroups
      ? search?.subpatterns(of: spans, in: self, upTo: SearchLooks.colouredSubpatterns) ?? [] : []
    var line = self
    let columns = 0..<cells.count
    // The match the search landed on: the first one it could find (`^S` passes some over).
    let current =
      target == .firstMatchIsCurrent
      ? spans.firstIndex { search?.meetsSubpatterns($0, in: self) ?? true } : nil
    for (number, span) in spans.enumerated() {
      let isCurrent = number == current
      let spanGroups = groups.indices.contains(number) ? groups[number] : []
      for index in span.clamped(to: columns) {
        let base = line.cells[index].style
        var look = searchLooks.matchLook(on: base, standout: looks.standingOut(base))
        // A later sub-pattern inside an earlier one is the one that shows, as it is the inner.
        if let group = spanGroups.lastIndex(where: { $0?.contains(index) == true }) {
          look = searchLooks.subpatternLook(group + 1, on: base, over: look)
        }
        if isCurrent { look = searchLooks.currentLook(on: base, over: look) }
        line.cells[index].style = look
      }
    }
    return line
  }
}
