import PagerKit

/// less's search modifiers: typed at the start of a pattern (`^N` or `!`, `^E` or `*`, `^F` or
/// `@`, `^K`, `^R`, `^W`, `^S` and a digit), or set for every search by `--search-options`. The
/// prompt names those on before its sign, as less's does (`Non-match Wrap Sub-1 /`).
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
  /// The parenthesised sub-patterns, 1 to 5, that must match text for a match to be found
  /// (`^S` followed by the digit); matches without them are still highlighted.
  package var subpatterns: Set<Int> = []

  /// The highest sub-pattern `^S` takes, as less's five sub-pattern colours.
  package static let subpatternLimit = 5

  /// None.
  package init() {}

  /// Those of `--search-options`'s letters, as less 704 takes them: `E F K N R W` in either
  /// case (or as control characters), a digit 1 to 5 for `^S` and that digit, `-` for none of
  /// those before it, `^` passed over; nil when one is none of these. `W` with `E` keeps `W`.
  package init?(letters: String) {
    for letter in letters {
      if letter == "-" {
        self = SearchModifiers()
      } else if letter == "^" {
        continue
      } else if let digit = letter.wholeNumberValue, (1...Self.subpatternLimit).contains(digit) {
        subpatterns.insert(digit)
      } else if let key = Self.key(forLetter: letter) {
        turnOn(key)
      } else {
        return nil
      }
    }
    if wraps { crossesTabs = false }
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

  /// The modifier `--search-options` names by `letter`, in either case or as its control
  /// character.
  static func key(forLetter letter: Character) -> Key? {
    // A control character names the letter it is the control of (^W for W).
    let scalars = letter.unicodeScalars
    let named =
      scalars.count == 1 && (1...26).contains(scalars.first!.value)
      ? String(UnicodeScalar(UInt8(scalars.first!.value + 0x40))) : letter.uppercased()
    return switch named {
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

  /// Turns `key` on, or off when it is on. As less's, `^E` and `^W` are never both on: the
  /// search either goes round its tab or on into the next ones.
  package mutating func toggle(_ key: Key) {
    switch key {
    case .nonMatching: nonMatching.toggle()
    case .crossesTabs:
      crossesTabs.toggle()
      if crossesTabs { wraps = false }
    case .fromFirstTab: fromFirstTab.toggle()
    case .keepsPosition: keepsPosition.toggle()
    case .literal: literal.toggle()
    case .wraps:
      wraps.toggle()
      if wraps { crossesTabs = false }
    }
  }

  /// Turns sub-pattern `number` (1 to 5) on, or off when it is on (`^S` and the digit).
  package mutating func toggleSubpattern(_ number: Int) {
    guard (1...Self.subpatternLimit).contains(number) else { return }
    if subpatterns.remove(number) == nil { subpatterns.insert(number) }
  }

  /// Turns `key` on, leaving the others as they are.
  private mutating func turnOn(_ key: Key) {
    switch key {
    case .nonMatching: nonMatching = true
    case .crossesTabs: crossesTabs = true
    case .fromFirstTab: fromFirstTab = true
    case .keepsPosition: keepsPosition = true
    case .literal: literal = true
    case .wraps: wraps = true
    }
  }

  /// What the prompt says before its sign, in less's words: `Non-match First-file EOF-ignore
  /// Keep-pos Regex-off Wrap Sub-1 `.
  package var words: String {
    var text = ""
    if nonMatching { text += "Non-match " }
    if fromFirstTab { text += "First-file " }
    if crossesTabs { text += "EOF-ignore " }
    if keepsPosition { text += "Keep-pos " }
    if literal { text += "Regex-off " }
    if wraps { text += "Wrap " }
    for number in subpatterns.sorted() { text += "Sub-\(number) " }
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
