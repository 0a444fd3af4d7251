import CCrashGuard
import CNcursesw
import Glibc

/// Restores the terminal if the program crashes in curses mode, then says so on standard error
/// and exits 1. Everything the signal handler writes is prepared here beforehand, from terminfo.
enum CrashGuard {
  /// Remembers the terminal's settings before curses changes them.
  static func saveSettings(of descriptor: Int32) {
    crash_guard_save_settings(descriptor)
  }

  /// Prepares the bytes that leave curses mode and installs the handler; call once curses mode
  /// is set up. `mouseReportingOff` is what turns off the mouse modes this program turned on.
  static func arm(mouseReportingOff: String) {
    var bytes = mouseReportingOff
    for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let text = TerminalCapabilities.terminfoString(capability) { bytes += text }
    }
    bytes.withCString { crash_guard_set_restore_bytes($0, strlen($0)) }
    crash_guard_arm()
  }

  /// Removes the handler: the terminal is being restored the ordinary way.
  static func disarm() {
    crash_guard_disarm()
  }
}
