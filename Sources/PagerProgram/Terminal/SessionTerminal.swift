/// A terminal the program can leave: the real one gives the screen back; a test's has nothing to
/// give back.
protocol SessionTerminal: TerminalDevice {
  /// Leaves full-screen mode; safe to call twice.
  func restore()
}

extension Terminal: SessionTerminal {}
