import Glibc
import PagerKit

/// Where the program starts: parse the command line, check the terminal, open the tabs, run,
/// restore.
enum Program {
  static func main() -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(
        Array(CommandLine.arguments.dropFirst()),
        standardInputIsTerminal: isatty(STDIN_FILENO) != 0)
    } catch {
      StandardStream.error.write("TUIPager: \(error.message) (see TUIPager --help)\n")
      return 2
    }
    switch invocation {
    case .help:
      StandardStream.output.write(Usage.help)
      return 0
    case .version:
      StandardStream.output.write(Usage.version + "\n")
      return 0
    case .run(let options):
      return run(options)
    }
  }

  private static func run(_ options: Options) -> Int32 {
    guard isatty(STDOUT_FILENO) != 0 else {
      StandardStream.error.write("TUIPager: standard output is not a terminal\n")
      return 1
    }
    // Keys come from the terminal; standard input may only be a pipe when it is a tab.
    if isatty(STDIN_FILENO) == 0 && !options.sources.contains(.standardInput) {
      StandardStream.error.write("TUIPager: standard input is not a terminal\n")
      return 1
    }
    let feeds = options.sources.map { DocumentFeed(source: $0) }
    let failures = feeds.compactMap { feed -> String? in
      if case .failed(let reason) = feed.status { return reason }
      return nil
    }
    if !feeds.isEmpty && failures.count == feeds.count {
      for failure in failures { StandardStream.error.write("TUIPager: \(failure)\n") }
      return 1
    }
    let terminal: Terminal
    do {
      terminal = try Terminal(colors: options.color != .never && !noColorRequested(options))
    } catch {
      for feed in feeds { feed.close() }
      StandardStream.error.write("TUIPager: cannot use this terminal: \(error)\n")
      return 1
    }
    defer { for feed in feeds { feed.close() } }
    do {
      var app = try App(options: options, terminal: terminal, feeds: feeds)
      let status = app.run()
      terminal.restore()
      return status
    } catch {
      terminal.restore()
      StandardStream.error.write("TUIPager: \(error)\n")
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
