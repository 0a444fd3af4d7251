import PagerKit

/// A setting of the screen that less's `-` key changes while it runs, and `_` tells, named by
/// the letter of less's option for it (or, at `--` and `__`, by its long name).
public enum ScreenOption: Hashable, Sendable, CaseIterable {
  /// Cut long lines rather than wrap them (`-S`).
  case chopsLongLines
  /// Number the lines (`-N`).
  case numbersLines
  /// Case matters only in a pattern with a capital (`-i`).
  case smartCase
  /// Case never matters (`-I`).
  case ignoresCase
  /// Highlight the matches on the line of the match found only (`-g`).
  case highlightsCurrentMatch
  /// Highlight no match (`-G`).
  case hidesMatches
  /// Show runs of blank lines as one (`-s`).
  case squeezesBlankLines
  /// Say the percentage on the status line (`-m`).
  case mediumPrompt
  /// Say the byte and the percentage on the status line (`-M`).
  case longPrompt
  /// Quit on a move forward at the end (`-e`).
  case quitsAtEnd
  /// Quit as a move forward reaches the end (`-E`).
  case quitsAtFirstEnd
  /// Backspaces and carriage returns go to the terminal as they are (`-u`).
  case sendsControls
  /// Backspaces, tabs and carriage returns show as `^H`, `^I` and `^M` (`-U`).
  case showsControls
  /// Wrap long lines at spaces, not inside a word (`--wordwrap`, which has no letter).
  case wrapsAtWords
  /// Backspaces overstrike whatever `-u` and `-U` say (`--proc-backspace`).
  case processesBackspaces
  /// Backspaces show as `^H` whatever `-u` and `-U` say (`--PROC-BACKSPACE`).
  case showsBackspaces
  /// A carriage return before a line's end is dropped whatever `-u` and `-U` say
  /// (`--proc-return`).
  case processesReturns
  /// A carriage return before a line's end shows as `^M` whatever `-u` and `-U` say
  /// (`--PROC-RETURN`).
  case showsReturns
  /// Tabs expand whatever `-U` says (`--proc-tab`).
  case processesTabs
  /// Tabs show as `^I` whatever `-U` says (`--PROC-TAB`).
  case showsTabs

  /// The option of `letter`, as less names it (`S` for ``chopsLongLines``); nil for a letter no
  /// setting here answers to.
  package init?(letter: Character) {
    guard let option = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
    self = option
  }

  /// The letter of less's option; nil for one with a long name only.
  package var letter: Character? {
    switch self {
    case .chopsLongLines: "S"
    case .numbersLines: "N"
    case .smartCase: "i"
    case .ignoresCase: "I"
    case .highlightsCurrentMatch: "g"
    case .hidesMatches: "G"
    case .squeezesBlankLines: "s"
    case .mediumPrompt: "m"
    case .longPrompt: "M"
    case .quitsAtEnd: "e"
    case .quitsAtFirstEnd: "E"
    case .sendsControls: "u"
    case .showsControls: "U"
    case .wrapsAtWords, .processesBackspaces, .showsBackspaces, .processesReturns, .showsReturns,
      .processesTabs, .showsTabs:
      nil
    }
  }
}
