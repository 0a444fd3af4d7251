/// How severe a log line says it is, from the least: the levels of syslog, Java, Python, Go and
/// the rest folded into seven, so that "this level and worse" means one thing across files.
package enum LogLevel: Int, Hashable, Sendable, CaseIterable, Comparable {
  /// The finest detail: `TRACE`, java.util.logging's `FINER` and `FINEST`, `VERBOSE`.
  case trace
  /// `DEBUG`, java.util.logging's `FINE` and `CONFIG`.
  case debug
  /// `INFO`, PostgreSQL's `LOG`.
  case info
  /// Normal but significant: syslog's and Apache's `notice`.
  case notice
  /// `WARN`, `WARNING`.
  case warning
  /// `ERROR`, syslog's `err`, java.util.logging's `SEVERE`.
  case error
  /// Worse than an error: `CRITICAL`, `FATAL`, `PANIC` and syslog's `crit`, `alert`, `emerg`.
  case critical

  /// Whether `lhs` is less severe than `rhs`.
  package static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
