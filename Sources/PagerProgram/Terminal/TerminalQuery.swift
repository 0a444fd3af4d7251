import CNcursesw
import Glibc
import PagerKit
import PagerReader

/// The terminal asked at startup what it can do (``ControlSequence/terminalQuery``), and its
/// replies read: synchronized output (DEC private mode 2026), where each frame goes between
/// `ESC [ ? 2026 h` and `ESC [ ? 2026 l` so that the terminal shows it whole, and how it measures
/// grapheme clusters (``TerminalAnswers``).
///
/// Never assumed: synchronized output is on where the terminfo entry says so (the extended
/// capability `Sync`, tmux's and kitty's convention) or the terminal answers DECRQM.
/// `TUIPAGER_SYNC=0` turns it off and leaves it out of the query.
///
/// Startup does not wait for the answers: replies are read with the keys, by the one
/// ``InputDecoder``, when they come (within a round trip, long before a key starts a slide), and
/// keys typed ahead meanwhile stay keys. No key starts with `ESC [ ?`, and none this program
/// knows is `ESC [ row ; column R`, so until the DA1 reply that closes the exchange has come,
/// such a sequence is a reply.
struct TerminalQuery {
  /// How long a reply may take to be worth waiting for at exit, in milliseconds.
  static let replyWait: Double = 100

  /// Nothing asked, nothing used.
  static let none = TerminalQuery(synchronizesByTerminfo: false, isOpen: false, queried: nil)

  /// What the replies so far say.
  private(set) var answers = TerminalAnswers()
  /// Whether frames are wrapped in synchronized output.
  var synchronizesOutput: Bool { synchronizesByTerminfo || answers.synchronizesOutput }
  private let synchronizesByTerminfo: Bool
  /// Whether the exchange is still open (its DA1 reply not yet read).
  private(set) var isOpen: Bool
  /// When the query was sent.
  private let queried: Instant?

  /// Reads terminfo and asks the terminal (descriptors `input` and `output`, `columns` wide).
  /// Call once curses is set up and before the first frame: the probe writes on the screen.
  static func send(input: Int32, output: Int32, columns: Int) -> TerminalQuery {
    let syncSetting = getenv("TUIPAGER_SYNC").map { String(cString: $0) }
    let syncAllowed = syncSetting != "0"
    let syncByTerminfo = syncAllowed && Terminfo.string("Sync") != nil
    // Only an ECMA-48 terminal (one that addresses the cursor with CSI) may be sent a query.
    guard isatty(input) != 0, isatty(output) != 0,
      Terminfo.string("cup")?.hasPrefix("\u{1B}[") == true
    else {
      return TerminalQuery(synchronizesByTerminfo: syncByTerminfo, isOpen: false, queried: nil)
    }
    let query = ControlSequence.terminalQuery(
      asksSynchronizedOutput: syncAllowed && !syncByTerminfo,
      probesClusters: columns >= ControlSequence.clusterProbeMinimumWidth)
    let sent = StandardStream(descriptor: output).writeAll(query)
    return TerminalQuery(
      synchronizesByTerminfo: syncByTerminfo, isOpen: sent,
      queried: sent ? MonotonicClock().now() : nil)
  }

  /// Takes a reply the decoder read while the exchange is open; the DA1 reply, which every
  /// terminal answers last, closes it.
  mutating func take(_ reply: TerminalReply) {
    answers.take(reply)
    isOpen = !answers.isAnswered
  }

  /// Takes a reply read after the exchange closed (a terminal, or a multiplexer in between, may
  /// answer late): only its background is still of use; the other answers were settled without
  /// it.
  mutating func takeLateReply(_ reply: TerminalReply) {
    if case .background = reply { answers.take(reply) }
  }

  /// Before leaving: replies still on their way would reach the shell as typed text, so wait
  /// for them, until `replyWait` after the query at most. Input read meanwhile is dropped.
  mutating func awaitReplies(inputDescriptor: Int32) {
    guard isOpen, let queried else { return }
    let clock = MonotonicClock()
    let deadline = queried.advanced(by: Self.replyWait)
    var parser = TerminalReplyParser()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let left = clock.millisecondsLeft(until: deadline)
      guard left > 0 else { return }
      var descriptors = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
      let ready = SystemCall.poll(
        &descriptors, timeoutMilliseconds: clock.millisecondsLeft(until: deadline))
      guard ready > 0 else { return }
      let count = SystemCall.read(inputDescriptor, &buffer, buffer.count)
      if count < 0 && errno == EAGAIN { continue }
      guard count > 0 else { return }
      for byte in buffer[..<count] {
        if case .reply(.deviceAttributes) = parser.feed(byte) {
          isOpen = false
          return
        }
      }
    }
  }
}
