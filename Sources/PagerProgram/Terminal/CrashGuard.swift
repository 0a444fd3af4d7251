import CCrashGuard
import Glibc

/// Restores the terminal if the program crashes in full-screen mode, then says so on standard
/// error, ends the `-c` commands and exits 1. Everything the signal handler writes is prepared here
/// beforehand.
enum CrashGuard {
  /// Remembers the terminal's settings before the program changes them.
  static func saveSettings(of descriptor: Int32) {
    crash_guard_save_settings(descriptor)
  }

  /// Keeps `bytes`, which give the terminal back (the modes off, then the screen's own), for
  /// the handler to write, and installs the handler; call once full-screen mode is set up.
  static func arm(restoring bytes: String) {
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
