import Glibc
import PagerKit
import PagerReader

/// Where the program starts: parse the command line, check the terminal, open the tabs, run,
/// restore.
public enum Program {
  /// Runs the program as the system started it (its arguments, streams and variables), and
  /// returns its exit status: `main.swift` passes it to `exit`.
  public static func run() -> Int32 { main(.current) }

  /// What the program starts with: its arguments, what its standard streams are, and where its
  /// messages go. Tests pass their own, to run the program in-process.
  struct Environment {
    /// The arguments, without the program's name, with bytes that are not UTF-8 shown as `�`.
    var arguments: [String]
    /// The same arguments as the system has them, when they may differ (paths are opened by
    /// these bytes); nil when they are the UTF-8 of ``arguments``.
    var argumentBytes: [[UInt8]]? = nil
    var standardInputIsTerminal: Bool
    var standardOutputIsTerminal: Bool
    var output: any MessageStream
    var error: any MessageStream
    /// `TERM`, checked before anything is opened.
    var terminalType: String? = nil
    /// Standard input, for the copy made when standard output is not a terminal.
    var standardInput: Int32 = STDIN_FILENO
    /// Standard output, where that copy goes and `-F` prints.
    var standardOutput: Int32 = STDOUT_FILENO
    /// The terminal's size, for `-F`; nil when it does not say.
    var terminalSize: () -> Size? = { OneScreenCheck.terminalSize(of: STDOUT_FILENO) }
    /// `LESS`: less's options, read under the command line's.
    var lessVariable: String? = Self.variable("LESS")
    /// The editor `v` runs: `VISUAL`, else `EDITOR`, else `vi`, as less chooses.
    var editor: String = Self.variable("VISUAL") ?? Self.variable("EDITOR") ?? "vi"
    /// `LESSEDIT`: the command line of `v`, as a prompt is written; less's own when unset.
    var lessEdit: String? = Self.variable("LESSEDIT")
    /// `LESS_TERMINFO_bold`, `_smul` and `_smso`, else `LESS_TERMCAP_md`, `_us` and `_so`: the
    /// looks of bold, underline and standout.
    var termcapLooks = TermcapVariables.looks { Self.variable($0) }
    /// `LESSBINFMT` and `LESSUTFBINFMT`: how the stand-ins of controls look.
    var standInLooks = StandInLooks(
      binary: Self.variable("LESSBINFMT"), codePoint: Self.variable("LESSUTFBINFMT"))
    /// What less's secure mode allows: `LESSSECURE`, `LESSSECURE_ALLOW`, `LESSSECURE_DISALLOW`.
    var secureMode = SecureMode.fromProcessEnvironment()
    /// `LESS_OSC8_OPEN_…`: the commands that open links, by the name after the prefix.
    var linkHandlers: [String: String] = LinkHandler.fromProcessEnvironment(
      Self.environmentEntries(withPrefix: LinkHandler.prefix))
    /// `LESSOPEN` and `LESSCLOSE`: the input preprocessor and what runs after it.
    var lessOpen: String? = Self.variable("LESSOPEN")
    var lessClose: String? = Self.variable("LESSCLOSE")
    /// The title of standard input's tab when a program pipes into the pager (`git log`), or nil
    /// to keep `stdin`.
    var standardInputTitle: () -> String? = { ParentCommand.standardInputTitle() }
    /// The variables the preferences and the history come from: `TUIPAGER`, `XDG_CONFIG_HOME`,
    /// `HOME`, ``historyVariables``. Empty for tests, so that no file of the machine's changes
    /// them.
    var variables: [String: String] = [:]
    /// `SHELL` and `LESS_SHELL_COPTION`: the shell the user's commands run through.
    var userShell = UserShell(
      shell: Self.variable("SHELL"), commandOption: Self.variable("LESS_SHELL_COPTION"))
    /// `LESS_COLUMNS` and `LESS_LINES`: the screen's size over the terminal's.
    var screenSize = ScreenSizeSetting(
      columns: Self.variable("LESS_COLUMNS"), lines: Self.variable("LESS_LINES"))
    /// `LESS_SHELL_LINES`: the rows `-F` leaves for the shell's prompt; nil for less's 1.
    var shellLines: Int? = Self.variable("LESS_SHELL_LINES").map { Int(environmentValue: $0) }
    /// Whether the lesskey files and the config file are read: not where `LESSNOCONFIG` says.
    var readsSettingFiles = LessNoConfig.current.readsFiles
    /// `LESSSEPARATOR`: what follows a folder's name that Tab completes; less's `/` when unset.
    var folderSeparator = Self.variable("LESSSEPARATOR") ?? "/"
    /// `POSIXLY_CORRECT`: the first file ends the command line's options.
    var optionsFirst = Self.variable("POSIXLY_CORRECT") != nil
    /// `LESS_UNSUPPORT`: the options passed over on the command line and in `LESS`.
    var unsupportedOptions = UnsupportedOptions(Self.variable("LESS_UNSUPPORT"))
    /// Enters full-screen mode, with colours or not, the mouse or not, on the alternate screen or
    /// the terminal's own, the keys read from a file other than the terminal's when one is
    /// named (`--tty`); tests pass a fake terminal.
    var openTerminal: (TerminalRequest) throws -> any SessionTerminal = {
      try Terminal($0)
    }
    /// Whether the program adopts its descendants' orphans and ends every descendant at quit.
    /// A test running it in-process says no: the other tests' commands, running meanwhile, are
    /// descendants of the same process.
    var endsDescendants = true
    /// The lesskey files, where they were read already (to set the variables their `#env`
    /// sections name); nil: the preferences read them.
    var lesskeyFiles: LesskeyFile.Files? = nil

    /// Every `NAME=value` of this process's environment whose name begins with `prefix`, but
    /// those `LESSNOCONFIG` ignores.
    private static func environmentEntries(withPrefix prefix: String) -> [String] {
      var entries: [String] = []
      var entry = environ
      let noConfig = LessNoConfig.current
      let prefixLength = prefix.utf8.count
      while let pointer = entry.pointee {
        // Only the few with the prefix become strings.
        if strncmp(pointer, prefix, prefixLength) == 0 {
          let text = String(cString: pointer)
          let name = String(text.prefix { $0 != "=" })
          if noConfig.reads(name) { entries.append(text) }
        }
        entry = entry.successor()
      }
      return entries
    }

    /// The environment variable `name`, unless it is unset or empty or `LESSNOCONFIG` ignores
    /// it.
    private static func variable(_ name: String) -> String? { LessNoConfig.variable(name) }

    /// The variables that say where less's history file is and how long it is.
    static let historyVariables = [
      "LESSHISTFILE", "LESSHISTSIZE", "XDG_STATE_HOME", "XDG_DATA_HOME",
    ]

    /// This process's.
    static var current: Environment {
      // The lesskey file's #env stands over the environment, for all that reads it after.
      let lesskeyFiles = LesskeyFile.applyToProcessEnvironment()
      // CommandLine.arguments repairs bytes that are not UTF-8; the paths must keep them.
      let bytes = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
        guard let argument = CommandLine.unsafeArgv[index] else { return [] }
        return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
      }
      let noConfig = LessNoConfig.current
      return Environment(
        arguments: bytes.map { String(decoding: $0, as: UTF8.self) }, argumentBytes: bytes,
        standardInputIsTerminal: isatty(STDIN_FILENO) != 0,
        standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
        output: StandardStream.output, error: StandardStream.error,
        terminalType: getenv("TERM").map { String(cString: $0) },
        variables: Dictionary(
          uniqueKeysWithValues: ([Preferences.variable]
            + Self.historyVariables + LesskeyFile.locationVariables
            + [LesskeySource.contentVariable]).compactMap { name in
              noConfig.reads(name)
                ? getenv(name).map { (name, String(cString: $0)) } : nil
            }
            // What the terminal is: no choice of the user's, which LESSNOCONFIG leaves.
            + DesktopNotice.identifyingVariables.compactMap { name in
              getenv(name).map { (name, String(cString: $0)) }
            }),
        lesskeyFiles: lesskeyFiles)
    }
  }

  /// Runs the program; returns its exit status.
  static func main(_ given: Environment = .current) -> Int32 {
    var environment = given
    // A file's name or a config line may hold any byte: none reaches the terminal raw.
    environment.error = PrintableMessages(base: given.error)
    let invocation: Invocation
    do {
      // The config file and TUIPAGER are read before the terminal is touched: a bad line exits
      // 2 like a wrong option.
      invocation = try Invocation.parse(
        environment.arguments, bytes: environment.argumentBytes,
        standardInputIsTerminal: environment.standardInputIsTerminal,
        unsupported: environment.unsupportedOptions,
        optionsFirst: environment.optionsFirst,
        preferences: { commandLine throws(UsageError) in
          try Preferences.load(
            commandLine: commandLine, variables: environment.variables,
            lesskeyFiles: environment.lesskeyFiles,
            lessVariable: environment.lessVariable, secureMode: environment.secureMode,
            readsFiles: environment.readsSettingFiles,
            unsupported: environment.unsupportedOptions)
        })
    } catch {
      environment.error.write("TUIPager: \(error.message) (see TUIPager --help)\n")
      return 2
    }
    switch invocation {
    case .help:
      // The keys in effect; a config file with a mistake leaves the table as it is.
      let preferences = try? Preferences.load(
        commandLine: GivenArguments(), variables: environment.variables,
        lesskeyFiles: environment.lesskeyFiles, readsFiles: environment.readsSettingFiles)
      environment.output.write(Usage.help(keys: preferences?.keys ?? .standard))
      return 0
    case .completion(let shell):
      environment.output.write(shell.completionScript)
      return 0
    case .version:
      environment.output.write(Usage.version + "\n")
      return 0
    case .run(let options):
      return run(options, in: environment)
    }
  }

  /// What comes before the pages: the exit status of a run that ended there (text copied, a
  /// tag or a terminal that cannot be used), or the options to page with, the terminal type's
  /// verdict and what `-F` read of standard input on its way.
  private enum Preparation {
    case ended(Int32)
    indirect case paging(Options, TerminalType.Verdict, alreadyRead: [UInt8])
  }

  private static func run(_ options: Options, in environment: Environment) -> Int32 {
    // Prepared in a call that returns before the pages run: its frame, with the options'
    // copies, would otherwise lie under every call the event loop makes, and the deepest of
    // them sets how much stack a start keeps resident.
    switch prepare(options, in: environment) {
    case .ended(let status): return status
    case .paging(let options, let terminalType, let alreadyRead):
      return page(options, terminalType: terminalType, alreadyRead: alreadyRead, in: environment)
    }
  }

  @inline(never)
  private static func prepare(_ options: Options, in environment: Environment) -> Preparation {
    var options = options
    options.editor = environment.editor
    options.linkHandlers = environment.linkHandlers
    if let lessEdit = environment.lessEdit { options.editTemplate = EditCommandTemplate(lessEdit) }
    options.termcapLooks = environment.termcapLooks
    options.standInLooks = environment.standInLooks
    options.noticeForm = DesktopNotice.form(options.notices, variables: environment.variables)
    options.historyFile = LessHistoryFile(
      variables: environment.variables, secure: !options.secureMode.allows(.history))
    options.preprocessor = InputPreprocessor.chosen(
      lessOpen: environment.lessOpen, lessClose: environment.lessClose,
      usesLessOpen: options.less.usesLessOpen, secure: !options.secureMode.allows(.lessopen))
    options.userShell = environment.userShell
    options.preprocessor?.userShell = environment.userShell
    options.screenSize = environment.screenSize
    options.folderSeparator = environment.folderSeparator
    let error = environment.error
    // `-t`: the tag's file joins the tabs before anything is shown or copied, as less edits it
    // first; a tag that cannot be gone to ends the program, as it ends less.
    do throws(TagError) {
      try options.goToTag()
    } catch let failure {
      error.write("TUIPager: \(failure)\n")
      return .ended(1)
    }
    guard environment.standardOutputIsTerminal else {
      // A pager whose output is not a terminal passes its text on, as less and cat do; the demo
      // has no text.
      guard !options.sources.isEmpty else {
        error.write("TUIPager: standard output is not a terminal\n")
        return .ended(1)
      }
      let copy = DocumentCopy(
        input: environment.standardInput, output: environment.standardOutput, errors: error)
      return .ended(
        options.merges ? MergedCopy(copy: copy).copy(options) : copy.copy(options.sources))
    }
    // Standard input need not be the terminal (a pipe beside files, /dev/null under xargs): keys
    // then come from /dev/tty, as less reads them. TERM is checked before anything opens: a
    // terminal that cannot move the cursor (Emacs' shell, a console's `dumb`) gets the text as
    // cat gives it, after one line saying why, where less warns and pages a line at a time.
    let terminalType = TerminalType.verdict(environment.terminalType)
    if let problem = terminalType.problem {
      guard !options.sources.isEmpty else {
        error.write("TUIPager: cannot use this terminal: \(problem)\n")
        return .ended(1)
      }
      if options.warnsOfDumbTerminal {
        error.write("TUIPager: WARNING: \(problem); not paged\n")
      }
      let copy = DocumentCopy(
        input: environment.standardInput, output: environment.standardOutput, errors: error)
      return .ended(
        options.merges ? MergedCopy(copy: copy).copy(options) : copy.copy(options.sources))
    }
    // What -F read of standard input on its way, which the tab must start with.
    var alreadyRead: [UInt8] = []
    if options.quitsIfOneScreen, options.sources.count == 1 {
      switch quitIfOneScreen(options.sources[0], as: options.less, in: environment)
      {
      case .fits(let text):
        let copy = DocumentCopy(output: environment.standardOutput, errors: error)
        return .ended(copy.write(text) ? 0 : 1)
      case .tooLong(let read), .failed(let read):
        alreadyRead = read
      case nil:
        break
      }
    }
    if let tab = options.sources.firstIndex(of: .standardInput),
      let title = environment.standardInputTitle()
    {
      options.preset.tabs[tab].title = title
    }
    return .paging(options, terminalType, alreadyRead: alreadyRead)
  }

  /// Opens the tabs and the terminal, and runs the pages until they end.
  private static func page(
    _ options: Options, terminalType: TerminalType.Verdict, alreadyRead: [UInt8],
    in environment: Environment
  ) -> Int32 {
    let error = environment.error
    // A command's job that leaves its group comes back to the program, to be ended at quit.
    if environment.endsDescendants { AdoptedChildren.adopt(true) }
    defer { if environment.endsDescendants { AdoptedChildren.endAll(reportingTo: error) } }
    // Held while the tabs open, so that a low descriptor limit costs tabs, not the terminal.
    let reserve = DescriptorReserve(
      count: DescriptorReserve.isNeeded(
        forTabs: options.sources.count, limit: DescriptorReserve.processLimit)
        ? DescriptorReserve.terminalNeeds : 0)
    // Threads of their own look through big files, so the loop never waits on a search.
    let workers = MatchWorkers.forThisMachine()
    let clock = MonotonicClock()
    let feeds = DocumentFeed.feeds(for: options, at: clock.now(), workers: workers)
    reserve.release()
    for feed in feeds where feed.source == .standardInput { feed.receive(alreadyRead: alreadyRead) }
    let failures = feeds.compactMap { feed -> String? in
      if case .failed(let reason) = feed.status { return reason }
      return nil
    }
    if !feeds.isEmpty && failures.count == feeds.count {
      for failure in failures { error.write("TUIPager: \(failure)\n") }
      return 1
    }
    let terminal: any SessionTerminal
    do {
      terminal = try environment.openTerminal(
        TerminalRequest(
          colors: options.color != .never && !noColorRequested(options),
          mouse: options.capturesMouse,
          alternateScreen: terminalType.hasAlternateScreen && !options.leavesLastScreen,
          keysFile: options.less.keysFile, maySuspend: options.secureMode.allows(.stop)))
    } catch let failure {
      for feed in feeds { feed.close() }
      error.write("TUIPager: cannot use this terminal: \(failure)\n")
      return 1
    }
    defer {
      // Every command is asked first, so that their graces of 200 ms run at once.
      for feed in feeds { feed.askCommandToEnd() }
      for feed in feeds { feed.close() }
    }
    do {
      var app = try App(
        options: options, terminal: terminal, clock: clock, feeds: feeds,
        workers: workers)
      let status = app.run()
      // On the terminal's own screen the last screen stays already (-X).
      let redrawn =
        options.less.redrawsOnQuit && terminal.hasAlternateScreen
        ? app.view.lastScreen(of: app.screen, at: clock.now()) : nil
      terminal.restore()
      if let redrawn {
        environment.output.write(
          Self.text(of: redrawn, from: app.screen.layout.pageRows.lowerBound))
      }
      return status
    } catch let failure {
      terminal.restore()
      error.write("TUIPager: \(failure)\n")
      return 1
    }
  }

  /// The rows of `frame` from row `first` (the page's first; the bar's are blank) to the last
  /// that holds something, each up to its last glyph, in their colours: what
  /// `--redraw-on-quit` writes once the terminal's own screen is back.
  private static func text(of frame: Frame, from first: Int) -> String {
    let rows = (max(0, first)..<frame.height).map { row in
      (0..<frame.width).map { frame[$0, row] }
    }
    let ends = rows.map { cells in (cells.lastIndex { $0.glyph != " " } ?? -1) + 1 }
    guard let last = ends.lastIndex(where: { $0 > 0 }) else { return "" }
    return zip(rows, ends).prefix(last + 1).map { cells, end in
      var line = Frame(width: end, height: 1)
      for (column, cell) in cells.prefix(end).enumerated() where cell.width > 0 {
        line.put(cell, column: column, row: 0)
      }
      return line.ansiText() + "\n"
    }.joined()
  }

  /// `-F`: reads `source` (a file or standard input) to see whether it fits on the terminal;
  /// nil when that cannot be told (a command, a terminal of unknown size, a file that does not
  /// open, which its tab then explains). Lines are measured as `less` has the pages show them:
  /// their tab stops and control characters, wrapped at spaces with `--wordwrap`.
  private static func quitIfOneScreen(
    _ source: DocumentSource, as less: LessSettings, in environment: Environment
  ) -> OneScreenCheck.Outcome? {
    guard let size = environment.terminalSize() else { return nil }
    var check = OneScreenCheck(size: environment.screenSize.applied(to: size))
    check.wrapsAtWords = less.wrapsAtWords
    check.renderer = LineRenderer(tabStops: less.tabStops)
    check.renderer.treat(less.controlCharacters)
    check.renderer.standIns = environment.standInLooks
    if let shellLines = environment.shellLines { check.shellLines = shellLines }
    switch source {
    case .file(let path):
      let descriptor = path.withCString { SystemCall.openReadOnly($0, flags: O_NONBLOCK) }
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var status = stat()
      // A FIFO or a device is read by its tab, once; only a regular file is read twice.
      guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
      return check.check(descriptor)
    case .standardInput:
      guard !environment.standardInputIsTerminal else { return nil }
      return check.check(environment.standardInput)
    case .command:
      return nil
    }
  }

  /// `NO_COLOR` (any non-empty value) turns colour off unless `--color always` says otherwise.
  /// A choice of the user's, which `LESSNOCONFIG` ignores.
  private static func noColorRequested(_ options: Options) -> Bool {
    options.color == .auto && LessNoConfig.variable("NO_COLOR") != nil
  }
}
