/// psql's and mysql's tables: cells between `|` (or `│`) bars, under and over rules of dashes
/// (`----+----`, `+----+----+`, `├────┼────┤`), and a footer that counts the rows.
///
/// psql's default `aligned` format has bars only between cells; with `\pset border 2`, and in
/// mysql, the rows open and close with a bar too, and both are left out of the cells. The first
/// row with bars is the header. Rules, footers and other lines are rows of their own kind, so a
/// view can draw them as rules or hide them.
package struct BoxTable: Sendable {
  /// Whether a row with bars has been read, so that the next one is data, not the header.
  private var hasHeader = false

  /// A reader at the top of a table.
  package init() {}

  /// Line `index`, `line` (no terminator), as a row.
  package mutating func row(_ line: [UInt8], at index: Int) -> TableRow {
    let lines = index..<index + 1
    if Self.isRule(line) { return TableRow(.rule, cells: [], lines: lines) }
    if Self.isFooter(line) { return TableRow(.footer, cells: [line], lines: lines) }
    guard let cells = Self.cells(of: line) else {
      return TableRow(.text, cells: [line], lines: lines)
    }
    defer { hasHeader = true }
    return TableRow(hasHeader ? .data : .header, cells: cells, lines: lines)
  }

  /// Whether `line` is a rule: dashes, with `+`, `=` or box-drawing corners and joints, and
  /// spaces around them, and at least two dashes.
  package static func isRule(_ line: [UInt8]) -> Bool {
    var dashes = 0
    var index = 0
    while index < line.count {
      switch line[index] {
      case 0x2D, 0x3D:
        dashes += 1
        index += 1
      case 0x2B, 0x20:
        index += 1
      case 0xE2
      where index + 2 < line.count && (line[index + 1] == 0x94 || line[index + 1] == 0x95):
        // U+2500 to U+257F, the box-drawing block: U+2500 `─` and U+2550 `═` are dashes.
        if line[index + 2] == 0x80 || (line[index + 1] == 0x95 && line[index + 2] == 0x90) {
          dashes += 1
        } else if line[index + 1] == 0x94 && line[index + 2] == 0x82 {
          return false
        }
        index += 3
      default:
        return false
      }
    }
    return dashes >= 2
  }

  /// Whether `line` is a footer: psql's `(3 rows)` or mysql's `3 rows in set (0.01 sec)` and
  /// `Empty set (0.00 sec)`.
  package static func isFooter(_ line: [UInt8]) -> Bool {
    // Most lines are rows: only `(`, a digit or `E` can start a footer.
    guard let first = line.first, first == 0x28 || first == 0x45 || (first >= 0x30 && first <= 0x39)
    else { return false }
    let text = String(decoding: line, as: UTF8.self)
    if text.hasPrefix("Empty set") { return true }
    var rest = Substring(text)
    let parenthesised = rest.hasPrefix("(")
    if parenthesised { rest = rest.dropFirst() }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return false }
    rest = rest.dropFirst(digits.count)
    if parenthesised { return rest == " row)" || rest == " rows)" }
    return rest.hasPrefix(" row in set") || rest.hasPrefix(" rows in set")
  }

  /// The cells of a row with bars, spaces around them trimmed; nil for a line with no bar.
  package static func cells(of line: [UInt8]) -> [[UInt8]]? {
    var pieces: [[UInt8]] = []
    var start = 0
    var index = 0
    while index < line.count {
      let width = barWidth(line, at: index)
      if width > 0 {
        pieces.append(trimmed(line[start..<index]))
        index += width
        start = index
      } else {
        index += 1
      }
    }
    guard !pieces.isEmpty else { return nil }
    pieces.append(trimmed(line[start..<line.count]))
    // With outer bars (`\pset border 2`, mysql) the empty pieces outside them are no cells.
    let body = line.drop { $0 == 0x20 }
    guard barWidth(line, at: line.count - body.count) > 0, pieces.first == [] else { return pieces }
    pieces.removeFirst()
    let tail = line.reversed().prefix { $0 == 0x20 }.count
    if pieces.count > 1, pieces.last == [], isBarEnd(line, before: line.count - tail) {
      pieces.removeLast()
    }
    return pieces
  }

  /// The length of a bar at `index`: `|` 1, `│` or `║` 3, anything else 0.
  private static func barWidth(_ line: [UInt8], at index: Int) -> Int {
    guard index < line.count else { return 0 }
    if line[index] == 0x7C { return 1 }
    if line[index] == 0xE2, index + 2 < line.count,
      (line[index + 1] == 0x94 && line[index + 2] == 0x82)
        || (line[index + 1] == 0x95 && line[index + 2] == 0x91)
    {
      return 3
    }
    return 0
  }

  /// Whether a bar ends at byte `end`.
  private static func isBarEnd(_ line: [UInt8], before end: Int) -> Bool {
    (end >= 1 && barWidth(line, at: end - 1) == 1) || (end >= 3 && barWidth(line, at: end - 3) == 3)
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    Array(bytes.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed())
  }
}
