import CLinuxCalls
import Glibc

/// Starting `/bin/sh -c COMMAND` as command tabs and the copy to a pipe both run it: standard
/// input from `/dev/null`, standard output and error to one descriptor, every signal at its
/// default and none blocked.
enum ShellCommand {
  /// Starts `command` writing to `output`; in a new session of its own (no controlling terminal)
  /// when `ownSession`. Returns the child's process.
  static func spawn(
    _ command: String, output: Int32, ownSession: Bool
  ) throws(DocumentError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, output, STDERR_FILENO)
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
