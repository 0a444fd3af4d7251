import Glibc

/// The local time of day, "14:03:22", as the status line tells when a watched run started.
enum TimeOfDay {
  /// Now, in the local time zone.
  static func now() -> String {
    var seconds = time(nil)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil else { return "" }
    return text(hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }

  /// "hh:mm:ss".
  static func text(hour: Int, minute: Int, second: Int) -> String {
    [hour, minute, second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
