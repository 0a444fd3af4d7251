import PagerKit
import PagerReader

/// What the command line asks for.
struct Options: Equatable, Sendable {
  /// The look and behaviour, the chosen preset with every override applied.
  var preset = Preset.menu
  /// Animation length in milliseconds.
  var duration = Pager.defaultAnimationDuration
  /// The tab to open on, 0-based; nil for the preset's own start.
  var startIndex: Int?
  /// Files, standard input and commands shown as tabs, in the order given; empty for the demo.
  var sources: [DocumentSource] = []
  /// Whether long lines wrap (otherwise they are cut: `-S`, `--chop-long-lines`).
  var wrapsLines = true
  /// Whether to use colour.
  var color = ColorChoice.auto
  /// Whether and how the desktop is told of tabs that ended or stopped growing unseen
  /// (`--notify`).
  var notices = NoticeChoice.auto
  /// The form notices go in, as ``notices`` and the terminal say; nil sends none.
  var noticeForm: DesktopNotice.Form?
  /// The links `^O^O` opens, by scheme (`--link-schemes`).
  var linkSchemes = LinkSchemes.standard
  /// The shell commands that open links, less 704's `LESS_OSC8_OPEN_…` by the name after the
  /// prefix (``LinkHandler``); where none fits, `$BROWSER` or `xdg-open` opens it.
  var linkHandlers: [String: String] = [:]
  /// Bytes of a pipe's or a command's text kept at most (`--spool-limit`).
  var spoolLimit = StreamDocument.defaultSpoolLimit
  /// The keys in effect: the key table with the config file's `bind` lines applied.
  var keys = KeyMap.standard
  /// Whether a search goes through every tab (not `--search-tab`).
  var searchesAllTabs = true
  /// Patterns highlighted from the start, each in a colour of its own (`--highlight`), in the
  /// order given, each once.
  var highlights: [String] = []
  /// How texts are cut into columns (`--columns`); nil when not said, which makes a file named
  /// `.csv` or `.tsv` and a stream `auto`, and any other file `none`.
  var columns: ColumnFormat?
  /// Lines kept at the top of each tab (`--header N`).
  var headerLines = 0
  /// Whether lines are numbered (`-N`; `-n` takes it back).
  var showsLineNumbers = false
  /// Whether every tab starts at its end and follows it (`--follow`).
  var follows = false
  /// Whether a followed file is reopened by name when another file takes its name, and awaited
  /// while there is none (`--follow-name`); following itself is `--follow`, `+F` or `F`.
  var followsName = false
  /// Whether a single file or standard input that fits on the screen is printed instead of paged
  /// (`-F`, from the command line or `LESS`; `-+F` takes it back).
  var quitsIfOneScreen = false
  /// Whether the terminal stays on its own screen and keeps the last page shown on it at quit,
  /// without the bar or the status line (`-X`, which git's and systemd's `LESS` hold), as less
  /// leaves it; without it the alternate screen is left and the shell's screen comes back.
  var leavesLastScreen = false
  /// Whether a terminal that cannot page (`TERM=dumb`, unset, unknown) is warned of before the
  /// text is copied to it; less's `-d` keeps quiet.
  var warnsOfDumbTerminal = true
  /// Whether the pager takes the mouse (swipes, clicks on the bar, the wheel): `--no-mouse` (or
  /// `mouse = false` in the config file) leaves it to the terminal, to select text with; less's
  /// `--mouse` takes it, as TUIPager does by default.
  var capturesMouse = true
  /// Lines a notch of the mouse wheel scrolls (`--wheel-lines N`), at least 1.
  var wheelLines = 3
  /// Which commands that reach outside the pager (`v`, `!`, `|`, `s`, `:e`, …) are allowed:
  /// all, unless `LESSSECURE` and its lists say otherwise.
  var secureMode = SecureMode.open
  /// Whether Ctrl-C quits at once with exit status 2, as less's `-K` has it (without it, Ctrl-C
  /// stops what goes on first, and with nothing to stop quits quietly with 0).
  var quitsAtOnceOnInterrupt = false
  /// Commands to run when the files are first shown: `+cmd` and `-p PATTERN` for the first file,
  /// `++cmd` for every file.
  var startCommands = StartCommands()
  /// less's other settings, read for the screen to follow; ``LessSettings`` says what each
  /// one means.
  var less = LessSettings()
  /// The `LESSOPEN` preprocessor files go through, when the environment sets one and neither
  /// `-L` nor secure mode turns it off.
  var preprocessor: InputPreprocessor?
  /// How often each watched command runs, in milliseconds, by its place in ``sources``.
  var watchIntervals: [Int: Double] = [:]
  /// The editor `v` runs, with `+LINE FILE` after it: `$VISUAL`, else `$EDITOR`, else `vi`.
  var editor = "vi"
  /// The command line `v` runs (`LESSEDIT`), the editor and the file in it.
  var editTemplate = EditCommandTemplate()
  /// The shell that runs `!`, `#`, `|` and `v` commands: `$SHELL` with `LESS_SHELL_COPTION`.
  var userShell = UserShell()
  /// What follows a folder's name that Tab completes: `LESSSEPARATOR`, else `/`.
  var folderSeparator = "/"
  /// The screen's size over the terminal's: `LESS_COLUMNS` and `LESS_LINES`.
  var screenSize = ScreenSizeSetting()
  /// How a stream is cut into a tab per section (`--split`): nil when not said, which cuts
  /// standard input that is a diff of two files or more by file.
  var split: SplitRequest?
  /// Whether the files and streams given show in one tab, their lines merged by their times
  /// (`--merge`).
  var merges = false
  /// Sections cut into tabs at most (`--split-limit`): past them, the text is the last tab's.
  var splitLimit = Self.defaultSplitLimit
  /// The user's looks for man pages' bold and underline and for search matches:
  /// `LESS_TERMCAP_md`, `LESS_TERMCAP_us`, `LESS_TERMCAP_so`.
  var termcapLooks = TermcapLooks()
  /// How the stand-ins of controls look: `LESSBINFMT` and `LESSUTFBINFMT`.
  var standInLooks = StandInLooks()
  /// Where the prompts' history is kept, shared with less (`LESSHISTFILE`); nil for none.
  var historyFile: LessHistoryFile?
  /// The tag to start at (`-t`, `--tag`), and the tags file it is looked up in (`-T`,
  /// `--tag-file`; `tags` by default) by `-t` and `:t`.
  var tag: String?
  var tagsFile = TagsFile.defaultPath
  /// Where `-t` starts, once its tag is found (``goToTag()``).
  var tagStart: TagStart?
  /// Whether the tabs are known, so that `--start` can be checked against them.
  private var tabsKnown = true

  /// The most `--header` lines.
  static let mostHeaderLines = 1000

  /// The shortest `--watch`, a tenth of a second (as `watch` allows).
  static let shortestWatch = 0.1
  /// The longest `--watch`, a day.
  static let longestWatch = 86_400.0

  /// The longest `--duration`, a minute.
  static let longestDuration = 60_000
}

/// `--color`: whether to use the terminal's colours.
enum ColorChoice: String, CaseIterable, Equatable, Sendable {
  /// Colour where the terminal has it, unless `NO_COLOR` is set.
  case auto
  /// Colour wherever the terminal has it.
  case always
  /// No colour: attributes only.
  case never
}

extension Options {
  /// The options `given` asks for, each checked and applied in the order of ``Option``. Without
  /// `tabsKnown` (a layer of preferences, checked before the command line says which tabs there
  /// are), `--start` is not held to the tabs.
  init(_ given: GivenArguments, tabsKnown: Bool = true) throws(UsageError) {
    self.tabsKnown = tabsKnown
    sources = given.sources
    if !sources.isEmpty {
      // The values given first: an option's spec is built on asking, and a start asks few.
      for option in Option.allCases where given.values[option] != nil && option.spec.demoOnly {
        throw UsageError(
          message: "\(option.spec.long) is for the demo; it cannot be used with files or commands")
      }
      guard sources.filter({ $0 == .standardInput }).count <= 1 else {
        throw UsageError(message: "standard input ('-') can be read only once")
      }
      preset = .documents(titled: TabTitles.titles(for: sources))
    }
    for option in Option.allCases {
      guard let value = given.values[option] else { continue }
      if let other = option.spec.contradicts, given.values[other] != nil {
        throw UsageError(
          message: "\(other.spec.long) and \(option.spec.long) contradict each other",
          option: option)
      }
      do {
        for each in given.repeatedValues[option] ?? [value] { try apply(option, each) }
      } catch {
        throw UsageError(message: error.message, option: option)
      }
    }
    // `-p PATTERN`, applied with the options, comes after the `+cmd`s.
    startCommands.firstFile = given.startCommands.firstFile + startCommands.firstFile
    startCommands.everyFile = given.startCommands.everyFile
    watchIntervals = try Self.watchIntervals(given)
    if merges, !watchIntervals.isEmpty {
      throw UsageError(message: "--merge and --watch contradict each other", option: .merge)
    }
  }

  /// Each command's `--watch` interval: the last one given before it, or else one given after
  /// every command.
  private static func watchIntervals(_ given: GivenArguments) throws(UsageError) -> [Int: Double] {
    var watches: [(commandsBefore: Int, milliseconds: Double)] = []
    for entry in given.perCommandValues where entry.option == .watch {
      let name = entry.option.spec.long
      guard let seconds = Double(entry.value), seconds.isFinite,
        (shortestWatch...longestWatch).contains(seconds)
      else {
        throw UsageError(
          message:
            "\(name): '\(entry.value)' is not a number of seconds from \(shortestWatch) to \(Int(longestWatch))"
        )
      }
      watches.append((entry.commandsBefore, seconds * 1000))
    }
    let commands = given.sources.indices.filter {
      if case .command = given.sources[$0] { true } else { false }
    }
    guard !watches.isEmpty else { return [:] }
    guard !commands.isEmpty else {
      throw UsageError(
        message: "--watch runs commands again, and there is none (give one with --command)")
    }
    let afterAll = watches.last { $0.commandsBefore == commands.count }
    var intervals: [Int: Double] = [:]
    for (order, source) in commands.enumerated() {
      let before = watches.last { $0.commandsBefore <= order }
      if let interval = before?.milliseconds ?? afterAll?.milliseconds {
        intervals[source] = interval
      }
    }
    return intervals
  }

  private mutating func apply(_ option: Option, _ value: String) throws(UsageError) {
    let name = option.spec.long
    switch option {
    case .command, .watch, .help, .version, .completion:
      break  // taken while reading the arguments
    case .config, .noConfig:
      break  // taken before the options: they say where the preferences come from
    case .follow: follows = true
    case .searchTab: searchesAllTabs = false
    case .highlight:
      guard !value.isEmpty else { throw UsageError(message: "\(name): the pattern is empty") }
      do throws(SearchPatternError) {
        _ = try TextSearch.validated(value)
      } catch {
        throw UsageError(
          message: "\(name): '\(echoing: value)' is not a pattern: \(error.description)")
      }
      if !highlights.contains(value) { highlights.append(value) }
    case .noMouse: capturesMouse = false
    case .tint: preset.keepsTerminalColors = false
    case .split: split = try SplitRequest(value, option: name)
    case .merge:
      merges = true
      // One tab for them all, named by them all.
      if !sources.isEmpty {
        preset = .documents(titled: [TabTitles.titles(for: sources).joined(separator: " + ")])
      }
    case .columns:
      do {
        columns = try ColumnFormat(parsing: value)
      } catch {
        throw UsageError(message: error.description)
      }
    case .linkSchemes: linkSchemes = try LinkSchemes(list: value, option: name)
    case .splitLimit:
      guard let limit = Int(value), limit >= 1 else {
        throw UsageError(
          message: "\(name): '\(echoing: value)' is not a number of tabs of at least 1")
      }
      splitLimit = limit
    case .notify: notices = try Self.choice(of: option, value)
    case .spoolLimit:
      guard let bytes = Self.byteSize(value), bytes >= Self.smallestSpoolLimit else {
        throw UsageError(
          message:
            "\(name): '\(echoing: value)' is not a size of at least 1M (such as 512M, 1G or 1048576)"
        )
      }
      spoolLimit = bytes
    case .preset:
      guard let named = Preset.named(value) else {
        throw UsageError(
          message:
            "\(name): no preset '\(echoing: value)' (\(option.spec.choices.joined(separator: ", ")))"
        )
      }
      preset = named
    case .tabTitles:
      let titles = value.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      }
      guard !titles.contains(where: \.isEmpty) else {
        throw UsageError(
          message: "\(name): '\(echoing: value)' has an empty title (titles are comma-separated)")
      }
      preset = preset.withTabs(titled: titles)
    case .title: preset.title = value.isEmpty ? nil : value
    case .bar: preset.barPlacement = try Self.choice(of: option, value)
    case .indicator:
      preset.indicator = try Self.choice(of: option, value)
      preset.singleTabIndicator = nil
    case .jump: preset.jumpStyle = try Self.choice(of: option, value)
    case .wrap: preset.cycles = true
    case .start:
      let count = preset.tabs.count
      guard let tab = Int(value), tab >= 1 else {
        throw UsageError(
          message: "\(name): '\(echoing: value)' is not a tab number (1 is the first tab)")
      }
      guard tab <= count || !tabsKnown else {
        throw UsageError(message: "\(name): there is no tab \(tab); there are \(count) tabs")
      }
      startIndex = tab - 1
    case .duration:
      guard let milliseconds = Int(value), (0...Self.longestDuration).contains(milliseconds) else {
        throw UsageError(
          message:
            "\(name): '\(echoing: value)' is not a whole number of milliseconds from 0 to \(Self.longestDuration)"
        )
      }
      duration = Double(milliseconds)
    case .reduceMotion: duration = 0
    case .status: preset.showsStatusLine = true
    case .noStatus: preset.showsStatusLine = false
    default: try applyLess(option, value)
    }
  }

  /// Sections cut into tabs at most unless `--split-limit` says: a tab costs about 200 bytes
  /// until it is first shown (`scripts/bench_split.py`), so a stream of a section a line stays
  /// within about 20 MB besides its text.
  static let defaultSplitLimit = 100_000

  /// The smallest `--spool-limit`: less would drop text a screen of long lines still shows.
  static let smallestSpoolLimit = 1 << 20

  /// The bytes `text` says: a whole number, optionally followed by K, M, G or T (powers of 1024,
  /// either case, an optional `B` or `iB` after), such as `1048576`, `512M`, `1GiB`; nil when it
  /// says none or more than fits.
  static func byteSize(_ text: String) -> Int? {
    var digits = Substring(text)
    for suffix in ["iB", "ib", "B", "b"] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(suffix.count)
      break
    }
    var shift = 0
    if let unit = digits.last, let index = "KMGT".firstIndex(of: Character(unit.uppercased())) {
      shift = 10 * ("KMGT".distance(from: "KMGT".startIndex, to: index) + 1)
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 0
    else { return nil }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
    return overflow ? nil : bytes
  }

  /// The case of `T` named `value`, one of the option's choices, or a usage error listing them.
  static func choice<T: RawRepresentable>(
    of option: Option, _ value: String
  ) throws(UsageError) -> T where T.RawValue == String {
    let choices = option.spec.choices
    guard choices.contains(value), let result = T(rawValue: value) else {
      throw UsageError(
        message:
          "\(option.spec.long): '\(echoing: value)' is not one of \(choices.joined(separator: ", "))"
      )
    }
    return result
  }
}
