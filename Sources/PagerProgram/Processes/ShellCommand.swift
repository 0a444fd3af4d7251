import CLinuxCalls
import Glibc

/// Starting `/bin/sh -c COMMAND` as command tabs and the copy to a pipe both run it: standard
/// input from `/dev/null`, standard output and error to one descriptor, every signal at its
/// default and none blocked.
///
/// A command is bytes: a file's name quoted into it (``ShellQuoting``) need not be UTF-8, and
/// reaches the shell as the system spells it.
enum ShellCommand {
  /// Starts `command` reading `input` (`/dev/null` when nil) and writing to `output`; in a new
  /// session of its own (no controlling terminal) when `ownSession`. Returns the child's process.
  static func spawn(
    _ command: [UInt8], input: Int32? = nil, output: Int32, ownSession: Bool
  ) throws(DocumentError) -> pid_t {
    try spawn(
      shell(command), input: input, output: output, errors: output, ownSession: ownSession)
  }

  /// Runs `command` on the terminal, as less's `!` and `v` do: keys from `input`, text to
  /// `output` (the terminal's, even when the pager's own standard input is a pipe), in the
  /// pager's process group so that it may read the terminal. Waits for it; returns its exit
  /// status, or the signal that ended it as 128 + the number.
  static func runOnTerminal(
    _ command: [UInt8], input: Int32, output: Int32
  ) throws(DocumentError) -> Int32 {
    try runOnTerminal(arguments: shell(command), input: input, output: output)
  }

  /// Runs the program `arguments` name (looked up in `$PATH` when it has no `/`) with those
  /// arguments and no shell, on the terminal as ``runOnTerminal(_:input:output:)`` runs a
  /// command: each argument reaches it as it is, whatever quotes or `$` it holds.
  static func runOnTerminal(
    arguments: [[UInt8]], input: Int32, output: Int32
  ) throws(DocumentError) -> Int32 {
    // What the user starts from here (an editor that forks off, a job left in the background)
    // is theirs: it is not adopted, nor ended at quit.
    let adopting = AdoptedChildren.adopt(false)
    defer { if adopting { AdoptedChildren.adopt(true) } }
    let process = try spawn(
      arguments, input: input, output: output, errors: STDERR_FILENO, ownSession: false)
    var status: Int32 = 0
    guard SystemCall.wait(forProcess: process, status: &status) >= 0 else { return -1 }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// `/bin/sh -c command`, as the arguments of a program to spawn.
  private static func shell(_ command: [UInt8]) -> [[UInt8]] {
    [Array("/bin/sh".utf8), Array("-c".utf8), command]
  }

  /// Starts the program `arguments` name (through `$PATH` when it has no `/`) with standard
  /// input from `input` (/dev/null when nil) and its output and errors to those descriptors.
  private static func spawn(
    _ arguments: [[UInt8]], input: Int32?, output: Int32, errors: Int32, ownSession: Bool
  ) throws(DocumentError) -> pid_t {
    guard let program = arguments.first else {
      throw DocumentError(subject: "", reason: "no command to run")
    }
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
    // Each argument NUL-terminated as C wants it, its bytes as they are.
    let words: [UnsafeMutablePointer<CChar>] = arguments.map { argument in
      let word = UnsafeMutablePointer<CChar>.allocate(capacity: argument.count + 1)
      for (index, byte) in argument.enumerated() { word[index] = CChar(bitPattern: byte) }
      word[argument.count] = 0
      return word
    }
    defer { for word in words { word.deallocate() } }
    var process = pid_t()
    let result = posix_spawnp(
      &process, words[0], &actions, &attributes, words.map { Optional($0) } + [nil], environ)
    guard result == 0 else {
      let name = String(decoding: program, as: UTF8.self)
      throw DocumentError(
        subject: String(decoding: arguments.last ?? [], as: UTF8.self),
        reason: "cannot run \(name): " + String(cString: strerror(result)))
    }
    return process
  }
}
