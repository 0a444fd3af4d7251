import PagerKit

/// What the command line asks for.
struct Options: Equatable {
  /// The built-in preset to show.
  var preset = Preset.menu
  /// Animation length in milliseconds.
  var duration = Pager.defaultAnimationDuration
  /// The tab to open on, 0-based; nil for the preset's own start.
  var startIndex: Int?
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

  /// Reads the arguments (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var options = Options()
    var startTab: Int?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError(message: "\(name) needs a value")
        }
        return next
      }
      switch name {
      case "-h", "--help": return .help
      case "-V", "--version": return .version
      case "--duration":
        let text = try value()
        guard let milliseconds = Int(text), (0...longestDuration).contains(milliseconds) else {
          throw UsageError(
            message:
              "--duration: '\(text)' is not a whole number of milliseconds from 0 to \(longestDuration)"
          )
        }
        options.duration = Double(milliseconds)
      case "--start":
        let text = try value()
        guard let tab = Int(text), tab >= 1 else {
          throw UsageError(message: "--start: '\(text)' is not a tab number (1 is the first tab)")
        }
        startTab = tab
      default:
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "unknown option '\(name)'" : "unexpected argument '\(argument)'")
      }
    }
    if let startTab {
      let count = options.preset.tabs.count
      guard startTab <= count else {
        throw UsageError(
          message: "--start: there is no tab \(startTab); the preset has \(count) tabs")
      }
      options.startIndex = startTab - 1
    }
    return .run(options)
  }

  /// Splits `--name=value` into its name and value.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
