/// A captured row decoded from `capture-pane -e` output into cells with colours.
///
/// Only SGR sequences (`ESC [ … m`) are interpreted; tmux emits nothing else with `-e`.
struct StyledLine {
  struct Cell {
    var character: Character
    var column: Int
    var foreground: TerminalColor?
    var background: TerminalColor?
    var bold: Bool
  }

  private(set) var cells: [Cell] = []

  init(_ line: String) {
    var style = Style()
    var column = 0
    var scalars = Array(line.unicodeScalars)[...]
    var text = ""

    func flushText() {
      for character in text {
        cells.append(
          Cell(
            character: character, column: column, foreground: style.foreground,
            background: style.background, bold: style.bold))
        column += ScreenText.columnWidth(of: character)
      }
      text = ""
    }

    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1b}", scalars.first == "[" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      flushText()
      scalars.removeFirst()
      var parameters = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          if next == "m" {
            style.apply(parameters)
          }
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    flushText()
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

  private struct Style {
    var foreground: TerminalColor?
    var background: TerminalColor?
    var bold = false

    mutating func apply(_ parameters: String) {
      let codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
        .map { Int($0) ?? 0 }
      var index = 0
      func extendedColor() -> TerminalColor? {
        guard index + 1 < codes.count else { return nil }
        if codes[index + 1] == 5, index + 2 < codes.count {
          defer { index += 2 }
          return .palette(codes[index + 2])
        }
        if codes[index + 1] == 2, index + 4 < codes.count {
          defer { index += 4 }
          return .rgb(codes[index + 2], codes[index + 3], codes[index + 4])
        }
        return nil
      }
      while index < codes.count {
        let code = codes[index]
        switch code {
        case 0: self = Style()
        case 1: bold = true
        case 22: bold = false
        case 30...37: foreground = .palette(code - 30)
        case 90...97: foreground = .palette(code - 90 + 8)
        case 38: foreground = extendedColor()
        case 39: foreground = nil
        case 40...47: background = .palette(code - 40)
        case 100...107: background = .palette(code - 100 + 8)
        case 48: background = extendedColor()
        case 49: background = nil
        default: break
        }
        index += 1
      }
    }
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
