/// A shell TUIPager has a completion script for (`--completion SHELL`).
enum Shell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The script that completes TUIPager's options, their values and file names in this shell,
  /// made from the option table so that it always knows every option.
  var completionScript: String {
    switch self {
    case .bash: BashCompletion.script
    case .zsh: ZshCompletion.script
    case .fish: FishCompletion.script
    }
  }
}

/// What a shell offers for an option's value.
enum ValueCompletion: Equatable {
  /// Nothing: the option takes no value.
  case none
  /// One of these words.
  case choices([String])
  /// A file name.
  case file
  /// A command name.
  case command
  /// Anything the user types: no suggestions.
  case free
}

extension OptionSpec {
  /// What completes this option's value.
  var valueCompletion: ValueCompletion {
    switch kind {
    case .flag, .request: .none
    case .command: .command
    case .value(let name), .requestWithValue(let name), .perCommand(let name),
      .repeated(let name):
      !choices.isEmpty ? .choices(choices) : name == "FILE" ? .file : .free
    }
  }
}
