/// The one list of the terminal modes the program turns on besides the screen's own, read by
/// everything that turns them on or off: the start, the resume after a stop, handing the
/// terminal over (`!`, `v`), the restore at exit, and the crash guard's bytes for a fatal signal.
///
/// Synchronized output is no mode here: each frame begins and ends it.
struct TerminalModes {
  /// One mode: the bytes that turn it on, and those that turn it off.
  struct Mode: Equatable {
    let on: String
    let off: String
  }

  /// Whether presses, releases and drags are reported (modes 1000 and 1002), in SGR's encoding
  /// (1006).
  var reportsMouse = false
  /// How the terminal is asked to bracket pastes and to stop (terminfo's `BE` and `BD`).
  var pasteBrackets: (on: String, off: String)?
  /// Whether the program set grapheme cluster mode (2027), so must reset it.
  var setsGraphemeMode = false

  /// The modes in effect, in the order they are turned on.
  var list: [Mode] {
    var modes: [Mode] = []
    if reportsMouse {
      modes.append(
        Mode(on: ControlSequence.mouseReportingOn, off: ControlSequence.mouseReportingOff))
    }
    if let pasteBrackets {
      modes.append(Mode(on: pasteBrackets.on, off: pasteBrackets.off))
    }
    if setsGraphemeMode {
      modes.append(
        Mode(
          on: ControlSequence.graphemeClusterModeOn, off: ControlSequence.graphemeClusterModeOff))
    }
    return modes
  }

  // Added up by hand, with String's own append: `joined()`, and `+=` here (which resolves to
  // RangeReplaceableCollection's), are the standard library's generic code, whose first run
  // looks its element type up through every conformance, 0.1 M instructions at the start.
  /// What turns every mode on.
  var on: String { list.reduce(into: "") { $0.append($1.on) } }
  /// What turns every mode off.
  var off: String { list.reduce(into: "") { $0.append($1.off) } }
}
