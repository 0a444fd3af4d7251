/// A rectangle of terminal cells: what one screen looks like.
///
/// Rendering produces a `Frame`; the terminal layer copies it to the screen. Writing never goes
/// outside the frame, and a wide glyph that would be cut in half is replaced by a blank.
public struct Frame: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Cells, row after row.
  public private(set) var cells: [Cell]

  /// A frame of `width` × `height` blank cells in `style`. Negative sizes count as 0.
  public init(width: Int, height: Int, style: Style = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Self.blanks(self.width * self.height, style: style)
  }

  /// `count` blank cells in `style`. A blank is the literal `" "`, whose copies retain nothing
  /// (it is a small string), in a style without a link: then it is copied bit for bit, doubling
  /// memory copies, where copying it as a value calls the runtime twice per cell to retain
  /// nothing (3,000 cells a frame, 200 k instructions). With a link, it is copied as a value.
  static func blanks(_ count: Int, style: Style) -> [Cell] {
    let blank = Cell.blank(style)
    guard style.link == nil, count > 1 else { return Array(repeating: blank, count: count) }
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      let base = buffer.baseAddress!
      base.initialize(to: blank)
      var filled = 1
      while filled < count {
        let copied = min(filled, count - filled)
        UnsafeMutableRawPointer(base + filled).copyMemory(
          from: base, byteCount: copied * MemoryLayout<Cell>.stride)
        filled += copied
      }
      initialized = count
    }
  }

  /// The cell at a column and row, both 0-based and inside the frame.
  public subscript(column: Int, row: Int) -> Cell {
    cells[row * width + column]
  }

  /// Fills the cells in `columns` × `rows` (clipped to the frame) with blanks in `style`.
  public mutating func fill(columns: Range<Int>, rows: Range<Int>, style: Style) {
    let columns = columns.clamped(to: 0..<width)
    guard let first = columns.first, let last = columns.last else { return }
    let blank = Cell.blank(style)
    for row in rows.clamped(to: 0..<height) {
      // Only the ends can cut a wide glyph in half: they go through `put`, which blanks the
      // other half outside; the cells between are simply overwritten.
      put(blank, column: first, row: row)
      put(blank, column: last, row: row)
      let base = row * width
      if last - first > 1 {
        cells.withUnsafeMutableBufferPointer { cells in
          cells[base + first + 1..<base + last].update(repeating: blank)
        }
      }
    }
  }

  /// Writes `text` from `column` on `row`, in `style`, into at most `limit` columns (and never
  /// past the frame's edge). Returns the columns written.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, column: Int, row: Int, style: Style, limit: Int = .max
  ) -> Int {
    write(String(text), column: column, row: row, style: style, limit: limit)
  }

  /// Writes `text` from `column` on `row`, in `style`, into at most `limit` columns (and never
  /// past the frame's edge). Returns the columns written.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: Style, limit: Int = .max
  ) -> Int {
    guard row >= 0, row < height else { return 0 }
    guard column < width else { return 0 }
    let end = column + min(max(0, limit), width - column)
    var x = column
    // ASCII, as a status line most often is: a printable byte is a glyph of one column, and a
    // control (CR LF too) none, with no grapheme breaking and no string made for each.
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
        guard x < end else { break }
        if x >= 0 {
          put(
            Cell(ascii: Cell.asciiGlyphs[Int(byte)], byte: byte, style: style), column: x, row: row)
        }
        x += 1
      }
      return max(0, x - max(column, 0))
    }
    for character in text {
      let columns = ColumnWidth.of(character)
      if columns == 0 { continue }
      if x + columns > end {
        if x >= 0, x < end { put(.blank(style), column: x, row: row) }
        x = end
        break
      }
      if x >= 0 {
        put(
          Cell(glyph: String(character), width: UInt8(columns), style: style), column: x, row: row)
      }
      x += columns
    }
    return max(0, x - max(column, 0))
  }

  /// Sets the style of every cell in `columns` on `row`, keeping the glyphs.
  public mutating func restyle(columns: Range<Int>, row: Int, style: Style) {
    guard row >= 0, row < height else { return }
    for column in columns.clamped(to: 0..<width) { cells[row * width + column].style = style }
  }

  /// Places `run`'s cells side by side on `row`, the first at `column`: each but a continuation
  /// goes as ``put(_:column:row:)`` places it (a wide glyph with its own continuation), where
  /// its column is within `columns` and the frame. Cells are read and written where they are,
  /// not copied out to be looked at, which would retain each one's glyph and link.
  public mutating func put(_ run: [Cell], column: Int, row: Int, within columns: Range<Int>) {
    run.withUnsafeBufferPointer { put($0, column: column, row: row, within: columns) }
  }

  /// Places `run`'s cells side by side on `row`, the first at `column`, as an array's are
  /// placed.
  public mutating func put(
    _ run: ArraySlice<Cell>, column: Int, row: Int, within columns: Range<Int>
  ) {
    run.withUnsafeBufferPointer { put($0, column: column, row: row, within: columns) }
  }

  private mutating func put(
    _ run: UnsafeBufferPointer<Cell>, column: Int, row: Int, within columns: Range<Int>
  ) {
    guard row >= 0, row < height else { return }
    let first = max(columns.lowerBound, 0, column)
    let end = min(columns.upperBound, width, column + run.count)
    guard first < end else { return }
    let width = width
    let base = row * width
    cells.withUnsafeMutableBufferPointer { cells in
      for x in first..<end {
        let placed = x - column
        let glyphWidth = run[placed].width
        guard glyphWidth > 0 else { continue }
        let index = base + x
        if cells[index].width == 0, x > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        if cells[index].width == 2, x + 1 < width {
          cells[index + 1] = .blank(cells[index + 1].style)
        }
        if glyphWidth == 2 {
          guard x + 1 < width else {
            cells[index] = .blank(run[placed].style)
            continue
          }
          if cells[index + 1].width == 2, x + 2 < width {
            cells[index + 2] = .blank(cells[index + 2].style)
          }
          cells[index + 1] = Cell(glyph: "", width: 0, style: run[placed].style)
        }
        cells[index] = run[placed]
      }
    }
  }

  /// Places one cell, keeping wide glyphs whole: a glyph whose other half is overwritten becomes
  /// a blank.
  public mutating func put(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    let index = row * width + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    if cells[index].width == 2, column + 1 < width {
      cells[index + 1] = .blank(cells[index + 1].style)
    }
    if cell.width == 2 {
      guard column + 1 < width else {
        cells[index] = .blank(cell.style)
        return
      }
      if cells[index + 1].width == 2, column + 2 < width {
        cells[index + 2] = .blank(cells[index + 2].style)
      }
      cells[index] = cell
      cells[index + 1] = Cell(glyph: "", width: 0, style: cell.style)
    } else {
      cells[index] = cell
    }
  }
}

/// One terminal cell of a ``Frame``.
///
/// A wide character (two columns) is stored in its first cell with `width == 2`; the cell to its
/// right is a continuation with `width == 0` and an empty glyph.
public struct Cell: Hashable, Sendable {
  // Stored in this order so that the width and the byte fill the style's tail: 40 bytes a cell,
  // not 48.
  /// The grapheme drawn here: empty for a continuation cell.
  public var glyph: String {
    didSet { byte = Self.byte(of: glyph) }
  }
  /// The colours and attributes.
  public var style: Style
  /// Columns the glyph takes: 1, 2, or 0 for the right half of a wide glyph.
  public var width: UInt8
  /// The glyph's one byte where it is one byte long (an ASCII character, as most are), else 0:
  /// what writes and compares cells by the thousand reads, without walking the string.
  package private(set) var byte: UInt8

  /// Makes a cell.
  public init(glyph: String, width: UInt8 = 1, style: Style) {
    self.glyph = glyph
    self.width = width
    self.style = style
    byte = Self.byte(of: glyph)
  }

  /// Makes a cell of a printable ASCII glyph, whose byte the caller has at hand: the renderer's
  /// path for most of what a page shows, which need not look into the string again.
  package init(ascii glyph: String, byte: UInt8, style: Style) {
    assert(glyph.utf8.count == 1 && glyph.utf8.first == byte, "the byte is the glyph's")
    self.glyph = glyph
    width = 1
    self.style = style
    self.byte = byte
  }

  /// One-scalar strings for the ASCII bytes: copying one is cheaper than making it, on the
  /// paths every plain character takes.
  package static let asciiGlyphs: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

  private static func byte(of glyph: String) -> UInt8 {
    glyph.utf8.count == 1 ? glyph.utf8[glyph.utf8.startIndex] : 0
  }

  /// Whether two cells show the same: glyphs of one byte are told apart by it, where comparing
  /// the strings would weigh canonical equivalence first.
  public static func == (one: Cell, other: Cell) -> Bool {
    one.byte == other.byte && one.width == other.width
      && (one.byte != 0 || one.glyph == other.glyph) && one.style == other.style
  }

  /// A blank cell in `style`.
  public static func blank(_ style: Style) -> Cell { Cell(glyph: " ", width: 1, style: style) }

  package var isContinuation: Bool { width == 0 }
}
