import PagerKit
import PagerReader

/// What less's options say about how text is shown, searched and left, read from the command
/// line and `LESS` for the screen to follow. Each default is what TUIPager does without the
/// option.
struct LessSettings: Equatable, Sendable {
  /// How searches treat case: it matters by default, as in less; with `-i` only when the pattern
  /// has a capital letter (smart case); never with `-I`.
  var searchCase = SearchCase.sensitive
  /// Which matches are highlighted: all (default), only the one found (`-g`), none (`-G`).
  var searchHighlight = SearchHighlight.allMatches
  /// Where a search starts: at the screen (default), after it (`-a`), after the target line
  /// (`-A`).
  var searchStart = SearchStart.screen
  /// The screen row where a match or a jump to a line lands (`-j`); nil for TUIPager's own
  /// placement (the top row, as less's default `-j1`).
  var targetLine: TargetLine?
  /// Where tabs in the text stop (`-x`; every 8 columns by default).
  var tabStops = TabStops()
  /// How far a screenful scrolls (`-z`, or `-N` digits) and `<` and `>` move cut lines (`-#`):
  /// by default the whole screen and half its width.
  var scrollSteps = ScrollSteps()
  /// The modifiers every search starts with (`--search-options`).
  var searchModifiers = SearchModifiers()
  /// Whether runs of blank lines show as one blank line (`-s`).
  var squeezesBlankLines = false
  /// Whether wrapped lines wrap at spaces, not inside a word (`--wordwrap`).
  var wrapsAtWords = false
  /// Whether reaching the end quits: never (default), the second time (`-e`), the first (`-E`).
  var quitAtEnd = QuitAtEnd.never
  /// Whether a column at the left shows marks and matches, less's status column (`-J`).
  var showsStatusColumn = false
  /// Whether `LESSOPEN` preprocesses files (`-L` turns it off).
  var usesLessOpen = true
  /// Whether a file that looks binary is shown with no notice before it (`-f`).
  var showsBinaryPlainly = false
  /// What backspaces, tabs and carriage returns do: `-u` and `-U` for all three, and each
  /// kind's own `--proc-…` option (`--proc-backspace`, `--PROC-TAB`…) whatever those say.
  var controlCharacters = ControlCharacters()
  /// Whether the rows after the end of the text show a `~`, as less's do (`-~` leaves them
  /// blank).
  var showsTildesPastEnd = true
  /// How much the prompt says: short (default), medium (`-m`), long (`-M`).
  var prompt = PromptLength.short
  /// Columns kept in place at the left while lines scroll sideways (the M of `--header N,M`).
  var headerColumns = 0
  /// What marks a line cut at the right edge (`--rscroll`): `>` as in less; nil with `-`.
  var cutMark: String? = DocumentLayout.defaultCutMark
  /// How the search's matches, its current match and its sub-patterns show (`-DS`, `-DJ`,
  /// `-D1` … `-D5`), and whether the target line is marked (`--hilite-target`).
  var searchLooks = SearchLooks()
  /// Whether marks, and where each file was left, are kept in the history file from run to run
  /// (`--save-marks`).
  var savesMarks = false
  /// Whether the history file is saved as marks are set, not only at the end (`--autosave` with
  /// `m` or `*`).
  var savesMarksAsSet = false
  /// Whether the header lines are numbered with the rest (less's default; not with
  /// `--no-number-headers`).
  var numbersHeaderLines = true
  /// Whether searches pass over the header lines (`--no-search-header-lines`,
  /// `--no-search-headers`).
  var searchSkipsHeaderLines = false
  /// Whether searches pass over the header columns (`--no-search-header-columns`,
  /// `--no-search-headers`).
  var searchSkipsHeaderColumns = false
  /// Columns of line numbers (`--line-num-width`).
  var lineNumberWidth = PagerScreen.defaultLineNumberWidth
  /// Columns of the status column (`--status-col-width`).
  var statusColumnColumns = PagerScreen.defaultStatusColumnColumns
  /// Whether the last screen's text is written out again once the terminal is given back, so
  /// that it stays in view after quitting (`--redraw-on-quit`).
  var redrawsOnQuit = false
  /// Whether a marked line shows whole in reverse video (`--status-line`).
  var marksWholeLines = false
  /// Whether a tab's text is counted to its end as it is first shown, before its first frame, so
  /// that the status line and `=` say the total at once (`--file-size`).
  var countsLinesAtOnce = false
  /// The key that stops following or a search while one goes on, as Ctrl-C does, and is an
  /// ordinary key otherwise (`--intr`; less's Ctrl-X by default).
  var interruptKey = Key.control("X")
  /// How many of a file's first lines are looked through for a vim modeline's tab stops
  /// (`--modelines`; 0, the default, for none).
  var modelineLines = 0
  /// The file the keys are read from instead of the terminal (`--tty`), or nil.
  var keysFile: String?
  /// What the mouse does when the pager has it (`--emouse`): everything by default.
  var mouseFeatures = MouseFeatures()
  /// Whether the mouse wheel scrolls the other way (`--MOUSE`, `--rmouse`).
  var reversesWheel = false
}
