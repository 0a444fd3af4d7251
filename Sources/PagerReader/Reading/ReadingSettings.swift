import PagerKit

/// How the screen reads and lays out text, as the options and the keys that change them set it:
/// wrapping, numbers, headers, tab stops, control characters, scrolling steps, searching's
/// start and target, quitting at the end. Kept apart from what the screen shows now.
struct ReadingSettings {
  /// Whether long document lines wrap; otherwise they are cut and scroll sideways.
  var wrapsLines: Bool = true
  /// Whether wrapped lines wrap at spaces, not inside a word (less's `--wordwrap`).
  var wrapsAtWords: Bool = false
  /// Whether document lines are numbered in a gutter at the left.
  var showsLineNumbers: Bool = false
  /// Lines at the start of each tab's text that stay at the top of its page while the rest
  /// scrolls (`--header`, as in `less`).
  var headerLines: Int = 0
  /// How each tab's text is cut into columns (`--columns`), by tab.
  var columnFormats: [TabID: ColumnFormat] = [:]
  /// Tabs to show as tables once their first lines are known.
  var tablesDue: Set<TabID> = []
  /// Tabs due to be tables again (their text run or read again), which say nothing when they are.
  var tablesDueQuietly: Set<TabID> = []
  /// What the reader made of the tables of the tabs due to be tables again, which their new
  /// tables take on.
  var tableViewsDue: [TabID: TableViewChoices] = [:]
  /// The sorts tables run again take on once more when their text has all come, by tab.
  var tableSortsDue: [TabID: DueTableSort] = [:]
  /// When a table's widths last grew to its wider cells shown.
  var tableWidthsGrew: Instant?
  /// When the text of each tab due to be a table last grew (or was first looked at).
  var tableSamplesGrew: [TabID: Instant] = [:]
  /// Whether workers may measure a shown table's every cell: not before the first frame, which
  /// a worker reading a big file would slow.
  var measuresTables = false
  /// The tables' sorts the workers have yet to finish, by tab.
  var tableSorts: [TabID: PendingTableSort] = [:]
  /// What marks a line cut at the right edge (less's `--rscroll`); nil: nothing.
  var cutMark: String? = DocumentLayout.defaultCutMark
  /// Columns at the start of every line kept in place while cut lines scroll sideways (the M of
  /// `--header N,M`).
  var headerColumns: Int = 0
  /// Whether searches pass over the header lines (less's `--no-search-header-lines`).
  var searchSkipsHeaderLines: Bool = false
  /// Whether searches pass over the header columns (less's `--no-search-header-columns`).
  var searchSkipsHeaderColumns: Bool = false
  /// Whether document pages show less's status column at their left (`-J`): marks and matches.
  var showsStatusColumn: Bool = false
  /// Where tabs in the text stop (`less -x`): every 8 columns unless set.
  var tabStops: TabStops = TabStops()
  /// How backspaces, tabs and carriage returns show (less's `-u`, `-U` and `--proc-…`).
  var controlCharacters: ControlCharacters = ControlCharacters()
  /// The user's looks for overstruck bold and underline and for search matches (less's
  /// `LESS_TERMCAP_md`, `_us`, `_so`).
  var termcapLooks: TermcapLooks = TermcapLooks()
  /// How the stand-ins of controls look (less's `LESSBINFMT`, `LESSUTFBINFMT`).
  var standInLooks: StandInLooks = StandInLooks()
  /// How the search's matches, its current match and its sub-patterns show (less's `-D`).
  var searchLooks: SearchLooks = SearchLooks()
  /// Whether a marked line shows whole in reverse video (less's `--status-line`).
  var marksWholeLines: Bool = false
  /// Whether the header lines are numbered with the rest (not with less's
  /// `--no-number-headers`).
  var numbersHeaderLines: Bool = true
  /// Columns a line number takes, before the blank after it (less's `--line-num-width`).
  var lineNumberWidth: Int = PagerScreen.defaultLineNumberWidth
  /// Columns the status column takes when shown (less's `--status-col-width`).
  var statusColumnColumns: Int = PagerScreen.defaultStatusColumnColumns
  /// How far the keys that scroll by screens and sideways go (`less -z` and `-#`).
  var scrollSteps: ScrollSteps = ScrollSteps()
  /// Whether a forward move at the end quits, as less's `-e` and `-E` say.
  var quitAtEnd: QuitAtEnd = QuitAtEnd.never
  /// Whether runs of blank lines show as one (less's `-s`): every tab shows its text through a
  /// ``SqueezedDocument``.
  var squeezesBlankLines: Bool = false
  /// How much the status line says of where the page is (less's `-m` and `-M`).
  var promptLength: PromptLength = PromptLength.short
  /// Whether a new search starts past the lines shown (less `-a`) rather than at the top line
  /// (`/`) or the last line shown (`?`).
  var searchStartsAfterScreen: Bool = false
  /// The row of the page a match found is brought to (less `-j`): `n` and `N` go on from the
  /// line there; the top row when nil.
  var searchTarget: TargetLine?
  /// The program's clock, read during a slice of searching, filtering or counting so that the
  /// slice ends after ``sliceDuration`` however costly each line is to match; without one a
  /// slice runs to its byte budget.
  var sliceClock: (() -> Instant)?
  /// Bytes of a file indexed ahead in one tick (see ``defaultIndexAheadBudget``).
  var indexAheadBudget: Int = PagerScreen.defaultIndexAheadBudget
  /// Whether `n` and `N` go on to the other tabs, whose titles count their matches (otherwise
  /// a search stays in its tab, as `less` searches one file).
  var searchesAllTabs: Bool = true
  /// Whether the cells that changed since a watched command's run before are highlighted.
  var highlightsChanges: Bool = true
}
