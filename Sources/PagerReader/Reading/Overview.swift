import PagerKit

/// What the overview lists.
public enum OverviewSubject: Hashable, Sendable {
  /// Every tab, with its kind, status, match count and a diff's changed lines.
  case tabs
  /// Every mark, in every tab, the place `''` goes back to, and the lines `*` marked.
  case marks
}

/// A change to the overview: opened, filtered as the user types, moved through, chosen.
public enum OverviewEdit: Hashable, Sendable {
  /// Opens the list of `subject`, each tab of `kinds` named by its kind (the others as text),
  /// the shown tab (or its first mark) chosen.
  case open(OverviewSubject, kinds: [TabID: TabKind])
  /// Adds a character to the filter.
  case type(Character)
  /// Erases the filter's last character.
  case erase
  /// Moves the choice by rows (negative: up).
  case move(Int)
  /// Moves the choice by screens of rows.
  case movePages(Int)
  /// Chooses the first entry, or the last.
  case end(last: Bool)
  /// Goes to the entry chosen, closing the list.
  case choose
  /// Closes the list, going nowhere.
  case close
}

/// One entry of the overview: a tab, a mark (by its letter, `'` for where `''` goes back), or
/// a line `*` marked.
package enum OverviewEntry: Hashable, Sendable {
  case tab(TabID)
  case mark(Character, TabPlace)
  case line(TabID, Int)
}

/// The overview while it is shown: what it lists, the filter typed, the entries the filter
/// keeps, and which one is chosen.
struct Overview {
  /// What it lists.
  var subject: OverviewSubject
  /// Each tab's kind, as the program said when the list opened.
  var kinds: [TabID: TabKind]
  /// The text typed: an entry is kept when it holds every word of it (case does not matter
  /// unless the filter has a capital letter).
  var filter = ""
  /// The entries the filter keeps, in bar order.
  var entries: [OverviewEntry] = []
  /// The entry chosen, an index into ``entries``.
  var chosen = 0
  /// The first entry shown, where not all fit.
  var top = 0

  /// Whether `text` holds every word of `filter`: smart case, as searches have it.
  static func keeps(_ text: String, filter: String) -> Bool {
    let words = filter.split(separator: " ")
    guard !words.isEmpty else { return true }
    let folds = !filter.contains { $0.isUppercase }
    let haystack = folds ? text.lowercased() : text
    return words.allSatisfy { haystack.contains(folds ? $0.lowercased() : String($0)) }
  }

  /// ``top`` moved so that ``chosen`` shows on a list `rows` high.
  mutating func reveal(rows: Int) {
    let rows = max(1, rows)
    if chosen < top { top = chosen }
    if chosen >= top + rows { top = chosen - rows + 1 }
    top = max(0, min(top, max(0, entries.count - rows)))
  }
}
