/// The text of `--help` and `--version`.
enum Usage {
  static let version = "TUIPager 0.2.0"

  static var help: String {
    """
    Usage: TUIPager [OPTIONS] [FILE…]
           COMMAND | TUIPager [OPTIONS]

    Swiping tabs in the terminal: a bar of tabs with a sliding indicator over full-screen
    pages that slide left and right. Files, standard input and command output become tabs
    you page through like less; with none of them, a demo preset runs.

    Tabs of text:
      FILE                 a tab showing the file ("-" for standard input)
      -c, --command CMD    a tab showing the output of `/bin/sh -c CMD` (repeatable)
      --chop               cut long lines instead of wrapping them (then < and > scroll)
      --color WHEN         auto (default; NO_COLOR turns it off), always or never

    Demo and looks:
      --preset NAME        menu (default), titles, tabbar or floating
      --tabs "A,B,C"       tabs with these titles (any number, at least one)
      --title TEXT         a title row above everything ("" for none)
      --bar PLACE          top, bottom or floating
      --indicator STYLE    line, block or dot
      --jump STYLE         slide (through the pages between) or direct
      --wrap               next from the last tab goes on to the first
      --start N            open on tab N (1 is the first)
      --duration MS        animation length in milliseconds, 0 to 60000 (default 250; 0 = instant)
      --reduce-motion      make every change instant (the same as --duration 0)
      --status, --no-status  show or hide the status line ("k/n Title")
      -h, --help           show this help and exit
      -V, --version        show the version and exit

    Keys:
    \(keys.map { "  " + $0 }.joined(separator: "\n"))

    Mouse:
    \(mouse.map { "  " + $0 }.joined(separator: "\n"))

    """
  }

  /// Every key, one line each: for `--help` and the `?` overlay.
  static let keys = [
    "Right  l  Tab        next tab",
    "Left   h  Shift-Tab  previous tab",
    "1 … 9                jump to that tab",
    "Home   End           first / last tab",
    "Down  j  Enter       scroll down a line (pages with content)",
    "Up    k              scroll up a line",
    "Space  f  PgDn       scroll down a screen",
    "b  PgUp              scroll up a screen",
    "d  u                 scroll down / up half a screen",
    "g  G                 first / last line",
    "<  >                 scroll cut lines sideways (with --chop)",
    "/PATTERN Enter       search forward (smart case); n / N next / previous match",
    "r                    run the tab's command again (reopen its file)",
    "?                    this help",
    "q  Esc  Ctrl-C       quit",
  ]

  /// Every mouse action, one line each.
  static let mouse = [
    "click a bar item     jump to it",
    "drag the pages       swipe: release past half a page, or flick, to change tab",
    "wheel                scroll the content",
  ]

  /// The `?` overlay.
  static let overlay =
    ["Keys", ""] + keys + ["", "Mouse", ""] + mouse + ["", "Any key closes this help."]
}
