/// The fish completion script: a `complete` line per option of the option table.
enum FishCompletion {
  static var script: String {
    let lines = Option.allCases.map(\.spec).map(line)
    return """
      # fish completion for TUIPager, made by `TUIPager --completion fish` from its option table.
      \(lines.joined(separator: "\n"))

      """
  }

  /// The `complete` line of one option.
  private static func line(_ spec: OptionSpec) -> String {
    var words = ["complete", "-c", "TUIPager"]
    if let short = spec.short {
      // A letter as it is; -? -# -~ -" quoted, as fish would take them as its own.
      let letter = String(short.dropFirst())
      words += ["-s", letter.allSatisfy(\.isLetter) ? letter : quoted(letter)]
    }
    words += ["-l", String(spec.long.dropFirst(2))]
    for alias in spec.aliases { words += ["-l", String(alias.dropFirst(2))] }
    switch spec.valueCompletion {
    case .none: break
    case .choices(let choices): words += ["-x", "-a", quoted(choices.joined(separator: " "))]
    case .file: words += ["-r", "-F"]
    case .command: words += ["-x", "-a", "'(__fish_complete_command)'"]
    case .free: words += ["-x"]
    }
    words += ["-d", quoted(spec.help)]
    return words.joined(separator: " ")
  }

  /// `text` in single quotes, as fish reads them.
  private static func quoted(_ text: String) -> String {
    var result = "'"
    for character in text {
      if character == "'" || character == "\\" { result += "\\" }
      result.append(character)
    }
    return result + "'"
  }
}
