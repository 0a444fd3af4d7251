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
    // Split as bytes, which is quick however long a line is (`\r\n` is one Character).
    let rows = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, raw) in rows.enumerated() {
      let line = Self.trimmed(Substring(raw))
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      do {
        if line == "bind" || line.hasPrefix("bind ") || line.hasPrefix("bind\t") {
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
    // Split as bytes at ASCII blanks, which is quick however long the line is.
    let words = line.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
      .map { String(Substring($0)) }
    guard words.count == 3 else {
      throw UsageError(message: "'\(echoing: line)' is not 'bind KEY COMMAND'")
    }
    guard let key = Key(named: words[1]) else {
      throw UsageError(
        message: "unknown key '\(echoing: words[1])' (a character, or a name such as Space)")
    }
    guard key.digit == nil else {
      throw UsageError(message: "1 … 9 jump to their tabs and cannot be rebound")
    }
    guard let command = KeyMap.commands[words[2]] else {
      let names = KeyMap.commands.keys.sorted().joined(separator: ", ")
      throw UsageError(message: "unknown command '\(echoing: words[2])' (\(names))")
    }
    bindings.append((key, command))
  }

  /// `NAME = VALUE`; returns the option.
  private mutating func readOption(_ line: String) throws(UsageError) -> Option {
    guard let equals = line.firstIndex(of: "=") else {
      throw UsageError(message: "'\(echoing: line)' is not 'NAME = VALUE' or 'bind KEY COMMAND'")
    }
    let name = Self.trimmed(line[..<equals])
    var value = Self.trimmed(line[line.index(after: equals)...])[...]
    if let quote = value.first, quote == "\"" || quote == "'", value.dropFirst().last == quote {
      value = value.dropFirst().dropLast()
    }
    guard !name.hasPrefix("-"), !name.isEmpty,
      case .found(let option) = LongOptionName.find("--" + name)
    else {
      throw UsageError(message: "unknown option '\(echoing: name)'")
    }
    switch option.spec.kind {
    case .flag where option != .noConfig:
      guard value == "true" || value == "false" else {
        throw UsageError(message: "\(name): '\(echoing: value)' is not true or false")
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
      try given.record(option, String(value), as: name)
    case .repeated:
      // Each line adds a value, so each is checked on its own line, where a mistake is blamed.
      var alone = GivenArguments()
      try alone.record(option, String(value), as: name)
      _ = try Options(alone, tabsKnown: false)
      try given.record(option, String(value), as: name)
    default:
      throw UsageError(message: "\(name) cannot be set in a config file")
    }
    return option
  }

  /// `text` without the blanks around it, in time linear in its length however long.
  private static func trimmed(_ text: Substring) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
