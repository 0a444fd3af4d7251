/// Terminal columns of captured text.
///
/// tmux writes a wide character once, with no padding cell, so the column of a character is the
/// sum of the widths of those before it. The width table is small on purpose: it only has to
/// cover what TUIPager draws (ASCII, box drawing, a few symbols, maybe emoji icons).
enum ScreenText {
  struct Cell {
    var character: Character
    var column: Int
    var width: Int
  }

  static func cells(of line: String) -> [Cell] {
    var column = 0
    var cells: [Cell] = []
    for character in line {
      let width = columnWidth(of: character)
      cells.append(Cell(character: character, column: column, width: width))
      column += width
    }
    return cells
  }

  /// Column ranges of every occurrence of `text` in `line`.
  static func columnRanges(of text: String, in line: String) -> [Range<Int>] {
    let lineCells = cells(of: line)
    let wanted = Array(text)
    guard !wanted.isEmpty, lineCells.count >= wanted.count else {
      return []
    }
    var ranges: [Range<Int>] = []
    for start in 0...(lineCells.count - wanted.count) {
      let window = lineCells[start..<(start + wanted.count)]
      if zip(window, wanted).allSatisfy({ $0.character == $1 }) {
        let last = window.last!
        ranges.append(window.first!.column..<(last.column + last.width))
      }
    }
    return ranges
  }

  /// Columns a character takes in a terminal: 2 for East Asian wide and emoji, else 1.
  static func columnWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else {
      return 0
    }
    if character.unicodeScalars.contains("\u{FE0F}") {
      return 2
    }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
