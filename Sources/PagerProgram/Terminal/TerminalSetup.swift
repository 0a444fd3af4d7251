import CNcursesw
import Glibc

/// What the terminal needs before curses mode: a UTF-8 locale, the terminal's files, the keys
/// ncurses does not know.
enum TerminalSetup {
  /// Takes the character set from the environment, and C.UTF-8's where that is not UTF-8:
  /// without it, ncurses draws every non-ASCII character as a blank. Only LC_CTYPE is loaded:
  /// nothing else here reads a locale, and loading all twelve categories is a fifth of a
  /// millisecond of startup, a file each.
  static func chooseUTF8Locale() {
    setlocale(LC_CTYPE, "")
    if !codesetIsUTF8() { setlocale(LC_CTYPE, "C.UTF-8") }
  }

  private static func codesetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }

  /// Turns off what the terminal driver would take from the keys before the program sees them:
  /// flow control (Ctrl-S would stop all output, q included, until Ctrl-Q) and the extended
  /// characters (Ctrl-V quoting the next key, Ctrl-O discarding output), then keeps that as the
  /// mode ncurses sets again after a stop. Call in curses mode; `endwin` gives the terminal back
  /// as it was. Ctrl-C, Ctrl-Z and Ctrl-\ stay signals (``SignalPlan``).
  static func turnOffFlowControl(_ descriptor: Int32) {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return }
    settings.c_iflag &= ~tcflag_t(IXON | IXOFF)
    settings.c_lflag &= ~tcflag_t(IEXTEN)
    guard tcsetattr(descriptor, TCSADRAIN, &settings) == 0 else { return }
    def_prog_mode()
  }

  /// Scrolls what the terminal shows up into its scrollback, a line end for each row but one,
  /// as the first page of `less -X` does: drawing on the terminal's own screen starts by
  /// clearing it, which would lose what the shell had shown.
  static func scrollAway(_ descriptor: Int32) {
    guard let rows = OneScreenCheck.terminalSize(of: descriptor)?.rows, rows > 1 else { return }
    StandardStream(descriptor: descriptor).writeAll(String(repeating: "\n", count: rows - 1))
  }

  /// Empties the string capability `name` of the current terminfo entry where it is kept, so
  /// that ncurses sends nothing for it from then on.
  static func emptyCapability(_ name: String) {
    Terminfo.stringStorage(name)?.pointee = 0
  }

  /// `standard` when it is a terminal, else the controlling terminal opened anew.
  static func terminalFile(
    standard: UnsafeMutablePointer<FILE>, mode: String
  ) -> UnsafeMutablePointer<FILE>? {
    if isatty(fileno(standard)) != 0 { return standard }
    return fopen("/dev/tty", mode)
  }
}
