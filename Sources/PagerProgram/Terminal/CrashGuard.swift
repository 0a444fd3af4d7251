import CCrashGuard
import CNcursesw
import Glibc

/// Restores the terminal if the program crashes in curses mode, then says so on standard error,
/// ends the `-c` commands and exits 1. Everything the signal handler writes is prepared here
/// beforehand, from terminfo.
enum CrashGuard {
  /// Remembers the terminal's settings before curses changes them.
  static func saveSettings(of descriptor: Int32) {
    crash_guard_save_settings(descriptor)
  }

  /// Prepares the bytes that leave curses mode and installs the handler; call once curses mode
  /// is set up. `modesOff` is what turns off the modes this program turned on itself (mouse
  /// reports, bracketed paste).
  static func arm(modesOff: String) {
    var bytes = modesOff
    for capability in TerminalModes.cursesCapabilitiesOff {
      if let text = Terminfo.string(capability) { bytes += text }
    }
    bytes.withCString { crash_guard_set_restore_bytes($0, strlen($0)) }
    crash_guard_arm(SignalPlan.crashing, SignalPlan.crashing.count)
  }

  /// Removes the handler: the terminal is being restored the ordinary way.
  static func disarm() {
    crash_guard_disarm()
  }

  /// Tells the handler of a command's process group, to end on a crash.
  static func track(childGroup group: pid_t) {
    crash_guard_track_child(group)
  }

  /// The command's child was reaped: a crash has nothing more to end there.
  static func forget(childGroup group: pid_t) {
    crash_guard_forget_child(group)
  }
}
