import PagerKit

/// A setting of how text is read and laid out, changed by the program (the command line, the
/// config file, `-x` typed while running) as an event: ``ScreenEvent/setting(_:)``.
public enum ReadingSetting: Hashable, Sendable {
  /// Where tab characters stop (less's `-x`).
  case tabStops(TabStops)
  /// The mark at the end of a cut line (less's `--rscroll`), or nil for none.
  case cutMark(String?)
  /// How backspaces, tabs and carriage returns show: overstriking, expanded and dropped, or as
  /// `^H`, `^I` and `^M` (less's `-u`, `-U`, `--proc-backspace`, `--proc-tab`, `--proc-return`).
  case controlCharacters(ControlCharacters)
  /// Whether the status column (marks, matches) shows at the left (less's `-J`).
  case statusColumn(Bool)
  /// How many columns stay at the left while the rest scrolls sideways (less's `--header ,N`).
  case headerColumns(Int)
  /// How far keys scroll: a window, half a screen, sideways (less's `-z`, `-#`).
  case scrollSteps(ScrollSteps)
  /// The modifiers every search starts with (less's `--search-options`).
  case searchModifiers(SearchModifiers)
  /// Whether searches pass over the header lines and the header columns `--header` sets
  /// (less's `--no-search-header-lines`, `--no-search-header-columns`, `--no-search-headers`).
  case searchSkipsHeaders(lines: Bool, columns: Bool)
  /// Which row a found line lands on (less's `-j`), or nil for the top.
  case searchTarget(TargetLine?)
  /// Whether a search starts after the shown screen rather than at its top (less's `-a`).
  case searchStartsAfterScreen(Bool)
  /// Whether a search ignores case (less's `-i`, `-I`).
  case searchCase(SearchCase)
  /// How matches show (less's `-g`, `-G`).
  case searchHighlight(SearchHighlight)
  /// The looks less's termcap variables give bold, underline and standout (`LESS_TERMCAP_*`).
  case termcapLooks(TermcapLooks)
  /// How the stand-ins of controls look and what a code point's says (`LESSBINFMT`,
  /// `LESSUTFBINFMT`).
  case standInLooks(StandInLooks)
  /// How the search's matches, its current match and the target line, and its sub-patterns
  /// show (less's `-DS`, `-DJ`, `-D1` … `-D5`, `--hilite-target`).
  case searchLooks(SearchLooks)
  /// Whether a marked line shows whole in reverse video, not its mark alone (less's
  /// `--status-line`).
  case marksWholeLines(Bool)
  /// Whether the header lines (`--header`) are numbered with the rest (not with less's
  /// `--no-number-headers`).
  case numbersHeaderLines(Bool)
  /// Columns of line numbers and of the status column (less's `--line-num-width` and
  /// `--status-col-width`).
  case gutterWidths(lineNumbers: Int, statusColumn: Int)
  /// Whether a forward move at the end quits (less's `-e`, `-E`).
  case quitAtEnd(QuitAtEnd)
  /// How much the status line says (less's `-m`, `-M`).
  case promptLength(PromptLength)
  /// Whether runs of blank lines show as one (less's `-s`).
  case squeezesBlankLines(Bool)
  /// Whether wrapped lines wrap at spaces, not inside a word (less's `--wordwrap`).
  case wordWrap(Bool)
  /// The prompts' history, as read from less's history file.
  case promptHistory(PromptHistory)
  /// Adds a pattern highlighted beside the search, in a look of its own (`--highlight`); a
  /// wrong pattern is said on the status line.
  case highlight(String)
  /// How tabs' texts are cut into columns (`--columns`), by tab: `auto` shows a tab as a table
  /// once its first lines are clearly one.
  case columnFormats([TabID: ColumnFormat])
}
