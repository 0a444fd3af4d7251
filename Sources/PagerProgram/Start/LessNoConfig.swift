import Glibc

/// `LESSNOCONFIG` (less 688): a way to run the pager as it comes, whatever the machine's
/// configuration. `-` ignores every variable but `TERM`; a list of names divided by commas
/// ignores all but `TERM` and those; any value that is not empty also ignores the lesskey files,
/// and TUIPager's config file with them, as less ignores all of its own. Every variable the
/// pager reads as the user's choice is looked up through ``variable(_:)``; those that say what
/// the system is (`PATH`, `TMPDIR`, the terminal's `COLORTERM` or `TMUX`) are not choices, and
/// are read as they are.
struct LessNoConfig: Equatable {
  /// The variables read all the same; nil when `LESSNOCONFIG` is unset or empty, and every one
  /// is read.
  let kept: Set<String>?

  /// The setting `value` (`LESSNOCONFIG`'s) makes.
  init(_ value: String?) {
    guard let value, !value.isEmpty else {
      kept = nil
      return
    }
    // As less's parse_csl: spaces around each name are no part of it.
    kept = Set(
      value.split(separator: ",").map { name in
        String(name.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      })
  }

  /// Whether files of settings (lesskey files, the config file) are read.
  var readsFiles: Bool { kept == nil }

  /// Whether the variable `name` is read.
  func reads(_ name: String) -> Bool {
    name == "TERM" || kept?.contains(name) ?? true
  }

  /// This process's, read again at each call: `LESSNOCONFIG` itself is never ignored.
  static var current: LessNoConfig {
    LessNoConfig(getenv("LESSNOCONFIG").map { String(cString: $0) })
  }

  /// This process's variable `name`, unless `noConfig` (this process's `LESSNOCONFIG`) ignores
  /// it or it is unset or empty (less takes an empty value for none).
  static func variable(_ name: String, noConfig: LessNoConfig = current) -> String? {
    guard noConfig.reads(name), let value = getenv(name), value.pointee != 0 else { return nil }
    return String(cString: value)
  }
}
