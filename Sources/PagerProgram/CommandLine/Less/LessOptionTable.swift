import PagerKit
import PagerReader

/// less's options that TUIPager does what less does with (or already behaves so), as less 590's
/// manual and the later ones name them; `LessAcceptedOptions.swift` has the rest.
extension Option {
  /// The declaration of each of less's options, nil for TUIPager's own (``ownSpec``).
  var lessSpec: OptionSpec? { lessImplementedSpec ?? lessAcceptedSpec }

  /// less's options that do what less does with them.
  private var lessImplementedSpec: OptionSpec? {
    switch self {
    case .help:
      Self.less("-?", "--help", .request(.help), help: "show this help and exit")
    case .version:
      Self.less("-V", "--version", .request(.version), help: "show the version and exit")
    case .color:
      Self.less(
        "-D", "--color", .value("WHEN"),
        help:
          "auto (default; NO_COLOR turns it off), always, never; less's SkG, JkY…",
        choices: ColorChoice.allCases.map(\.rawValue), defaultValue: ColorChoice.auto.rawValue)
    case .quitIfOneScreen:
      Self.less(
        "-F", "--quit-if-one-screen",
        help: "one file or standard input that fits on the screen: print it and exit")
    case .ignoreCase:
      Self.less(
        "-i", "--ignore-case", help: "case matters only in a pattern with a capital (smart case)",
        twin: .ignoreCaseAlways)
    case .noLineNumbers:
      Self.less("-n", "--line-numbers", help: "no line numbers (the default)", twin: .lineNumbers)
    case .lineNumbers:
      Self.less(
        "-N", "--LINE-NUMBERS", help: "number the lines in a dim gutter (-N, Esc-# toggle)",
        twin: .noLineNumbers)
    case .rawColors:
      Self.less(
        "-R", "--RAW-CONTROL-CHARS", help: "show colours (always so here)", twin: .rawControlChars)
    case .chopLongLines:
      Self.less(
        "-S", "--chop-long-lines",
        help: "cut long lines instead of wrapping them (Esc-( and Esc-) scroll)")
    case .noInit:
      Self.less(
        "-X", "--no-init", help: "no alternate screen: the last page stays on the terminal at quit")
    case .dumb:
      Self.less(
        "-d", "--dumb", help: "no warning on a terminal that cannot page (the text follows unpaged)"
      )
    case .followName:
      Self.less(
        "--follow-name", help: "follow a file by name (F, +F, --follow): reopen it when replaced")
    case .header:
      Self.less(
        "--header", .value("N,M"),
        help: "keep the first N lines (and M columns, a table's too) of each tab in place",
        syntax: .number(list: true))
    case .incrementalSearch:
      Self.less("--incsearch", help: "search as the pattern is typed (always so here)")
    case .mouse:
      Self.less(
        nil, "--mouse", help: "take the mouse: swipe, click and scroll (the default)",
        twin: .noMouse, negation: .noMouse)
    case .reversedMouse:
      Self.less("--MOUSE", help: "as --mouse, the wheel scrolling the other way")
    case .useBackslash:
      Self.less(
        "--use-backslash", help: "a backslash in a later option's value keeps the next character")
    case .ignoreCaseAlways:
      Self.less(
        "-I", "--IGNORE-CASE", help: "case never matters in searches", twin: .ignoreCase)
    case .searchSkipScreen:
      Self.less(
        "-a", "--search-skip-screen", help: "searches start after the lines shown",
        twin: .searchFromTarget)
    case .jumpTarget:
      Self.less(
        "-j", "--jump-target", .value("N"),
        help: "screen row a match is brought to (-2 from the bottom, .5 the middle)",
        syntax: .number(negative: true, fraction: true))
    case .quitOnInterrupt:
      Self.less("-K", "--quit-on-intr", help: "quit at once on Ctrl-C, with exit status 2")
    case .force:
      Self.less("-f", "--force", help: "show binary files plainly, with no notice first")
    case .noLessopen:
      Self.less("-L", "--no-lessopen", help: "no LESSOPEN preprocessor: files shown as they are")
    case .tilde:
      Self.less("-~", "--tilde", help: "no tildes after the end (its rows are always blank here)")
    case .statusColumn:
      Self.less(
        "-J", "--status-column", help: "a column at the left: marks' letters, * for matches")
    case .firstCommandAtPrompt:
      Self.less(nil, "--cmd", .value("CMDS"), help: "commands run at the start, as +CMDS (--cmd=G)")
    case .pattern:
      Self.less(
        "-p", "--pattern", .value("PATTERN"), help: "start at the first match, as +/PATTERN")
    case .tabStops:
      Self.less(
        "-x", "--tabs", .value("N,M"),
        help: "tab stops: every N columns, or at N, M, … (default 8)", syntax: .number(list: true))
    case .window:
      Self.less(
        "-z", "--window", .value("N"), help: "rows a screenful scrolls (-4: the screen less 4)",
        syntax: .number(negative: true))
    case .shift:
      Self.less(
        "-#", "--shift", .value("N"), help: "columns Esc-( and Esc-) scroll (.5: half the screen)",
        syntax: .number(fraction: true))
    case .rscroll:
      Self.less(
        "--rscroll", .value("C"), help: "the mark of lines cut at the right edge (>; -: none)",
        syntax: .word)
    case .wheelLines:
      Self.less(
        "--wheel-lines", .value("N"), help: "lines the mouse wheel scrolls (default 3)",
        syntax: .number())
    case .quitAtEof:
      Self.less(
        "-e", "--quit-at-eof", help: "quit on a move forward at the end (next tab if not the last)",
        twin: .quitAtFirstEof)
    case .quitAtFirstEof:
      Self.less(
        "-E", "--QUIT-AT-EOF", help: "quit as a move forward reaches the last tab's end",
        twin: .quitAtEof)
    case .hiliteSearch:
      Self.less(
        "-g", "--hilite-search", help: "highlight the matches on the match's line only",
        twin: .noHiliteSearch)
    case .noHiliteSearch:
      Self.less(
        "-G", "--HILITE-SEARCH", help: "highlight no match (Esc-u turns it on)",
        twin: .hiliteSearch)
    case .longPrompt:
      Self.less(
        "-m", "--long-prompt", help: "the status line says the percentage too",
        twin: .longerPrompt)
    case .longerPrompt:
      Self.less(
        "-M", "--LONG-PROMPT", help: "the status line says the byte and percentage too",
        twin: .longPrompt)
    case .tag:
      Self.less(
        "-t", "--tag", .value("TAG"),
        help: "open TAG's file at its line, from the tags file (t, T: next, previous place)")
    case .tagFile:
      Self.less(
        "-T", "--tag-file", .value("FILE"), help: "the tags file of -t and :t (default tags)")
    case .squeezeBlankLines:
      Self.less("-s", "--squeeze-blank-lines", help: "show each run of blank lines as one")
    case .saveMarks:
      Self.less(
        "--save-marks", help: "keep marks, and where each file was left (''), from run to run")
    case .autosave:
      Self.less(
        nil, "--autosave", .value("ACTIONS"),
        help: "save the history as marks are set: m, or * (default -: at the end only)",
        defaultValue: "-")
    case .formFeed:
      Self.less(nil, "--form-feed", help: "scrolling stops at a line that starts with a form feed")
    case .fileSize:
      Self.less(
        nil, "--file-size", help: "count a file's lines as it opens: the total shows at once")
    case .interruptCharacter:
      Self.less(
        nil, "--intr", .value("C"),
        help: "the key that stops F or a search as Ctrl-C does (^X by default)",
        syntax: .word)
    case .modelines:
      Self.less(
        nil, "--modelines", .value("N"),
        help: "tab stops from a vim modeline in a file's first N lines (vim: set ts=4 :)",
        syntax: .number())
    case .emulatedMouse:
      Self.less(
        nil, "--emouse", .value("FEATURES"),
        help: "mouse features: vscroll (wheel), lclick, vdrag (left button), all; -: none")
    case .reverseMouse:
      Self.less(nil, "--rmouse", help: "the wheel scrolls the other way (up goes down the text)")
    case .tty:
      Self.less(nil, "--tty", .value("FILE"), help: "read the keys from FILE, not the terminal")
    case .lesskeyContent:
      Self.less(
        nil, "--lesskey-content", .value("TEXT"),
        help: "lesskey source text, lines ended by ; or a newline, over LESSKEY_CONTENT's")
    case .pastEof:
      Self.less(nil, "--past-eof", help: "every scroll goes on past either end, as J and K do")
    case .processReturn:
      Self.less(
        "--proc-return", help: "drop a carriage return before a line's end whatever -u or -U say",
        twin: .processReturnAll)
    case .processReturnAll:
      Self.less(
        "--PROC-RETURN",
        help: "a carriage return before a line's end shows as ^M whatever -u or -U say",
        twin: .processReturn)
    case .searchOptions:
      Self.less(
        nil, "--search-options", .value("FLAGS"),
        help: "modifiers of every search: E F K N R W (as ^E … ^W), 1-5 (^S), - none",
        syntax: .word)
    case .matchShift:
      Self.less(
        nil, "--match-shift", .value("N"),
        help: "columns shown before a match -S scrolls sideways to, or .5 of the width",
        syntax: .number(fraction: true))
    case .processBackspace:
      Self.less(
        "--proc-backspace", help: "backspaces overstrike (bold, underline) whatever -u or -U say",
        twin: .processBackspaceAll)
    case .processBackspaceAll:
      Self.less(
        "--PROC-BACKSPACE", help: "backspaces show as ^H whatever -u or -U say",
        twin: .processBackspace)
    case .processTab:
      Self.less(
        "--proc-tab", help: "tabs expand to their stops whatever -U says", twin: .processTabAll)
    case .processTabAll:
      Self.less("--PROC-TAB", help: "tabs show as ^I whatever -U says", twin: .processTab)
    case .lineNumberWidth:
      Self.less(
        nil, "--line-num-width", .value("N"),
        help: "columns of line numbers (-N), 1 to 30 (default 7)",
        syntax: .number(), defaultValue: "7")
    case .statusColumnWidth:
      Self.less(
        nil, "--status-col-width", .value("N"),
        help: "columns of the status column (-J), 1 to 4 (default 2)",
        syntax: .number(), defaultValue: "2")
    case .redrawOnQuit:
      Self.less(
        "--redraw-on-quit", help: "leave the last screen's text on the terminal after quitting")
    case .noNumberHeaders:
      Self.less("--no-number-headers", help: "the header lines (--header) have no line numbers")
    case .noSearchHeaders:
      Self.less(
        "--no-search-headers", help: "searches skip the header lines and columns (--header)")
    case .noSearchHeaderLines:
      Self.less("--no-search-header-lines", help: "searches skip the header lines (--header N)")
    case .noSearchHeaderColumns:
      Self.less(
        "--no-search-header-columns", help: "searches skip the header columns (--header ,M)")
    case .statusLine:
      Self.less(
        "--status-line", help: "a marked line shows whole in reverse video, not its mark alone")
    case .hiliteTarget:
      Self.less(
        "--hilite-target",
        help: "underline the line the search landed on (--color=J... colours it)")
    case .wordWrap:
      Self.less(
        "--wordwrap", help: "wrap long lines at spaces, not inside a word (W turns it on and off)")
    case .underlineSpecial:
      Self.less(
        "-u", "--underline-special",
        help: "backspaces and CRs show as ^H and ^M (cells cannot send them raw)",
        twin: .underlineSpecialAll)
    case .underlineSpecialAll:
      Self.less(
        "-U", "--UNDERLINE-SPECIAL", help: "backspaces, tabs and CRs show as ^H, ^I and ^M",
        twin: .underlineSpecial)
    default: nil
    }
  }

  /// A row of less's table.
  static func less(
    _ short: String?, _ long: String, _ kind: OptionKind = .flag, help: String,
    support: OptionSupport = .implemented, syntax: ValueSyntax = .text, twin: Option? = nil,
    aliases: [String] = [], choices: [String] = [], defaultValue: String? = nil,
    negation: Option? = nil
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, kind: kind, choices: choices, defaultValue: defaultValue,
      help: help, origin: .less, support: support, syntax: syntax, twin: twin, aliases: aliases,
      negation: negation)
  }

  /// A row of less's table with a long name only.
  static func less(
    _ long: String, _ kind: OptionKind = .flag, help: String,
    support: OptionSupport = .implemented, syntax: ValueSyntax = .text, twin: Option? = nil
  ) -> OptionSpec {
    less(nil, long, kind, help: help, support: support, syntax: syntax, twin: twin)
  }
}
