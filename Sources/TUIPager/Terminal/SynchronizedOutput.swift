import CNcursesw
import Glibc
import PagerKit

/// Synchronized output (DEC private mode 2026): whether each frame may go between
/// `ESC [ ? 2026 h` and `ESC [ ? 2026 l`, so that the terminal shows it whole, never half drawn.
///
/// Never assumed: the terminfo entry says so (the extended capability `Sync`, tmux's and kitty's
/// convention), or the terminal answers DECRQM, asked at startup. `TUIPAGER_SYNC=0` turns it off
/// and sends no query.
///
/// Startup does not wait for the answer: replies are read with the keys, through ncurses, when
/// they come (within a round trip, long before a key starts a slide). Reading them first, past
/// ncurses, would take typed-ahead keys too, and ncurses cannot decode keys given back
/// (`ungetch` input is never matched against the keypad table: an arrow would become Escape).
/// ncurses returns a reply as ESC, `[`, `?`, … (no key starts with `ESC [ ?`), so until the DA1
/// reply that closes the exchange has come, such a sequence is taken off the input; a mode
/// report that says yes turns synchronized output on from the next frame.
struct SynchronizedOutput {
  /// How long a reply may take to be worth waiting for at exit, in milliseconds.
  static let replyWait: Double = 100
  /// After an ESC from ncurses, how long to wait for the `[` and `?` of a reply, in
  /// milliseconds. ncurses has already waited ESCDELAY for them, so this only covers a reply
  /// that arrives in pieces, and only while replies are awaited.
  private static let prefixWait: Int32 = 20
  /// How long to wait for each further byte of a reply, in milliseconds.
  private static let byteWait: Int32 = 100

  /// Neither used nor asked about.
  static let off = SynchronizedOutput(isEnabled: false, probe: nil, queried: nil)

  /// Whether frames are wrapped.
  private(set) var isEnabled: Bool
  /// The exchange still open (its DA1 reply not yet read), or nil.
  private var probe: SynchronizedOutputProbe?
  /// When the query was sent.
  private var queried: Instant?

  /// Reads terminfo, and asks the terminal (descriptors `input` and `output`) when it does not
  /// say. Call once curses is set up.
  static func detect(input: Int32, output: Int32) -> SynchronizedOutput {
    if let setting = getenv("TUIPAGER_SYNC"), String(cString: setting) == "0" { return .off }
    if TerminalCapabilities.terminfoString("Sync") != nil {
      return SynchronizedOutput(isEnabled: true, probe: nil, queried: nil)
    }
    // Only an ECMA-48 terminal (one that addresses the cursor with CSI) may be sent a query.
    guard isatty(input) != 0, isatty(output) != 0,
      TerminalCapabilities.terminfoString("cup")?.hasPrefix("\u{1B}[") == true,
      StandardStream(descriptor: output).writeAll(ControlSequence.synchronizedOutputQuery)
    else { return .off }
    return SynchronizedOutput(
      isEnabled: false, probe: SynchronizedOutputProbe(), queried: MonotonicClock().now())
  }

  /// Called when ncurses returned ESC: whether it began a reply, which is then consumed (and may
  /// turn synchronized output on). When not, whatever was read past ESC is given back.
  mutating func consumeReply() -> Bool {
    guard var probe else { return false }
    var peeked: [CursesInputQueue.Item] = []
    for expected in [UInt8(ascii: "["), UInt8(ascii: "?")] {
      let next = CursesInputQueue.next(waiting: Self.prefixWait)
      if let next { peeked.append(next) }
      guard next == .character(wint_t(expected)) else {
        CursesInputQueue.unget(peeked)
        return false
      }
    }
    var parser = TerminalReplyParser()
    for byte in "\u{1B}[?".utf8 { _ = parser.feed(byte) }
    reading: while let next = CursesInputQueue.next(waiting: Self.byteWait) {
      guard case .character(let character) = next, character < 0x80 else {
        CursesInputQueue.unget([next])
        break
      }
      switch parser.feed(UInt8(character)) {
      case .pending:
        continue
      case .reply(let reply):
        probe.take(reply)
        break reading
      case .input(let bytes):
        CursesInputQueue.unget(bytes.map { .character(wint_t($0)) })
        break reading
      }
    }
    // Timed out: what is held is dropped when it is part of a reply, kept when it may be a key.
    if parser.held.count < 3 { CursesInputQueue.unget(parser.held.map { .character(wint_t($0)) }) }
    isEnabled = probe.isSupported
    self.probe = probe.isAnswered ? nil : probe
    return true
  }

  /// Before leaving: replies still on their way would reach the shell as typed text, so wait
  /// for them, until `replyWait` after the query at most. Input read meanwhile is dropped.
  mutating func awaitReplies(inputDescriptor: Int32) {
    guard probe != nil, let queried else { return }
    let clock = MonotonicClock()
    let deadline = queried.advanced(by: Self.replyWait)
    var parser = TerminalReplyParser()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let left = clock.millisecondsLeft(until: deadline)
      guard left > 0 else { return }
      var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, left)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return }
      let count = read(inputDescriptor, &buffer, buffer.count)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else { return }
      for byte in buffer[..<count] {
        if case .reply(.deviceAttributes) = parser.feed(byte) {
          probe = nil
          return
        }
      }
    }
  }
}

/// What a terminal's replies say about synchronized output (DEC private mode 2026, where the
/// terminal holds back the screen between `ESC [ ? 2026 h` and `ESC [ ? 2026 l`).
///
/// The question is ``ControlSequence/synchronizedOutputQuery``: DECRQM for the mode followed by
/// DA1. Terminals answer in order and every one answers DA1, so the DA1 reply closes the
/// exchange: a mode report that has not come by then never will.
struct SynchronizedOutputProbe: Equatable, Sendable {
  /// Whether the terminal reported the mode as one it can set and reset.
  private(set) var isSupported = false
  /// Whether the DA1 reply has come, after which no reply to the query is still on its way.
  private(set) var isAnswered = false

  init() {}

  /// Takes one reply read from the terminal.
  mutating func take(_ reply: TerminalReply) {
    switch reply {
    case .modeReport(mode: ControlSequence.synchronizedOutputMode, let setting):
      // 1 set, 2 reset. 0 (unknown) and 4 (permanently reset) mean no; 3 (permanently set)
      // means the terminal always synchronizes, so there is nothing to switch.
      isSupported = setting == 1 || setting == 2
    case .deviceAttributes:
      isAnswered = true
    case .modeReport, .other:
      break
    }
  }
}
