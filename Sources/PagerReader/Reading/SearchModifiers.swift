import PagerKit

/// less's search modifiers: typed at the start of a pattern (`^N` or `!`, `^E` or `*`, `^F` or
/// `@`, `^K`, `^R`, `^W`), or set for every search by `--search-options`. The prompt names
/// those on before its sign, as less's does (`Non-match Wrap /`).
public struct SearchModifiers: Hashable, Sendable {
  /// Lines that do not match are found (`^N`, `!`).
  package var nonMatching = false
  /// The search goes on into the next tabs, even with `--search-tab` (`^E`, `*`).
  package var crossesTabs = false
  /// The search starts at the first tab's first line (`^F`, `@`; going back, the last tab's
  /// last line).
  package var fromFirstTab = false
  /// The matches are highlighted and counted, and the page stays where it is (`^K`).
  package var keepsPosition = false
  /// The pattern is plain text, its metacharacters too (`^R`).
  package var literal = false
  /// A search that reaches the end goes on from the other end (`^W`).
  package var wraps = false

  /// None.
  package init() {}

  /// Those of `--search-options`'s letters (`E F K N R W`, as less 704 takes them; `-` none),
  /// or nil with the first letter that is not one. A digit 1 to 5 (less's `^S`: a sub-pattern
  /// that must match) is taken and changes nothing yet.
  package init?(letters: String) {
    for letter in letters where letter != "-" && !("1"..."5").contains(letter) {
      guard let key = Self.key(forLetter: letter) else { return nil }
      toggle(key)
    }
  }

  /// The modifiers one at a time, as the keys at the prompt turn them on and off.
  public enum Key: Hashable, Sendable, CaseIterable {
    /// Lines that do not match (`^N`, `!`).
    case nonMatching
    /// On into the next tabs (`^E`, `*`).
    case crossesTabs
    /// From the first tab's first line (`^F`, `@`).
    case fromFirstTab
    /// The page stays (`^K`).
    case keepsPosition
    /// Plain text (`^R`).
    case literal
    /// Round the end (`^W`).
    case wraps
  }

  /// The modifier `--search-options` names by `letter`.
  static func key(forLetter letter: Character) -> Key? {
    switch letter {
    case "N": .nonMatching
    case "E": .crossesTabs
    case "F": .fromFirstTab
    case "K": .keepsPosition
    case "R": .literal
    case "W": .wraps
    default: nil
    }
  }

  /// The modifier a character typed first at the prompt stands for, as less takes it (`!`,
  /// `*`, `@`).
  static func key(forTyped character: Character) -> Key? {
    switch character {
    case "!": .nonMatching
    case "*": .crossesTabs
    case "@": .fromFirstTab
    default: nil
    }
  }

  /// Turns `key` on, or off when it is on.
  package mutating func toggle(_ key: Key) {
    switch key {
    case .nonMatching: nonMatching.toggle()
    case .crossesTabs: crossesTabs.toggle()
    case .fromFirstTab: fromFirstTab.toggle()
    case .keepsPosition: keepsPosition.toggle()
    case .literal: literal.toggle()
    case .wraps: wraps.toggle()
    }
  }

  /// What the prompt says before its sign, in less's words: `Non-match First-file EOF-ignore
  /// Keep-pos Regex-off Wrap `.
  package var words: String {
    var text = ""
    if nonMatching { text += "Non-match " }
    if fromFirstTab { text += "First-file " }
    if crossesTabs { text += "EOF-ignore " }
    if keepsPosition { text += "Keep-pos " }
    if literal { text += "Regex-off " }
    if wraps { text += "Wrap " }
    return text
  }

  /// The modifiers `n` and `N` keep: as less's, `^F` and `^K` act only once.
  package var repeated: SearchModifiers {
    var kept = self
    kept.fromFirstTab = false
    kept.keepsPosition = false
    return kept
  }
}
