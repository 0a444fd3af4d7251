/// How a command ended, decoded from the status `waitpid` reports.
enum ExitStatus: Hashable, Sendable {
  /// It called `exit` with this code (0 to 255).
  case exited(Int32)
  /// A signal with this number ended it.
  case killed(signal: Int32)

  /// Decodes a `waitpid` status of a process that has ended (the Linux and BSD encoding: the low 7
  /// bits hold the signal, or 0 for an exit whose code is in the next 8 bits). Swift cannot import
  /// the `WIFEXITED` family of macros.
  init(waitStatus: Int32) {
    let signal = waitStatus & 0x7F
    self = signal == 0 ? .exited((waitStatus >> 8) & 0xFF) : .killed(signal: signal)
  }
}
