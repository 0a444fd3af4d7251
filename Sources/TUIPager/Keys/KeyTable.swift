import PagerKit

/// One line of key help: in `mode`, these keys, each binding doing its command.
struct KeyTableRow: Equatable, Sendable {
  var mode: InputMode
  var bindings: [KeyBinding]
  /// What the keys do, as `--help`, the `?` overlay and the manual page say it.
  var help: String

  init(_ mode: InputMode, _ bindings: [KeyBinding], help: String) {
    self.mode = mode
    self.bindings = bindings
    self.help = help
  }

  init(_ mode: InputMode, _ keys: KeyPattern..., to action: KeyAction, help: String) {
    self.init(mode, [KeyBinding(keys: keys, action: action)], help: help)
  }

  /// The keys as users see them, such as "Right  l  Tab".
  var keyNames: String { bindings.flatMap(\.keys).map(\.name).joined(separator: "  ") }
}

/// The one table of keys: what each key does in each input mode (tabs as in the articles, paging
/// and searching as in `less`). `--help`, the help overlay (`H`, F1) and the manual page list its
/// rows.
///
/// Keys mean what they mean in less, except where a tab key takes them: Right, Left, `l`, `h`,
/// Tab, the digits, Home and End move between tabs, so sideways scrolling is on `Esc (` and
/// `Esc )` (as less has it too), help on `H` and F1, and a number before a command (less's `50p`,
/// `120g`) is typed at the `:` prompt instead: `:50%`, `:120`. `r`, `R`, `[`, `]`, `{`, `}` and
/// `x` are TUIPager's own where less repaints or matches brackets.
enum KeyTable {
  static let rows: [KeyTableRow] = [
    KeyTableRow(
      .normal, .key(.right), "l", .key(.tab), to: .screen(.pager(.next)), help: "next tab"),
    KeyTableRow(
      .normal, .key(.left), "h", .key(.backTab), to: .screen(.pager(.previous)),
      help: "previous tab"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.digit, to: .jumpToDigit),
        KeyBinding(.key(.home), to: .screen(.pager(.first))),
        KeyBinding(.key(.end), to: .screen(.pager(.last))),
        KeyBinding("a", to: .screen(.nextAttention)),
      ],
      help: "jump to that tab / first / last tab / the next asking attention"),
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
      help: "a line down / up (pages with content) / the same, J going on past the end"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          " ", "f", "z", .key(.pageDown), .key(.control("F")), .key(.control("V")),
          to: .screen(.scroll(.pages(1)))),
        KeyBinding(
          "b", "w", .key(.pageUp), .key(.control("B")), .sequence([.escape, .character("v")]),
          to: .screen(.scroll(.pages(-1)))),
        KeyBinding("d", .key(.control("D")), to: .screen(.scroll(.halfPages(1)))),
        KeyBinding("u", .key(.control("U")), to: .screen(.scroll(.halfPages(-1)))),
      ],
      help: "a screen down / up / half a screen down / up"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          "g", "<", "p", "%", .sequence([.escape, .character("<")]), to: .screen(.scroll(.top))),
        KeyBinding(
          "G", ">", .sequence([.escape, .character(">")]), to: .screen(.scroll(.bottom))),
      ],
      help: "first / last line (:N goes to line N, :N% to N percent of the lines)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("/", to: .screen(.prompt(.open))),
        KeyBinding("?", to: .screen(.prompt(.openBackward))),
        KeyBinding("&", to: .screen(.prompt(.openFilter))),
        KeyBinding("n", to: .screen(.repeatSearch(reversed: false))),
        KeyBinding("N", to: .screen(.repeatSearch(reversed: true))),
      ],
      help: "search down / up / only lines matching (&!: not) / next match / other way"),
    // The highlights share a row with Esc-u, so that the overlay still fits 100×30.
    KeyTableRow(
      .normal,
      [
        KeyBinding(.sequence([.escape, .character("u")]), to: .screen(.toggleSearchHighlight)),
        KeyBinding(.sequence([.escape, .character("h")]), to: .screen(.addHighlight)),
        KeyBinding(.sequence([.escape, .character("H")]), to: .screen(.clearHighlights)),
      ],
      help: "search highlighting off or on / highlight it in a colour of its own / clear"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("m", to: .screen(.mark(.begin(.set)))),
        KeyBinding("'", to: .screen(.mark(.begin(.jump)))),
      ],
      help: "set a mark / go to one: then a letter ('' goes back from the last jump)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("#", to: .screen(.toggleLineNumbers)),
        KeyBinding("S", to: .screen(.toggleWrapping)),
        KeyBinding(.sequence([.escape, .character("(")]), to: .screen(.scroll(.halfWidths(-1)))),
        KeyBinding(.sequence([.escape, .character(")")]), to: .screen(.scroll(.halfWidths(1)))),
      ],
      help: "line numbers on or off / wrap or cut long lines / scroll cut lines sideways"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.prefixed(.character("-")), to: .toggleOption),
        KeyBinding(.prefixed(.character("_")), to: .describeOption),
      ],
      help: "flip less's option of the letter (S N i I g G s m M e E) / say how it is"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("F", to: .command(.follow)),
        KeyBinding(.sequence([.escape, .character("s")]), to: .command(.toggleSplit)),
        // Keys less leaves free, beside its `<` and `>`; on the row of the sections, so that the
        // overlay still fits 100×30.
        KeyBinding(".", to: .screen(.part(forward: true))),
        KeyBinding(",", to: .screen(.part(forward: false))),
      ],
      help: "follow the end / sections joined or split / a commit's next, previous file"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("r", to: .command(.reload)),
        KeyBinding("R", to: .command(.reloadInPlace)),
      ],
      help: "run the command again now (reopen the file) / reread the file in place"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("[", to: .command(.showRun(.older))),
        KeyBinding("]", to: .command(.showRun(.newer))),
        KeyBinding("{", to: .command(.showRun(.lastSuccess))),
        KeyBinding("}", to: .command(.showRun(.newest))),
        KeyBinding("D", to: .screen(.toggleChanges)),
      ],
      help: "watched runs: older / newer / last exited 0 / newest / changes shown or not"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(":", to: .screen(.prompt(.openCommandLine))),
        KeyBinding("x", to: .command(.closeTab)),
      ],
      help: "command: e FILE, !CMD, d, n, p, x, f, q, N, N% (Tab completes) / close tab"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("=", .key(.control("G")), to: .screen(.describePosition)),
        KeyBinding("H", .key(.function(1)), to: .command(.showHelp)),
      ],
      help: "the tab, lines shown of how many, byte and percentage / this help"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("v", to: .command(.editFile)),
        KeyBinding("!", to: .screen(.prompt(.openLine(.shellCommand)))),
        KeyBinding("s", to: .screen(.prompt(.openLine(.saveFile)))),
        KeyBinding("|", to: .screen(.mark(.begin(.pipe)))),
      ],
      help: "edit / shell command (% the file, !! again) / save / pipe to a mark"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(
          .sequence([.control("O"), .control("N")]), to: .screen(.selectLink(forward: true))),
        KeyBinding(
          .sequence([.control("O"), .control("P")]), to: .screen(.selectLink(forward: false))),
        KeyBinding(.sequence([.control("O"), .control("O")]), to: .command(.openLink)),
      ],
      help: "next / previous link on the screen / open it ($BROWSER, else xdg-open)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("q", "Q", .sequence([.character("Z"), .character("Z")]), to: .command(.quit)),
        KeyBinding(.interrupt, to: .command(.interrupt)),
      ],
      help: "quit / stop a search, filter, following or command; with none, quit"),

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
      .prompt, .key(.tab), to: .command(.completePath),
      help: "complete the file name after :e"),
    KeyTableRow(.prompt, .anyCharacter, to: .typeIntoPrompt, help: "add it to the pattern"),

    KeyTableRow(.help, .anyKey, to: .screen(.hideHelp), help: "closes this help"),

    KeyTableRow(.markName, .anyCharacter, to: .nameMark, help: "the mark's letter"),

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
