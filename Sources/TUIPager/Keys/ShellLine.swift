/// The command line typed at `!`, made into the command the shell runs as less makes it: `%` is
/// the shown file (`\%` a `%`), a line of just `!` (typed `!!`) is the command run before, and
/// an empty line starts an interactive shell.
enum ShellLine {
  /// Why a line cannot run.
  struct Problem: Error, Equatable {
    let message: String
  }

  /// The command `typed` asks for, with `previous` the command run before and `file` the shown
  /// file's path, if there is one.
  static func expand(
    _ typed: String, previous: String?, file: String?
  ) -> Result<String, Problem> {
    if typed == "!" {
      guard let previous else { return .failure(Problem(message: "No previous command (!!)")) }
      return .success(previous)
    }
    if typed.allSatisfy(\.isWhitespace) { return .success("exec \"${SHELL:-/bin/sh}\"") }
    var command = ""
    var escaped = false
    for character in typed {
      if escaped {
        command.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "%" {
        guard let file else {
          return .failure(Problem(message: "No file for %: this tab is not a file"))
        }
        command += ShellWords.quoted(file)
      } else {
        command.append(character)
      }
    }
    if escaped { command.append("\\") }
    return .success(command)
  }
}
