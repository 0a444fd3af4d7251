/// Reading captures taken with `capture-pane -e` for what shows without colour: which SGR
/// sequences set a colour, and the bold, underline and reverse attributes of every cell.
enum MonochromeScreen {
  /// The attributes that tell things apart on a screen without colour.
  struct Attributes: Hashable, CustomStringConvertible {
    var bold = false
    var underline = false
    var reverse = false

    var description: String {
      let names = [(bold, "bold"), (underline, "underline"), (reverse, "reverse")]
        .filter(\.0).map(\.1)
      return names.isEmpty ? "plain" : names.joined(separator: "+")
    }
  }

  struct Cell {
    var character: Character
    var attributes: Attributes
  }

  /// Every SGR sequence in the capture that sets a foreground or background colour (30–37,
  /// 38;…, 40–47, 48;…, 90–97, 100–107), as written; 39 and 49 (the default colours) are not
  /// colours.
  static func colourSequences(_ screen: [String]) -> [String] {
    var found: [String] = []
    for row in screen {
      for parameters in sgrParameters(in: row) where setsColour(parameters) {
        found.append("ESC[\(parameters)m")
      }
    }
    return found
  }

  /// The cells of every row, decoded with the attributes carried over from the rows above
  /// (`capture-pane -e` writes a style only where it changes, also across the end of a row).
  static func cells(_ screen: [String]) -> [[Cell]] {
    var attributes = Attributes()
    var rows: [[Cell]] = []
    for line in screen {
      var cells: [Cell] = []
      var scalars = Array(line.unicodeScalars)[...]
      var text = ""
      func flush() {
        cells += text.map { Cell(character: $0, attributes: attributes) }
        text = ""
      }
      while let scalar = scalars.popFirst() {
        guard scalar == "\u{1b}", scalars.first == "[" else {
          text.unicodeScalars.append(scalar)
          continue
        }
        flush()
        scalars.removeFirst()
        var parameters = ""
        while let next = scalars.popFirst() {
          if (0x40...0x7E).contains(next.value) {
            if next == "m" { apply(parameters, to: &attributes) }
            break
          }
          parameters.unicodeScalars.append(next)
        }
      }
      flush()
      rows.append(cells)
    }
    return rows
  }

  /// The attributes of `label` on a row of cells: nil unless the label is there once and all
  /// its characters (blanks aside) share one set of attributes.
  static func attributes(of label: String, in row: [Cell]) -> Attributes? {
    let wanted = Array(label)
    guard !wanted.isEmpty, row.count >= wanted.count else { return nil }
    var matches: [ArraySlice<Cell>] = []
    for start in 0...(row.count - wanted.count) {
      let window = row[start..<(start + wanted.count)]
      if zip(window, wanted).allSatisfy({ $0.character == $1 }) {
        matches.append(window)
      }
    }
    guard matches.count == 1 else { return nil }
    let seen = Set(matches[0].filter { $0.character != " " }.map(\.attributes))
    return seen.count == 1 ? seen.first : nil
  }

  /// Why the item `selected` of `items` on `row` does not stand out without colour, or nil when
  /// it does: every item found once in one style, the others all alike, the selected one unlike
  /// them.
  static func selectionProblem(_ items: [String], selected: Int, in row: [Cell]) -> String? {
    let styles = items.map { attributes(of: $0, in: row) }
    let text = String(row.map(\.character))
    guard styles.allSatisfy({ $0 != nil }) else {
      return "not every item is on the row once in one style: \(styles) in \(text)"
    }
    let others = Set(styles.indices.filter { $0 != selected }.compactMap { styles[$0] })
    guard others.count == 1, let other = others.first else {
      return "the items not selected differ among themselves: \(styles)"
    }
    guard let chosen = styles[selected], chosen != other else {
      return "\(items[selected]) looks like the others (\(other))"
    }
    return nil
  }

  /// The parameter strings of the SGR sequences (`ESC [ … m`) in `line`.
  private static func sgrParameters(in line: String) -> [String] {
    var found: [String] = []
    var scalars = Array(line.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1b}", scalars.first == "[" else { continue }
      scalars.removeFirst()
      var parameters = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          if next == "m" { found.append(parameters) }
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    return found
  }

  private static func codes(_ parameters: String) -> [Int] {
    // Sub-parameters (`38:5:123`) count as their first number; `38` alone is already a colour.
    parameters.split(separator: ";", omittingEmptySubsequences: false).map { field in
      Int(field.split(separator: ":", omittingEmptySubsequences: false).first ?? "") ?? 0
    }
  }

  private static func setsColour(_ parameters: String) -> Bool {
    var index = 0
    let codes = codes(parameters)
    while index < codes.count {
      switch codes[index] {
      case 30...38, 40...48, 90...97, 100...107: return true
      default: index += 1
      }
    }
    return false
  }

  private static func apply(_ parameters: String, to attributes: inout Attributes) {
    let codes = codes(parameters)
    var index = 0
    while index < codes.count {
      switch codes[index] {
      case 0: attributes = Attributes()
      case 1: attributes.bold = true
      case 4: attributes.underline = true
      case 7: attributes.reverse = true
      case 22: attributes.bold = false
      case 24: attributes.underline = false
      case 27: attributes.reverse = false
      case 38, 48:
        // A colour and its arguments (5;N or 2;R;G;B): skip them, they are not attributes.
        if index + 1 < codes.count {
          index += codes[index + 1] == 5 ? 2 : codes[index + 1] == 2 ? 4 : 0
        }
      default: break
      }
      index += 1
    }
  }
}
