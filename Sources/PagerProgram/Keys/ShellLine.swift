/// The command line typed at `!`, made into the command the shell runs as less makes it: `%` is
/// the shown file (`\%` a `%`), a line of just `!` (typed `!!`) is the command run before, and
/// an empty line starts an interactive shell.
enum ShellLine {
  /// Why a line cannot run.
  struct Problem: Error, Equatable {
    let message: String
  }

  /// The command `typed` asks for, with `previous` the command run before and `file` the shown
  /// file's path, if there is one. Bytes, as the file's name may not be UTF-8; read by bytes, so
  /// that a `%` or a `\\` fused with a combining mark after it still counts.
  static func expand(
    _ typed: String, previous: [UInt8]?, file: FilePath?
  ) -> Result<[UInt8], Problem> {
    if typed == "!" {
      guard let previous else { return .failure(Problem(message: "No previous command (!!)")) }
      return .success(previous)
    }
    if typed.allSatisfy(\.isWhitespace) {
      return .success(Array("exec \"${SHELL:-/bin/sh}\"".utf8))
    }
    var command: [UInt8] = []
    var escaped = false
    for byte in typed.utf8 {
      if escaped {
        command.append(byte)
        escaped = false
      } else if byte == UInt8(ascii: "\\") {
        escaped = true
      } else if byte == UInt8(ascii: "%") {
        guard let file else {
          return .failure(Problem(message: "No file for %: this tab is not a file"))
        }
        command += ShellQuoting.quoted(file.bytes)
      } else {
        command.append(byte)
      }
    }
    if escaped { command.append(UInt8(ascii: "\\")) }
    return .success(command)
  }
}
