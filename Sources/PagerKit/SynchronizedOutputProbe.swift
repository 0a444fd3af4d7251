/// What a terminal's replies say about synchronized output (DEC private mode 2026, where the
/// terminal holds back the screen between `ESC [ ? 2026 h` and `ESC [ ? 2026 l`).
///
/// The question is DECRQM for the mode followed by DA1. Terminals answer in order and every one
/// answers DA1, so the DA1 reply closes the exchange: a mode report that has not come by then
/// never will.
public struct SynchronizedOutputProbe: Equatable, Sendable {
  /// The private mode number.
  public static let mode = 2026
  /// DECRQM for the mode, then DA1.
  public static let query = "\u{1B}[?2026$p\u{1B}[c"
  /// Starts a synchronized frame.
  public static let begin = "\u{1B}[?2026h"
  /// Ends a synchronized frame: the terminal shows everything since `begin` at once.
  public static let end = "\u{1B}[?2026l"

  /// Whether the terminal reported the mode as one it can set and reset.
  public private(set) var isSupported = false
  /// Whether the DA1 reply has come, after which no reply to the query is still on its way.
  public private(set) var isAnswered = false

  public init() {}

  /// Takes one reply read from the terminal.
  public mutating func take(_ reply: TerminalReply) {
    switch reply {
    case .modeReport(mode: Self.mode, let setting):
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
