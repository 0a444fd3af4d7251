import CNcursesw
import Glibc
import PagerKit

/// What the terminal needs around full-screen mode: a UTF-8 locale, the terminal's files, its
/// settings and its size.
enum TerminalSetup {
  /// Takes the character set from the environment, and C.UTF-8's where that is not UTF-8:
  /// without it, `wcwidth` takes every non-ASCII character as unprintable. Only LC_CTYPE is loaded:
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

  /// The terminal's settings at `descriptor`, or nil where it has none (not a terminal).
  static func settings(of descriptor: Int32) -> termios? {
    var settings = termios()
    return tcgetattr(descriptor, &settings) == 0 ? settings : nil
  }

  /// The program's settings, made from the shell's as ncurses' `cbreak`, `noecho` and `nonl`
  /// make them: keys come one at a time and unechoed, Enter as a carriage return, line ends go
  /// out as they are. Flow control (Ctrl-S would stop all output, q included, until Ctrl-Q) and
  /// the extended characters (Ctrl-V quoting the next key, Ctrl-O discarding output) are off
  /// too; Ctrl-C, Ctrl-Z and Ctrl-\ stay signals (``SignalPlan``).
  static func programSettings(from shell: termios) -> termios {
    var settings = shell
    settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | IEXTEN)
    settings.c_lflag |= tcflag_t(ISIG)
    settings.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR | IXON | IXOFF)
    settings.c_oflag &= ~tcflag_t(ONLCR)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return settings
  }

  /// The size of the terminal at `descriptor`, as ncurses finds it: the system's, where
  /// `fromEnvironment` `LINES` and `COLUMNS` over it, then the terminfo entry's, then 80 by 24.
  static func screenSize(of descriptor: Int32, fromEnvironment: Bool) -> Size {
    var rows = 0
    var columns = 0
    var system = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &system) == 0 {
      rows = Int(system.ws_row)
      columns = Int(system.ws_col)
    }
    if fromEnvironment {
      if let lines = environmentNumber("LINES") { rows = lines }
      if let count = environmentNumber("COLUMNS") { columns = count }
    }
    if rows <= 0 { rows = Terminfo.number("lines") }
    if columns <= 0 { columns = Terminfo.number("cols") }
    return Size(columns: columns > 0 ? columns : 80, rows: rows > 0 ? rows : 24)
  }

  private static func environmentNumber(_ name: String) -> Int? {
    guard let value = getenv(name), let number = Int(String(cString: value)), number > 0 else {
      return nil
    }
    return number
  }

  /// Scrolls what the terminal shows up into its scrollback, a line end for each row but one,
  /// as the first page of `less -X` does: drawing on the terminal's own screen starts by
  /// clearing it, which would lose what the shell had shown.
  static func scrollAway(_ descriptor: Int32) {
    guard let rows = OneScreenCheck.terminalSize(of: descriptor)?.rows, rows > 1 else { return }
    StandardStream(descriptor: descriptor).writeAll(String(repeating: "\n", count: rows - 1))
  }

  /// `standard` when it is a terminal, else the controlling terminal opened anew.
  static func terminalFile(
    standard: UnsafeMutablePointer<FILE>, mode: String
  ) -> UnsafeMutablePointer<FILE>? {
    if isatty(fileno(standard)) != 0 { return standard }
    return fopen("/dev/tty", mode)
  }
}
