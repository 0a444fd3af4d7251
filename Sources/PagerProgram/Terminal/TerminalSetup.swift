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

  /// Home and End come in several dialects, and tmux sends `ESC [1~` and `ESC [4~` even where TERM
  /// names xterm, whose entry expects `ESC OH` and `ESC OF`: teach ncurses the ones still free.
  static func defineHomeAndEnd() {
    let dialects: [(String, Int32)] = [
      ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END), ("\u{1B}[7~", KEY_HOME),
      ("\u{1B}[8~", KEY_END), ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END),
      ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
    ]
    for (sequence, code) in dialects where key_defined(sequence) == 0 {
      define_key(sequence, code)
    }
  }

  /// Ctrl-Left and Ctrl-Right (less's `Esc {` and `Esc }`): ncurses gives them codes of their
  /// own only where the terminfo entry lists them (`kLFT5`, `kRIT5`, as xterm's and tmux's
  /// do), and numbers those from entry to entry; where it does not, the sequences xterm and
  /// rxvt send are taught to it under codes no key has. Returns which code is which key.
  static func defineControlArrows() -> [Int32: Key] {
    let arrows: [(capability: String, sequences: [String], key: Key)] = [
      ("kLFT5", ["\u{1B}[1;5D", "\u{1B}Od"], .controlLeft),
      ("kRIT5", ["\u{1B}[1;5C", "\u{1B}Oc"], .controlRight),
    ]
    var keys: [Int32: Key] = [:]
    var free = Int32(KEY_MAX) + 0x200
    for arrow in arrows {
      let listed = Terminfo.string(arrow.capability)
      for sequence in (listed.map { [$0] } ?? []) + arrow.sequences {
        let code = key_defined(sequence)
        if code > 0 {
          // A code of the entry's own; a key of curses' (Left, say) stays what it is.
          if code > KEY_MAX { keys[code] = arrow.key }
          continue
        }
        // -1: the sequence begins another key's, so cannot be one.
        guard code == 0 else { continue }
        while has_key(free) != 0 { free += 1 }
        guard define_key(sequence, free) == OK else { continue }
        keys[free] = arrow.key
        free += 1
      }
    }
    return keys
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
