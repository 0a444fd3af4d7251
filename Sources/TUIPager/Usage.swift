/// The text of `--help` and `--version`.
enum Usage {
  static let version = "TUIPager 0.1.0"

  static let help = """
    Usage: TUIPager [OPTIONS]

    Swiping tabs in the terminal: a menu bar with a sliding underline over full-screen pages
    that slide left and right.

    Options:
      --duration MS   animation length in milliseconds, 0 to 60000 (default 250; 0 = instant)
      --start N       open on tab N (1 is the first)
      -h, --help      show this help and exit
      -V, --version   show the version and exit

    Keys:
      Right  l  Tab        next tab
      Left   h  Shift-Tab  previous tab
      1 … 9                jump to that tab
      Home   End           first / last tab
      q  Esc  Ctrl-C       quit

    Mouse:
      click a bar item     jump to it

    """
}
