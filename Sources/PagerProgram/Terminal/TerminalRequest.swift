/// How the program asks for its terminal: what ``Terminal`` is to set up, and what a test's
/// fake terminal is told.
struct TerminalRequest: Equatable, Sendable {
  /// Whether to use colours.
  var colors = true
  /// Whether to take the mouse.
  var mouse = true
  /// Whether to draw on the alternate screen (else on the terminal's own, `-X`).
  var alternateScreen = true
  /// The file keys are read from in place of the terminal (`--tty`), or nil.
  var keysFile: String?
  /// Whether Ctrl-Z stops the program to the shell; less's secure mode can forbid it.
  var maySuspend = true
}
