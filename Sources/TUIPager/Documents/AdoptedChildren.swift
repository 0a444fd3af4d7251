import CCrashGuard

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

  /// Ends every child still there (SIGTERM, SIGKILL after 200 ms), and what each one's end hands
  /// on to the program, for about a second at most: call it at quit, once the commands' groups
  /// are ended. Returns how many it found.
  @discardableResult static func endAll() -> Int {
    Int(adopted_children_end_all())
  }
}
