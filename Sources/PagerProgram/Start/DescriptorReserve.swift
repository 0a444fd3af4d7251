import Glibc

/// A few file descriptors held back while the tabs open, and given back before the terminal is
/// set up.
///
/// Under a low limit (`ulimit -n 64` with a hundred files) the files would otherwise take every
/// descriptor, and ncurses could not even read the terminfo entry: the tabs that did open would
/// be lost to "unknown terminal type". Held back, the last files fail with "Too many open files"
/// instead, in their own tabs, and the terminal opens.
final class DescriptorReserve {
  /// What setting up the terminal may open at once: /dev/tty twice (keys and screen, when
  /// standard input or output is not it), the terminfo entry, and a margin.
  static let terminalNeeds = 6

  /// Descriptors a tab may hold at start, at most: a file's, a command's pipe and process, a
  /// spool.
  static let tabNeeds = 8

  private var descriptors: [Int32]

  /// Whether `tabs` tabs could take so many of `limit` descriptors (the soft limit, nil when
  /// unknown) that the terminal would find none: only then is a reserve held (a dozen system
  /// calls at every start, where the limit is a thousand or more).
  static func isNeeded(forTabs tabs: Int, limit: Int?) -> Bool {
    guard let limit else { return true }
    return limit < tabs * tabNeeds + 8 * terminalNeeds
  }

  /// The soft limit on this process's open files; nil when it cannot be read.
  static var processLimit: Int? {
    var limits = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return nil }
    return Int(min(limits.rlim_cur, 1 << 30))
  }

  /// Holds up to `count` descriptors (fewer when fewer are free).
  init(count: Int) {
    descriptors = []
    for _ in 0..<count {
      let descriptor = SystemCall.openReadOnly("/dev/null")
      guard descriptor >= 0 else { break }
      descriptors.append(descriptor)
    }
  }

  deinit { release() }

  /// Gives the descriptors back; safe to call twice.
  func release() {
    for descriptor in descriptors { close(descriptor) }
    descriptors = []
  }
}
