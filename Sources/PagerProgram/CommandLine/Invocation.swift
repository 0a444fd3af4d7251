/// What the program should do, decided from its arguments.
enum Invocation: Equatable, Sendable {
  indirect case run(Options)
  case help
  case version
  /// Print the completion script for a shell.
  case completion(Shell)
}

/// A command-line mistake: reported in one line, exit status 2.
struct UsageError: Error, Equatable {
  let message: String
  /// The option whose value is wrong, when it is one: the config file's error names its line.
  var option: Option? = nil
}

/// The options and operands read from the arguments, before their values are checked.
struct GivenArguments {
  /// The value of every option given (empty for a flag), by option: the last one given.
  private(set) var values: [Option: String] = [:]
  /// Every value given of an option that keeps them all (`--highlight`), in order.
  private(set) var repeatedValues: [Option: [String]] = [:]
  /// Files, standard input and commands, in the order given.
  var sources: [DocumentSource] = []
  /// The values of options given per command, in order, each with the number of commands given
  /// before it.
  var perCommandValues: [(option: Option, commandsBefore: Int, value: String)] = []

  /// Commands given so far.
  var commandCount: Int {
    sources.count { if case .command = $0 { true } else { false } }
  }

  /// The commands to run when the files are first shown (`+cmd`, `++cmd`; `-p` is an option).
  var startCommands = StartCommands()

  /// Notes `option`, spelt `name` on the command line; TUIPager's own may be given only once
  /// (but for one that keeps every value, `--highlight`), and one of less's takes back its twin
  /// (`-I` after `-i`), so that the last given wins.
  mutating func record(_ option: Option, _ value: String, as name: String) throws(UsageError) {
    guard values[option] == nil || option.spec.repeatable else {
      throw UsageError(message: "\(name) is given twice")
    }
    if let twin = option.spec.twin { values[twin] = nil }
    values[option] = value
    if option.spec.keepsEveryValue { repeatedValues[option, default: []].append(value) }
    turnedOff.remove(option)
  }

  /// Options taken back (`-+F`) and not given again since.
  private(set) var turnedOff: Set<Option> = []

  /// Takes back an option given before, and its twin, as less's `-+F` does.
  mutating func forget(_ option: Option) {
    for each in [option] + [option.spec.twin].compactMap({ $0 }) {
      values[each] = nil
      repeatedValues[each] = nil
      turnedOff.insert(each)
    }
  }

  /// Notes `+cmd`: `text` is what follows the `+`; a second `+` makes it every file's.
  mutating func addStartCommand(_ text: Substring) {
    if text.hasPrefix("+") {
      guard text.count > 1 else { return }
      startCommands.everyFile = StartCommand(String(text.dropFirst()))
    } else if !text.isEmpty {
      startCommands.firstFile.append(StartCommand(String(text)))
    }
  }

  /// Whether an option only the demo has was given.
  var asksForDemo: Bool { values.keys.contains { $0.spec.demoOnly } }

  /// Takes `stronger`'s options in place of these: each option it gives replaces this one's, and
  /// drops the option here that it contradicts (`--no-status` over a file's `status = true`); an
  /// option that keeps every value keeps these and then the stronger's.
  mutating func override(with stronger: GivenArguments) {
    values = values.filter { weaker, _ in
      !stronger.values.keys.contains {
        $0 == weaker || $0.spec.contradicts == weaker || weaker.spec.contradicts == $0
          || $0.spec.twin == weaker
      }
    }
    values.merge(stronger.values) { _, stronger in stronger }
    repeatedValues.merge(stronger.repeatedValues) { weaker, stronger in weaker + stronger }
    // A flag the stronger side takes back (`-+F`) is off, whatever the weaker said.
    turnedOff = turnedOff.subtracting(stronger.values.keys).union(stronger.turnedOff)
    for option in stronger.turnedOff {
      values[option] = nil
      repeatedValues[option] = nil
    }
    let before = commandCount
    perCommandValues += stronger.perCommandValues.map {
      ($0.option, $0.commandsBefore + before, $0.value)
    }
    sources += stronger.sources
    startCommands.firstFile += stronger.startCommands.firstFile
    startCommands.everyFile = stronger.startCommands.everyFile ?? startCommands.everyFile
  }

  /// Forgets the options `condition` picks.
  mutating func removeOptions(where condition: (Option) -> Bool) {
    values = values.filter { !condition($0.key) }
    repeatedValues = repeatedValues.filter { !condition($0.key) }
  }
}

extension Invocation {
  /// Reads the arguments (without the program name); `bytes`, when given, are the same
  /// arguments as the system has them, and name the files. Standard input becomes a tab when it
  /// is not a terminal and nothing else (no file, command or demo preset) is asked for, as `less`
  /// reads a pipe (or /dev/null, as an empty tab); otherwise only `-` makes it one.
  ///
  /// `preferences` loads the config file and `TUIPAGER` for the command line's options (which
  /// say whether and where to read the file); the command line wins over them.
  static func parse(
    _ arguments: [String], bytes: [[UInt8]]? = nil, standardInputIsTerminal: Bool = true,
    unsupported: UnsupportedOptions = UnsupportedOptions(nil), optionsFirst: Bool = false,
    preferences: (GivenArguments) throws(UsageError) -> Preferences = { _ in Preferences() }
  ) throws(UsageError) -> Invocation {
    var given = GivenArguments()
    if let request = try given.read(
      arguments, bytes: bytes, unsupported: unsupported, optionsFirst: optionsFirst)
    {
      return request
    }
    if given.sources.isEmpty && !standardInputIsTerminal && !given.asksForDemo {
      given.sources = [.standardInput]
    }
    return .run(try preferences(given).options(under: given))
  }
}

extension GivenArguments {
  /// Reads options and operands from `arguments` (`bytes`, when given, are the same as the
  /// system has them, and name the files); returns what a request such as `--help` asks for, at
  /// once, or nil once every argument is read. The `unsupported` options (`LESS_UNSUPPORT`) are
  /// passed over with their values, whatever those hold. With `optionsFirst` (`POSIXLY_CORRECT`,
  /// as less reads it) the first file, `-` too, ends the options.
  mutating func read(
    _ arguments: [String], bytes: [[UInt8]]? = nil,
    unsupported: UnsupportedOptions = UnsupportedOptions(nil), optionsFirst: Bool = false
  ) throws(UsageError) -> Invocation? {
    var remaining = arguments.indices[...]
    var optionsEnded = false
    // One scanner for every word: `--use-backslash` holds for the words after it.
    var scanner = OptionScanner(fromEnvironment: false)
    while let index = remaining.popFirst() {
      let argument = arguments[index]
      if optionsEnded || argument == "-" || !(argument.hasPrefix("-") || argument.hasPrefix("+")) {
        let path = bytes.map { FilePath(bytes: $0[index]) } ?? FilePath(argument)
        sources.append(argument == "-" && !optionsEnded ? .standardInput : .file(path: path))
        if optionsFirst { optionsEnded = true }
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument.hasPrefix("+") {
        addStartCommand(argument.dropFirst())
        continue
      }
      for found in scanner.scan(argument) {
        switch found {
        case .option(let option, _, _) where unsupported.contains(option):
          continue
        case .option(let option, let value, let spelling):
          if let request = try take(option, value, as: spelling) { return request }
        case .needsValue(let option, _) where unsupported.contains(option):
          // less takes the next argument for its value all the same, and passes both over.
          _ = remaining.popFirst()
        case .reset(let option) where unsupported.contains(option):
          continue
        case .needsValue(let option, let spelling):
          guard let value = remaining.popFirst().map({ arguments[$0] }) else {
            let what = if case .command = option.spec.kind { "a command" } else { "a value" }
            throw UsageError(message: "\(spelling) needs \(what)")
          }
          if let request = try take(option, value, as: spelling) { return request }
        case .reset(let option):
          forget(option)
        case .startCommand(let text):
          addStartCommand(Substring(text))
        case .unknown(let name, let ambiguous):
          throw UsageError(
            message: ambiguous
              ? "'\(echoing: name)' is ambiguous: more than one option starts so"
              : "unknown option '\(echoing: name)'")
        case .valueForAFlag(let spelling):
          throw UsageError(message: "\(spelling) takes no value")
        }
      }
    }
    return nil
  }

  /// Takes `option` with its `value` (empty for a flag), spelt `name`; returns what it asks for
  /// at once, if it is a request.
  private mutating func take(
    _ option: Option, _ value: String, as name: String
  ) throws(UsageError) -> Invocation? {
    switch option.spec.kind {
    case .request(let invocation):
      return invocation
    case .flag:
      try record(option, "", as: name)
    case .value, .requestWithValue, .repeated:
      if let request = try Invocation.requested(by: option, value) { return request }
      try record(option, value, as: name)
    case .perCommand:
      perCommandValues.append((option, commandCount, value))
    case .command:
      guard value.contains(where: { !$0.isWhitespace }) else {
        throw UsageError(message: "\(name): the command is empty")
      }
      sources.append(.command(value))
    }
    return nil
  }
}

extension Invocation {
  /// What an option that asks for something made from its value asks for (`--completion bash`),
  /// or nil for an option that does not.
  static func requested(by option: Option, _ value: String) throws(UsageError) -> Invocation? {
    guard case .requestWithValue = option.spec.kind else { return nil }
    switch option {
    case .completion:
      guard let shell = Shell(rawValue: value) else {
        throw UsageError(
          message:
            "\(option.spec.long): '\(echoing: value)' is not one of \(option.spec.choices.joined(separator: ", "))"
        )
      }
      return .completion(shell)
    default:
      return nil
    }
  }
}
