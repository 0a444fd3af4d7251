import PagerKit
import PagerReader

/// What the terminal's replies to the startup query (``ControlSequence/terminalQuery``) say: whether
/// it synchronizes output (DEC mode 2026), whether it measures a grapheme cluster of several
/// code points as one glyph (DEC mode 2027, or where the cursor went after a test cluster), and
/// its own background colour (OSC 11).
///
/// Terminals answer in order and every one answers DA1, which the query sends last, so the DA1
/// reply closes the exchange: a report that has not come by then never will.
struct TerminalAnswers: Equatable, Sendable {
  /// Whether the terminal reported mode 2026 as one it can set and reset.
  private(set) var synchronizesOutput = false
  /// What the terminal reported of mode 2027 (1 set, 2 reset, 3 permanently set, 4 permanently
  /// reset, 0 unknown), or nil before a report.
  private(set) var graphemeMode: Int?
  /// The column (from 1) the cursor reached after the test cluster written at column 1, or nil
  /// before the report.
  private(set) var probeColumn: Int?
  /// The terminal's own background colour, as it answered OSC 11, or nil.
  private(set) var background: RGB?
  /// Whether the DA1 reply has come, after which no reply to the query is still on its way.
  private(set) var isAnswered = false

  init() {}

  /// Takes one reply read from the terminal.
  mutating func take(_ reply: TerminalReply) {
    switch reply {
    case .modeReport(mode: ControlSequence.synchronizedOutputMode, let setting):
      // 1 set, 2 reset. 0 (unknown) and 4 (permanently reset) mean no; 3 (permanently set)
      // means the terminal always synchronizes, so there is nothing to switch.
      synchronizesOutput = setting == 1 || setting == 2
    case .modeReport(mode: ControlSequence.graphemeClusterMode, let setting):
      graphemeMode = setting
    case .cursorPosition(_, let column):
      // Only the first report is the probe's.
      if probeColumn == nil { probeColumn = column }
    case .background(let color):
      background = color
    case .deviceAttributes:
      isAnswered = true
    case .modeReport, .other:
      break
    }
  }

  /// Whether mode 2027 must be set for clusters to go out whole: the terminal knows it and has
  /// it reset.
  var enablesGraphemeMode: Bool { graphemeMode == 2 }

  /// How clusters go out: whole where the terminal has or takes mode 2027, or where the test
  /// cluster moved the cursor by the columns the frame gives it; cut otherwise, and until the
  /// exchange is closed.
  var clusterOutput: ClusterOutput {
    guard isAnswered else { return .cut }
    if let graphemeMode, (1...3).contains(graphemeMode) { return .whole }
    return probeColumn == 1 + ControlSequence.clusterProbeColumns ? .whole : .cut
  }
}

/// How a grapheme cluster of several code points goes to the terminal.
enum ClusterOutput: Equatable, Sendable {
  /// As a terminal that measures each code point lays it out (glibc's `wcwidth`, tmux 3.3):
  /// cut where it would measure the cluster otherwise than the frame (``GlyphCells``).
  case cut
  /// Whole: the terminal measures a cluster as one glyph, as the frame does.
  case whole
}
