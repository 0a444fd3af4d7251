/// The bash completion script: one function, `_TUIPager`, whose cases come from the option
/// table (less's options too). Options complete after `-`, an option's choices after it (also after `--color=`), and
/// file names everywhere else.
enum BashCompletion {
  static var script: String {
    let specs = Option.allCases.map(\.spec)
    // compgen expands each word, so a quote in one (-") is escaped.
    let names = specs.flatMap(\.names).map { $0.replacingQuotes }.joined(separator: " ")
    let cases = specs.compactMap { spec -> String? in
      let action: String
      switch spec.valueCompletion {
      case .none: return nil
      case .choices(let choices):
        action = "COMPREPLY=($(compgen -W '\(choices.joined(separator: " "))' -- \"$cur\"))"
      case .file: action = "COMPREPLY=($(compgen -f -- \"$cur\"))"
      case .command: action = "COMPREPLY=($(compgen -c -- \"$cur\"))"
      case .free: action = "COMPREPLY=()"
      }
      // Quoted, as -? and -" would otherwise be a pattern and a quote.
      let names = spec.names.map { "'\($0)'" }.joined(separator: "|")
      return "    \(names)) \(action); return ;;"
    }
    return """
      # bash completion for TUIPager, made by `TUIPager --completion bash` from its option table.
      _TUIPager() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev=""
        ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
        # bash splits --color=al at the =, so the option is then two words back.
        if [[ $prev == "=" && COMP_CWORD -gt 1 ]]; then
          prev="${COMP_WORDS[COMP_CWORD - 2]}"
        elif [[ $cur == "=" ]]; then
          prev="${COMP_WORDS[COMP_CWORD - 1]}"
          cur=""
        fi
        case "$prev" in
      \(cases.joined(separator: "\n"))
        esac
        if [[ $cur == -* ]]; then
          COMPREPLY=($(compgen -W '\(names)' -- "$cur"))
        else
          COMPREPLY=($(compgen -f -- "$cur"))
        fi
      }
      complete -o filenames -F _TUIPager TUIPager

      """
  }
}

extension String {
  /// The text with each `"` escaped, for a word of `compgen -W`.
  fileprivate var replacingQuotes: String {
    var result = ""
    for character in self {
      if character == "\"" { result += "\\" }
      result.append(character)
    }
    return result
  }
}
