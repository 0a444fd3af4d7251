/// Every control sequence the program writes itself, where ncurses has no call for it: the mouse
/// modes ncurses does not switch, synchronized output, and the query that asks for it.
///
/// Everything else reaches the terminal through ncurses and terminfo.
enum ControlSequence {
  /// DEC private mode 1002: mouse motion reported while a button is held (drags). ncurses only
  /// asks xterm-style terminals for press and release (mode 1000, from terminfo's `XM`).
  static let dragReportsOn = privateModes([dragReportsMode], set: true)
  /// Mode 1002 off again.
  static let dragReportsOff = privateModes([dragReportsMode], set: false)
  /// Every mouse mode off: drags, then SGR encoding (1006) and press and release (1000). What the
  /// crash guard writes, since ncurses' `mousemask(0)` cannot run in a signal handler.
  static let mouseReportingOff = dragReportsOff + privateModes([1006, 1000], set: false)

  /// DEC private mode 2026, synchronized output: the terminal holds the screen back between
  /// `synchronizedOutputBegin` and `synchronizedOutputEnd`.
  static let synchronizedOutputMode = 2026
  /// Starts a synchronized frame.
  static let synchronizedOutputBegin = privateModes([synchronizedOutputMode], set: true)
  /// Ends a synchronized frame: the terminal shows everything since the begin at once.
  static let synchronizedOutputEnd = privateModes([synchronizedOutputMode], set: false)
  /// DECRQM for mode 2026 (does the terminal know it?), then DA1, which every terminal answers,
  /// so its reply closes the exchange.
  static let synchronizedOutputQuery = "\u{1B}[?\(synchronizedOutputMode)$p" + "\u{1B}[c"

  private static let dragReportsMode = 1002

  /// DECSET (`h`) or DECRST (`l`) of `modes`: `ESC [ ? m1 ; m2 h`.
  private static func privateModes(_ modes: [Int], set: Bool) -> String {
    "\u{1B}[?" + modes.map(String.init).joined(separator: ";") + (set ? "h" : "l")
  }
}
