import CNcursesw

/// ncurses' input read past what `get_wch` decoded, and given back: for the bytes after an ESC
/// that ncurses did not take as a key.
enum CursesInputQueue {
  /// What `get_wch` returned: a character (OK) or a key code (KEY_CODE_YES).
  enum Item: Equatable {
    case character(wint_t)
    case key(Int32)
  }

  /// The next item, waiting up to `milliseconds` for it; nil when none came.
  static func next(waiting milliseconds: Int32) -> Item? {
    wtimeout(cn_stdscr(), milliseconds)
    var character: wint_t = 0
    switch get_wch(&character) {
    case OK: return .character(character)
    case KEY_CODE_YES: return .key(Int32(bitPattern: character))
    default: return nil
    }
  }

  /// Puts input back so that `get_wch` returns it next, first item first (ncurses pushes onto the
  /// front of its queue). It comes back as it is, never decoded as part of a key again.
  static func unget(_ items: [Item]) {
    for item in items.reversed() {
      switch item {
      case .character(let character): unget_wch(wchar_t(bitPattern: character))
      case .key(let code): ungetch(code)
      }
    }
  }
}
