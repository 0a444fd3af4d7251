import Glibc
import PagerKit

/// Where the program starts: parse the command line, check the terminal, run, restore.
enum Program {
  static func main() -> Int32 {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
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
    for (descriptor, name) in [(STDIN_FILENO, "input"), (STDOUT_FILENO, "output")]
    where isatty(descriptor) == 0 {
      StandardStream.error.write("TUIPager: standard \(name) is not a terminal\n")
      return 1
    }
    let terminal: Terminal
    do {
      terminal = try Terminal()
    } catch {
      StandardStream.error.write("TUIPager: cannot use this terminal: \(error)\n")
      return 1
    }
    do {
      var app = try App(options: options, terminal: terminal)
      let status = app.run()
      terminal.restore()
      return status
    } catch {
      terminal.restore()
      StandardStream.error.write("TUIPager: \(error)\n")
      return 1
    }
  }
}

exit(Program.main())
