/// An option of the command line. Code names an option by its case, never by its spelling, so a
/// misspelt option does not compile; ``spec`` declares everything else about it.
///
/// The order of the cases is the order of `--help`, and the order in which given options are
/// checked and applied: `--start` after `--preset` and `--tabs` (it counts their tabs),
/// `--reduce-motion` after `--duration`.
enum Option: CaseIterable, Sendable {
  case command, watch, follow, followName, lineNumbers, header, searchTab, chop, quitIfOneScreen
  case color, spoolLimit
  case rawControlChars, noInit, quitOnInterrupt
  case preset, tabs, title, bar, indicator, jump, wrap, start, duration, reduceMotion
  case status, noStatus, help, version
  case config, noConfig, completion

  /// The option spelt `name` (`--chop` or `-c`), if there is one.
  static func named(_ name: String) -> Option? {
    allCases.first { $0.spec.long == name || $0.spec.short == name }
  }
}

/// How an option takes its value.
enum OptionKind: Equatable, Sendable {
  /// Takes no value; given at most once.
  case flag
  /// Takes one value, shown in help by this name (`--start N`); given at most once.
  case value(String)
  /// Takes a command, shown in help by this name; each one given is a tab, in order with the
  /// files.
  case command(String)
  /// Takes a value, shown in help by this name, for the commands given after it up to the next
  /// time it is given; given after the last command, for every command not given one.
  case perCommand(String)
  /// Asks for something instead of a run, at once, whatever follows (`--help`).
  case request(Invocation)
  /// Takes one value, shown in help by this name, and asks at once for something made from it
  /// (`--completion SHELL`).
  case requestWithValue(String)

  /// The value's name in help, for an option that takes one.
  var valueName: String? {
    switch self {
    case .value(let name), .command(let name), .perCommand(let name), .requestWithValue(let name):
      name
    case .flag, .request: nil
    }
  }
}

/// Where `--help` and the manual page list an option.
enum OptionGroup: CaseIterable, Sendable {
  case tabsOfText, lessFlags, demoAndLooks, setup

  var title: String {
    switch self {
    case .tabsOfText: "Tabs of text"
    case .lessFlags: "Flags of less"
    case .demoAndLooks: "Demo and looks"
    case .setup: "Setup"
    }
  }
}

/// Everything about one option: what parsing, the checks between options, `--help` and the
/// manual page's test need.
struct OptionSpec: Sendable {
  /// The long name, with its dashes: `--duration`.
  var long: String
  /// The short name, with its dash: `-c`.
  var short: String? = nil
  var kind: OptionKind
  /// The values it takes, where it takes only some.
  var choices: [String] = []
  /// The value that changes nothing, where there is one whatever the preset.
  var defaultValue: String? = nil
  var group: OptionGroup
  /// Its line in `--help`.
  var help: String
  /// For the demo presets only: refused with files or commands, and standard input is then not
  /// read by itself.
  var demoOnly = false
  /// An option it cannot be given with.
  var contradicts: Option? = nil
  /// Whether giving it again is no mistake: less's flags, which tools and users pass by habit.
  var repeatable = false

  /// The names and value as `--help` shows them: `-c, --command CMD`.
  var synopsis: String {
    ([short, long].compactMap { $0 }.joined(separator: ", "))
      + (kind.valueName.map { " " + $0 } ?? "")
  }
}
