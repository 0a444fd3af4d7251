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

  typealias Cell = CapturedCell

  /// Every SGR sequence in the capture that sets a foreground or background colour (30–37,
  /// 38;…, 40–47, 48;…, 90–97, 100–107), as written; 39 and 49 (the default colours) are not
  /// colours.
  static func colorSequences(_ screen: [String]) -> [String] {
    screen.flatMap(StyledCapture.sgrParameters(in:)).filter(setsColor).map { "ESC[\($0)m" }
  }

  /// The cells of every row, decoded with the attributes carried over from the rows above
  /// (`capture-pane -e` writes a style only where it changes, also across the end of a row).
  static func cells(_ screen: [String]) -> [[Cell]] {
    StyledCapture.rows(screen)
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

  /// Whether the SGR sequence with `parameters` sets a colour (`38` alone already counts).
  private static func setsColor(_ parameters: String) -> Bool {
    StyledCapture.codes(parameters).contains { code in
      [30...38, 40...48, 90...97, 100...107].contains { $0.contains(code) }
    }
  }
}

extension CapturedCell {
  /// The attributes of the cell that show without colour.
  var attributes: MonochromeScreen.Attributes {
    MonochromeScreen.Attributes(bold: bold, underline: underline, reverse: reverse)
  }
}
