/// The shell the user's commands run through (`!`, `#`, `|`, `v`, a `LESS_OSC8_OPEN_…`
/// handler), as less's `lsystem` runs them: `$SHELL -c 'command'`, the option being
/// `LESS_SHELL_COPTION` when it is set (less 706); `/bin/sh` alone takes the command where
/// `SHELL` is unset or empty, or where `LESS_SHELL_COPTION` is a single `-`. The command is
/// bytes, quoted whole through ``ShellQuoting``, so that a file's name in it reaches the shell
/// as it is. `LESSOPEN` and `LESSCLOSE` run so too, as in less; the command tabs, TUIPager's own,
/// keep `/bin/sh`.
struct UserShell: Equatable, Sendable {
  /// `SHELL`; nil when unset or empty.
  var shell: String?
  /// `LESS_SHELL_COPTION`; nil when unset or empty, for `-c`.
  var commandOption: String?

  init(shell: String? = nil, commandOption: String? = nil) {
    self.shell = shell.flatMap { $0.isEmpty ? nil : $0 }
    self.commandOption = commandOption.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The `/bin/sh` command line that runs `command` through the user's shell. `$SHELL` and the
  /// option are words of that line as less writes them, so a shell named with arguments
  /// (`SHELL="bash --norc"`, `LESS_SHELL_COPTION="-ic"`) keeps them.
  func commandLine(_ command: [UInt8]) -> [UInt8] {
    guard let shell, commandOption != "-" else { return command }
    return Array(shell.utf8) + Array(" \(commandOption ?? "-c") ".utf8)
      + ShellQuoting.quoted(command)
  }
}
