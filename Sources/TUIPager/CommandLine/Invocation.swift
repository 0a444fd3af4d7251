/// What the program should do, decided from its arguments.
enum Invocation: Equatable, Sendable {
  case run(Options)
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
  /// The value of every option given (empty for a flag), by option.
  private(set) var values: [Option: String] = [:]
  /// Files, standard input and commands, in the order given.
  var sources: [DocumentSource] = []
  /// The values of options given per command, in order, each with the number of commands given
  /// before it.
  var perCommandValues: [(option: Option, commandsBefore: Int, value: String)] = []

  /// Commands given so far.
  var commandCount: Int {
    sources.count { if case .command = $0 { true } else { false } }
  }

  /// Notes `option`, spelt `name` on the command line; it may be given only once.
  mutating func record(_ option: Option, _ value: String, as name: String) throws(UsageError) {
    guard values[option] == nil || option.spec.repeatable else {
      throw UsageError(message: "\(name) is given twice")
    }
    values[option] = value
    turnedOff.remove(option)
  }

  /// Flags taken back (`-+F`) and not given again since.
  private(set) var turnedOff: Set<Option> = []

  /// Takes back a flag given before, as less's `-+F` does.
  mutating func forget(_ option: Option) {
    values[option] = nil
    turnedOff.insert(option)
  }

  /// Whether an option only the demo has was given.
  var asksForDemo: Bool { values.keys.contains { $0.spec.demoOnly } }

  /// Takes `stronger`'s options in place of these: each option it gives replaces this one's, and
  /// drops the option here that it contradicts (`--no-status` over a file's `status = true`).
  mutating func override(with stronger: GivenArguments) {
    values = values.filter { weaker, _ in
      !stronger.values.keys.contains {
        $0 == weaker || $0.spec.contradicts == weaker || weaker.spec.contradicts == $0
      }
    }
    values.merge(stronger.values) { _, stronger in stronger }
    // A flag the stronger side takes back (`-+F`) is off, whatever the weaker said.
    turnedOff = turnedOff.subtracting(stronger.values.keys).union(stronger.turnedOff)
    for option in stronger.turnedOff { values[option] = nil }
    let before = commandCount
    perCommandValues += stronger.perCommandValues.map {
      ($0.option, $0.commandsBefore + before, $0.value)
    }
    sources += stronger.sources
  }

  /// Forgets the options `condition` picks.
  mutating func removeOptions(where condition: (Option) -> Bool) {
    values = values.filter { !condition($0.key) }
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
    preferences: (GivenArguments) throws(UsageError) -> Preferences = { _ in Preferences() }
  ) throws(UsageError) -> Invocation {
    var given = GivenArguments()
    if let request = try given.read(arguments, bytes: bytes) { return request }
    if given.sources.isEmpty && !standardInputIsTerminal && !given.asksForDemo {
      given.sources = [.standardInput]
    }
    return .run(try preferences(given).options(under: given))
  }

  /// The flags of `argument` when it is short flags given together (`-FRX`), or turned off as
  /// less turns them off (`-+F`); nil for anything else.
  fileprivate static func combinedFlags(_ argument: String) -> (flags: [Option], off: Bool)? {
    guard argument.hasPrefix("-"), !argument.hasPrefix("--") else { return nil }
    var letters = argument.dropFirst()
    let off = letters.first == "+"
    if off { letters = letters.dropFirst() }
    guard !letters.isEmpty, off || letters.count > 1 else { return nil }
    let flags = letters.compactMap { letter in
      Option.named("-" + String(letter)).flatMap { $0.spec.kind == .flag ? $0 : nil }
    }
    return flags.count == letters.count ? (flags, off) : nil
  }

  /// Splits `--name=value` into its name and value.
  fileprivate static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

extension GivenArguments {
  /// Reads options and operands from `arguments` (`bytes`, when given, are the same as the
  /// system has them, and name the files); returns what a request such as `--help` asks for, at
  /// once, or nil once every argument is read.
  mutating func read(
    _ arguments: [String], bytes: [[UInt8]]? = nil
  ) throws(UsageError) -> Invocation? {
    var remaining = arguments.indices[...]
    var optionsEnded = false
    while let index = remaining.popFirst() {
      let argument = arguments[index]
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        let path = bytes.map { FilePath(bytes: $0[index]) } ?? FilePath(argument)
        sources.append(argument == "-" && !optionsEnded ? .standardInput : .file(path: path))
        continue
      }
      if let (flags, off) = Invocation.combinedFlags(argument) {
        for flag in flags {
          if off { forget(flag) } else { try record(flag, "", as: argument) }
        }
        continue
      }
      let (name, inlineValue) = Invocation.split(argument)
      if name == "--" {
        optionsEnded = true
        continue
      }
      guard let option = Option.named(name) else {
        throw UsageError(message: "unknown option '\(name)'")
      }
      switch option.spec.kind {
      case .request(let invocation):
        return invocation
      case .flag:
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
        try record(option, "", as: name)
      case .value, .requestWithValue:
        guard let value = inlineValue ?? remaining.popFirst().map({ arguments[$0] }) else {
          throw UsageError(message: "\(name) needs a value")
        }
        if let request = try Invocation.requested(by: option, value) { return request }
        try record(option, value, as: name)
      case .perCommand:
        guard let value = inlineValue ?? remaining.popFirst().map({ arguments[$0] }) else {
          throw UsageError(message: "\(name) needs a value")
        }
        perCommandValues.append((option, commandCount, value))
      case .command:
        guard let command = inlineValue ?? remaining.popFirst().map({ arguments[$0] }) else {
          throw UsageError(message: "\(name) needs a command")
        }
        guard command.contains(where: { !$0.isWhitespace }) else {
          throw UsageError(message: "\(name): the command is empty")
        }
        sources.append(.command(command))
      }
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
            "\(option.spec.long): '\(value)' is not one of \(option.spec.choices.joined(separator: ", "))"
        )
      }
      return .completion(shell)
    default:
      return nil
    }
  }
}
