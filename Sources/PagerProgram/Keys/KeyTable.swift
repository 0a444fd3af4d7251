import PagerKit
import PagerReader

/// One line of key help: in `mode`, these keys, each binding doing its command.
struct KeyTableRow: Equatable, Sendable {
  var mode: InputMode
  var bindings: [KeyBinding]
  /// What the keys do, as `--help`, the `?` overlay and the manual page say it.
  var help: String
  /// Keys bound but not named in the row, where the help names them: the row's keys would
  /// overflow their column.
  var unlisted: [KeyPattern] = []

  init(_ mode: InputMode, _ bindings: [KeyBinding], help: String, unlisted: [KeyPattern] = []) {
    self.mode = mode
    self.bindings = bindings
    self.help = help
    self.unlisted = unlisted
  }

  init(_ mode: InputMode, _ keys: KeyPattern..., to action: KeyAction, help: String) {
    self.init(mode, [KeyBinding(keys: keys, action: action)], help: help)
  }

  /// The keys as users see them, such as "Right  l  Tab".
  var keyNames: String {
    bindings.flatMap(\.keys).filter { !unlisted.contains($0) }.map(\.name)
      .joined(separator: "  ")
  }
}

/// The one table of keys: what each key does in each input mode (tabs as in the articles, paging
/// and searching as in `less`). `--help`, the help overlay (`H`, F1) and the manual page list its
/// rows.
///
/// Keys mean what they mean in less, except where a tab key takes them: Right, Left, `l`, Tab,
/// Home and End move between tabs, so sideways scrolling is on `Esc (` and `Esc )` (as less has
/// it too). A number before a command is its count, as in less (`50%`, `120g`, `5j`); with
/// several tabs, digits not followed by a command that takes a count jump to a tab
/// (``TypedCount``). `r` and `R` are TUIPager's own where less repaints; `o`, `O`, `Esc o`,
/// `Esc O`, `D`, `a` and `x` where less binds nothing.
enum KeyTable {
  static let rows: [KeyTableRow] = [
    KeyTableRow(
      .normal,
      [
        KeyBinding(.key(.right), to: .screen(.arrow(forward: true))),
        KeyBinding("l", .key(.tab), to: .screen(.pager(.next))),
      ],
      help: "next tab (Right: one tab of cut lines or a table scrolls right, as in less)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.key(.left), to: .screen(.arrow(forward: false))),
        KeyBinding(.key(.backTab), to: .screen(.pager(.previous))),
      ],
      help: "previous tab (Left: one tab of cut lines or a table scrolls left)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.digit, to: .jumpToDigit),
        KeyBinding(.key(.home), to: .screen(.pager(.first))),
        KeyBinding(.key(.end), to: .screen(.pager(.last))),
        KeyBinding("a", to: .screen(.nextAttention)),
      ],
      help:
        "that tab (or a count) / first / last tab (a table: column) / next asking"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          .key(.down), "j", .key(.enter), "e", .key(.control("E")), .key(.control("N")),
          to: .screen(.scroll(.lines(1)))),
        KeyBinding(
          .key(.up), "k", "y", .key(.control("Y")), .key(.control("P")), .key(.control("K")),
          to: .screen(.scroll(.lines(-1)))),
        KeyBinding("J", to: .screen(.scroll(.linesPastEnd(1)))),
        KeyBinding("K", "Y", to: .screen(.scroll(.linesPastEnd(-1)))),
      ],
      help: "a line down / up (pages with content) / the same, J and K past the ends"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          " ", "f", .key(.pageDown), .key(.control("F")), .key(.control("V")),
          to: .screen(.scroll(.pages(1)))),
        KeyBinding(
          "b", .key(.pageUp), .key(.control("B")), .sequence([.escape, .character("v")]),
          to: .screen(.scroll(.pages(-1)))),
        KeyBinding("z", to: .command(.scrollWindow(forward: true))),
        KeyBinding("w", to: .command(.scrollWindow(forward: false))),
        KeyBinding("d", .key(.control("D")), to: .screen(.scroll(.halfPages(1)))),
        KeyBinding("u", .key(.control("U")), to: .screen(.scroll(.halfPages(-1)))),
      ],
      help: "a screen (N: N lines; z w keep N as the screen) down / up / half a screen"),
    KeyTableRow(
      .normal, .sequence([.escape, .character(" ")]), to: .screen(.scroll(.pagesPastEnd(1))),
      help: "a screen down, going on past the end (N: N lines)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("g", .sequence([.escape, .character("<")]), to: .screen(.scroll(.top))),
        KeyBinding(
          "G", .sequence([.escape, .character(">")]), .sequence([.escape, .character("G")]),
          to: .screen(.scroll(.bottom))),
        KeyBinding("p", "%", to: .screen(.scroll(.percent(0)))),
        KeyBinding("P", to: .screen(.scroll(.byte(0)))),
      ],
      help: "line N, else the first / line N, else the last / N% / NP: byte N's line",
      unlisted: ["P"]),
    KeyTableRow(
      .normal,
      [
        KeyBinding("/", .sequence([.escape, .character("/")]), to: .screen(.prompt(.open))),
        KeyBinding(
          "?", .sequence([.escape, .character("?")]), to: .screen(.prompt(.openBackward))),
        KeyBinding("&", to: .screen(.prompt(.openFilter))),
        KeyBinding(
          "n", .sequence([.escape, .character("n")]), to: .screen(.repeatSearch(reversed: false))),
        KeyBinding(
          "N", .sequence([.escape, .character("N")]), to: .screen(.repeatSearch(reversed: true))),
      ],
      help: "search down / up / filter (&!: not) / next / back"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.sequence([.escape, .character("u")]), to: .screen(.toggleSearchHighlight)),
        KeyBinding(.sequence([.escape, .character("U")]), to: .screen(.clearSearch)),
      ],
      help: "search highlighting off or on / forget the search (n has none to repeat)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.sequence([.escape, .character("h")]), to: .screen(.addHighlight)),
        KeyBinding(.sequence([.escape, .character("H")]), to: .screen(.clearHighlights)),
      ],
      help: "highlight the search in a colour of its own / clear those highlights"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("m", to: .screen(.mark(.begin(.set)))),
        KeyBinding("M", to: .screen(.mark(.begin(.setAtBottom)))),
        KeyBinding(
          "'", .sequence([.control("X"), .control("X")]), to: .screen(.mark(.begin(.jump)))),
        KeyBinding(.sequence([.escape, .character("m")]), to: .screen(.mark(.begin(.clear)))),
      ],
      help: "mark top / bottom line / go to a mark ('' back) / clear one: then a letter"),
    KeyTableRow(
      .normal, "*", to: .screen(.mark(.markMatches)),
      help: "mark every line the search matches ('* the next, Esc-m * clears them)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.sequence([.escape, .character("#")]), to: .screen(.toggleLineNumbers)),
        KeyBinding("S", to: .screen(.toggleWrapping)),
        KeyBinding(.sequence([.escape, .character("(")]), to: .screen(.scroll(.halfWidths(-1)))),
        KeyBinding(.sequence([.escape, .character(")")]), to: .screen(.scroll(.halfWidths(1)))),
      ],
      help: "line numbers on or off / wrap or cut lines / scroll sideways (a column)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("W", to: .screen(.toggleOption(.wrapsAtWords))),
        KeyBinding(.sequence([.escape, .character("t")]), to: .screen(.toggleTable)),
        // In a table S, which wraps text, sorts; bound by itself by name only (`sort-column`).
        KeyBinding(keys: [], action: .screen(.sortTableColumn)),
      ],
      help: "word wrap (--wordwrap) / show as a table (--columns; S sorts) or as text"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("<", to: .screen(.tableOr(.widen(-1), otherwise: .scroll(.top)))),
        KeyBinding(">", to: .screen(.tableOr(.widen(1), otherwise: .scroll(.bottom)))),
        KeyBinding(.sequence([.escape, .character("f")]), to: .screen(.table(.freeze))),
      ],
      help: "table: narrow / widen this column (text: first / last line) / freeze to it"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          .sequence([.escape, .character("c")]), to: .screen(.prompt(.openLine(.shownColumns)))),
        KeyBinding(.sequence([.escape, .character("y")]), to: .screen(.table(.copyCell))),
        KeyBinding(.sequence([.escape, .character("Y")]), to: .screen(.table(.copyRow))),
        KeyBinding(.sequence([.escape, .character("T")]), to: .screen(.table(.reset))),
      ],
      help: "table: columns to show / copy cell / copy row as CSV / back as first shown"),
    KeyTableRow(
      .normal, .sequence([.escape, .character("&")]), to: .screen(.prompt(.openColumnFilter)),
      help: "table: filter rows by this column's cells (!: not; empty: all rows)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          .sequence([.escape, .character("{")]), .key(.controlLeft),
          to: .screen(.scroll(.firstColumn))),
        KeyBinding(
          .sequence([.escape, .character("}")]), .key(.controlRight),
          to: .screen(.scroll(.longestLineEnd))),
        KeyBinding(
          .sequence([.escape, .character("]")]), .sequence([.escape, .right]),
          to: .screen(.scroll(.halfWidthsUpToEnd(1)))),
      ],
      help: "cut lines to the first column / to the longest line's end / right, up to it"
    ),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.prefixed(.character("-")), to: .toggleOption),
        KeyBinding(.prefixed(.character("_")), to: .describeOption),
      ],
      help: "flip less's option (-x: tab stops; -+X default, -!X, -- name) / say it"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("F", to: .command(.follow)),
        KeyBinding(.sequence([.escape, .character("F")]), to: .command(.followUntilMatch)),
        KeyBinding(.sequence([.escape, .character("s")]), to: .command(.toggleSplit)),
        // Keys less leaves free, beside its `<` and `>`; on the row of the sections, so that the
        // overlay still fits 100×30.
        KeyBinding(".", to: .screen(.part(forward: true))),
        KeyBinding(",", to: .screen(.part(forward: false))),
      ],
      help: "follow / until a match / sections / a commit's next, previous file"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.key(.control("L")), .key(.control("R")), to: .command(.repaint)),
        KeyBinding("r", to: .command(.reload)),
        KeyBinding("R", to: .command(.reloadInPlace)),
        KeyBinding("D", to: .screen(.toggleChanges)),
      ],
      help: "repaint (Ctrl-R too); r reruns a command, R rereads a file / changes",
      unlisted: [.key(.control("R"))]),
    KeyTableRow(
      .normal,
      [
        KeyBinding("o", to: .command(.showRun(.older))),
        KeyBinding("O", to: .command(.showRun(.newer))),
        KeyBinding(.sequence([.escape, .character("o")]), to: .command(.showRun(.lastSuccess))),
        KeyBinding(.sequence([.escape, .character("l")]), to: .command(.showRun(.newest))),
      ],
      help: "watched command's runs: older / newer / the last that exited 0 / newest"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("{", "}", "(", ")", "[", "]", to: .matchBracket),
        KeyBinding(
          .sequence([.escape, .control("F")]), to: .command(.askBrackets(forward: true))),
        KeyBinding(
          .sequence([.escape, .control("B")]), to: .command(.askBrackets(forward: false))),
      ],
      help: "match of a bracket on the top / bottom line / 2 typed"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.prefixed(.character(":")), to: .colonCommand),
        KeyBinding(
          "E", .sequence([.control("X"), .control("V")]), to: .command(.colon(.line("e ")))),
        // No key: the `:` line of old, for a `bind` line that names it.
        KeyBinding(keys: [], action: .command(.screen(.prompt(.openCommandLine)))),
        KeyBinding("x", to: .command(.closeTab)),
        // less's tags, on the row of `:t`, so that the overlay still fits 100×30.
        KeyBinding("t", to: .command(.nextTag(forward: true))),
        KeyBinding("T", to: .command(.nextTag(forward: false))),
      ],
      help: "then n p x d f q, t TAG, e FILE, !CMD, goto TIME, merge / close / tag, back"),
    KeyTableRow(
      .normal, .sequence([.escape, .enter]), to: .command(.showInOwnTab),
      help: "a merge: the top line in its file's tab ('' back); :level, :hide, :show"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("=", .key(.control("G")), to: .screen(.describePosition)),
        KeyBinding("H", .key(.function(1)), "h", to: .command(.showHelp)),
      ],
      help: "the tab, lines shown of how many, byte and percentage / this help"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("L", to: .command(.showOverview(.tabs))),
        KeyBinding("\"", to: .command(.showOverview(.marks))),
      ],
      help: "all tabs (kind, status, matches, changes), typed words filter / all marks"),
    KeyTableRow(
      .normal, .sequence([.escape, .character("L")]), to: .command(.cycleLogLevel),
      help: "a log: keep a level and worse, the next each time (debug … error, all)"),
    KeyTableRow(
      .normal, "i", to: .command(.showTimeline),
      help: "timeline: a log's lines by time, errors in red; Enter goes to a bar's time"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("v", to: .command(.editFile)),
        KeyBinding("!", to: .screen(.prompt(.openLine(.shellCommand)))),
        KeyBinding("#", to: .screen(.prompt(.openLine(.expandedShellCommand)))),
        KeyBinding("s", to: .screen(.prompt(.openLine(.saveFile)))),
        KeyBinding("|", to: .screen(.mark(.begin(.pipe)))),
      ],
      help: "edit / shell command (!: % the file; #: %f %lt…) / save / pipe to marks"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          .sequence([.control("O"), .control("N")]), to: .screen(.selectLink(forward: true))),
        KeyBinding(
          .sequence([.control("O"), .control("P")]), to: .screen(.selectLink(forward: false))),
        KeyBinding(.sequence([.control("O"), .control("O")]), to: .command(.openLink)),
      ],
      help: "next / previous link on the screen / open it (LESS_OSC8_OPEN_*, $BROWSER)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("q", "Q", .sequence([.character("Z"), .character("Z")]), to: .command(.quit)),
        KeyBinding(.interrupt, to: .command(.interrupt)),
        KeyBinding("V", to: .command(.showVersion)),
      ],
      help: "quit / stop a search, filter, following or command (none: quit) / version"),

    KeyTableRow(
      .prompt, .key(.enter), to: .screen(.prompt(.submit)),
      help: "search for the pattern (an empty one: the last search again)"),
    KeyTableRow(
      .prompt, .key(.escape), .interrupt, to: .screen(.prompt(.cancel)),
      help: "close the prompt without searching, back where it opened"),
    KeyTableRow(
      .prompt, .key(.backspace), to: .screen(.prompt(.erase)),
      help: "erase the last character (on an empty prompt, close it)"),
    KeyTableRow(
      .prompt, .key(.control("T")), to: .screen(.addHighlight),
      help: "highlight the pattern in a colour of its own instead of searching"),
    KeyTableRow(
      .prompt,
      [
        KeyBinding(.key(.control("N")), to: .screen(.prompt(.toggleModifier(.nonMatching)))),
        KeyBinding(.key(.control("E")), to: .screen(.prompt(.toggleModifier(.crossesTabs)))),
        KeyBinding(.key(.control("F")), to: .screen(.prompt(.toggleModifier(.fromFirstTab)))),
        KeyBinding(.key(.control("K")), to: .screen(.prompt(.toggleModifier(.keepsPosition)))),
        KeyBinding(.key(.control("R")), to: .screen(.prompt(.toggleModifier(.literal)))),
        KeyBinding(.key(.control("W")), to: .screen(.prompt(.toggleModifier(.wraps)))),
      ],
      help: "not matching / on into tabs / from the first / stay / no regex / wrap (less's)"),
    KeyTableRow(
      .prompt, .key(.control("S")), to: .screen(.prompt(.askSubpattern)),
      help: "then 1 to 5: only matches where that sub-pattern matched text are found"),
    KeyTableRow(
      .prompt, .key(.control("L")), to: .screen(.prompt(.takeNextLiterally)),
      help: "take the next character as text, not as a modifier (! * @ first)"),
    KeyTableRow(
      .prompt, .key(.tab), to: .command(.completePath),
      help: "complete the file name after :e, the option's name after -- and __"),
    KeyTableRow(
      .prompt,
      [
        KeyBinding(.key(.up), to: .screen(.prompt(.older))),
        KeyBinding(.key(.down), to: .screen(.prompt(.newer))),
      ],
      help: "the pattern (at ! and |: the command) typed before / after, shared with less"),
    KeyTableRow(.prompt, .anyCharacter, to: .typeIntoPrompt, help: "add it to the pattern"),

    // Keys of the help's own, where it does not fit the screen; where it fits they close it.
    KeyTableRow(
      .help,
      [
        KeyBinding(.key(.down), "j", .key(.enter), to: .screen(.scrollHelp(.lines(1)))),
        KeyBinding(" ", "f", .key(.pageDown), to: .screen(.scrollHelp(.pages(1)))),
        KeyBinding(.key(.up), "k", to: .screen(.scrollHelp(.lines(-1)))),
        KeyBinding("b", .key(.pageUp), to: .screen(.scrollHelp(.pages(-1)))),
        KeyBinding("g", to: .screen(.scrollHelp(.top))),
        KeyBinding("G", to: .screen(.scrollHelp(.bottom))),
      ],
      help: "scroll this help where it does not fit: down / up / top, end",
      unlisted: [.key(.enter), "f", .key(.pageDown), .key(.pageUp)]),
    KeyTableRow(.help, .anyKey, to: .screen(.hideHelp), help: "closes this help"),

    KeyTableRow(.markName, .anyCharacter, to: .nameMark, help: "the mark's letter"),

    KeyTableRow(
      .overview,
      [
        KeyBinding(
          .key(.up), .key(.control("P")), .key(.backTab), to: .screen(.overview(.move(-1)))),
        KeyBinding(.key(.down), .key(.control("N")), .key(.tab), to: .screen(.overview(.move(1)))),
        KeyBinding(.key(.pageUp), to: .screen(.overview(.movePages(-1)))),
        KeyBinding(.key(.pageDown), to: .screen(.overview(.movePages(1)))),
        KeyBinding(.key(.home), to: .screen(.overview(.end(last: false)))),
        KeyBinding(.key(.end), to: .screen(.overview(.end(last: true)))),
      ],
      help: "choose the one above / below / a screen up, down / the first, last",
      unlisted: [.key(.backTab), .key(.tab)]),
    KeyTableRow(
      .overview, .key(.enter), to: .screen(.overview(.choose)),
      help: "go to the tab or mark chosen (a click on it too)"),
    KeyTableRow(
      .overview, .key(.escape), .interrupt, to: .screen(.overview(.close)),
      help: "close the list, going nowhere"),
    KeyTableRow(
      .overview, .key(.backspace), to: .screen(.overview(.erase)),
      help: "erase the filter's last character"),
    KeyTableRow(
      .overview, .anyCharacter, to: .typeIntoOverview,
      help: "filter: keep the entries holding every word typed (title, kind, status)"),

    KeyTableRow(
      .timeline,
      [
        KeyBinding(.key(.left), "h", to: .screen(.timeline(.move(-1)))),
        KeyBinding(.key(.right), "l", to: .screen(.timeline(.move(1)))),
        KeyBinding(.key(.pageUp), to: .screen(.timeline(.move(-10)))),
        KeyBinding(.key(.pageDown), to: .screen(.timeline(.move(10)))),
        KeyBinding(.key(.home), to: .screen(.timeline(.end(last: false)))),
        KeyBinding(.key(.end), to: .screen(.timeline(.end(last: true)))),
      ],
      help: "choose the bar before / after / ten before, after / the first, last"),
    KeyTableRow(
      .timeline, .key(.enter), to: .command(.chooseTimelineBar),
      help: "go to the first line at the chosen bar's time or later"),
    KeyTableRow(
      .timeline, .key(.escape), "q", .interrupt, to: .screen(.timeline(.close)),
      help: "close the timeline, going nowhere"),

    KeyTableRow(
      .searching, .key(.escape), .interrupt, to: .screen(.cancelSearch),
      help: "stop the search, the page where it was (other keys do what they do)"),
    KeyTableRow(
      .markName, .key(.escape), .interrupt, to: .screen(.mark(.cancel)),
      help: "set or go to no mark"),
  ]

  /// The rows of one mode, in order.
  static func rows(in mode: InputMode) -> [KeyTableRow] {
    rows.filter { $0.mode == mode }
  }

  /// What `key` does in `mode` (or in the mode it falls back to), or nil when it does nothing
  /// there: as the key map with no `bind` lines says.
  static func command(for key: Key, in mode: InputMode) -> KeyCommand? {
    KeyMap.standard.command(for: key, in: mode)
  }

  /// What Ctrl-C (SIGINT) does in `mode`, as its table lists it; nil when it does nothing there.
  static func interruptCommand(in mode: InputMode) -> KeyCommand? {
    for row in rows where row.mode == mode {
      // Every key closes the help, Ctrl-C too.
      for binding in row.bindings
      where binding.keys.contains(.interrupt) || binding.keys.contains(.anyKey) {
        return binding.action.command(for: .escape)
      }
    }
    return mode.fallback.flatMap { interruptCommand(in: $0) }
  }
}
