/// Every control sequence the program writes itself, where ncurses has no call for it: the mouse
/// modes ncurses does not switch, synchronized output, and the query that asks for it.
///
/// Everything else reaches the terminal through ncurses and terminfo.
enum ControlSequence {
  /// DEC private mode 1002: mouse motion reported while a button is held (drags). ncurses only
  /// asks xterm-style terminals for press and release (mode 1000, from terminfo's `XM`).
  static let dragReportsOn = setPrivateModes([dragReportsMode])
  /// Mode 1002 off again.
  static let dragReportsOff = resetPrivateModes([dragReportsMode])
  /// Every mouse mode off: drags, then SGR encoding and press and release. What the crash guard
  /// writes, since ncurses' `mousemask(0)` cannot run in a signal handler.
  static let mouseReportingOff =
    dragReportsOff + resetPrivateModes([sgrEncodingMode, pressAndReleaseMode])

  /// DEC private mode 2026, synchronized output: the terminal holds the screen back between
  /// `synchronizedOutputBegin` and `synchronizedOutputEnd`.
  static let synchronizedOutputMode = 2026
  /// Starts a synchronized frame.
  static let synchronizedOutputBegin = setPrivateModes([synchronizedOutputMode])
  /// Ends a synchronized frame: the terminal shows everything since the begin at once.
  static let synchronizedOutputEnd = resetPrivateModes([synchronizedOutputMode])
  /// Does the terminal know mode 2026? Then DA1, which every terminal answers, so its reply
  /// closes the exchange.
  static let synchronizedOutputQuery =
    requestPrivateMode(synchronizedOutputMode) + primaryDeviceAttributes

  private static let dragReportsMode = 1002
  private static let sgrEncodingMode = 1006
  private static let pressAndReleaseMode = 1000
  /// DA1: what are you? Answered `ESC [ ? … c`.
  private static let primaryDeviceAttributes = "\u{1B}[c"

  /// DECSET: `ESC [ ? m1 ; m2 h`.
  private static func setPrivateModes(_ modes: [Int]) -> String {
    "\u{1B}[?" + modes.map(String.init).joined(separator: ";") + "h"
  }

  /// DECRST: `ESC [ ? m1 ; m2 l`.
  private static func resetPrivateModes(_ modes: [Int]) -> String {
    "\u{1B}[?" + modes.map(String.init).joined(separator: ";") + "l"
  }

  /// DECRQM: is private mode `mode` set? Answered `ESC [ ? mode ; setting $ y`.
  private static func requestPrivateMode(_ mode: Int) -> String {
    "\u{1B}[?\(mode)$p"
  }
}
