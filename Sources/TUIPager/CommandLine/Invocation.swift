/// What the program should do, decided from its arguments.
enum Invocation: Equatable, Sendable {
  case run(Options)
  case help
  case version
}

/// A command-line mistake: reported in one line, exit status 2.
struct UsageError: Error, Equatable {
  let message: String
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
}

extension Invocation {
  /// Reads the arguments (without the program name); `bytes`, when given, are the same
  /// arguments as the system has them, and name the files. Standard input becomes a tab when it
  /// is not a terminal and nothing else (no file, command or demo preset) is asked for, as `less`
  /// reads a pipe (or /dev/null, as an empty tab); otherwise only `-` makes it one.
  static func parse(
    _ arguments: [String], bytes: [[UInt8]]? = nil, standardInputIsTerminal: Bool = true
  ) throws(UsageError) -> Invocation {
    var given = GivenArguments()
    var remaining = arguments.indices[...]
    var optionsEnded = false
    while let index = remaining.popFirst() {
      let argument = arguments[index]
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        let path = bytes.map { FilePath(bytes: $0[index]) } ?? FilePath(argument)
        given.sources.append(argument == "-" && !optionsEnded ? .standardInput : .file(path: path))
        continue
      }
      if let (flags, off) = combinedFlags(argument) {
        for flag in flags {
          if off { given.forget(flag) } else { try given.record(flag, "", as: argument) }
        }
        continue
      }
      let (name, inlineValue) = split(argument)
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
        try given.record(option, "", as: name)
      case .value:
        guard let value = inlineValue ?? remaining.popFirst().map({ arguments[$0] }) else {
          throw UsageError(message: "\(name) needs a value")
        }
        try given.record(option, value, as: name)
      case .perCommand:
        guard let value = inlineValue ?? remaining.popFirst().map({ arguments[$0] }) else {
          throw UsageError(message: "\(name) needs a value")
        }
        given.perCommandValues.append((option, given.commandCount, value))
      case .command:
        guard let command = inlineValue ?? remaining.popFirst().map({ arguments[$0] }) else {
          throw UsageError(message: "\(name) needs a command")
        }
        guard command.contains(where: { !$0.isWhitespace }) else {
          throw UsageError(message: "\(name): the command is empty")
        }
        given.sources.append(.command(command))
      }
    }
    if given.sources.isEmpty && !standardInputIsTerminal && !given.asksForDemo {
      given.sources = [.standardInput]
    }
    return .run(try Options(given))
  }

  /// The flags of `argument` when it is short flags given together (`-FRX`), or turned off as
  /// less turns them off (`-+F`); nil for anything else.
  private static func combinedFlags(_ argument: String) -> (flags: [Option], off: Bool)? {
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
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
