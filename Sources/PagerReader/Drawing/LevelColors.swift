import PagerKit

/// The colours of log lines by their level, in a merge (issue 35): errors and worse red,
/// warnings yellow, the rest as the text is. Each line's level is found once a frame, however
/// many rows it wraps onto.
struct LevelColors {
  /// The last line asked for, and its colour.
  private var last: (line: Int, color: TerminalColor?)?

  /// The colour of `level`'s lines; nil for a level shown as the text is.
  static func color(of level: LogLevel) -> TerminalColor? {
    switch level {
    case .error, .critical: .indexed(1)
    case .warning: .indexed(3)
    default: nil
    }
  }

  /// The colour of line `line` of `document` by the level it tells; nil for none.
  mutating func color(ofLine line: Int, in document: any TextDocument) -> TerminalColor? {
    if let last, last.line == line { return last.color }
    let bytes = document.bytes(ofLine: line, in: 0..<LogLevel.searchWindow)
    let color = LogLevel.find(in: bytes).flatMap(Self.color(of:))
    last = (line, color)
    return color
  }
}
