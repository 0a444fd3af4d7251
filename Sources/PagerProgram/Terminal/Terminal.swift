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
  /// The modes turned on past ncurses (mouse reports, bracketed paste, grapheme cluster mode):
  /// one list that the start, resume, hand-over, restore and crash guard read. A paste the
  /// terminal brackets comes as one ``Input/paste(_:)``, not as keys.
  private var modes = TerminalModes()
  /// What the bytes read from the terminal are: keys, mouse reports, pastes, replies.
  private var decoder: InputDecoder
  /// Since when the decoder has held bytes that may become more, if it does.
  private var heldSince: Instant?
  private var colorPairs: ColorPairs
  /// What the screen shows now, or nil when it must be drawn whole.
  private var drawn: Frame?
  /// Input decoded but not yet returned (a click's release, keys read together).
  private var queued: [Input] = []
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

  /// Enters curses mode (alternate screen, no echo, keypad and mouse reporting on). ncurses
  /// draws; the keys are read and decoded here (``InputDecoder``), never by ncurses.
  ///
  /// Keys come from the controlling terminal when standard input is not one (text piped in), and
  /// the screen goes to it when standard output is not one.
  /// Without `colors`, nothing is coloured whatever the terminal can do (`--color never`,
  /// `NO_COLOR`); without `mouse`, mouse reporting stays off and the terminal keeps the mouse to
  /// select text with (`--no-mouse`); without `alternateScreen` (`-X`) the pages are drawn on
  /// the terminal's own screen, after what it showed is scrolled up into its scrollback. With
  /// a `keysFile` the keys are read from that file instead (less's `--tty`). Unless
  /// `maySuspend`, Ctrl-Z does nothing (less's secure mode).
  init(_ request: TerminalRequest = TerminalRequest()) throws {
    let (colors, mouse, alternateScreen, keysFile) = (
      request.colors, request.mouse, request.alternateScreen, request.keysFile
    )
    TerminalSetup.chooseUTF8Locale()
    // Before newterm, which then leaves the stop ignored instead of handling it.
    if !request.maySuspend { SignalPlan.ignoreStops() }
    let input =
      keysFile.map { fopen($0, "r") }
      ?? TerminalSetup.terminalFile(standard: cn_stdin(), mode: "r")
    let output = TerminalSetup.terminalFile(standard: cn_stdout(), mode: "w")
    guard let input, let output else {
      let reason = String(cString: strerror(errno))
      for case let file? in [input, output] where file != cn_stdin() && file != cn_stdout() {
        fclose(file)
      }
      let name = input == nil ? keysFile ?? "/dev/tty" : "/dev/tty"
      throw TerminalError(description: "\(name) cannot be opened: \(reason)")
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
    // The keypad in application mode (terminfo's `smkx`), whose key strings the decoder knows.
    keypad(cn_stdscr(), true)
    decoder = InputDecoder(terminfoKeys: InputDecoder.terminfoKeys())
    // The cursor (hidden) ends each frame where ``draw(_:)`` parks it, so that what is written
    // past ncurses after the frame knows where it is, and leaves it there for ncurses.
    leaveok(cn_stdscr(), false)
    curs_set(0)
    let capabilities = TerminalCapabilities.detect()
    colorDepth = colors ? capabilities.colorDepth : .none
    colorPairs = ColorPairs(capabilities: capabilities)
    overlayLooks = .terminfo(depth: colorDepth)
    overlaySequences = .terminfo(colors: colorPairs, looks: overlayLooks)
    if mouse {
      // ncurses switches press-and-release reports (mode 1000) on and off with the screen, a
      // stop (Ctrl-Z) included; the decoder reads them.
      mousemask(cn_all_mouse_events() | cn_report_mouse_position(), nil)
    }
    modes.reportsMouse = mouse && capabilities.speaksXtermMouse
    insideTmux = getenv("TMUX").map { $0.pointee != 0 } ?? false
    takesClipboardWrites = insideTmux || Terminfo.string("Ms") != nil
    modes.pasteBrackets = Terminfo.string("BE").flatMap { on in
      Terminfo.string("BD").map { (on, $0) }
    }
    turnModesOn()
    SignalPlan.install()
    // After newterm, in place of ncurses' handler.
    signal_flags_watch_resizes()
    armCrashGuard()
    query = .send(input: inputDescriptor, output: fileno(output), columns: size.columns)
    decoder.awaitsReplies = query.isOpen
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

  func notify(_ notice: DesktopNotice, as form: DesktopNotice.Form) {
    guard isActive else { return }
    send(notice.sequence(form, insideTmux: insideTmux))
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
    var run = CursesCellRun()
    // A frame's cells come in runs of one style: each is put in ncurses' terms once.
    var look: (index: Int, look: CursesLook)?
    let changed =
      FrameChanges.forEach(
        in: frame, from: previous, width: size.columns, height: size.rows
      ) { change, cells in
        let current: CursesLook
        if let last = look, FrameChanges.sameStyle(cells, change.index, last.index) {
          current = last.look
        } else {
          current = self.look(of: cells[change.index].style)
          look = (change.index, current)
        }
        put(
          change.glyph(in: cells), change, style: cells[change.index].style, look: current,
          run: &run, window: window)
      } || previous == nil
    run.write(into: window)
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

  /// How `style` goes into ncurses: its attributes and colour pair, and a cell of it to copy.
  private func look(of style: Style) -> CursesLook {
    var pair = colorPairs.pair(for: style)
    let attributes = CursesAttributes.of(style)
    var cell = cchar_t()
    _ = setcchar(&cell, [wchar_t(32), 0], attributes, 0, &pair)
    return CursesLook(
      attributes: attributes, pair: pair, cell: cell,
      isOverlaid: overlaySequences != nil && overlayLooks.needsOverlay(style))
  }

  /// Writes one change, a whole grapheme cluster, as ``GlyphCells`` cuts it: ncurses places
  /// each piece by glibc's `wcwidth`, and the cells to its right stay where the frame put them.
  /// A cell of one scalar joins `run`; anything else goes in after the run is written.
  private func put(
    _ glyph: String, _ change: FrameChanges.Change, style: @autoclosure () -> Style,
    look: CursesLook, run: inout CursesCellRun, window: UnsafeMutablePointer<WINDOW>?
  ) {
    let (columns, row, column) = (change.columns, change.row, change.column)
    if !look.isOverlaid,
      let only = GlyphCells.loneScalar(of: glyph, columns: columns, width: Self.measuredWidth)
    {
      var cell = look.cell
      cell.chars.0 = wchar_t(bitPattern: only.value)
      run.add(cell, columns: columns, row: row, column: column, window: window)
      return
    }
    run.write(into: window)
    var pair = look.pair
    let attributes = look.attributes
    if look.isOverlaid {
      putPlaceholder(
        columns: columns, attributes: attributes, pair: &pair, row: row, column: column)
      overlay.add(
        text(of: glyph, columns: columns), row: row, column: column, columns: columns,
        style: style())
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
        overlay.add(glyph, row: row, column: column, columns: columns, style: style())
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
      if signal_flags_take_resized() != 0 { takeResize() }
      if !queued.isEmpty { return queued.removeFirst() }
      // Bytes held that may become more are waited for as long as they may take, then taken as
      // they stand (a lone ESC is Escape).
      let heldUntil = decoder.waitMilliseconds.map { wait in
        (heldSince ?? clock.now()).advanced(by: Double(wait))
      }
      let soonest = [deadline, heldUntil].compactMap { $0 }.min()
      let wait = soonest.map(clock.millisecondsLeft(until:)) ?? -1
      switch read(waiting: wait) {
      case .bytes(let bytes):
        take(decoder.decode(bytes))
        // What is held waits from its last byte on.
        heldSince = decoder.waitMilliseconds == nil ? nil : clock.now()
      case .nothing:
        if let heldUntil, clock.now() >= heldUntil {
          take(decoder.flush())
          heldSince = nil
        } else if let deadline, clock.now() >= deadline, queued.isEmpty {
          return nil
        }
      case .hungUp: return .hangup
      }
      if !queued.isEmpty { return queued.removeFirst() }
    }
  }

  var heldInputMilliseconds: Double? {
    guard let wait = decoder.waitMilliseconds else { return nil }
    let clock = MonotonicClock()
    let due = (heldSince ?? clock.now()).advanced(by: Double(wait))
    return Double(clock.millisecondsLeft(until: due))
  }

  /// What one wait for the terminal's bytes gave.
  private enum ReadOutcome {
    case bytes(ArraySlice<UInt8>)
    /// Time ran out, or a signal came, with nothing to read.
    case nothing
    /// The terminal went away (its pane closed, the line dropped): no byte can come any more.
    case hungUp
  }

  private var readBuffer = [UInt8](repeating: 0, count: 4096)

  /// Waits up to `milliseconds` (-1: for ever) for bytes from the terminal and reads what came.
  private func read(waiting milliseconds: Int32) -> ReadOutcome {
    var watched = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
    let ready = SystemCall.pollUntilSignal(&watched, timeoutMilliseconds: milliseconds)
    if ready < 0 { return .hungUp }
    if ready == 0 { return .nothing }
    // POLLHUP (or POLLERR, POLLNVAL) comes whatever was asked, never for a terminal that is
    // still there, however idle; what was typed before is read first.
    let count = readBuffer.withUnsafeMutableBytes { SystemCall.read(inputDescriptor, into: $0) }
    if count > 0 { return .bytes(readBuffer[..<count]) }
    if count < 0 && errno == EAGAIN { return .nothing }
    return .hungUp
  }

  /// Takes what the decoder made of the bytes: input is queued, replies answer the startup query.
  private func take(_ events: [InputDecoder.Event]) {
    for event in events {
      switch event {
      case .input(let input): queued.append(input)
      case .reply(let reply):
        if query.isOpen {
          query.take(reply)
          decoder.awaitsReplies = query.isOpen
        } else {
          // A reply that came after the exchange closed: used all the same.
          query.takeLateReply(reply)
        }
        takeAnswers()
      }
    }
  }

  /// The terminal changed size: ncurses is told the size the system has (its own SIGWINCH
  /// handler is replaced), and the next frame repaints all of it from a blank screen, since the
  /// terminal may have reflowed the old picture.
  private func takeResize() {
    var size = winsize()
    if ioctl(fileno(output), UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 {
      resize_term(Int32(size.ws_row), Int32(size.ws_col))
    }
    drawn = nil
    clearok(cn_curscr(), true)
    if !queued.contains(.resize) { queued.append(.resize) }
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

  /// Characters of a paste kept at most; the rest is read and dropped.
  static let pasteLimit = 1 << 20

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

  // MARK: Modes

  /// Turns on the modes of ``modes``.
  private func turnModesOn() {
    if isActive && !modes.list.isEmpty { send(modes.on) }
  }

  /// Turns off the modes of ``modes``, in the order they were turned on.
  private func turnModesOff() {
    if !modes.list.isEmpty { send(modes.off) }
  }

  /// Sends a control sequence ncurses has no call for. Not through putp: that writes to stdio's
  /// stdout, which may be redirected, and holds the bytes back while ncurses writes past them.
  /// ncurses' own buffer is empty here (every draw ends with doupdate).
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
    turnModesOff()
    // Every frame ends it, but a frame cut short by a failed write would not have.
    if query.synchronizesOutput { send(ControlSequence.synchronizedOutputEnd) }
    query.awaitReplies(inputDescriptor: inputDescriptor)
    mousemask(0, nil)
    curs_set(1)
    endwin()
  }
}
