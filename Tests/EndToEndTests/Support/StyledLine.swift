/// A captured row decoded from `capture-pane -e` output into cells with colours, by
/// `StyledCapture`.
struct StyledLine {
  typealias Cell = CapturedCell

  private(set) var cells: [Cell]

  /// The row `line` on its own, drawn from the default style on (see `PresetScreen.styledLines`
  /// for rows that carry the style of the rows above).
  init(_ line: String) {
    var style = StyledCapture.Style()
    cells = StyledCapture.cells(of: line, style: &style)
  }

  init(cells: [Cell]) {
    self.cells = cells
  }

  /// The plain text of the row.
  var text: String { String(cells.map(\.character)) }

  /// The cells covering columns `range`.
  func cells(in range: Range<Int>) -> [Cell] {
    cells.filter { range.contains($0.column) }
  }

  /// Distinct background colours along the row (nil is the terminal default).
  var backgrounds: [TerminalColor?] {
    var seen: [TerminalColor?] = []
    for cell in cells where !seen.contains(cell.background) {
      seen.append(cell.background)
    }
    return seen
  }
}

/// A colour as a terminal receives it: a palette index or a direct RGB value.
enum TerminalColor: Hashable, CustomStringConvertible {
  case palette(Int)
  case rgb(Int, Int, Int)

  /// Approximate RGB, using xterm's default palette for indexed colours.
  var components: (red: Int, green: Int, blue: Int) {
    switch self {
    case .rgb(let red, let green, let blue):
      return (red, green, blue)
    case .palette(let index) where index < 16:
      let table: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
        (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      return table[index]
    case .palette(let index) where index < 232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = index - 16
      return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    case .palette(let index):
      let grey = 8 + 10 * (index - 232)
      return (grey, grey, grey)
    }
  }

  var isBlue: Bool {
    let (red, green, blue) = components
    return blue >= 128 && blue > red + 50 && blue > green + 30
  }

  var isRed: Bool {
    let (red, green, blue) = components
    return red >= 128 && red > green + 60 && red > blue + 60
  }

  /// Brown: a dark, warm colour (more red than green, more green than blue).
  var isBrown: Bool {
    let (red, green, blue) = components
    return red > blue + 30 && red >= green && green >= blue && red <= 220
  }

  /// Dark grey: nearly no hue, and dark.
  var isDarkGrey: Bool {
    let (red, green, blue) = components
    return max(red, green, blue) - min(red, green, blue) <= 30 && max(red, green, blue) <= 140
      && max(red, green, blue) >= 20
  }

  var isWhite: Bool {
    let (red, green, blue) = components
    return min(red, green, blue) >= 200
  }

  var description: String {
    switch self {
    case .palette(let index): return "palette(\(index))"
    case .rgb(let red, let green, let blue): return "rgb(\(red),\(green),\(blue))"
    }
  }
}
