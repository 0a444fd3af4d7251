import CNcursesw
import CSignalFlags
import Glibc
import PagerKit
import PagerReader

/// Why the terminal could not be set up.
struct TerminalError: Error, CustomStringConvertible {
  var description: String
}

/// The terminal in full-screen mode: draws frames and reads keys, mouse reports, resizes and
/// signals.
///
/// ncurses' terminfo layer says how the terminal does each thing (`setupterm`, `tigetstr`,
/// `tparm`); the frames go out through ``ScreenWriter``, the keys come in through
/// ``InputDecoder``. No curses screen is made: its three copies of the screen, and its own
/// comparing of frames, would be a second picture of what the frames already say.
///
/// Only one may exist at a time (terminfo keeps one current entry). Every call must come from
/// the thread that made it.
final class Terminal: TerminalDevice {
  /// How many colours the terminal shows.
  let colorDepth: ColorDepth
  /// Whether the pages are drawn on the alternate screen: not with `-X`, nor where the terminal
  /// has none.
  let hasAlternateScreen: Bool

  /// The descriptor keys come from, to wait on beside other input.
  let inputDescriptor: Int32
  private let output: UnsafeMutablePointer<FILE>
  private var openedFiles: [UnsafeMutablePointer<FILE>] = []
  private var isActive = true
  /// The terminal's settings as the program found them, given back at the end and around a
  /// stop or a program run on the terminal.
  private let shellSettings: termios?
  /// The modes turned on besides the screen's own (mouse reports, bracketed paste, grapheme
  /// cluster mode): one list that the start, resume, hand-over, restore and crash guard read. A
  /// paste the terminal brackets comes as one ``Input/paste(_:)``, not as keys.
  private var modes = TerminalModes()
  /// What the bytes read from the terminal are: keys, mouse reports, pastes, replies.
  private var decoder: InputDecoder
  /// Since when the decoder has held bytes that may become more, if it does.
  private var heldSince: Instant?
  private var colors: ColorNumbers
  /// What of a style the terminal shows beyond terminfo's usual attributes and colours.
  private let looks: TerminalLooks
  /// The frames' bytes, and what the screen shows.
  private var writer: ScreenWriter
  /// Input decoded but not yet returned (a click's release, keys read together).
  private var queued: [Input] = []
  /// What the terminal was asked at startup, and has answered so far.
  private var query = TerminalQuery.none
  /// Whether the terminal's answer on its background has been passed on.
  private var tookBackground = false
  /// The screen's size in cells.
  private(set) var size: Size

  /// Enters full-screen mode (alternate screen, no echo, keypad and mouse reporting on); the
  /// keys are read and decoded here (``InputDecoder``).
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
    // The type was checked before, so a failure here is more likely being out of descriptors
    // for the terminfo entry.
    errno = 0
    var status: Int32 = 0
    // The entry TerminalType.verdict loaded for TERM is the one wanted, and is not read again.
    let loaded = termname().map { String(cString: $0) }
    guard
      loaded != nil && loaded == getenv("TERM").map({ String(cString: $0) })
        || setupterm(nil, fileno(output), &status) == OK
    else {
      let reason = errno == EMFILE || errno == ENFILE ? String(cString: strerror(errno)) : nil
      for file in opened { fclose(file) }
      let name = getenv("TERM").map { String(cString: $0) } ?? ""
      throw TerminalError(
        description: reason.map { "the terminfo entry cannot be read: \($0)" }
          ?? (name.isEmpty
            ? "TERM is not set" : "unknown terminal type \"\(name)\" (no terminfo entry)"))
    }
    CrashGuard.saveSettings(of: fileno(output))
    shellSettings = TerminalSetup.settings(of: fileno(output))
    openedFiles = opened
    inputDescriptor = fileno(input)
    self.output = output
    hasAlternateScreen = alternateScreen && Terminfo.hasString("smcup")
    size = TerminalSetup.screenSize(of: fileno(output), fromEnvironment: true)
    decoder = InputDecoder(terminfoKeys: InputDecoder.terminfoKeys())
    var capabilities = TerminalCapabilities.detect()
    if !colors { capabilities.colorDepth = .none }
    colorDepth = capabilities.colorDepth
    let terminalColors = ColorNumbers(capabilities: capabilities)
    self.colors = terminalColors
    looks = .terminfo(depth: colorDepth)
    guard let sequences = TerminalSequences.terminfo(colors: terminalColors, looks: looks) else {
      for file in opened { fclose(file) }
      throw TerminalError(description: "the terminal cannot move the cursor (no cup)")
    }
    writer = ScreenWriter(sequences: sequences, width: Self.measuredWidth)
    modes.reportsMouse = mouse && capabilities.speaksXtermMouse
    insideTmux = getenv("TMUX").map { $0.pointee != 0 } ?? false
    takesClipboardWrites = insideTmux || Terminfo.string("Ms") != nil
    modes.pasteBrackets = Terminfo.string("BE").flatMap { on in
      Terminfo.string("BD").map { (on, $0) }
    }
    if !alternateScreen { TerminalSetup.scrollAway(fileno(output)) }
    SignalPlan.install()
    signal_flags_watch_resizes()
    if request.maySuspend { signal_flags_watch_stops() }
    enter()
    armCrashGuard()
    query = .send(input: inputDescriptor, output: fileno(output), columns: size.columns)
    decoder.awaitsReplies = query.isOpen
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

  /// What the crash guard writes to give the terminal back: the modes off, then the screen's.
  private func armCrashGuard() {
    CrashGuard.arm(restoring: modes.off + leavingScreen)
  }

  deinit {
    restore()
    if let entry = set_curterm(nil) { del_curterm(entry) }
    for file in openedFiles { fclose(file) }
  }

  // MARK: Drawing

  /// Copies `frame` to the screen, touching only cells that differ from the last frame drawn.
  func draw(_ frame: Frame) {
    guard isActive else { return }
    // The (hidden) cursor ends each frame at the start of the last row: where less keeps it, so
    // that a shell that takes the terminal back (a stop from outside) writes there.
    let bytes = writer.bytes(
      for: frame, columns: size.columns, rows: size.rows, parked: (max(0, size.rows - 1), 0))
    // An unchanged frame writes nothing, and neither does its wrapping; a frame and its
    // wrapping go out in one write.
    guard !bytes.isEmpty else { return }
    let stream = StandardStream(descriptor: fileno(output))
    guard query.synchronizesOutput else {
      stream.writeAll(bytes)
      return
    }
    stream.writeAll(
      Array(ControlSequence.synchronizedOutputBegin.utf8) + bytes
        + Array(ControlSequence.synchronizedOutputEnd.utf8))
  }

  private static func measuredWidth(_ scalar: Unicode.Scalar) -> Int {
    // Printable ASCII, most of what a frame holds, is one column in every locale.
    if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }
    if NarrowScalars.contains(scalar) { return 1 }
    _ = localeChosen
    return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
  }

  /// The UTF-8 locale `wcwidth` measures by, chosen when the first scalar needs it.
  private static let localeChosen: Void = TerminalSetup.chooseUTF8Locale()

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

  /// The terminal changed size: the size is the system's now, and the next frame repaints all
  /// of it from a blank screen, since the terminal may have reflowed the old picture.
  private func takeResize() {
    size = TerminalSetup.screenSize(of: fileno(output), fromEnvironment: false)
    writer.forget()
    // What it writes parks the cursor on the last row, which moved.
    armCrashGuard()
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
    guard !query.isOpen, writer.clusterOutput == .cut, query.answers.clusterOutput == .whole
    else { return }
    if query.answers.enablesGraphemeMode {
      // Turned on alone, after the others: the list puts it last.
      modes.setsGraphemeMode = true
      send(ControlSequence.graphemeClusterModeOn)
      armCrashGuard()
    }
    writer.clusterOutput = .whole
    writer.forget()
    if !queued.contains(.resize) { queued.append(.resize) }
  }

  /// Rounds text colours to ones that show on the terminal's background from now on; where that
  /// changes a colour (eight colours), the next frame is drawn whole.
  private func takeGround(_ ground: TerminalGround) {
    guard ground != colors.ground else { return }
    colors.ground = ground
    if let sequences = TerminalSequences.terminfo(colors: colors, looks: looks) {
      writer.sequences = sequences
    }
    guard colorDepth == .basic8 else { return }
    writer.forget()
  }

  /// Characters of a paste kept at most; the rest is read and dropped.
  static let pasteLimit = 1 << 20

  /// A signal caught since the last look. Ctrl-Z gives the terminal back and stops; after a stop
  /// and continue the terminal is taken again and the next frame drawn whole.
  private func takeSignal() -> Int32? {
    if signal_flags_take_stop() != 0 { stop() }
    if signal_flags_take_continued() != 0 { resumeAfterStop() }
    let number = signal_flags_take_pending()
    return number == 0 ? nil : number
  }

  /// Ctrl-Z: the terminal as the shell had it, then stopped, as less does; taken again once
  /// continued.
  private func stop() {
    guard isActive else { return }
    leave()
    signal_flags_stop_now()
    resumeAfterStop()
  }

  /// After a stop: a SIGSTOP from outside, which nothing can catch, left the terminal as the
  /// shell set it (cooked, echoing, a cursor) and the shell's lines on the screen, so the
  /// program's settings and modes are set again and the screen is repainted, as after a resize.
  private func resumeAfterStop() {
    guard isActive else { return }
    size = TerminalSetup.screenSize(of: fileno(output), fromEnvironment: false)
    enter()
    if !queued.contains(.resize) { queued.append(.resize) }
  }

  // MARK: Modes

  /// Takes the terminal: the program's settings (no echo, keys one at a time, no flow control),
  /// the alternate screen, the keypad in application mode (terminfo's `smkx`, whose key strings
  /// the decoder knows), the cursor hidden, the modes of ``modes`` on. The next frame is drawn
  /// whole.
  private func enter() {
    if let shellSettings {
      SystemCall.setTerminalSettings(
        TerminalSetup.programSettings(from: shellSettings), of: fileno(output))
    }
    var text = hasAlternateScreen ? Terminfo.string("smcup") ?? "" : ""
    text += (Terminfo.string("smkx") ?? "") + (Terminfo.string("civis") ?? "") + modes.on
    send(text)
    writer.forget()
  }

  /// Gives the terminal back as the shell had it: the modes off, the attributes reset, the
  /// cursor shown at the start of the last row, the keypad as it was, the alternate screen left,
  /// the shell's settings.
  private func leave() {
    send(modes.off + leavingScreen)
    if let shellSettings { SystemCall.setTerminalSettings(shellSettings, of: fileno(output)) }
  }

  /// What leaves the screen as the shell had it, after the modes are off.
  private var leavingScreen: String {
    var text = (Terminfo.string("sgr0") ?? "") + writer.sequences.moveTo(max(0, size.rows - 1), 0)
    text += (Terminfo.string("cnorm") ?? "") + (Terminfo.string("rmkx") ?? "")
    if hasAlternateScreen { text += Terminfo.string("rmcup") ?? "" }
    return text
  }

  /// Sends a control sequence to the terminal.
  private func send(_ sequence: String) {
    guard !sequence.isEmpty else { return }
    StandardStream(descriptor: fileno(output)).writeAll(sequence)
  }

  func repaint() {
    guard isActive else { return }
    writer.forget()
  }

  // MARK: Handing over

  func handOver(_ body: (_ input: Int32, _ output: Int32) -> Void) {
    guard isActive else { return }
    leave()
    body(inputDescriptor, fileno(output))
    // Ctrl-C and Ctrl-\ typed at the program were its own, as less takes them; a signal that
    // ends the pager is still taken.
    let pending = signal_flags_take_pending()
    if pending != 0 && pending != SIGINT && pending != SIGQUIT { queued.append(.signal(pending)) }
    // The program may have changed the size, and left its own lines on the screen.
    size = TerminalSetup.screenSize(of: fileno(output), fromEnvironment: false)
    enter()
  }

  // MARK: Leaving

  /// Leaves full-screen mode: mouse reporting off, cursor shown, normal screen back. Safe to call
  /// twice.
  func restore() {
    guard isActive else { return }
    isActive = false
    CrashGuard.disarm()
    // Every frame ends it, but a frame cut short by a failed write would not have.
    if query.synchronizesOutput { send(ControlSequence.synchronizedOutputEnd) }
    query.awaitReplies(inputDescriptor: inputDescriptor)
    leave()
  }
}
