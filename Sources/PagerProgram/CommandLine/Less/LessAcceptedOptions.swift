/// less's options that are taken and change nothing yet. Those that change what is shown are
/// read into ``Options`` (``LessSettings/searchCase``, ``LessSettings/targetLine``, …) for the
/// screen to use; the rest are only taken, so that a command line or `LESS` made for less works.
extension Option {
  /// The declaration of each of less's options that changes nothing yet.
  var lessAcceptedSpec: OptionSpec? {
    switch self {
    case .searchFromTarget:
      Self.ignored(
        "-A", "--SEARCH-SKIP-SCREEN", "every search starts after the target line",
        twin: .searchSkipScreen)
    case .buffers:
      Self.ignored("-b", "--buffers", "buffer space", value: "N", number: .number(negative: true))
    case .autoBuffers: Self.ignored("-B", "--auto-buffers", "no automatic buffers for pipes")
    case .clearScreen:
      Self.ignored("-c", "--clear-screen", "repaint by clearing", twin: .clearScreenFromTop)
    case .clearScreenFromTop:
      Self.ignored("-C", "--CLEAR-SCREEN", "repaint from the top", twin: .clearScreen)
    case .maxBackScroll:
      Self.ignored("-h", "--max-back-scroll", "back-scroll limit", value: "N", number: .number())
    case .lesskeyFile: Self.ignored("-k", "--lesskey-file", "a lesskey file", value: "FILE")
    case .lesskeySource: Self.ignored(nil, "--lesskey-src", "a lesskey source file", value: "FILE")
    case .logFile: Self.ignored("-o", "--log-file", "copy the input to FILE", value: "FILE")
    case .logFileOverwrite:
      Self.ignored("-O", "--LOG-FILE", "copy the input to FILE, overwriting", value: "FILE")
    case .prompt: Self.ignored("-P", "--prompt", "the prompt", value: "PROMPT")
    case .quiet:
      Self.ignored(
        "-q", "--quiet", "ring the bell less", twin: .quieter, aliases: ["--silent"])
    case .quieter:
      Self.ignored(
        "-Q", "--QUIET", "never ring the bell", twin: .quiet, aliases: ["--SILENT"])
    case .rawControlChars:
      Self.ignored(
        "-r", "--raw-control-chars", "send control characters as they are", twin: .rawColors)
    case .hiliteUnread:
      Self.ignored("-w", "--hilite-unread", "highlight the first new line", twin: .hiliteUnreadAll)
    case .hiliteUnreadAll:
      Self.ignored("-W", "--HILITE-UNREAD", "highlight it after any move", twin: .hiliteUnread)
    case .maxForwardScroll:
      Self.ignored("-y", "--max-forw-scroll", "forward-scroll limit", value: "N", number: .number())
    case .quotes: Self.ignored("-\"", "--quotes", "file name quotes", value: "CC", number: .word)
    default: lessLongOnlySpec
    }
  }

  /// less's options with a long name only that change nothing yet.
  private var lessLongOnlySpec: OptionSpec? {
    switch self {
    // less prints it once its -P prompt is erased, to undo a mode that prompt's escapes set; the
    // status line here is drawn by the frame and -P is taken only, so there is nothing to undo.
    case .endPrompt:
      Self.ignored(
        nil, "--end-prompt", "text less prints after a -P prompt (-P is taken only here)",
        value: "PROMPT")
    case .exitFollowOnClose:
      Self.ignored(nil, "--exit-follow-on-close", "stop F when the writer ends (always so here)")
    case .noEditWarn:
      Self.ignored(nil, "--no-edit-warn", "no warning on v", aliases: ["--no-warn-edit"])
    case .noHistoryDuplicates: Self.ignored(nil, "--no-histdups", "no duplicates in history")
    case .noKeypad: Self.ignored(nil, "--no-keypad", "no keypad strings")
    case .noPaste: Self.ignored(nil, "--no-paste", "ignore pasted text")
    case .noVisualBell: Self.ignored(nil, "--no-vbell", "no visual bell")
    case .oldBottom: Self.ignored(nil, "--old-bot", "the old bottom of screen")
    case .showPreprocessorErrors:
      Self.ignored(nil, "--show-preproc-errors", "show a preprocessor's errors")
    case .useColor: Self.ignored(nil, "--use-color", "coloured text (colours are used anyway)")
    default: nil
    }
  }

  /// A row of less's table that changes nothing yet.
  private static func ignored(
    _ short: String?, _ long: String, _ help: String, value: String? = nil,
    number syntax: ValueSyntax = .text, twin: Option? = nil, aliases: [String] = []
  ) -> OptionSpec {
    less(
      short, long, value.map(OptionKind.value) ?? .flag, help: help, support: .acceptedOnly,
      syntax: syntax, twin: twin, aliases: aliases)
  }
}
