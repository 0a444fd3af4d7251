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

  /// The words of ``filter``, as UTF-8, ASCII letters folded unless one is a capital (smart
  /// case, as plain-text searches have it).
  struct Words {
    let words: [[UInt8]]
    let folds: Bool

    init(_ filter: String) {
      let folds = !filter.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
      self.folds = folds
      words = filter.split(separator: " ").map { word in
        word.utf8.map { folds ? Words.folded($0) : $0 }
      }
    }

    static func folded(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }

    /// Whether each word is in one of `texts`: 10,000 titles are looked through at every key,
    /// so with no copy of them.
    func areAll(in texts: String...) -> Bool {
      words.allSatisfy { word in texts.contains { has(word, in: $0) } }
    }

    private func has(_ word: [UInt8], in text: String) -> Bool {
      var text = text
      return text.withUTF8 { bytes in
        guard word.count <= bytes.count else { return false }
        guard let first = word.first else { return true }
        for start in 0...(bytes.count - word.count) {
          let byte = folds ? Self.folded(bytes[start]) : bytes[start]
          guard byte == first else { continue }
          var index = 1
          while index < word.count {
            let next = bytes[start + index]
            guard (folds ? Self.folded(next) : next) == word[index] else { break }
            index += 1
          }
          if index == word.count { return true }
        }
        return false
      }
    }
  }

  /// ``top`` moved so that ``chosen`` shows on a list `rows` high.
  mutating func reveal(rows: Int) {
    let rows = max(1, rows)
    if chosen < top { top = chosen }
    if chosen >= top + rows { top = chosen - rows + 1 }
    top = max(0, min(top, max(0, entries.count - rows)))
  }
}
