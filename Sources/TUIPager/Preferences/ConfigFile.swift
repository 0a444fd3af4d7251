/// The config file (`~/.config/tuipager/config`): one option a line in the words of the command
/// line without the dashes, looked up as long options are (`duration = 150`, `color = never`,
/// `chop = true` for `--chop-long-lines`, `LINE-NUMBERS = true` for `-N`), `bind KEY COMMAND`
/// lines, blank lines and `#` comments. A flag's `false` takes it back, as `-+` does, over
/// `LESS` (or stands for its negation: `mouse = false` is `--no-mouse`).
///
/// A line that is wrong (an unknown option, a bad value, an unknown key or command) is an error
/// naming the file and the line.
struct ConfigFile {
  /// The options the file gives.
  private(set) var given = GivenArguments()
  /// The line of each option, counted from 1.
  private(set) var lines: [Option: Int] = [:]
  /// The keys the file rebinds, in its order.
  private(set) var bindings: [(key: Key, command: KeyCommand)] = []
  /// The path, as error messages name it.
  let path: String

  /// Reads the file's `text`; `path` names it in errors.
  init(text: String, path: String) throws(UsageError) {
    self.path = path
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = Self.trimmed(raw)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      do {
        if line.split(separator: " ").first == "bind" || line.hasPrefix("bind\t") {
          try readBinding(line)
        } else {
          let option = try readOption(line)
          lines[option] = index + 1
        }
      } catch {
        throw UsageError(message: "\(path):\(index + 1): \(error.message)")
      }
    }
    // Values are checked as the command line's are, and a wrong one is blamed on its line.
    do {
      _ = try Options(given, tabsKnown: false)
    } catch {
      let line = error.option.flatMap { lines[$0] }.map { ":\($0)" } ?? ""
      throw UsageError(message: "\(path)\(line): \(error.message)", option: error.option)
    }
  }

  /// Where the config file lives: `$XDG_CONFIG_HOME/tuipager/config`, else
  /// `$HOME/.config/tuipager/config`; nil with neither.
  static func defaultPath(variables: [String: String]) -> String? {
    if let home = variables["XDG_CONFIG_HOME"], home.hasPrefix("/") {
      return home + "/tuipager/config"
    }
    guard let home = variables["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/tuipager/config"
  }

  /// `bind KEY COMMAND`.
  private mutating func readBinding(_ line: String) throws(UsageError) {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard words.count == 3 else {
      throw UsageError(message: "'\(line)' is not 'bind KEY COMMAND'")
    }
    guard let key = Key(named: words[1]) else {
      throw UsageError(message: "unknown key '\(words[1])' (a character, or a name such as Space)")
    }
    guard key.digit == nil else {
      throw UsageError(message: "1 … 9 jump to their tabs and cannot be rebound")
    }
    guard let command = KeyMap.commands[words[2]] else {
      let names = KeyMap.commands.keys.sorted().joined(separator: ", ")
      throw UsageError(message: "unknown command '\(words[2])' (\(names))")
    }
    bindings.append((key, command))
  }

  /// `NAME = VALUE`; returns the option.
  private mutating func readOption(_ line: String) throws(UsageError) -> Option {
    guard let equals = line.firstIndex(of: "=") else {
      throw UsageError(message: "'\(line)' is not 'NAME = VALUE' or 'bind KEY COMMAND'")
    }
    let name = Self.trimmed(line[..<equals])
    var value = Self.trimmed(line[line.index(after: equals)...])
    if value.count >= 2, let quote = value.first, quote == "\"" || quote == "'",
      value.last == quote
    {
      value = String(value.dropFirst().dropLast())
    }
    guard !name.hasPrefix("-"), !name.isEmpty,
      case .found(let option) = LongOptionName.find("--" + name)
    else {
      throw UsageError(message: "unknown option '\(name)'")
    }
    switch option.spec.kind {
    case .flag where option != .noConfig:
      guard value == "true" || value == "false" else {
        throw UsageError(message: "\(name): '\(value)' is not true or false")
      }
      if value == "true" {
        try given.record(option, "", as: name)
      } else if let negation = option.spec.negation {
        try given.record(negation, "", as: name)
        return negation
      } else {
        given.forget(option)
      }
    case .value where option != .config:
      try given.record(option, value, as: name)
    case .repeated:
      // Each line adds a value, so each is checked on its own line, where a mistake is blamed.
      var alone = GivenArguments()
      try alone.record(option, value, as: name)
      _ = try Options(alone, tabsKnown: false)
      try given.record(option, value, as: name)
    default:
      throw UsageError(message: "\(name) cannot be set in a config file")
    }
    return option
  }

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
