/// The one list of the terminal modes the program turns on past ncurses, read by everything that
/// turns them on or off: the start, the resume after a stop, handing the terminal over (`!`,
/// `v`), the restore at exit, and the crash guard's bytes for a fatal signal.
///
/// ncurses keeps the modes it sets itself (keypad, the alternate screen, the hidden cursor,
/// press-and-release mouse reports) and undoes them at `endwin` and a stop; the crash guard,
/// which cannot call ncurses, undoes them from ``cursesCapabilitiesOff`` and
/// ``ControlSequence/mouseReportingOff``. Synchronized output is no mode here: each frame begins
/// and ends it.
struct TerminalModes {
  /// One mode: the bytes that turn it on, those that turn it off while ncurses runs, and those
  /// that turn it off from a signal handler, where ncurses cannot undo its part.
  struct Mode: Equatable {
    let on: String
    let off: String
    let offWithoutCurses: String
  }

  /// Whether drags are reported (mode 1002, on top of ncurses' 1000), in SGR's encoding (1006).
  var reportsMouse = false
  /// How the terminal is asked to bracket pastes and to stop (terminfo's `BE` and `BD`).
  var pasteBrackets: (on: String, off: String)?
  /// Whether the program set grapheme cluster mode (2027), so must reset it.
  var setsGraphemeMode = false

  /// The terminfo capabilities that undo what ncurses set: attributes, cursor, keypad, screen.
  static let cursesCapabilitiesOff = ["sgr0", "cnorm", "rmkx", "rmcup"]

  /// The modes in effect, in the order they are turned on.
  var list: [Mode] {
    var modes: [Mode] = []
    if reportsMouse {
      modes.append(
        // The crash guard turns off ncurses' mode too, as mousemask(0) would.
        Mode(
          on: ControlSequence.mouseReportingOn, off: ControlSequence.dragReportsOff,
          offWithoutCurses: ControlSequence.mouseReportingOff))
    }
    if let pasteBrackets {
      modes.append(
        Mode(on: pasteBrackets.on, off: pasteBrackets.off, offWithoutCurses: pasteBrackets.off))
    }
    if setsGraphemeMode {
      modes.append(
        Mode(
          on: ControlSequence.graphemeClusterModeOn, off: ControlSequence.graphemeClusterModeOff,
          offWithoutCurses: ControlSequence.graphemeClusterModeOff))
    }
    return modes
  }

  /// What turns every mode on.
  var on: String { list.map(\.on).joined() }
  /// What turns every mode off, while ncurses runs.
  var off: String { list.map(\.off).joined() }
  /// What turns every mode off from the crash guard, before its curses capabilities.
  var offWithoutCurses: String { list.map(\.offWithoutCurses).joined() }
}
