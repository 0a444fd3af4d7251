import PagerKit

/// What the command line asks for.
struct Options: Equatable {
  /// The look and behaviour, the chosen preset with every override applied.
  var preset = Preset.menu
  /// Animation length in milliseconds.
  var duration = Pager.defaultAnimationDuration
  /// The tab to open on, 0-based; nil for the preset's own start.
  var startIndex: Int?
  /// Files, standard input and commands shown as tabs, in the order given; empty for the demo.
  var sources: [DocumentSource] = []
  /// Whether long lines wrap (otherwise they are cut: `--chop`).
  var wrapsLines = true
  /// Whether to use colour.
  var color = ColorChoice.auto
}

/// `--color`: whether to use the terminal's colours.
enum ColorChoice: String, CaseIterable, Equatable {
  /// Colour where the terminal has it, unless `NO_COLOR` is set.
  case auto
  /// Colour wherever the terminal has it.
  case always
  /// No colour: attributes only.
  case never
}

/// What the program should do, decided from its arguments.
enum Invocation: Equatable {
  case run(Options)
  case help
  case version
}

/// A command-line mistake: reported in one line, exit status 2.
struct UsageError: Error, Equatable {
  let message: String
}

extension Invocation {
  static let longestDuration = 60_000

  /// Reads the arguments (without the program name). Standard input becomes a tab when it is
  /// not a terminal and nothing else (no file, command or demo preset) is asked for, as `less`
  /// reads a pipe.
  static func parse(_ arguments: [String], standardInputIsTerminal: Bool = true) throws(UsageError)
    -> Invocation
  {
    var values: [String: String] = [:]
    var sources: [DocumentSource] = []
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        sources.append(argument == "-" && !optionsEnded ? .standardInput : .file(path: argument))
        continue
      }
      let (name, inlineValue) = split(argument)
      switch name {
      case "--":
        optionsEnded = true
      case "-c", "--command":
        guard let command = inlineValue ?? remaining.popFirst() else {
          throw UsageError(message: "\(name) needs a command")
        }
        guard command.contains(where: { !$0.isWhitespace }) else {
          throw UsageError(message: "\(name): the command is empty")
        }
        sources.append(.command(command))
      case "--wrap", "--chop", "--status", "--no-status", "--reduce-motion":
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
        try record(name, "", into: &values)
      case "-h", "--help": return .help
      case "-V", "--version": return .version
      case "--duration", "--start", "--preset", "--bar", "--indicator", "--jump", "--tabs",
        "--title", "--color":
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw UsageError(message: "\(name) needs a value")
        }
        try record(name, value, into: &values)
      default:
        throw UsageError(message: "unknown option '\(name)'")
      }
    }
    let asksForDemo = values["--preset"] != nil || values["--tabs"] != nil
    if sources.isEmpty && !standardInputIsTerminal && !asksForDemo { sources = [.standardInput] }
    return .run(try options(from: values, sources: sources))
  }

  private static func record(
    _ name: String, _ value: String, into values: inout [String: String]
  ) throws(UsageError) {
    guard values[name] == nil else { throw UsageError(message: "\(name) is given twice") }
    values[name] = value
  }

  private static func options(
    from values: [String: String], sources: [DocumentSource]
  ) throws(UsageError) -> Options {
    var options = Options()
    options.sources = sources
    if !sources.isEmpty {
      for demoOnly in ["--preset", "--tabs"] where values[demoOnly] != nil {
        throw UsageError(
          message: "\(demoOnly) is for the demo; it cannot be used with files or commands")
      }
      guard sources.filter({ $0 == .standardInput }).count <= 1 else {
        throw UsageError(message: "standard input ('-') can be read only once")
      }
      options.preset = .documents(titled: TabTitles.titles(for: sources))
    }
    if values["--chop"] != nil { options.wrapsLines = false }
    if let color = values["--color"] { options.color = try choice("--color", color) }
    if let name = values["--preset"] {
      guard let preset = Preset.named(name) else {
        throw UsageError(
          message: "--preset: no preset '\(name)' (\(choices(Preset.all.map(\.name))))")
      }
      options.preset = preset
    }
    if let list = values["--tabs"] {
      let titles = list.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      }
      guard !titles.contains(where: \.isEmpty) else {
        throw UsageError(
          message: "--tabs: '\(list)' has an empty title (titles are comma-separated)")
      }
      options.preset = options.preset.withTabs(titled: titles)
    }
    if let title = values["--title"] { options.preset.title = title.isEmpty ? nil : title }
    if let bar = values["--bar"] { options.preset.barPlacement = try choice("--bar", bar) }
    if let style = values["--indicator"] {
      options.preset.indicator = try choice("--indicator", style)
    }
    if let jump = values["--jump"] { options.preset.jumpStyle = try choice("--jump", jump) }
    if values["--wrap"] != nil { options.preset.cycles = true }
    switch (values["--status"], values["--no-status"]) {
    case (.some, .some): throw UsageError(message: "--status and --no-status contradict each other")
    case (.some, nil): options.preset.showsStatusLine = true
    case (nil, .some): options.preset.showsStatusLine = false
    case (nil, nil): break
    }
    if let text = values["--duration"] {
      guard let milliseconds = Int(text), (0...longestDuration).contains(milliseconds) else {
        throw UsageError(
          message:
            "--duration: '\(text)' is not a whole number of milliseconds from 0 to \(longestDuration)"
        )
      }
      options.duration = Double(milliseconds)
    }
    if values["--reduce-motion"] != nil { options.duration = 0 }
    if let text = values["--start"] {
      let count = options.preset.tabs.count
      guard let tab = Int(text), tab >= 1 else {
        throw UsageError(message: "--start: '\(text)' is not a tab number (1 is the first tab)")
      }
      guard tab <= count else {
        throw UsageError(message: "--start: there is no tab \(tab); there are \(count) tabs")
      }
      options.startIndex = tab - 1
    }
    return options
  }

  /// The case of `T` named `value`, or a usage error listing the choices.
  private static func choice<T: RawRepresentable & CaseIterable>(
    _ option: String, _ value: String
  ) throws(UsageError) -> T where T.RawValue == String {
    let names = T.allCases.map(\.rawValue).filter { $0 != "none" }
    guard names.contains(value), let result = T(rawValue: value) else {
      throw UsageError(message: "\(option): '\(value)' is not one of \(choices(names))")
    }
    return result
  }

  private static func choices(_ names: [String]) -> String {
    names.joined(separator: ", ")
  }

  /// Splits `--name=value` into its name and value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
