import PagerKit

/// The screen's state kept in values of their own (``ReadingSettings``, ``SearchSession``,
/// ``ScreenTabs``, ``ScreenLayouts``, ``PointerState``, ``ShownHelp``), read and changed by the
/// names the rest of the screen knows them by. Each changes in place, with no copy.
extension PagerScreen {
  // ReadingSettings
  /// Whether long document lines wrap; otherwise they are cut and scroll sideways.
  package internal(set) var wrapsLines: Bool {
    get { settings.wrapsLines }
    _modify { yield &settings.wrapsLines }
  }
  /// Whether wrapped lines wrap at spaces, not inside a word (less's `--wordwrap`).
  package internal(set) var wrapsAtWords: Bool {
    get { settings.wrapsAtWords }
    _modify { yield &settings.wrapsAtWords }
  }
  /// Whether document lines are numbered in a gutter at the left.
  package internal(set) var showsLineNumbers: Bool {
    get { settings.showsLineNumbers }
    _modify { yield &settings.showsLineNumbers }
  }
  /// Lines at the start of each tab's text that stay at the top of its page while the rest
  /// scrolls (`--header`, as in `less`), or where it sets none, the shown table's header.
  package var headerLines: Int {
    settings.headerLines > 0 ? settings.headerLines : tableHeaderLines
  }
  /// The header lines `--header` sets.
  var headerLinesSet: Int { settings.headerLines }
  /// What marks a line cut at the right edge (less's `--rscroll`); nil: nothing.
  package internal(set) var cutMark: String? {
    get { settings.cutMark }
    _modify { yield &settings.cutMark }
  }
  /// Columns at the start of every line kept in place while cut lines scroll sideways (the M of
  /// `--header N,M`).
  package internal(set) var headerColumns: Int {
    get { settings.headerColumns }
    _modify { yield &settings.headerColumns }
  }
  /// Lines at the start of each tab's text that searches pass over: the header lines with
  /// less's `--no-search-header-lines`, else none.
  package var searchSkippedLines: Int { settings.searchSkipsHeaderLines ? headerLines : 0 }
  /// Whether document pages show less's status column at their left (`-J`): marks and matches.
  package internal(set) var showsStatusColumn: Bool {
    get { settings.showsStatusColumn }
    _modify { yield &settings.showsStatusColumn }
  }
  /// Where tabs in the text stop (`less -x`): every 8 columns unless set.
  package internal(set) var tabStops: TabStops {
    get { settings.tabStops }
    _modify { yield &settings.tabStops }
  }
  /// How backspaces, tabs and carriage returns show (less's `-u`, `-U` and `--proc-…`).
  package internal(set) var controlCharacters: ControlCharacters {
    get { settings.controlCharacters }
    _modify { yield &settings.controlCharacters }
  }
  /// The user's looks for overstruck bold and underline and for search matches (less's
  /// `LESS_TERMCAP_md`, `_us`, `_so`).
  package internal(set) var termcapLooks: TermcapLooks {
    get { settings.termcapLooks }
    set {
      settings.termcapLooks = newValue
      relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
    }
  }
  /// How the stand-ins of controls look (less's `LESSBINFMT`, `LESSUTFBINFMT`).
  package internal(set) var standInLooks: StandInLooks {
    get { settings.standInLooks }
    set {
      settings.standInLooks = newValue
      relayOut(wrapsLines: wrapsLines, showsLineNumbers: showsLineNumbers)
    }
  }
  /// How the search's matches, its current match and its sub-patterns show (less's `-D`).
  package internal(set) var searchLooks: SearchLooks {
    get { settings.searchLooks }
    _modify { yield &settings.searchLooks }
  }
  /// Whether a marked line shows whole in reverse video (less's `--status-line`).
  package internal(set) var marksWholeLines: Bool {
    get { settings.marksWholeLines }
    _modify { yield &settings.marksWholeLines }
  }
  /// Whether the header lines are numbered with the rest (not with less's
  /// `--no-number-headers`).
  package internal(set) var numbersHeaderLines: Bool {
    get { settings.numbersHeaderLines }
    _modify { yield &settings.numbersHeaderLines }
  }
  /// Columns a line number takes, before the blank after it (less's `--line-num-width`).
  package internal(set) var lineNumberWidth: Int {
    get { settings.lineNumberWidth }
    _modify { yield &settings.lineNumberWidth }
  }
  /// Columns the status column takes when shown (less's `--status-col-width`).
  package internal(set) var statusColumnColumns: Int {
    get { settings.statusColumnColumns }
    _modify { yield &settings.statusColumnColumns }
  }
  /// How far the keys that scroll by screens and sideways go (`less -z` and `-#`).
  package internal(set) var scrollSteps: ScrollSteps {
    get { settings.scrollSteps }
    _modify { yield &settings.scrollSteps }
  }
  /// Whether a forward move at the end quits, as less's `-e` and `-E` say.
  package internal(set) var quitAtEnd: QuitAtEnd {
    get { settings.quitAtEnd }
    _modify { yield &settings.quitAtEnd }
  }
  /// Whether runs of blank lines show as one (less's `-s`): every tab shows its text through a
  /// ``SqueezedDocument``.
  package internal(set) var squeezesBlankLines: Bool {
    get { settings.squeezesBlankLines }
    set {
      let squeezed = settings.squeezesBlankLines
      settings.squeezesBlankLines = newValue
      if newValue != squeezed { squeezeChanged() }
    }
  }
  /// How much the status line says of where the page is (less's `-m` and `-M`).
  package internal(set) var promptLength: PromptLength {
    get { settings.promptLength }
    _modify { yield &settings.promptLength }
  }
  /// Whether a new search starts past the lines shown (less `-a`) rather than at the top line
  /// (`/`) or the last line shown (`?`).
  package internal(set) var searchStartsAfterScreen: Bool {
    get { settings.searchStartsAfterScreen }
    _modify { yield &settings.searchStartsAfterScreen }
  }
  /// The row of the page a match found is brought to (less `-j`): `n` and `N` go on from the
  /// line there; the top row when nil.
  package internal(set) var searchTarget: TargetLine? {
    get { settings.searchTarget }
    _modify { yield &settings.searchTarget }
  }
  /// The program's clock, read during a slice of searching, filtering or counting so that the
  /// slice ends after ``sliceDuration`` however costly each line is to match; without one a
  /// slice runs to its byte budget.
  package var sliceClock: (() -> Instant)? { settings.sliceClock }
  /// Bytes of a file indexed ahead in one tick (see ``defaultIndexAheadBudget``).
  package var indexAheadBudget: Int { settings.indexAheadBudget }
  /// Whether `n` and `N` go on to the other tabs, whose titles count their matches (otherwise
  /// a search stays in its tab, as `less` searches one file).
  package var searchesAllTabs: Bool { settings.searchesAllTabs }
  /// Whether the cells that changed since a watched command's run before are highlighted.
  package internal(set) var highlightsChanges: Bool {
    get { settings.highlightsChanges }
    _modify { yield &settings.highlightsChanges }
  }
  // SearchSession
  /// The last search and the search prompt.
  package internal(set) var search: SearchState {
    get { searching.search }
    _modify { yield &searching.search }
  }
  /// The patterns highlighted beside the search, each in a look of its own, in every tab.
  package internal(set) var highlights: Highlights {
    get { searching.highlights }
    _modify { yield &searching.highlights }
  }
  var followsUntilMatch: (tab: TabID, search: TextSearch, nextLine: Int)? {
    get { searching.followsUntilMatch }
    _modify { yield &searching.followsUntilMatch }
  }
  var summarizedMatch: (place: TabPlace, summary: String?)? {
    get { searching.summarizedMatch }
    _modify { yield &searching.summarizedMatch }
  }
  /// A search going on a slice each tick, through a long line or many lines.
  package internal(set) var pendingSearch: PendingSearch? {
    get { searching.pendingSearch }
    _modify { yield &searching.pendingSearch }
  }
  var promptOrigin: (tab: TabID, viewport: DocumentViewport)? {
    get { searching.promptOrigin }
    _modify { yield &searching.promptOrigin }
  }
  var previewMatch: TabPlace? {
    get { searching.previewMatch }
    _modify { yield &searching.previewMatch }
  }
  var lastMatch: (place: TabPlace, viewport: DocumentViewport, search: TextSearch)? {
    get { searching.lastMatch }
    _modify { yield &searching.lastMatch }
  }
  var awaitingMatch: (place: TabPlace, column: Int, search: TextSearch)? {
    get { searching.awaitingMatch }
    _modify { yield &searching.awaitingMatch }
  }
  /// How many searches the prompt's text has made as it was typed, all prompts together: one a
  /// tick at most however many keys came, a cost kept in sight where a pattern is pasted or
  /// typed by the thousand characters.
  package internal(set) var previewsMade: Int {
    get { searching.previewsMade }
    _modify { yield &searching.previewsMade }
  }
  // ScreenTabs
  /// Each tab's page, in tab order.
  package internal(set) var pages: TabPages {
    get { tabs.pages }
    _modify { yield &tabs.pages }
  }
  /// The shown tab (the one the pager has selected), or nil with no tabs.
  package var shownTab: TabID? { tabList.id(at: pager.selectedIndex) }
  /// Each tab's identity, in tab order: what points at a tab holds its id and finds it here.
  package internal(set) var tabList: TabList {
    get { tabs.tabList }
    _modify { yield &tabs.tabList }
  }
  var markBook: MarkBook {
    get { tabs.markBook }
    _modify { yield &tabs.markBook }
  }
  /// Each tab's title on the bar: its title, then its marks.
  package internal(set) var barTitles: [String] {
    get { tabs.barTitles }
    _modify { yield &tabs.barTitles }
  }
  /// How many tab titles the bar has been titled with so far, all refreshes together: the tabs
  /// times the events that changed them, a cost kept in sight where tabs come by the thousand.
  package internal(set) var barTitlesBuilt: Int {
    get { tabs.barTitlesBuilt }
    _modify { yield &tabs.barTitlesBuilt }
  }
  /// How many tabs went from the front (the sections of a stream whose text a spool past its
  /// limit dropped, ``removeFirstTabs(_:at:)``): the first tab's title on the bar says so.
  /// The lines each diff's tab adds and removes, by id.
  package var lineChanges: [TabID: LineChanges] { tabs.lineChanges }
  package internal(set) var droppedTabs: Int {
    get { tabs.droppedTabs }
    _modify { yield &tabs.droppedTabs }
  }
  // ScreenLayouts
  /// Where everything sits at the current size.
  package internal(set) var layout: ScreenLayout {
    get { layouts.layout }
    _modify { yield &layouts.layout }
  }
  /// How a document page is laid out at the current size.
  package internal(set) var documentLayout: DocumentLayout {
    get { layouts.documentLayout }
    _modify { yield &layouts.documentLayout }
  }
  /// The bar of natural-width items around the selected tab, for a preset whose items are as
  /// wide as their titles.
  package internal(set) var overflowBar: OverflowTabBarLayout? {
    get { layouts.overflowBar }
    _modify { yield &layouts.overflowBar }
  }
  // PointerState
  /// The text selected with the pointer, on the tab it was selected on.
  package internal(set) var selection: TextSelection? {
    get { pointer.selection }
    _modify { yield &pointer.selection }
  }
  var pointerGesture: PointerGesture? {
    get { pointer.pointerGesture }
    _modify { yield &pointer.pointerGesture }
  }
  var clicks: ClickCount {
    get { pointer.clicks }
    _modify { yield &pointer.clicks }
  }
  // ShownHelp
  /// The help overlay's lines, while it is shown.
  package internal(set) var help: [String]? {
    get { shownHelp.help }
    _modify { yield &shownHelp.help }
  }
  /// The first of the help's lines shown, where they do not all fit the screen.
  package internal(set) var helpTop: Int {
    get { shownHelp.helpTop }
    _modify { yield &shownHelp.helpTop }
  }
}
