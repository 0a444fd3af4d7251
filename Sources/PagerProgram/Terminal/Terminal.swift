import CNcursesw
import CSignalFlags
import Glibc
import PagerKit
import PagerReader

/// Why the terminal could not be set up.
struct TerminalError: Error, CustomStringConvertible {
  var description: String
}

/// The terminal in curses mode: draws frames and reads keys, mouse reports, resizes and signals.
///
/// Only one may exist at a time (ncurses keeps one current screen). Every call must come from the
/// thread that made it.
final class Terminal: TerminalDevice {
  /// How many colours the terminal shows.
  let colorDepth: ColorDepth
  /// Whether the pages are drawn on the alternate screen: not with `-X`, nor where the terminal
  /// has none.
  let hasAlternateScreen: Bool

  /// The descriptor keys come from, to wait on beside other input.
  let inputDescriptor: Int32
  private let screen: OpaquePointer
  private let output: UnsafeMutablePointer<FILE>
  private var openedFiles: [UnsafeMutablePointer<FILE>] = []
  private var isActive = true
  /// The modes turned on past ncurses (drag reports, bracketed paste, grapheme cluster mode):
  /// one list that the start, resume, hand-over, restore and crash guard read. A paste the
  /// terminal brackets comes as one ``Input/paste(_:)``, not as keys.
  private var modes = TerminalModes()
  private var colorPairs: ColorPairs
  /// What the screen shows now, or nil when it must be drawn whole.
  private var drawn: Frame?
  private var mouse = MouseTracker()
  /// Events decoded but not yet returned (the release half of a click).
  private var queued: [Input] = []
  /// Keys ncurses reports under codes of the terminfo entry's own (Ctrl-Left, Ctrl-Right).
  private var extendedKeys: [Int32: Key] = [:]
  /// What the terminal was asked at startup, and has answered so far.
  private var query = TerminalQuery.none
  /// How clusters of several code points go out: cut until the terminal says it measures them
  /// whole.
  private var clusterOutput = ClusterOutput.cut
  /// Whether the terminal's answer on its background has been passed on.
  private var tookBackground = false
  /// Cells of the frame being drawn that go out past ncurses.
  private var overlay = CellOverlay()
  /// What of a style goes past ncurses on this terminal.
  private let overlayLooks: OverlayLooks
  /// The sequences the overlay is written with (its colours are ``colorPairs``' as they were
  /// when it was made).
  private var overlaySequences: CellOverlay.Sequences?

  /// Enters curses mode (alternate screen, no echo, keypad and mouse reporting on).
  ///
  /// Keys come from the controlling terminal when standard input is not one (text piped in), and
  /// the screen goes to it when standard output is not one.
  /// Without `colors`, nothing is coloured whatever the terminal can do (`--color never`,
  /// `NO_COLOR`); without `mouse`, mouse reporting stays off and the terminal keeps the mouse to
  /// select text with (`--no-mouse`); without `alternateScreen` (`-X`) the pages are drawn on
  /// the terminal's own screen, after what it showed is scrolled up into its scrollback.
  init(colors: Bool = true, mouse: Bool = true, alternateScreen: Bool = true) throws {
    TerminalSetup.chooseUTF8Locale()
    let input = TerminalSetup.terminalFile(standard: cn_stdin(), mode: "r")
    let output = TerminalSetup.terminalFile(standard: cn_stdout(), mode: "w")
    guard let input, let output else {
      let reason = String(cString: strerror(errno))
      for case let file? in [input, output] where file != cn_stdin() && file != cn_stdout() {
        fclose(file)
      }
      throw TerminalError(description: "/dev/tty cannot be opened: \(reason)")
    }
    let opened: [UnsafeMutablePointer<FILE>] = [input, output].filter {
      $0 != cn_stdin() && $0 != cn_stdout()
    }
    CrashGuard.saveSettings(of: fileno(output))
    if !alternateScreen { TerminalSetup.scrollAway(fileno(output)) }
    // newterm returns nil for an unknown TERM where initscr would print and exit (the type was
    // checked before, so it is more likely out of descriptors for the terminfo entry).
    errno = 0
    guard let screen = newterm(nil, output, input) else {
      let reason = errno == EMFILE || errno == ENFILE ? String(cString: strerror(errno)) : nil
      for file in opened { fclose(file) }
      let name = getenv("TERM").map { String(cString: $0) } ?? ""
      throw TerminalError(
        description: reason.map { "the terminfo entry cannot be read: \($0)" }
          ?? (name.isEmpty
            ? "TERM is not set" : "unknown terminal type \"\(name)\" (no terminfo entry)"))
    }
    openedFiles = opened
    inputDescriptor = fileno(input)
    self.screen = screen
    self.output = output
    set_term(screen)
    hasAlternateScreen = alternateScreen && Terminfo.string("smcup") != nil
    // Until a screen has once been left and resumed, ncurses flushes at every cursor move, so a
    // frame went out as a write per row (~30). Left and resumed once here, before anything is
    // drawn or any mode set, each frame goes out in one write.
    // ncurses has no call to stay off the alternate screen: newterm has only buffered its
    // smcup, which this endwin sends with its rmcup (nothing shows of it); with both emptied in
    // the entry, the resume and every later endwin send neither.
    if !alternateScreen { TerminalSetup.emptyCapability("smcup") }
    endwin()
    if !alternateScreen { TerminalSetup.emptyCapability("rmcup") }
    doupdate()
    cbreak()
    noecho()
    nonl()
    TerminalSetup.turnOffFlowControl(inputDescriptor)
    // Write each frame whole rather than stopping to look for typed keys in the middle of it.
    typeahead(-1)
    keypad(cn_stdscr(), true)
    TerminalSetup.defineHomeAndEnd()
    extendedKeys = TerminalSetup.defineControlArrows()
    // The cursor (hidden) ends each frame where ``draw(_:)`` parks it, so that what is written
    // past ncurses after the frame knows where it is, and leaves it there for ncurses.
    leaveok(cn_stdscr(), false)
    set_escdelay(25)
    curs_set(0)
    let capabilities = TerminalCapabilities.detect()
    colorDepth = colors ? capabilities.colorDepth : .none
    colorPairs = ColorPairs(capabilities: capabilities)
    overlayLooks = .terminfo(depth: colorDepth)
    overlaySequences = .terminfo(colors: colorPairs, looks: overlayLooks)
    if mouse {
      mousemask(cn_all_mouse_events() | cn_report_mouse_position(), nil)
      mouseinterval(0)
    }
    modes.reportsDrags = mouse && capabilities.speaksXtermMouse
    insideTmux = getenv("TMUX").map { $0.pointee != 0 } ?? false
    takesClipboardWrites = insideTmux || Terminfo.string("Ms") != nil
    modes.pasteBrackets = Terminfo.string("BE").flatMap { on in
      Terminfo.string("BD").map { (on, $0) }
    }
    turnModesOn()
    SignalPlan.install()
    armCrashGuard()
    query = .send(input: inputDescriptor, output: fileno(output), columns: size.columns)
    // The probe wrote where ncurses does not know: the first frame starts from a cleared screen.
    if query.isOpen { clearok(cn_curscr(), true) }
  }

  // MARK: Clipboard

  /// Whether the clipboard sequence (OSC 52) reaches a clipboard here: inside tmux, which takes
  /// it or passes it through as its options say, or where terminfo names it (`Ms`, as xterm's
  /// entries do). A terminal that knows no OSC, such as the Linux console, would print it.
  private let takesClipboardWrites: Bool
  /// Whether the program runs inside tmux (`TMUX` is set).
  private let insideTmux: Bool

  func copyToClipboard(_ text: String) -> Bool {
    guard isActive, takesClipboardWrites else { return false }
    send(ControlSequence.clipboardWrite(text, insideTmux: insideTmux))
    return true
  }

  /// What the crash guard writes to turn off the modes this program turned on.
  private func armCrashGuard() {
    CrashGuard.arm(modesOff: modes.offWithoutCurses)
  }

  deinit {
    restore()
    delscreen(screen)
    for file in openedFiles { fclose(file) }
  }

  /// The screen's size in cells.
  var size: Size { Size(columns: Int(getmaxx(cn_stdscr())), rows: Int(getmaxy(cn_stdscr()))) }

  // MARK: Drawing

  /// Copies `frame` to the screen, touching only cells that differ from the last frame drawn.
  func draw(_ frame: Frame) {
    guard isActive else { return }
    let window = cn_stdscr()
    var previous = drawn
    if let last = previous, last.width != frame.width || last.height != frame.height {
      previous = nil
    }
    if previous == nil { werase(window) }
    overlay.removeAll()
    // One pass compares the frames and copies what changed into ncurses' picture of the screen;
    // nothing reaches the terminal before doupdate.
    let size = size
    let changed =
      FrameChanges.forEach(
        in: frame, from: previous, width: size.columns, height: size.rows
      ) { change in
        put(
          change.glyph, columns: change.columns, style: change.style, row: change.row,
          column: change.column)
      } || previous == nil
    drawn = frame
    // Cells written past ncurses leave the (hidden) cursor at the start of the last row, where
    // ncurses leaves it too: where less keeps it, so a shell that takes the terminal back (a
    // stop from outside) writes there.
    let parked = (row: max(0, size.rows - 1), column: 0)
    wmove(window, Int32(parked.row), 0)
    wnoutrefresh(window)
    // An unchanged frame writes nothing, and neither does its wrapping.
    let synchronized = changed && query.synchronizesOutput
    if synchronized { send(ControlSequence.synchronizedOutputBegin) }
    doupdate()
    if !overlay.isEmpty, let overlaySequences {
      send(overlay.text(with: overlaySequences, parked: parked))
    }
    if synchronized { send(ControlSequence.synchronizedOutputEnd) }
  }

  /// Writes one glyph, a whole grapheme cluster, as ``GlyphCells`` cuts it: ncurses places each
  /// piece by glibc's `wcwidth`, and the cells to its right stay where the frame put them.
  private func put(_ glyph: String, columns: Int, style: Style, row: Int, column: Int) {
    var pair = colorPairs.pair(for: style)
    let attributes = CursesAttributes.of(style)
    if overlaySequences != nil, overlayLooks.needsOverlay(style) {
      putPlaceholder(
        columns: columns, attributes: attributes, pair: &pair, row: row, column: column)
      overlay.add(
        text(of: glyph, columns: columns), row: row, column: column, columns: columns, style: style)
      return
    }
    // Most cells need no cutting, and nothing allocated for each of a frame's thousands.
    if let only = GlyphCells.loneScalar(of: glyph, columns: columns, width: Self.measuredWidth) {
      var character = cchar_t()
      var text: (wchar_t, wchar_t) = (wchar_t(bitPattern: only.value), 0)
      withUnsafePointer(to: &text) { pointer in
        pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) {
          _ = setcchar(&character, $0, attributes, 0, &pair)
        }
      }
      mvwadd_wch(cn_stdscr(), Int32(row), Int32(column), &character)
      return
    }
    if clusterOutput == .whole, GlyphCells.isPrintable(glyph, width: Self.measuredWidth) {
      if let scalars = GlyphCells.wholeCell(
        of: glyph, columns: columns, width: Self.measuredWidth)
      {
        putCell(scalars, attributes: attributes, pair: &pair, row: row, column: column)
      } else {
        putPlaceholder(
          columns: columns, attributes: attributes, pair: &pair, row: row, column: column)
        overlay.add(glyph, row: row, column: column, columns: columns, style: style)
      }
      return
    }
    var x = column
    for piece in GlyphCells.pieces(of: glyph, columns: columns, width: Self.measuredWidth) {
      putCell(piece.scalars, attributes: attributes, pair: &pair, row: row, column: x)
      x += piece.width
    }
  }

  /// What goes out for `glyph` in `columns` columns past ncurses: the cluster whole where the
  /// terminal measures clusters, else the pieces ncurses would write.
  private func text(of glyph: String, columns: Int) -> String {
    if let only = GlyphCells.loneScalar(of: glyph, columns: columns, width: Self.measuredWidth) {
      return String(only)
    }
    if clusterOutput == .whole, GlyphCells.isPrintable(glyph, width: Self.measuredWidth) {
      return glyph
    }
    var text = String.UnicodeScalarView()
    for piece in GlyphCells.pieces(of: glyph, columns: columns, width: Self.measuredWidth) {
      text.append(contentsOf: piece.scalars)
    }
    return String(text)
  }

  /// Invisible blanks where a cell goes past ncurses: no frame cell is invisible, so ncurses
  /// writes over them whatever replaces the cell.
  private func putPlaceholder(
    columns: Int, attributes: attr_t, pair: inout Int32, row: Int, column: Int
  ) {
    for offset in 0..<columns {
      putCell(
        [" "], attributes: attributes | cn_a_invis(), pair: &pair, row: row,
        column: column + offset)
    }
  }

  /// Writes one ncurses cell of `scalars` (at most ``GlyphCells/maximumScalars``).
  private func putCell(
    _ scalars: [Unicode.Scalar], attributes: attr_t, pair: inout Int32, row: Int, column: Int
  ) {
    var character = cchar_t()
    setcchar(&character, [wchar_t(bitPattern: scalars[0].value), 0], attributes, 0, &pair)
    // setcchar keeps only marks after the first scalar, but ncurses writes every scalar a cell
    // holds: the rest of a ZWJ sequence goes in here.
    withUnsafeMutableBytes(of: &character.chars) { raw in
      let characters = raw.bindMemory(to: wchar_t.self)
      for index in characters.indices {
        characters[index] = index < scalars.count ? wchar_t(bitPattern: scalars[index].value) : 0
      }
    }
    mvwadd_wch(cn_stdscr(), Int32(row), Int32(column), &character)
  }

  private static func measuredWidth(_ scalar: Unicode.Scalar) -> Int {
    // Printable ASCII, most of what a frame holds, is one column in every locale.
    if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }
    return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
  }

  // MARK: Input

  /// Waits up to `timeoutMilliseconds` (-1: for ever) for the next input; nil when time runs out.
  func nextInput(timeoutMilliseconds: Int32) -> Input? {
    guard isActive else { return nil }
    if !queued.isEmpty { return queued.removeFirst() }
    let clock = MonotonicClock()
    let deadline =
      timeoutMilliseconds < 0 ? nil : clock.now().advanced(by: Double(timeoutMilliseconds))
    while true {
      if let signal = takeSignal() { return .signal(signal) }
      // A repaint after a stop and continue.
      if !queued.isEmpty { return queued.removeFirst() }
      let wait = deadline.map(clock.millisecondsLeft(until:)) ?? -1
      wtimeout(cn_stdscr(), wait)
      var character: wint_t = 0
      switch get_wch(&character) {
      case OK:
        if character == 27 {
          if query.consumeReply() {
            takeAnswers()
            continue
          }
          // A sequence read whole and ignored: on to the next input.
          guard let input = escapeInput() else { continue }
          return input
        }
        return .key(Key(cursesCharacter: character))
      case KEY_CODE_YES:
        if let input = input(keyCode: Int32(bitPattern: character)) { return input }
      default:
        // ERR: time ran out, a signal interrupted the read, or the terminal is gone: a hung-up
        // terminal reads as end-of-file at once, for ever, so waiting again would spin.
        if let signal = takeSignal() { return .signal(signal) }
        if terminalHungUp() { return .hangup }
        if wait == 0 { return nil }
      }
    }
  }

  /// Once the terminal has answered: its background is passed on as input, and where it measures
  /// clusters whole, they go out whole from the next frame, which repaints the screen, after
  /// setting mode 2027 where the terminal has it reset.
  private func takeAnswers() {
    if !query.isOpen, let background = query.answers.background, !tookBackground {
      tookBackground = true
      queued.append(.background(background))
      takeGround(TerminalGround(background: background))
    }
    guard !query.isOpen, clusterOutput == .cut, query.answers.clusterOutput == .whole,
      overlaySequences != nil
    else { return }
    if query.answers.enablesGraphemeMode {
      // Turned on alone, after the others: the list puts it last.
      modes.setsGraphemeMode = true
      send(ControlSequence.graphemeClusterModeOn)
      armCrashGuard()
    }
    clusterOutput = .whole
    drawn = nil
    clearok(cn_curscr(), true)
    if !queued.contains(.resize) { queued.append(.resize) }
  }

  /// Rounds text colours to ones that show on the terminal's background from now on; where that
  /// changes a colour (eight colours), the next frame is drawn whole.
  private func takeGround(_ ground: TerminalGround) {
    guard ground != colorPairs.ground else { return }
    colorPairs.ground = ground
    if overlaySequences != nil {
      overlaySequences = .terminfo(colors: colorPairs, looks: overlayLooks)
    }
    guard colorDepth == .basic8 else { return }
    drawn = nil
    clearok(cn_curscr(), true)
  }

  /// How long to wait for each further character of a sequence after ESC, in milliseconds:
  /// ncurses has waited for the first already, so this only covers one that arrives in pieces.
  private static let sequenceCharacterWait: Int32 = 20
  /// How long to wait for each further character of a control string (a reply that may come
  /// in pieces over a slow link, or through a multiplexer on a busy machine), in milliseconds,
  /// before dropping what came of it: a piece taken for keys could open a prompt and type into
  /// it, while waiting costs only keys typed right after an unbound Alt-] or Alt-P.
  private static let stringCharacterWait: Int32 = 500
  /// How long to wait for each further character of a paste, in milliseconds, before taking it
  /// as ended without its end.
  private static let pasteCharacterWait: Int32 = 200
  /// Characters of a paste kept at most; the rest is read and dropped.
  static let pasteLimit = 1 << 20

  /// What an ESC from ncurses begins (``EscapeSequence``): Esc itself, a key ncurses did not
  /// decode, a paste, what a late reply tells, or nil for a sequence read whole and ignored.
  private func escapeInput() -> Input? {
    var sequence = EscapeSequence()
    // ncurses has waited ESCDELAY already: only what follows at once belongs to the ESC.
    var wait: Int32 = 0
    while let next = CursesInputQueue.next(waiting: wait) {
      guard case .character(let character) = next else {
        CursesInputQueue.unget([next])
        return wait == 0 ? .key(.escape) : nil
      }
      switch sequence.feed(character) {
      case .more:
        wait = sequence.isInString ? Self.stringCharacterWait : Self.sequenceCharacterWait
      case .notASequence:
        CursesInputQueue.unget([next])
        return .key(.escape)
      case .done(.key(let key)): return .key(key)
      case .done(.pasteStart): return .paste(readPaste())
      case .done(.pasteEnd), .done(.ignored): return nil
      case .done(.reply(let reply)):
        // A reply that came after the exchange closed: used all the same.
        query.takeLateReply(reply)
        takeAnswers()
        return queued.isEmpty ? nil : queued.removeFirst()
      }
    }
    // A sequence cut short is dropped with what came of it.
    return wait == 0 ? .key(.escape) : nil
  }

  /// The text of a bracketed paste, up to its end (`ESC [ 201 ~`), ``pasteLimit`` characters of
  /// it at most; sequences inside are dropped.
  private func readPaste() -> String {
    var pasted = String.UnicodeScalarView()
    while let next = CursesInputQueue.next(waiting: Self.pasteCharacterWait) {
      guard case .character(let character) = next else { continue }
      guard character != 27 else {
        var sequence = EscapeSequence()
        var step = EscapeSequence.Step.more
        while step == .more,
          case .character(let following)? = CursesInputQueue.next(
            waiting: Self.sequenceCharacterWait)
        {
          step = sequence.feed(following)
        }
        if step == .done(.pasteEnd) { break }
        continue
      }
      if pasted.count < Self.pasteLimit, let scalar = Unicode.Scalar(character) {
        pasted.append(scalar)
      }
    }
    return String(pasted)
  }

  /// Whether the terminal keys come from has gone away (its pane closed, the line dropped).
  /// `poll` says so with POLLHUP (or POLLERR, POLLNVAL) whatever was asked, and never for a
  /// terminal that is still there, however idle; read returning 0 would also be a terminal's
  /// end-of-file, but ncurses does not tell that apart from "no key".
  private func terminalHungUp() -> Bool {
    var watched = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&watched, 1, 0) > 0 else { return false }
    return watched.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// A signal caught since the last look; also, after a stop and continue, sets the terminal's
  /// modes again and has the next frame drawn whole.
  private func takeSignal() -> Int32? {
    if signal_flags_take_continued() != 0 { resumeAfterStop() }
    let number = signal_flags_take_pending()
    return number == 0 ? nil : number
  }

  /// After a stop: a SIGSTOP from outside, which nothing can catch, left the terminal as the
  /// shell set it (cooked, echoing, a cursor) and the shell's lines on the screen, so the modes
  /// ncurses keeps for the program are set again and the screen is repainted, as after a resize.
  /// After Ctrl-Z ncurses has done the same already; doing it twice costs a frame.
  private func resumeAfterStop() {
    reset_prog_mode()
    keypad(cn_stdscr(), true)
    curs_set(0)
    turnModesOn()
    drawn = nil
    clearok(cn_curscr(), true)
    if !queued.contains(.resize) { queued.append(.resize) }
  }

  private func input(keyCode code: Int32) -> Input? {
    switch code {
    case KEY_RESIZE:
      // The terminal may have reflowed the old picture: repaint all of it from a blank screen.
      drawn = nil
      clearok(cn_curscr(), true)
      return .resize
    case KEY_MOUSE:
      var report = MEVENT()
      guard getmouse(&report) == OK else { return nil }
      queued += mouse.events(for: report).map { .mouse($0) }
      return queued.isEmpty ? nil : queued.removeFirst()
    default:
      return .key(Key(cursesKeyCode: code, extended: extendedKeys))
    }
  }

  // MARK: Modes

  /// Turns on the modes of ``modes``. ncurses asks xterm-style terminals for press and release
  /// only (mode 1000, from terminfo's `XM`); mode 1002 adds motion while a button is held,
  /// which ncurses then reports as REPORT_MOUSE_POSITION.
  private func turnModesOn() {
    if isActive && !modes.list.isEmpty { send(modes.on) }
  }

  /// Turns off the modes of ``modes``, in the order they were turned on.
  private func turnModesOff() {
    if !modes.list.isEmpty { send(modes.off) }
  }

  /// Sends a control sequence ncurses has no call for. Not through putp: that writes to stdio's
  /// stdout, which may be redirected, and holds the bytes back while ncurses writes past them.
  /// ncurses' own buffer is empty here (every draw ends with doupdate; mousemask flushes).
  private func send(_ sequence: String) {
    StandardStream(descriptor: fileno(output)).writeAll(sequence)
  }

  func repaint() {
    guard isActive else { return }
    drawn = nil
    clearok(cn_curscr(), true)
  }

  // MARK: Handing over

  func handOver(_ body: (_ input: Int32, _ output: Int32) -> Void) {
    guard isActive else { return }
    turnModesOff()
    mousemask(0, nil)
    curs_set(1)
    endwin()
    body(inputDescriptor, fileno(output))
    // Ctrl-C and Ctrl-\ typed at the program were its own, as less takes them; a signal that
    // ends the pager is still taken.
    let pending = signal_flags_take_pending()
    if pending != 0 && pending != SIGINT && pending != SIGQUIT { queued.append(.signal(pending)) }
    // What the program left on the screen is not what ncurses thinks is there.
    drawn = nil
    clearok(cn_curscr(), true)
    doupdate()
    curs_set(0)
    mousemask(cn_all_mouse_events() | cn_report_mouse_position(), nil)
    turnModesOn()
  }

  // MARK: Leaving

  /// Leaves curses mode: mouse reporting off, cursor shown, normal screen back. Safe to call twice.
  func restore() {
    guard isActive else { return }
    isActive = false
    CrashGuard.disarm()
    // Mode 1002 is ours, so switching it off is ours too; mousemask(0) then turns off 1000/1006.
    turnModesOff()
    // Every frame ends it, but a frame cut short by a failed write would not have.
    if query.synchronizesOutput { send(ControlSequence.synchronizedOutputEnd) }
    query.awaitReplies(inputDescriptor: inputDescriptor)
    mousemask(0, nil)
    curs_set(1)
    endwin()
  }
}
