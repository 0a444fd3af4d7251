/// A rectangle of terminal cells: what one screen looks like.
///
/// Rendering produces a `Frame`; the terminal layer copies it to the screen. Writing never goes
/// outside the frame, and a wide glyph that would be cut in half is replaced by a blank.
public struct Frame: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells, each in 8 bytes (``FrameCells``): a frame is made anew for each screen drawn.
  package private(set) var storage: FrameCells

  /// A frame of `width` × `height` blank cells in `style`. Negative sizes count as 0.
  public init(width: Int, height: Int, style: Style = .plain) {
    self.width = max(0, width)
    self.height = max(0, height)
    storage = FrameCells(count: self.width * self.height, blank: style)
  }

  /// Cells, row after row, made anew from what the frame keeps at each read: to read a few,
  /// the subscript is cheaper.
  public var cells: [Cell] { (0..<width * height).map { storage.cell(at: $0) } }

  /// The cell at a column and row, both 0-based and inside the frame.
  public subscript(column: Int, row: Int) -> Cell {
    storage.cell(at: row * width + column)
  }

  /// Whether two frames show the same cells (as ``Cell``'s `==` compares them).
  public static func == (one: Frame, other: Frame) -> Bool {
    guard one.width == other.width, one.height == other.height else { return false }
    return one.storage.withReader { first in
      other.storage.withReader { second in
        first.entries.indices.allSatisfy { index in
          let entry = first.entries[index]
          let shown = second.entries[index]
          return entry.width == shown.width
            && (entry.glyph == shown.glyph && entry.glyph < FrameCells.firstCluster
              || first.glyph(at: index) == second.glyph(at: index))
            && first.styles[entry.style] == second.styles[shown.style]
        }
      }
    }
  }

  /// Hashes the frame's size and cells, as ``==`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    storage.withReader { cells in
      for index in cells.entries.indices {
        hasher.combine(cells.entries[index].width)
        hasher.combine(cells.glyph(at: index))
        hasher.combine(cells.styles[cells.entries[index].style])
      }
    }
  }

  /// Fills the cells in `columns` × `rows` (clipped to the frame) with blanks in `style`.
  public mutating func fill(columns: Range<Int>, rows: Range<Int>, style: Style) {
    let columns = columns.clamped(to: 0..<width)
    guard let first = columns.first, let last = columns.last else { return }
    let width = width
    let rows = rows.clamped(to: 0..<height)
    storage.changeEntries { storage, entries in
      let blank = storage.entry(FrameCells.Entry(glyph: 0x20, look: 1), styled: style)
      for row in rows {
        // Only the ends can cut a wide glyph in half: they go through `place`, which blanks the
        // other half outside; the cells between are simply overwritten.
        Self.place(blank, at: first, row: row, width: width, in: entries)
        Self.place(blank, at: last, row: row, width: width, in: entries)
        let base = row * width
        if last - first > 1 {
          entries[base + first + 1..<base + last].update(repeating: blank)
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
    let width = width
    return storage.changeEntries { storage, entries in
      let blank = storage.entry(FrameCells.Entry(glyph: 0x20, look: 1), styled: style)
      var x = column
      // ASCII, as a status line most often is: a printable byte is a glyph of one column, and a
      // control (CR LF too) none, with no grapheme breaking and no string made for each.
      if text.utf8.allSatisfy({ $0 < 0x80 }) {
        for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
          guard x < end else { break }
          if x >= 0 {
            Self.place(
              FrameCells.Entry(glyph: UInt32(byte), look: blank.look), at: x, row: row,
              width: width, in: entries)
          }
          x += 1
        }
        return max(0, x - max(column, 0))
      }
      for character in text {
        let columns = ColumnWidth.of(character)
        if columns == 0 { continue }
        if x + columns > end {
          if x >= 0, x < end { Self.place(blank, at: x, row: row, width: width, in: entries) }
          x = end
          break
        }
        if x >= 0 {
          let cell = Cell(glyph: String(character), width: UInt8(columns), style: style)
          Self.place(storage.entry(of: cell), at: x, row: row, width: width, in: entries)
        }
        x += columns
      }
      return max(0, x - max(column, 0))
    }
  }

  /// Writes `text`, printable ASCII (each byte 0x20–0x7E: a glyph of one column), from `column`
  /// on `row` in `style`, clipped to the frame: the cells ``write(_:column:row:style:limit:)``
  /// writes for it, with no string to look through.
  public mutating func write(ascii text: ArraySlice<UInt8>, column: Int, row: Int, style: Style) {
    guard row >= 0, row < height else { return }
    let first = max(0, column)
    let end = min(width, column + text.count)
    guard first < end else { return }
    let width = width
    text.withUnsafeBufferPointer { text in
      storage.changeEntries { storage, entries in
        let look = storage.entry(FrameCells.Entry(glyph: 0x20, look: 1), styled: style).look
        for x in first..<end {
          let byte = text[x - column]
          assert(byte >= 0x20 && byte < 0x7F, "printable ASCII")
          Self.place(
            FrameCells.Entry(glyph: UInt32(byte), look: look), at: x, row: row, width: width,
            in: entries)
        }
      }
    }
  }

  /// Sets the style of every cell in `columns` on `row`, keeping the glyphs.
  public mutating func restyle(columns: Range<Int>, row: Int, style: Style) {
    guard row >= 0, row < height else { return }
    let columns = columns.clamped(to: 0..<width)
    let base = row * width
    storage.changeEntries { storage, entries in
      let look = storage.entry(FrameCells.Entry(glyph: 0x20, look: 0), styled: style).look
      for column in columns {
        entries[base + column].look = look | UInt32(entries[base + column].width)
      }
    }
  }

  /// Places `run`'s cells side by side on `row`, the first at `column`: each but a continuation
  /// goes as ``put(_:column:row:)`` places it (a wide glyph with its own continuation), where
  /// its column is within `columns` and the frame. Cells are read where they are, not copied out
  /// to be looked at, which would retain each one's glyph and link.
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
    guard first < end, let cells = run.baseAddress else { return }
    let width = width
    storage.changeEntries { storage, entries in
      // Cells side by side most often share a style: told by its bytes, it is numbered once.
      var numbered: (style: UnsafePointer<Style>, number: UInt32)?
      for x in first..<end {
        let cell = cells + (x - column)
        guard cell.pointee.width > 0, let style = cell.pointer(to: \.style) else { continue }
        if numbered.map({ !Style.sameBytes($0.style, style) }) ?? true {
          numbered = (style, storage.styleNumber(style))
        }
        let number = numbered.unsafelyUnwrapped.number
        Self.place(
          storage.entry(of: cell, style: number), at: x, row: row, width: width, in: entries)
      }
    }
  }

  /// Places the first `count` cells of row `sourceRow` of `source` on `row`, the first at
  /// `column`, as the same cells in an array are placed (``put(_:column:row:within:)``): read
  /// where they lie, not made into cells.
  public mutating func put(
    row sourceRow: Int, count: Int, of source: Frame, column: Int, row: Int,
    within columns: Range<Int>
  ) {
    guard row >= 0, row < height, sourceRow >= 0, sourceRow < source.height else { return }
    let first = max(columns.lowerBound, 0, column)
    let end = min(columns.upperBound, width, column + min(count, source.width))
    guard first < end else { return }
    let width = width
    let start = sourceRow * source.width - column
    source.storage.withReader { cells in
      storage.changeEntries { storage, entries in
        // Cells side by side most often share a style: it is numbered here once for them.
        var numbered: (source: Int, number: UInt32)?
        for x in first..<end where cells.entries[start + x].width > 0 {
          let entry = cells.entries[start + x]
          if numbered?.source != entry.style {
            numbered = (entry.style, storage.styleNumber(cells.style(ofEntry: entry)))
          }
          let number = numbered.unsafelyUnwrapped.number
          Self.place(
            storage.entry(entry, from: cells, style: number), at: x, row: row, width: width,
            in: entries)
        }
      }
    }
  }

  /// Places one cell, keeping wide glyphs whole: a glyph whose other half is overwritten becomes
  /// a blank.
  public mutating func put(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    let width = width
    storage.changeEntries { storage, entries in
      Self.place(storage.entry(of: cell), at: column, row: row, width: width, in: entries)
    }
  }

  /// Places `entry` at `column` on `row` of `entries` (a frame `width` wide), keeping wide
  /// glyphs whole: a glyph whose other half is overwritten becomes a blank, and a wide glyph the
  /// right edge would cut is one too.
  private static func place(
    _ entry: FrameCells.Entry, at column: Int, row: Int, width: Int,
    in entries: UnsafeMutableBufferPointer<FrameCells.Entry>
  ) {
    let index = row * width + column
    // Most often: one column over one column, which splits no glyph.
    if entry.width == 1, entries[index].width == 1 {
      entries[index] = entry
      return
    }
    if entries[index].width == 0, column > 0 { entries[index - 1] = entries[index - 1].blank }
    if entries[index].width == 2, column + 1 < width {
      entries[index + 1] = entries[index + 1].blank
    }
    guard entry.width == 2 else {
      entries[index] = entry
      return
    }
    guard column + 1 < width else {
      entries[index] = entry.blank
      return
    }
    if entries[index + 1].width == 2, column + 2 < width {
      entries[index + 2] = entries[index + 2].blank
    }
    entries[index] = entry
    entries[index + 1] = entry.continuation
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
  @usableFromInline package internal(set) var byte: UInt8

  /// Makes a cell.
  public init(glyph: String, width: UInt8 = 1, style: Style) {
    self.glyph = glyph
    self.width = width
    self.style = style
    byte = Self.byte(of: glyph)
  }

  /// Makes a cell of a printable ASCII glyph, whose byte the caller has at hand: the renderer's
  /// path for most of what a page shows, which need not look into the string again.
  @inlinable package init(ascii glyph: String, byte: UInt8, style: Style) {
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
