import CVersion
import PagerKit
import PagerReader

/// The text of `--help` and `--version`, and the help overlay: options from the option table, keys
/// from the key table.
enum Usage {
  /// `TUIPager` and the version built in (from `git describe` or the VERSION file).
  static let version =
    "TUIPager " + String(cString: tuipager_version()).filter { !$0.isNewline }

  static var help: String { help(keys: .standard) }

  /// `--help` with the keys of `keyMap`: the ones in effect after the config file's `bind` lines.
  static func help(keys keyMap: KeyMap) -> String {
    """
    Usage: TUIPager [OPTIONS] [FILE…]
           COMMAND | TUIPager [OPTIONS]

    Swiping tabs in the terminal: a bar of tabs with a sliding indicator over full-screen
    pages that slide left and right. Files, standard input and command output become tabs
    you page through like less; with none of them, a demo preset runs. With standard
    output not a terminal, they are copied to it unchanged (commands run first), as cat
    copies files.

    \(OptionGroup.allCases.map(section).joined(separator: "\n\n"))

    Keys:
    \(keys(keyMap).map { "  " + $0 }.joined(separator: "\n"))

    Mouse:
    \((mouse + mouseNotes).map { "  " + $0 }.joined(separator: "\n"))

    """
  }

  /// What stands on the command line besides options.
  static let operands = [line("FILE", "a tab showing the file (\"-\" for standard input)")]

  /// Every key of normal mode, a line a row (two for a row whose keys overflow their column):
  /// for `--help` and the help overlay.
  static func keys(_ keyMap: KeyMap = .standard) -> [String] {
    keyMap.rows(in: .normal).flatMap { row in
      let names = ColumnWidth.of(row.keyNames)
      // Keys too many for the column go before the help on its line when both fit the overlay,
      // else on a line of their own, the help under it.
      if names <= keyColumn - 2 { return [line(row.keyNames, row.help)] }
      if names + 2 + ColumnWidth.of(row.help) <= overlayWidth {
        return [row.keyNames + "  " + row.help]
      }
      return [row.keyNames, String(repeating: " ", count: keyColumn) + row.help]
    } + lessKeyNotes
  }

  /// Where the tab keys take less's, said under the keys.
  static let lessKeyNotes = [
    "As in less but for the tab keys; with tabs, digits no count-taking command follows jump"
  ]

  /// The widest line of the help overlay, in its frame on a terminal 100 columns wide.
  static let overlayWidth = 96

  /// Where the second column starts: the descriptions of keys and options.
  static let keyColumn = 21

  /// How less's short flags are taken, as tools that run `$PAGER` give them.
  static let lessFlagNotes = [
    "Options go together as less takes them (-FRX, -j5F, -x4,8), -+S takes one back,",
    "and +CMD runs a command of less on the first file (+G, +/PATTERN, +42), ++CMD on each.",
    "LESS is read as less reads it, under the command line (git sets LESS=FRX for its pager).",
  ]

  /// What the options of less that change nothing yet are for.
  static let lessAcceptedNotes = [
    "Taken so that a command line or LESS made for less works; they change nothing yet."
  ]

  /// Every mouse action, one line each.
  static let mouse = [
    line("click/drag the bar", "jump to a tab / swipe (so do the demo's panes); wheel: scroll"),
    line("drag over text", "select, copied on release (OSC 52); double/triple click: word/line"),
  ]

  /// How text is selected with the terminal instead; in `--help` only.
  static let mouseNotes = [
    line("Shift+drag", "select with the terminal instead (or give --no-mouse)")
  ]

  /// The help overlay of the key table as it is.
  static let overlay = overlay(keys: .standard)

  /// The help overlay of `keyMap`; it ends with what keys do while it is shown.
  static func overlay(keys keyMap: KeyMap) -> [String] {
    ["Keys"] + keys(keyMap) + ["Mouse"] + mouse
      + keyMap.rows(in: .help).map { row in
        row.keyNames.prefix(1).uppercased() + row.keyNames.dropFirst() + " " + row.help + "."
      }
  }

  /// One group of options in `--help`, under its title.
  private static func section(_ group: OptionGroup) -> String {
    let options = Option.allCases.map(\.spec).filter { $0.group == group }
    let lines =
      (group == .tabsOfText ? operands : []) + options.map { line($0.synopsis, $0.help) }
      + (group == .lessOptions ? lessFlagNotes : [])
      + (group == .lessAccepted ? lessAcceptedNotes : [])
    return group.title + ":\n" + lines.map { "  " + $0 }.joined(separator: "\n")
  }

  /// `label` and `text` in two columns, the text from the 22nd column on.
  private static func line(_ label: String, _ text: String) -> String {
    label + String(repeating: " ", count: max(2, keyColumn - ColumnWidth.of(label))) + text
  }
}
