import CLinuxCalls
import Glibc

/// Starting `/bin/sh -c COMMAND` as command tabs and the copy to a pipe both run it: standard
/// input from `/dev/null`, standard output and error to one descriptor, every signal at its
/// default and none blocked.
enum ShellCommand {
  /// Starts `command` reading `input` (`/dev/null` when nil) and writing to `output`; in a new
  /// session of its own (no controlling terminal) when `ownSession`. Returns the child's process.
  static func spawn(
    _ command: String, input: Int32? = nil, output: Int32, ownSession: Bool
  ) throws(DocumentError) -> pid_t {
    try spawn(command, input: input, output: output, errors: output, ownSession: ownSession)
  }

  /// Runs `command` on the terminal, as less's `!` and `v` do: keys from `input`, text to
  /// `output` (the terminal's, even when the pager's own standard input is a pipe), in the
  /// pager's process group so that it may read the terminal. Waits for it; returns its exit
  /// status, or the signal that ended it as 128 + the number.
  static func runOnTerminal(
    _ command: String, input: Int32, output: Int32
  ) throws(DocumentError) -> Int32 {
    // What the user starts from here (an editor that forks off, a job left in the background)
    // is theirs: it is not adopted, nor ended at quit.
    let adopting = AdoptedChildren.adopt(false)
    defer { if adopting { AdoptedChildren.adopt(true) } }
    let process = try spawn(
      command, input: input, output: output, errors: STDERR_FILENO, ownSession: false)
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Starts `command` with standard input from `input` (/dev/null when nil) and its output and
  /// errors to those descriptors.
  private static func spawn(
    _ command: String, input: Int32?, output: Int32, errors: Int32, ownSession: Bool
  ) throws(DocumentError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
    } else {
      posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Ignored signals stay ignored across exec (SIGXFSZ is ignored here): give the child every
    // default, whatever the pager set or inherited.
    var defaults = sigset_t()
    sigfillset(&defaults)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    let flags = Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    // A new session (and so a new process group it leads) with no controlling terminal; a C
    // library that cannot do that refuses the flag, and gets a new process group at least.
    if !ownSession {
      posix_spawnattr_setflags(&attributes, flags)
    } else if posix_spawnattr_setflags(&attributes, flags | linux_calls_posix_spawn_setsid()) != 0 {
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
    }
    let arguments: [String] = ["/bin/sh", "-c", command]
    let words = arguments.map { strdup($0) }
    defer { for word in words { free(word) } }
    var process = pid_t()
    let result = posix_spawn(&process, "/bin/sh", &actions, &attributes, words + [nil], environ)
    guard result == 0 else {
      throw DocumentError(
        subject: command, reason: "cannot run /bin/sh: " + String(cString: strerror(result)))
    }
    return process
  }
}
