import CLinuxCalls
import CNcursesw
import Glibc

/// Whether `TERM` names a terminal TUIPager can draw on, asked of terminfo before anything is
/// opened or written: a type without an entry, or one that cannot move the cursor (`dumb`, a
/// printing terminal), would get a status line at best.
enum TerminalType {
  /// What terminfo says of a terminal type.
  struct Verdict: Equatable {
    /// Why the type cannot be used, or nil when it can.
    var problem: String?
    /// Whether its entry switches to an alternate screen (`smcup`): where it does not (`vt100`,
    /// `linux`), what is drawn last stays on the terminal's one screen.
    var hasAlternateScreen = false
  }

  /// What terminfo says of the terminal type `name`.
  static func verdict(_ name: String?) -> Verdict {
    guard let name, !name.isEmpty else { return Verdict(problem: "TERM is not set") }
    // setupterm only reads the terminfo entry (the descriptor is asked for its size, never
    // written to). An entry that can be used stays loaded, for the terminal (``Terminal``).
    let (loaded, status) = load(name)
    // status: 1 found (perhaps a printing terminal), 0 not found or generic, -1 no database.
    guard loaded == OK else {
      return Verdict(
        problem: status == -1
          ? "the terminfo database cannot be found"
          : "unknown terminal type \"\(name)\" (no terminfo entry)")
    }
    guard Terminfo.hasString("cup") else {
      if let entry = set_curterm(nil) { del_curterm(entry) }
      return Verdict(problem: "\"\(name)\" cannot move the cursor (its terminfo entry has no cup)")
    }
    return Verdict(problem: nil, hasAlternateScreen: Terminfo.hasString("smcup"))
  }

  /// The terminfo entry of `name` loaded (`setupterm`): what it returned, and its status. Its
  /// reader nests three 32 KiB buffers, 100 KiB below the caller, and a thread's stack keeps
  /// every page it touched: run on a stack of its own, handed back after, they are not 5 pages
  /// of a start's stack, resident to the end.
  private static func load(_ name: String) -> (result: Int32, status: Int32) {
    struct Load {
      let name: UnsafePointer<CChar>
      var result: Int32 = ERR
      var status: Int32 = 0
    }
    return name.withCString { text in
      var call = Load(name: text)
      let ran = linux_calls_on_own_stack(
        { context in
          let call = context!.assumingMemoryBound(to: Load.self)
          call.pointee.result = setupterm(call.pointee.name, STDOUT_FILENO, &call.pointee.status)
        }, &call, ownStackSize)
      if ran != 0 { call.result = setupterm(text, STDOUT_FILENO, &call.status) }
      return (call.result, call.status)
    }
  }

  /// The stack the terminfo entry is loaded on: twice what ncurses 6.4's reader needs.
  static let ownStackSize = 256 * 1024
}
