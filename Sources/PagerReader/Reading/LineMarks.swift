import PagerKit

/// Marks at scale: every line of a tab the search matches, marked by `*` at once (up to the
/// ``MatchCount/keptLineLimit`` lines a count keeps), listed by `"` beside the letters, and gone
/// through with `'*`. A tab's line marks are its own; `Esc-m *` clears them.
extension PagerScreen {
  /// `*`: marks every line of the shown tab that the search matches, now if its count has
  /// looked at every line, else once it has.
  mutating func markMatchingLines() {
    let tab = pager.selectedIndex
    guard pages[tab].document != nil else { return }
    guard let count = pages[tab].matchCount else {
      message = "No search to mark the lines of: / and a pattern first"
      return
    }
    let id = tabList[tab]
    if count.isCaughtUp {
      markLines(of: count, tab: id)
    } else {
      markBook.markingMatches.insert(id)
      message = "Marking the lines matching \(count.search.pattern) as they are counted…"
    }
  }

  /// Marks the lines of tabs waiting for their counts to finish, for those that have.
  mutating func finishMarkingMatches() {
    for id in markBook.markingMatches {
      guard let tab = tabList.position(of: id), let count = pages.peek(tab).matchCount else {
        markBook.markingMatches.remove(id)
        continue
      }
      guard count.isCaughtUp else { continue }
      markBook.markingMatches.remove(id)
      markLines(of: count, tab: id)
    }
  }

  private mutating func markLines(of count: MatchCount, tab: TabID) {
    let lines = count.keptLines
    markBook.lineMarks[tab] = lines.isEmpty ? nil : lines
    let pattern = count.search.pattern
    if lines.isEmpty {
      message = "No line matches \(pattern)"
    } else if lines.count < count.count {
      message =
        "Marked the first \(lines.count) of \(count.count) lines matching \(pattern) (\" lists them)"
    } else {
      let plural = lines.count == 1 ? "" : "s"
      message =
        "Marked \(lines.count) line\(plural) matching \(pattern) (\" lists them, '* goes on)"
    }
  }

  /// `Esc-m *`: forgets the shown tab's line marks.
  mutating func clearLineMarks() {
    let id = tabList[pager.selectedIndex]
    markBook.markingMatches.remove(id)
    message =
      markBook.lineMarks.removeValue(forKey: id) == nil ? "No lines marked" : "Line marks cleared"
  }

  /// `'*`: goes to the shown tab's next marked line below the top one, round to the first.
  mutating func goToNextLineMark(at now: Instant) {
    let tab = pager.selectedIndex
    let id = tabList[tab]
    guard let lines = markBook.lineMarks[id], let first = lines.first else {
      message = "No lines marked: * marks those the search matches"
      return
    }
    let low = Self.firstIndex(in: lines, after: pages[tab].viewport.topLine)
    let next = low < lines.count ? lines[low] : first
    if low == lines.count { message = "Round to the first marked line" }
    go(to: TabPlace(tab: id, line: Int(next)), at: now)
  }

  /// Whether `lines`, in order, hold `line`, found by halving.
  static func holds(_ lines: [UInt32], _ line: Int) -> Bool {
    guard line >= 0, line <= UInt32.max else { return false }
    let index = firstIndex(in: lines, after: line - 1)
    return index < lines.count && lines[index] == UInt32(line)
  }

  /// The index of the first of `lines`, in order, past `line` (`lines.count` for none).
  static func firstIndex(in lines: [UInt32], after line: Int) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if Int(lines[middle]) <= line { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
