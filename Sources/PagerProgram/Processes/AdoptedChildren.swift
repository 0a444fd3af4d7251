import CCrashGuard
import Glibc

/// The orphans among the program's descendants, which it adopts as a child subreaper: a
/// command's background job that left its process group (`setsid`, `nohup … &` after its shell
/// ended) would otherwise go to init and outlive the program. Adopted, it is reaped as it ends,
/// and ended at quit.
enum AdoptedChildren {
  /// Makes the program adopt its descendants' orphans, or stop; returns whether it did before.
  @discardableResult static func adopt(_ adopting: Bool) -> Bool {
    adopted_children_set_reaper(adopting ? 1 : 0) == 1
  }

  /// Reaps the adopted children that have ended, without blocking; the commands' shells are left
  /// to their runners, which read their status.
  static func reap() {
    _ = adopted_children_reap()
  }

  /// Ends every descendant still there, at any depth (SIGTERM, SIGKILL after 200 ms), in rounds
  /// while ending one hands on another (forked meanwhile, adopted as its parent ended), for a
  /// second at most: call it at quit, once the commands' groups are ended. Says on `errors` which
  /// outlived that, by pid and command line, and returns their pids.
  @discardableResult static func endAll(reportingTo errors: any MessageStream) -> [pid_t] {
    var survivors = [pid_t](repeating: 0, count: reportLimit)
    let count = survivors.withUnsafeMutableBufferPointer {
      Int(adopted_children_end_all($0.baseAddress, Int32($0.count)))
    }
    survivors.removeSubrange(count...)
    report(survivors: survivors, to: errors)
    return survivors
  }

  /// Says on `errors` that each of `survivors` outlived the pager, by pid and command line (`?`
  /// when it has ended meanwhile, or cannot be read).
  static func report(survivors: [pid_t], to errors: any MessageStream) {
    for survivor in survivors {
      let command = ParentCommand.arguments(ofProcess: survivor)?.joined(separator: " ") ?? "?"
      errors.write("TUIPager: process \(survivor) outlived the pager: \(command)\n")
    }
  }

  /// How many survivors are named at most; past that many, something forks without end.
  private static let reportLimit = 20
}
