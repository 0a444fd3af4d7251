import PagerKit
import PagerReader

/// Every control sequence the program writes itself, where terminfo has no capability for it:
/// the mouse modes, synchronized output, grapheme cluster mode, hyperlinks, and the query that
/// asks the terminal about them.
///
/// Everything else is said in the terminal's words, from its terminfo entry.
enum ControlSequence {
  /// Presses and releases (DEC private mode 1000) and motion while a button is held (1002),
  /// each in SGR's encoding (1006: `ESC [ < b ; x ; y M`, any column), which ``InputDecoder``
  /// reads, as it reads X10's where a terminal has no 1006.
  static let mouseReportingOn = setPrivateModes([
    pressAndReleaseMode, dragReportsMode, sgrEncodingMode,
  ])
  /// Every mouse mode off, in the opposite order.
  static let mouseReportingOff = resetPrivateModes([
    sgrEncodingMode, dragReportsMode, pressAndReleaseMode,
  ])

  /// DEC private mode 2026, synchronized output: the terminal holds the screen back between
  /// `synchronizedOutputBegin` and `synchronizedOutputEnd`.
  static let synchronizedOutputMode = 2026
  /// Starts a synchronized frame.
  static let synchronizedOutputBegin = setPrivateModes([synchronizedOutputMode])
  /// Ends a synchronized frame: the terminal shows everything since the begin at once.
  static let synchronizedOutputEnd = resetPrivateModes([synchronizedOutputMode])

  /// DEC private mode 2027, grapheme cluster mode: the terminal measures a cluster of several
  /// code points as one glyph.
  static let graphemeClusterMode = 2027
  /// Grapheme cluster mode on, where the terminal has it but reset.
  static let graphemeClusterModeOn = setPrivateModes([graphemeClusterMode])
  /// Grapheme cluster mode off again.
  static let graphemeClusterModeOff = resetPrivateModes([graphemeClusterMode])

  /// The test cluster of the width probe: a thumb with a skin tone, 2 columns to a terminal that
  /// measures clusters, 4 to one that measures each code point (tmux 3.3).
  static let clusterProbeSample = "\u{1F44D}\u{1F3FD}"
  /// Columns the frame gives ``clusterProbeSample``.
  static let clusterProbeColumns = 2
  /// Terminals narrower than this are not probed: the sample could wrap and mislead.
  static let clusterProbeMinimumWidth = 8

  /// The startup query, answered in order: whether the terminal knows mode 2026 (when
  /// `asksSynchronizedOutput`), whether it knows mode 2027, (when `probesClusters`) where the
  /// cursor is after the probe sample, written concealed at the start of row 2 and erased at
  /// once, and its background colour; then DA1, which every terminal answers, so its reply
  /// closes the exchange.
  static func terminalQuery(asksSynchronizedOutput: Bool, probesClusters: Bool) -> String {
    var query = asksSynchronizedOutput ? requestPrivateMode(synchronizedOutputMode) : ""
    query += requestPrivateMode(graphemeClusterMode)
    if probesClusters {
      // Row 2, so the report (`ESC [ 2 ; n R`) is never one of the modified F3 keys, which some
      // terminals send as `ESC [ 1 ; m R`.
      let start = "\u{1B}[2;1H"
      query += start + "\u{1B}[8m" + clusterProbeSample + "\u{1B}[6n\u{1B}[m" + start + "\u{1B}[2K"
    }
    return query + backgroundQuery + primaryDeviceAttributes
  }

  /// OSC 11 asked: what is your background colour? Answered `ESC ] 11 ; rgb:R/G/B` and BEL or ST.
  private static let backgroundQuery = "\u{1B}]11;?\u{1B}\\"

  /// OSC 8: the text after it, up to ``hyperlinkEnd``, links to `link` (its `id` kept, so that a
  /// terminal takes the pieces of a wrapped link as one).
  static func hyperlinkStart(_ link: Hyperlink) -> String {
    "\u{1B}]8;" + (link.id.map { "id=" + $0 } ?? "") + ";" + link.uri + "\u{1B}\\"
  }
  /// OSC 8 with no URI: the link ends.
  static let hyperlinkEnd = "\u{1B}]8;;\u{1B}\\"

  /// SGR 38;2 (text) or 48;2 (background): a 24-bit colour, in the semicolon form every
  /// terminal that takes them reads (and what programs such as bat and delta write).
  static func directColor(_ color: RGB, isForeground: Bool) -> String {
    "\u{1B}[\(isForeground ? 38 : 48);2;\(color.red);\(color.green);\(color.blue)m"
  }

  /// OSC 52: put `text` on the terminal's clipboard (`c`), as terminfo's `Ms` writes it. Inside
  /// tmux it goes twice: as it is, which tmux takes into a buffer and passes on with
  /// `set-clipboard on`, and wrapped for tmux to pass through untouched (`allow-passthrough on`)
  /// to the terminal outside, for the default `set-clipboard external`.
  static func clipboardWrite(_ text: String, insideTmux: Bool) -> String {
    let sequence = "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    guard insideTmux else { return sequence }
    // In a passthrough every ESC of the sequence is doubled; BEL ends the OSC inside it.
    return sequence + "\u{1B}Ptmux;\u{1B}" + sequence + "\u{1B}\\"
  }

  private static let dragReportsMode = 1002
  private static let sgrEncodingMode = 1006
  private static let pressAndReleaseMode = 1000
  /// DA1: what are you? Answered `ESC [ ? … c`.
  private static let primaryDeviceAttributes = "\u{1B}[c"

  /// DECSET: `ESC [ ? m1 ; m2 h`.
  private static func setPrivateModes(_ modes: [Int]) -> String {
    privateModes(modes, final: "h")
  }

  /// DECRST: `ESC [ ? m1 ; m2 l`.
  private static func resetPrivateModes(_ modes: [Int]) -> String {
    privateModes(modes, final: "l")
  }

  /// `ESC [ ?`, `modes` between semicolons, and `final`. Written out by hand: the generic
  /// `joined(separator:)` cost a start 0.1 M instructions the first time it ran.
  private static func privateModes(_ modes: [Int], final: String) -> String {
    var text = "\u{1B}[?"
    for (index, mode) in modes.enumerated() {
      if index > 0 { text += ";" }
      text += String(mode)
    }
    return text + final
  }

  /// DECRQM: is private mode `mode` set? Answered `ESC [ ? mode ; setting $ y`.
  private static func requestPrivateMode(_ mode: Int) -> String {
    "\u{1B}[?\(mode)$p"
  }
}
