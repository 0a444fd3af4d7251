import Testing

/// Reading captures of any preset: colours row by row, labels in a band of rows, bar items.
enum PresetScreen {
  /// Each captured row decoded with its colours, in the style the row above ended in
  /// (`capture-pane -e` writes a style only where it changes, also across the end of a row).
  static func styledLines(_ screen: [String]) -> [StyledLine] {
    StyledCapture.rows(screen).map(StyledLine.init(cells:))
  }

  /// The plain text of a capture taken with colours.
  static func plainText(_ screen: [String]) -> [String] {
    styledLines(screen).map(\.text)
  }

  /// Page colours drawn in `rows` (cells left blank by the terminal have none and do not count).
  static func backgrounds(_ lines: [StyledLine], rows: Range<Int>) -> [TerminalColor] {
    var seen: [TerminalColor] = []
    for row in rows where lines.indices.contains(row) {
      for case let color? in lines[row].backgrounds where !seen.contains(color) {
        seen.append(color)
      }
    }
    return seen
  }

  /// The backgrounds along one row, left to right, with repeats of a neighbour dropped.
  static func backgroundRuns(_ line: StyledLine) -> [TerminalColor?] {
    var runs: [TerminalColor?] = []
    for cell in line.cells where runs.last != .some(cell.background) {
      runs.append(cell.background)
    }
    return runs
  }

  /// A label found on the screen.
  struct FoundLabel: Equatable, CustomStringConvertible {
    var label: String
    var row: Int
    var columns: Range<Int>

    var description: String { "\(label) on row \(row) at \(columns)" }
  }

  /// Every occurrence of any of `labels` in `rows` of a plain capture.
  static func labels(_ labels: [String], in screen: [String], rows: Range<Int>) -> [FoundLabel] {
    var found: [FoundLabel] = []
    for row in rows where screen.indices.contains(row) {
      for label in labels {
        for columns in ScreenText.columnRanges(of: label, in: screen[row]) {
          found.append(FoundLabel(label: label, row: row, columns: columns))
        }
      }
    }
    return found
  }

  /// True when `label` alone is shown in `rows`, centred across `width` and in the middle row.
  static func showsOnly(
    _ label: String, of labels: [String], in screen: [String], rows: Range<Int>, width: Int
  ) -> Bool {
    let found = Self.labels(labels, in: screen, rows: rows)
    guard found.count == 1, let only = found.first, only.label == label else { return false }
    let middle = Double(rows.lowerBound + rows.upperBound - 1) / 2
    return MenuScreen.isCentred(only.columns, width: width) && abs(Double(only.row) - middle) <= 1
  }

  /// Contiguous runs of indicator glyphs (`━`, `╺`, `╸`) along `line`.
  static func indicatorSegments(_ line: String) -> [Range<Int>] {
    let glyphs: Set<Character> = ["━", "╺", "╸"]
    var segments: [Range<Int>] = []
    for cell in ScreenText.cells(of: line) where glyphs.contains(cell.character) {
      if let last = segments.last, last.upperBound == cell.column {
        segments[segments.count - 1] = last.lowerBound..<(cell.column + cell.width)
      } else {
        segments.append(cell.column..<(cell.column + cell.width))
      }
    }
    return segments
  }

  /// The 1-based column of the middle of `text` on `row` of a plain capture, for a click.
  static func clickColumn(of text: String, in screen: [String], row: Int) -> Int? {
    guard screen.indices.contains(row),
      let columns = ScreenText.columnRanges(of: text, in: screen[row]).first
    else { return nil }
    return (columns.lowerBound + columns.upperBound) / 2 + 1
  }
}

extension TerminalColor {
  /// Yellow: strong red and green, little blue.
  var isYellow: Bool {
    let (red, green, blue) = components
    return red >= 200 && green >= 200 && blue <= 100
  }

  /// Mid grey: nearly no hue, neither dark nor white.
  var isMidGrey: Bool {
    let (red, green, blue) = components
    let high = max(red, green, blue)
    return high - min(red, green, blue) <= 30 && (80...200).contains(high)
  }
}

/// Drags with the mouse (SGR reports, 1-based cells), for the swipe tests.
extension TmuxSession {
  /// Presses the left button at `column`, `row`, then pauses 30 ms so that the program reads
  /// the press on its own, as it does from a hand (a press read together with the motion after
  /// it is `MouseSwipeTests.pressAndMotionInOneRead`'s case). The pause keeps a following flick
  /// well inside the program's 100 ms velocity window.
  func press(column: Int, row: Int) async throws {
    try await sendLiteral("\u{1b}[<0;\(column);\(row)M")
    try await Task.sleep(for: .milliseconds(30))
  }

  /// Moves the pointer to `column`, `row` with the left button held.
  func drag(toColumn column: Int, row: Int) async throws {
    try await sendLiteral("\u{1b}[<32;\(column);\(row)M")
  }

  /// Releases the left button at `column`, `row`.
  func release(column: Int, row: Int) async throws {
    try await sendLiteral("\u{1b}[<0;\(column);\(row)m")
  }

  /// Turns the mouse wheel one notch at `column`, `row`.
  func wheel(down: Bool, column: Int, row: Int) async throws {
    try await sendLiteral("\u{1b}[<\(down ? 65 : 64);\(column);\(row)M")
  }

  /// Polls captures with colours, decoded row by row with the style carried across rows.
  @discardableResult
  func waitUntilStyled(
    _ what: String,
    timeout: Duration = .seconds(5),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: ([StyledLine]) -> Bool
  ) async throws -> [StyledLine] {
    var matched: [StyledLine] = []
    try await waitUntilColored(what, timeout: timeout, sourceLocation: sourceLocation) { screen in
      let lines = PresetScreen.styledLines(screen)
      guard predicate(lines) else { return false }
      matched = lines
      return true
    }
    return matched
  }
}
