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
/// and searching as in `less`). `--help`, the `?` overlay and the manual page list its rows.
enum KeyTable {
  static let rows: [KeyTableRow] = [
    KeyTableRow(
      .normal, .key(.right), "l", .key(.tab), to: .screen(.pager(.next)), help: "next tab"),
    KeyTableRow(
      .normal, .key(.left), "h", .key(.backTab), to: .screen(.pager(.previous)),
      help: "previous tab"),
    KeyTableRow(.normal, .digit, to: .jumpToDigit, help: "jump to that tab"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(.key(.home), to: .screen(.pager(.first))),
        KeyBinding(.key(.end), to: .screen(.pager(.last))),
      ],
      help: "first / last tab"),
    KeyTableRow(
      .normal, .key(.down), "j", .key(.enter), to: .screen(.scroll(.lines(1))),
      help: "scroll down a line (pages with content)"),
    KeyTableRow(
      .normal, .key(.up), "k", to: .screen(.scroll(.lines(-1))), help: "scroll up a line"),
    KeyTableRow(
      .normal, " ", "f", .key(.pageDown), to: .screen(.scroll(.pages(1))),
      help: "scroll down a screen"),
    KeyTableRow(
      .normal, "b", .key(.pageUp), to: .screen(.scroll(.pages(-1))), help: "scroll up a screen"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("d", to: .screen(.scroll(.halfPages(1)))),
        KeyBinding("u", to: .screen(.scroll(.halfPages(-1)))),
      ],
      help: "scroll down / up half a screen"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("g", to: .screen(.scroll(.top))),
        KeyBinding("G", to: .screen(.scroll(.bottom))),
      ],
      help: "first / last line"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("<", to: .screen(.scroll(.halfWidths(-1)))),
        KeyBinding(">", to: .screen(.scroll(.halfWidths(1)))),
      ],
      help: "scroll cut lines sideways (with -S)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("/", to: .screen(.prompt(.open))),
        KeyBinding("&", to: .screen(.prompt(.openFilter))),
      ],
      help: "search (regex or text, shown as typed) / only lines matching (&!: not)"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("n", to: .screen(.repeatSearch(reversed: false))),
        KeyBinding("N", to: .screen(.repeatSearch(reversed: true))),
      ],
      help: "next / previous match"),
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
      ],
      help: "line numbers on or off / wrap or cut long lines"),
    KeyTableRow(
      .normal, "F", to: .command(.follow),
      help: "follow the end as text arrives (scrolling up pauses; F or G resumes)"),
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
      ],
      help: "watched runs: older / newer / last that exited 0 / newest"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("D", to: .screen(.toggleChanges)),
        KeyBinding("a", to: .screen(.nextAttention)),
      ],
      help: "highlight changes since the run before, or not / next tab asking attention"),
    KeyTableRow(
      .normal,
      [
        KeyBinding(":", to: .screen(.prompt(.openCommandLine))),
        KeyBinding("x", to: .command(.closeTab)),
      ],
      help: "command: e FILE, !CMD, d (close), n, p (Tab completes) / close the tab"),
    KeyTableRow(
      .normal,
      [
        KeyBinding("v", to: .command(.editFile)),
        KeyBinding("!", to: .screen(.prompt(.openLine(.shellCommand)))),
        KeyBinding("s", to: .screen(.prompt(.openLine(.saveFile)))),
        KeyBinding("|", to: .screen(.mark(.begin(.pipe)))),
      ],
      help: "edit ($VISUAL) / shell command (% the file, !! again) / save / pipe to a mark"),
    KeyTableRow(.normal, "?", to: .command(.showHelp), help: "this help"),
    KeyTableRow(.normal, "q", .key(.escape), .interrupt, to: .command(.quit), help: "quit"),

    KeyTableRow(
      .prompt, .key(.enter), to: .screen(.prompt(.submit)),
      help: "search for the pattern (an empty one: the last search again)"),
    KeyTableRow(
      .prompt, .key(.escape), to: .screen(.prompt(.cancel)),
      help: "close the prompt without searching, back where it opened"),
    KeyTableRow(
      .prompt, .key(.backspace), to: .screen(.prompt(.erase)),
      help: "erase the last character (on an empty prompt, close it)"),
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
      .markName, .key(.escape), to: .screen(.mark(.cancel)), help: "set or go to no mark"),
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

  /// What Ctrl-C (SIGINT) does in `mode`, as its table lists it; nil when it ends the program.
  static func interruptCommand(in mode: InputMode) -> KeyCommand? {
    for row in rows where row.mode == mode {
      for binding in row.bindings where binding.keys.contains(.interrupt) {
        return binding.action == .command(.quit) ? nil : binding.action.command(for: .escape)
      }
    }
    return mode.fallback.flatMap { interruptCommand(in: $0) }
  }
}
