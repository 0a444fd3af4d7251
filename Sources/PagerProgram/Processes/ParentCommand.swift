import Glibc

/// The title of standard input's tab when a program runs the pager on its own output, as `git`,
/// `man`, `systemctl` and `psql` run `$PAGER`: the command line of that program (`git log -p`,
/// `man ls`), read from `/proc`. A shell's pipe (`make | TUIPager`) tells nothing the user does
/// not know, and its command line is only the shell's name, so standard input keeps its title
/// `stdin` there, and wherever the parent cannot be read.
enum ParentCommand {
  /// The longest title taken from a command line, in characters; a longer one is cut with `…`.
  static let longestTitle = 40

  /// Programs that run others from a command line the user typed: their own command line is not
  /// what standard input holds.
  static let shells: Set<String> = [
    "sh", "bash", "dash", "zsh", "ksh", "mksh", "pdksh", "yash", "fish", "csh", "tcsh", "busybox",
    "nu", "elvish", "xonsh", "xargs", "env", "nohup", "script", "tmux", "screen", "sudo", "time",
  ]

  /// The shells that run a command line given with `-c`.
  static let commandShells: Set<String> = [
    "sh", "ash", "bash", "dash", "zsh", "ksh", "mksh", "pdksh", "yash", "busybox",
  ]

  /// The title for standard input when it is a pipe from the process that started this one;
  /// nil when it is not a pipe or the parent is a shell.
  ///
  /// A program whose pager setting has arguments (`core.pager = TUIPager -R`) runs it through
  /// `sh -c`: a shell whose own standard input is the very same pipe only passed it on, so the
  /// title comes from the program above it (a few levels at most). A shell that made the pipe
  /// (`sh -c 'make | TUIPager'`) has another standard input, and the tab stays `stdin`.
  ///
  /// A regular file is a program's output too when that program ran `sh -c 'PAGER < FILE'`, as
  /// perldoc does: the shell only started the pager, so the title comes from the program above
  /// it. A shell the user types into (`TUIPager < file`) keeps `stdin`.
  static func standardInputTitle(input: Int32 = STDIN_FILENO, parent: pid_t = getppid())
    -> String?
  {
    var status = stat()
    guard fstat(input, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFIFO: return pipeTitle(status, from: parent)
    case S_IFREG: return redirectionTitle(from: parent)
    default: return nil
    }
  }

  /// The title for a regular file as standard input: from the program above `shell`, when
  /// that shell only started the pager.
  private static func redirectionTitle(from shell: pid_t) -> String? {
    guard let arguments = arguments(ofProcess: shell), startsOneCommand(arguments),
      let above = parent(of: shell), above > 1
    else { return nil }
    return title(for: self.arguments(ofProcess: above))
  }

  /// Whether `arguments` are a shell run to start one command (`sh -c 'PAGER < "/tmp/x"'`), as
  /// programs run their pager: no pipe, list, background job or substitution, where the user
  /// would have written more than the pager.
  static func startsOneCommand(_ arguments: [String]) -> Bool {
    guard let first = arguments.first,
      commandShells.contains(String(programName(first).drop { $0 == "-" })),
      let flag = arguments.dropFirst().firstIndex(where: {
        $0.hasPrefix("-") && !$0.hasPrefix("--") && $0.contains("c")
      }),
      arguments.indices.contains(flag + 1)
    else { return false }
    let command = arguments[flag + 1]
    return !command.contains { "|;&`\n(".contains($0) }
      && command.contains { $0 != " " && $0 != "\t" }
  }

  /// The title for a pipe as standard input.
  private static func pipeTitle(_ status: stat, from start: pid_t) -> String? {
    var process = start
    for _ in 0..<4 {
      let arguments = arguments(ofProcess: process)
      if let title = title(for: arguments) { return title }
      var shellInput = stat()
      guard arguments != nil, stat("/proc/\(process)/fd/0", &shellInput) == 0,
        shellInput.st_dev == status.st_dev, shellInput.st_ino == status.st_ino,
        let parent = parent(of: process), parent > 1
      else { return nil }
      process = parent
    }
    return nil
  }

  /// The parent of process `process`, from `/proc/PID/stat` (the field after the name in
  /// parentheses, which may itself hold parentheses and blanks).
  static func parent(of process: pid_t) -> pid_t? {
    let descriptor = SystemCall.openReadOnly("/proc/\(process)/stat")
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0, let nameEnd = bytes[..<count].lastIndex(of: UInt8(ascii: ")")) else {
      return nil
    }
    let fields = bytes[(nameEnd + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1 else { return nil }
    return pid_t(String(decoding: fields[1], as: UTF8.self))
  }

  /// The arguments of process `process` from `/proc/PID/cmdline`, or nil when they cannot be
  /// read (it has gone, or is not ours to see).
  static func arguments(ofProcess process: pid_t) -> [String]? {
    let descriptor = SystemCall.openReadOnly("/proc/\(process)/cmdline")
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 64 * 1024 {
      let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, into: $0) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    let words = bytes.split(separator: 0, omittingEmptySubsequences: false)
    let arguments = (bytes.last == 0 ? words.dropLast() : words[...]).map {
      String(decoding: $0, as: UTF8.self)
    }
    return arguments.isEmpty ? nil : arguments
  }

  /// Interpreters whose first argument is the program they run (`perl /usr/bin/perldoc`,
  /// `python3 /usr/bin/pydoc3`): the title is that program's.
  static let interpreters: Set<String> = [
    "perl", "python", "python3", "ruby", "node", "php", "lua", "tclsh", "wish",
  ]

  /// The title for a parent run as `arguments`: its program's name (without its folder) and its
  /// arguments, git's options before its command (`git -c core.pager=x log` is `git log`) and an
  /// interpreter before its script (`perl /usr/bin/perldoc perl` is `perldoc perl`) left out;
  /// nil for a shell or nothing.
  static func title(for arguments: [String]?) -> String? {
    guard var arguments, let first = arguments.first else { return nil }
    if interpreters.contains(programName(first)), arguments.count > 1,
      !arguments[1].hasPrefix("-")
    {
      arguments.removeFirst()
    }
    // A login shell's name starts with a dash (`-bash`).
    let name = programName(arguments[0]).drop { $0 == "-" }
    guard !name.isEmpty, !shells.contains(String(name)) else { return nil }
    var rest = arguments.dropFirst()
    if name == "git" {
      while let option = rest.first, option.hasPrefix("-") {
        rest = rest.dropFirst()
        if ["-c", "-C", "--git-dir", "--work-tree", "--namespace"].contains(option) {
          rest = rest.dropFirst()
        }
      }
    }
    let words = ([String(name)] + rest).map {
      $0.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
    let title = words.joined(separator: " ")
    return title.count > longestTitle ? title.prefix(longestTitle - 1) + "…" : title
  }

  /// A program's name without its folder, and without a version after it (`python3.11` is
  /// `python3`) where that leaves an interpreter's name.
  static func programName(_ path: String) -> String {
    let name = String(path.split(separator: "/").last ?? "")
    let unversioned = String(name.prefix { $0 != "." })
    return interpreters.contains(unversioned) ? unversioned : name
  }
}
