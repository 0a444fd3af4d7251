/// The zsh completion script: one `_arguments` call with a spec per option of the option table.
enum ZshCompletion {
  static var script: String {
    let specs = Option.allCases.map(\.spec).flatMap(argumentSpecs)
    return """
      #compdef TUIPager
      # zsh completion for TUIPager, made by `TUIPager --completion zsh` from its option table.
      _arguments -s -S \\
      \(specs.map { "  " + $0 + " \\" }.joined(separator: "\n"))
        '*:file:_files'

      """
  }

  /// The `_arguments` specs of one option, one a name (quoted whole, as `-?` and `-"` need):
  /// help, and its value's completion.
  private static func argumentSpecs(_ spec: OptionSpec) -> [String] {
    let help = "[" + escaped(spec.help) + "]"
    var value = ""
    switch spec.valueCompletion {
    case .none: break
    case .choices(let choices): value = ":\(valueName(spec)):(\(choices.joined(separator: " ")))"
    case .file: value = ":\(valueName(spec)):_files"
    case .command: value = ":\(valueName(spec)):_command_names -e"
    case .free: value = ":\(valueName(spec)): "
    }
    // `--name=` takes its value after `=` or as the next word; a command, and what belongs to
    // one, may be given again.
    let longs = ([spec.long] + spec.aliases).map { spec.kind.valueName != nil ? $0 + "=" : $0 }
    let repeatable: String
    switch spec.kind {
    case .command, .perCommand: repeatable = "*"
    default: repeatable = spec.repeatable ? "*" : ""
    }
    return ([spec.short].compactMap { $0 } + longs).map {
      "'" + repeatable + escaped($0) + help + value + "'"
    }
  }

  private static func valueName(_ spec: OptionSpec) -> String {
    (spec.kind.valueName ?? "value").replacingColons
  }

  /// `text` inside a single-quoted `_arguments` spec: brackets and colons escaped, quotes closed
  /// and reopened.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "[", "]", ":", "\\": result += "\\" + String(character)
      case "'": result += "'\\''"
      default: result.append(character)
      }
    }
    return result
  }
}

extension String {
  /// The text with colons, which end a part of an `_arguments` spec, as spaces.
  fileprivate var replacingColons: String { String(map { $0 == ":" ? " " : $0 }) }
}
