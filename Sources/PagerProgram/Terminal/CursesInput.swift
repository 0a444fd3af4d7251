import CNcursesw

extension Key {
  /// The key behind a character `get_wch` returned with `OK`.
  init(cursesCharacter character: wint_t) {
    switch character {
    case 9: self = .tab
    case 10, 13: self = .enter
    case 27: self = .escape
    case 8, 127: self = .backspace
    default:
      guard let scalar = Unicode.Scalar(character) else {
        self = .unknown(Int32(bitPattern: character))
        return
      }
      self = .character(Character(scalar))
    }
  }

  /// The key behind a code `get_wch` returned with `KEY_CODE_YES` (not KEY_RESIZE or KEY_MOUSE);
  /// `extended` names the codes ncurses gives keys of the terminfo entry's extended
  /// capabilities, which differ from entry to entry (``TerminalSetup/defineControlArrows()``).
  init(cursesKeyCode code: Int32, extended: [Int32: Key] = [:]) {
    if let key = extended[code] {
      self = key
      return
    }
    switch code {
    case KEY_UP: self = .up
    case KEY_DOWN: self = .down
    case KEY_LEFT: self = .left
    case KEY_RIGHT: self = .right
    // A1, A3, C1, C3: the corners of the keypad, where Home, PgUp, End and PgDn are printed.
    case KEY_HOME, KEY_A1: self = .home
    case KEY_END, KEY_C1: self = .end
    case KEY_PPAGE, KEY_A3: self = .pageUp
    case KEY_NPAGE, KEY_C3: self = .pageDown
    case KEY_BTAB: self = .backTab
    case KEY_ENTER: self = .enter
    case KEY_BACKSPACE: self = .backspace
    case KEY_DC: self = .delete
    case KEY_IC: self = .insert
    case KEY_F0 + 1...KEY_F0 + 63: self = .function(Int(code - KEY_F0))
    default: self = .unknown(code)
    }
  }
}

/// Turns ncurses mouse reports into mouse events.
///
/// ncurses reports motion as REPORT_MOUSE_POSITION without saying which button is down, so the
/// tracker remembers the last press to tell a drag from a plain move.
struct MouseTracker {
  private var heldButton: MouseButton?

  /// The events behind one report: usually one, two for a click (press and release), none for a
  /// report this program does not use.
  mutating func events(for report: MEVENT) -> [MouseEvent] {
    let state = report.bstate
    func event(_ action: MouseAction) -> MouseEvent {
      MouseEvent(column: Int(report.x), row: Int(report.y), action: action)
    }
    for (number, button) in [(1, MouseButton.left), (2, .middle), (3, .right)] {
      if state & cn_button_pressed(Int32(number)) != 0 {
        heldButton = button
        return [event(.press(button))]
      }
      if state & cn_button_released(Int32(number)) != 0 {
        if heldButton == button { heldButton = nil }
        return [event(.release(button))]
      }
      // Only without mouseinterval(0): ncurses then folds press and release into one click.
      if state & cn_button_clicked(Int32(number)) != 0 {
        return [event(.press(button)), event(.release(button))]
      }
    }
    if state & cn_button_pressed(4) != 0 { return [event(.wheelUp)] }
    if state & cn_button_pressed(5) != 0 { return [event(.wheelDown)] }
    if state & cn_report_mouse_position() != 0 {
      if let heldButton { return [event(.drag(heldButton))] }
      // Motion comes only while a button is held (mode 1002). ncurses drops a press that arrives
      // in the same read as the first motion: the press happened, so start from here.
      heldButton = .left
      return [event(.press(.left)), event(.drag(.left))]
    }
    return []
  }
}
