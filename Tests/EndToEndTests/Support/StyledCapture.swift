/// The one reader of captures taken with `capture-pane -e`: every row decoded into cells, each
/// with its character, column and style. `StyledLine`, `PresetScreen.styledLines`,
/// `MonochromeScreen` and `ReverseVideo` are views over it.
///
/// What tmux writes, and so what the decoding relies on:
/// - Only SGR sequences (`ESC [ … m`) change the style; other control sequences are skipped, and
///   an ESC not followed by `[` is text.
/// - A style is written only where it changes, also across the end of a row: a row starts in the
///   style the row above ended in (`rows(_:)` carries it over).
/// - Cells cleared to the end of the line ("erase in line") and never written since are left
///   out, so a row can stop short of the pane's width, and such cells have no style to read.
/// - A wide character is written once, with no padding cell: a cell's column is the sum of the
///   widths of the characters before it (`ScreenText.columnWidth(of:)`).
enum StyledCapture {
  /// The style of a cell: colours (nil is the terminal default) and attributes.
  struct Style: Hashable {
    var foreground: TerminalColor?
    var background: TerminalColor?
    var bold = false
    var dim = false
    var underline = false
    var reverse = false

    /// The style after the SGR sequence with `parameters` (what stands between `ESC [` and
    /// `m`). A colour's arguments (`5;N`, `2;R;G;B`) are read as the colour, never as codes of
    /// their own, so the 7 of `38;5;7` is not reverse video; sub-parameters (`4:2`, `38:5:N`)
    /// belong to the code they follow.
    mutating func apply(_ parameters: String) {
      let fields = StyledCapture.fields(parameters)
      var index = 0
      while index < fields.count {
        let field = fields[index]
        let code = field[0]
        switch code {
        case 0: self = Style()
        case 1: bold = true
        case 2: dim = true
        case 4: underline = field.count < 2 || field[1] != 0
        case 7: reverse = true
        case 22: (bold, dim) = (false, false)
        case 24: underline = false
        case 27: reverse = false
        case 30...37: foreground = .palette(code - 30)
        case 90...97: foreground = .palette(code - 90 + 8)
        case 38: foreground = StyledCapture.color(fields, at: &index)
        case 39: foreground = nil
        case 40...47: background = .palette(code - 40)
        case 100...107: background = .palette(code - 100 + 8)
        case 48: background = StyledCapture.color(fields, at: &index)
        case 49: background = nil
        case 58: _ = StyledCapture.color(fields, at: &index)  // underline colour, not read
        default: break
        }
        index += 1
      }
    }
  }

  /// One piece of a captured row: text, or a control sequence `ESC [ parameters final`.
  enum Piece {
    case text(String)
    case sequence(parameters: String, final: Unicode.Scalar)
  }

  /// The pieces of `line`, in order. An unfinished sequence at the end has no final byte and is
  /// dropped.
  static func pieces(of line: String) -> [Piece] {
    var pieces: [Piece] = []
    var scalars = Array(line.unicodeScalars)[...]
    var text = ""
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1b}", scalars.first == "[" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      if !text.isEmpty { pieces.append(.text(text)) }
      text = ""
      scalars.removeFirst()
      var parameters = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          pieces.append(.sequence(parameters: parameters, final: next))
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    return pieces
  }

  /// The parameters of the SGR sequences in `line`, as written.
  static func sgrParameters(in line: String) -> [String] {
    pieces(of: line).compactMap { piece in
      guard case .sequence(let parameters, "m") = piece else { return nil }
      return parameters
    }
  }

  /// The cells of one row, drawn from `style` on; `style` is left as the row ends it.
  static func cells(of line: String, style: inout Style) -> [CapturedCell] {
    var cells: [CapturedCell] = []
    var column = 0
    for piece in pieces(of: line) {
      switch piece {
      case .text(let text):
        for character in text {
          cells.append(CapturedCell(character: character, column: column, style: style))
          column += ScreenText.columnWidth(of: character)
        }
      case .sequence(let parameters, "m"):
        style.apply(parameters)
      case .sequence:
        break
      }
    }
    return cells
  }

  /// The cells of every row of a capture, each row starting in the style the row above ended in.
  static func rows(_ screen: [String]) -> [[CapturedCell]] {
    var style = Style()
    return screen.map { cells(of: $0, style: &style) }
  }

  /// The codes of an SGR sequence, as the first number of each field (sub-parameters aside).
  static func codes(_ parameters: String) -> [Int] {
    fields(parameters).map { $0[0] }
  }

  /// The fields of `parameters` (split at `;`), each a code and its sub-parameters (split at
  /// `:`); an empty or unreadable number is 0, so `ESC[m` is a reset.
  private static func fields(_ parameters: String) -> [[Int]] {
    parameters.split(separator: ";", omittingEmptySubsequences: false).map { field in
      field.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    }
  }

  /// The colour set by the 38, 48 or 58 at `index`, its arguments skipped: `5;N` a palette
  /// index, `2;R;G;B` direct, or the same as sub-parameters (`38:5:N`, `38:2:R:G:B`,
  /// `38:2:CS:R:G:B`). Nil when there are no such arguments.
  private static func color(_ fields: [[Int]], at index: inout Int) -> TerminalColor? {
    let field = fields[index]
    if field.count > 1 {
      let arguments = Array(field.dropFirst(2))
      switch field[1] {
      case 5 where arguments.count >= 1: return .palette(arguments[0])
      case 2 where arguments.count >= 3:
        let rgb = arguments.count >= 4 ? Array(arguments[1...3]) : arguments  // CS first or not
        return .rgb(rgb[0], rgb[1], rgb[2])
      default: return nil
      }
    }
    guard index + 1 < fields.count else { return nil }
    switch fields[index + 1][0] {
    case 5:
      defer { index += 2 }
      return index + 2 < fields.count ? .palette(fields[index + 2][0]) : nil
    case 2:
      defer { index += 4 }
      guard index + 4 < fields.count else { return nil }
      return .rgb(fields[index + 2][0], fields[index + 3][0], fields[index + 4][0])
    default:
      return nil
    }
  }
}

/// One cell of a capture: the character drawn, the column it starts in, and its style.
struct CapturedCell: Hashable {
  var character: Character
  var column: Int
  var style: StyledCapture.Style

  var foreground: TerminalColor? { style.foreground }
  var background: TerminalColor? { style.background }
  var bold: Bool { style.bold }
  var dim: Bool { style.dim }
  var underline: Bool { style.underline }
  var reverse: Bool { style.reverse }
}
