/// How an option takes its value.
enum OptionKind: Equatable, Sendable {
  /// Takes no value.
  case flag
  /// Takes one value, shown in help by this name (`--start N`).
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
  /// Takes one value, shown in help by this name, each time it is given, and keeps every one
  /// in order (`--highlight PATTERN`).
  case repeated(String)

  /// The value's name in help, for an option that takes one.
  var valueName: String? {
    switch self {
    case .value(let name), .command(let name), .perCommand(let name), .requestWithValue(let name),
      .repeated(let name):
      name
    case .flag, .request: nil
    }
  }
}

/// Where a value given with its option in one word ends (`-j5F`, `-Pprompt$`, `--title=x`), as
/// less reads its options; a value given as the next argument is always that whole argument.
enum ValueSyntax: Equatable, Sendable {
  /// The rest of the word: TUIPager's own options (`--title=a b`).
  case rest
  /// Text up to a `$` or the end (less's string options, such as `-P`); `\$` is a `$`.
  case text
  /// Text up to a blank, a `$` or the end (`--intr=^X`).
  case word
  /// A number: digits, after a `-` where it may be negative, a leading `.` where it may be a
  /// fraction, and commas between numbers where it may be a list. What follows it is read as
  /// more options (`-j5F` is `-j5 -F`).
  case number(negative: Bool = false, fraction: Bool = false, list: Bool = false)
}

/// Whose option it is.
enum OptionOrigin: Equatable, Sendable {
  /// TUIPager's own: read from the command line, `TUIPAGER` and the config file.
  case own
  /// less's: read from `LESS` too, and never given another meaning.
  case less
}

/// Whether an option does what it says.
enum OptionSupport: Equatable, Sendable {
  /// It does (or TUIPager already behaves so).
  case implemented
  /// It is taken and changes nothing yet: read into ``Options`` for later, or not at all.
  case acceptedOnly
}

/// Where `--help` and the manual page list an option.
enum OptionGroup: CaseIterable, Sendable {
  case tabsOfText, lessOptions, lessAccepted, demoAndLooks, setup

  var title: String {
    switch self {
    case .tabsOfText: "Tabs of text"
    case .lessOptions: "Options of less"
    case .lessAccepted: "Options of less taken and ignored"
    case .demoAndLooks: "Demo and looks"
    case .setup: "Setup"
    }
  }
}

/// Everything about one option: what parsing, the checks between options, `--help`, the manual
/// page's test and the completions need.
struct OptionSpec: Sendable {
  /// The long name, with its dashes: `--duration`. A long name of less's that starts with a
  /// capital (`--LINE-NUMBERS`) is another option than the one in small letters, as in less.
  var long: String
  /// The short name, with its dash: `-S`. Only less's options have one.
  var short: String? = nil
  var kind: OptionKind
  /// The values it takes, where it takes only some.
  var choices: [String] = []
  /// The value that changes nothing, where there is one whatever the preset.
  var defaultValue: String? = nil
  /// TUIPager's own options say where they are listed; less's are listed by their support.
  var ownGroup: OptionGroup = .tabsOfText
  /// Its line in `--help`.
  var help: String
  /// For the demo presets only: refused with files or commands, and standard input is then not
  /// read by itself.
  var demoOnly = false
  /// An option it cannot be given with.
  var contradicts: Option? = nil
  var origin = OptionOrigin.own
  var support = OptionSupport.implemented
  /// Where its value ends when given in the same word.
  var syntax = ValueSyntax.rest
  /// The option that sets the same thing another way (`-i` and `-I`): giving one takes back the
  /// other, so that the last given wins, as in less.
  var twin: Option? = nil
  /// Other long names it has (`--silent` beside `--quiet`).
  var aliases: [String] = []
  /// The option a config file's `NAME = false` stands for (`mouse = false` is `--no-mouse`);
  /// without one, `false` takes the flag back as `-+` does.
  var negation: Option? = nil

  /// Where `--help` and the manual page list it.
  var group: OptionGroup {
    guard origin == .less else { return ownGroup }
    return support == .implemented ? .lessOptions : .lessAccepted
  }

  /// Whether giving it again is no mistake: less's options, which tools and users pass by
  /// habit, the last one given winning; and an option that keeps every value given.
  var repeatable: Bool {
    if case .repeated = kind { return true }
    return origin == .less
  }

  /// Whether every value given counts, in order, not the last alone: an option that keeps its
  /// values, and less's `-D`, given once for each part it colours (`-DSkG -DJkY`).
  var keepsEveryValue: Bool {
    if case .repeated = kind { return true }
    return long == "--color"
  }

  /// Every name it is spelt by: its short one, its long one, its aliases.
  var names: [String] { [short].compactMap { $0 } + [long] + aliases }

  /// The names and value as `--help` shows them: `-j, --jump-target N`.
  var synopsis: String {
    ([short, long].compactMap { $0 }.joined(separator: ", "))
      + (kind.valueName.map { " " + $0 } ?? "")
  }
}
