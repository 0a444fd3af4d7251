import Glibc
import PagerKit

/// Where the program starts: parse the command line, check the terminal, open the tabs, run,
/// restore.
enum Program {
  /// What the program starts with: its arguments, what its standard streams are, and where its
  /// messages go. Tests pass their own, to run the program in-process.
  struct Environment {
    /// The arguments, without the program's name.
    var arguments: [String]
    var standardInputIsTerminal: Bool
    var standardOutputIsTerminal: Bool
    var output: any MessageStream
    var error: any MessageStream

    /// This process's.
    static var current: Environment {
      Environment(
        arguments: Array(CommandLine.arguments.dropFirst()),
        standardInputIsTerminal: isatty(STDIN_FILENO) != 0,
        standardOutputIsTerminal: isatty(STDOUT_FILENO) != 0,
        output: StandardStream.output, error: StandardStream.error)
    }
  }

  /// Runs the program; returns its exit status.
  static func main(_ environment: Environment = .current) -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(
        environment.arguments, standardInputIsTerminal: environment.standardInputIsTerminal)
    } catch {
      environment.error.write("TUIPager: \(error.message) (see TUIPager --help)\n")
      return 2
    }
    switch invocation {
    case .help:
      environment.output.write(Usage.help)
      return 0
    case .version:
      environment.output.write(Usage.version + "\n")
      return 0
    case .run(let options):
      return run(options, in: environment)
    }
  }

  private static func run(_ options: Options, in environment: Environment) -> Int32 {
    let error = environment.error
    guard environment.standardOutputIsTerminal else {
      error.write("TUIPager: standard output is not a terminal\n")
      return 1
    }
    // Keys come from the terminal; standard input may only be a pipe when it is a tab.
    if !environment.standardInputIsTerminal && !options.sources.contains(.standardInput) {
      error.write("TUIPager: standard input is not a terminal\n")
      return 1
    }
    let feeds = options.sources.map { DocumentFeed(source: $0, spoolLimit: options.spoolLimit) }
    let failures = feeds.compactMap { feed -> String? in
      if case .failed(let reason) = feed.status { return reason }
      return nil
    }
    if !feeds.isEmpty && failures.count == feeds.count {
      for failure in failures { error.write("TUIPager: \(failure)\n") }
      return 1
    }
    let terminal: Terminal
    do {
      terminal = try Terminal(colors: options.color != .never && !noColorRequested(options))
    } catch let failure {
      for feed in feeds { feed.close() }
      error.write("TUIPager: cannot use this terminal: \(failure)\n")
      return 1
    }
    defer { for feed in feeds { feed.close() } }
    do {
      var app = try App(
        options: options, terminal: terminal, clock: MonotonicClock(), feeds: feeds)
      let status = app.run()
      terminal.restore()
      return status
    } catch let failure {
      terminal.restore()
      error.write("TUIPager: \(failure)\n")
      return 1
    }
  }

  /// `NO_COLOR` (any non-empty value) turns colour off unless `--color always` says otherwise.
  private static func noColorRequested(_ options: Options) -> Bool {
    guard options.color == .auto, let value = getenv("NO_COLOR") else { return false }
    return value.pointee != 0
  }
}

exit(Program.main())
