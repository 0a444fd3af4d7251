/// A ``Frame``'s cells, each in 8 bytes: its glyph (a scalar, or the number of a cluster of
/// several), its width and the number of its style. A cell as a value is 40 bytes (a glyph's
/// string, a style with its link); a frame holds thousands, made anew for each frame drawn.
/// Styles and clusters are kept once each, in tables made anew from the cells once they have
/// grown past ``tableLimit(_:)``.
///
/// Public only to the modules that import its SPI (the terminal's writer, the tests): Swift 6.3
/// inlines no member of a package type into another module, and the writer reads cells by the
/// thousand through these one-line accessors.
@_spi(FrameStorage) public struct FrameCells: Sendable {
  /// One cell.
  public struct Entry: Sendable {
    /// The scalar's value; ``FrameCells/noGlyph`` for an empty glyph (the right half of a wide
    /// one); ``FrameCells/firstCluster`` and on for a cluster of several scalars, by its place
    /// in the clusters.
    @usableFromInline package var glyph: UInt32
    /// The style's place in the styles, shifted left by 8, and the cell's width in the low byte.
    @usableFromInline package var look: UInt32

    package init(glyph: UInt32, look: UInt32) {
      self.glyph = glyph
      self.look = look
    }

    /// Columns the glyph takes: 1, 2, or 0 for the right half of a wide glyph.
    @inlinable package var width: UInt8 { UInt8(truncatingIfNeeded: look) }
    /// The style's place in the styles.
    @inlinable package var style: Int { Int(look >> 8) }
    /// The glyph's one byte where it is an ASCII character, else 0 (as ``Cell``'s).
    @inlinable package var byte: UInt8 { glyph < 0x80 ? UInt8(truncatingIfNeeded: glyph) : 0 }

    /// A blank in this cell's style.
    var blank: Entry { Entry(glyph: 0x20, look: look & ~0xFF | 1) }
    /// The right half of a wide glyph in this cell's style.
    var continuation: Entry { Entry(glyph: FrameCells.noGlyph, look: look & ~0xFF) }
  }

  /// The glyph of a cell whose glyph is empty: past the last scalar.
  package static let noGlyph: UInt32 = 0x11_0000
  /// The glyph of the first cluster kept.
  @usableFromInline package static let firstCluster: UInt32 = 0x20_0000

  package private(set) var entries: [Entry]
  package private(set) var styles: [Style]
  /// The styles' numbers, once there are more than ``searchedStyles``; below that they are
  /// looked through, which a frame's dozen styles never outgrow.
  private var styleNumbers: [Style: UInt32] = [:]
  package private(set) var clusters: [String] = []
  private var clusterNumbers: [String: UInt32] = [:]
  /// The style numbered last, which the next cell most often has too.
  private var lastStyle: UInt32 = 0

  /// `count` blanks in `style`.
  init(count: Int, blank style: Style) {
    styles = [style]
    entries = Array(repeating: Entry(glyph: 0x20, look: 1), count: count)
  }

  /// Styles looked through for a style's number before they are numbered in a table.
  static let searchedStyles = 32

  /// The most styles or clusters kept for `cells` cells before they are made anew from the ones
  /// the cells have: past that, most kept are had by none.
  package static func tableLimit(_ cells: Int) -> Int { max(256, cells) }

  /// The cell at `index`.
  package func cell(at index: Int) -> Cell {
    let entry = entries[index]
    return Cell(glyph: glyph(entry.glyph), width: entry.width, style: styles[entry.style])
  }

  /// The glyph numbered `number`.
  package func glyph(_ number: UInt32) -> String { Self.glyph(number, clusters: clusters) }

  /// The glyph numbered `number` among cells keeping `clusters`.
  static func glyph(_ number: UInt32, clusters: [String]) -> String {
    switch number {
    case ..<0x80: return Cell.asciiGlyphs[Int(number)]
    case ..<Self.noGlyph: return String(Unicode.Scalar(number).map(Character.init) ?? " ")
    case Self.noGlyph: return ""
    default: return clusters[Int(number - Self.firstCluster)]
    }
  }

  /// The entry for the cell `cell` points to, its style and cluster numbered.
  mutating func entry(of cell: UnsafePointer<Cell>) -> Entry {
    entry(of: cell, style: styleNumber(cell.pointer(to: \.style)!))
  }

  /// The entry for the cell `cell` points to, in the style numbered `style`.
  mutating func entry(of cell: UnsafePointer<Cell>, style: UInt32) -> Entry {
    let byte = cell.pointee.byte
    let glyph = byte != 0 ? UInt32(byte) : glyphNumber(cell.pointee.glyph)
    return Entry(glyph: glyph, look: style << 8 | UInt32(cell.pointee.width))
  }

  /// The entry for `cell`.
  mutating func entry(of cell: Cell) -> Entry {
    withUnsafePointer(to: cell) { entry(of: $0) }
  }

  /// `entry` with `style`.
  mutating func entry(_ entry: Entry, styled style: Style) -> Entry {
    let number = withUnsafePointer(to: style) { styleNumber($0) }
    return Entry(glyph: entry.glyph, look: number << 8 | UInt32(entry.width))
  }

  /// `entry` of the cells `source` reads, its cluster numbered here, in the style numbered
  /// `style` here.
  mutating func entry(_ entry: Entry, from source: Reader, style: UInt32) -> Entry {
    let glyph =
      entry.glyph >= Self.firstCluster
      ? glyphNumber(source.clusters[Int(entry.glyph - Self.firstCluster)]) : entry.glyph
    return Entry(glyph: glyph, look: style << 8 | UInt32(entry.width))
  }

  /// Calls `body` with the entries to change in place. The tables are made anew first when they
  /// have grown past their limit, never while `body` holds the entries.
  mutating func changeEntries<Result>(
    _ body: (inout FrameCells, UnsafeMutableBufferPointer<Entry>) -> Result
  ) -> Result {
    let limit = Self.tableLimit(entries.count)
    if styles.count > limit || clusters.count > limit { self = compacted() }
    // Taken out, so that the tables can grow while the entries are written in place.
    var changed = entries
    entries = []
    defer { entries = changed }
    return changed.withUnsafeMutableBufferPointer { body(&self, $0) }
  }

  private mutating func glyphNumber(_ glyph: String) -> UInt32 {
    let scalars = glyph.unicodeScalars
    guard let first = scalars.first else { return Self.noGlyph }
    if scalars.index(after: scalars.startIndex) == scalars.endIndex { return first.value }
    if let number = clusterNumbers[glyph] { return number }
    let number = Self.firstCluster + UInt32(clusters.count)
    clusters.append(glyph)
    clusterNumbers[glyph] = number
    return number
  }

  /// The number of the style at `style`, numbered now if it has none.
  mutating func styleNumber(_ style: UnsafePointer<Style>) -> UInt32 {
    let found = styles.withUnsafeBufferPointer { styles -> UInt32? in
      let base = styles.baseAddress!
      if Style.same(base + Int(lastStyle), style) { return lastStyle }
      guard styles.count <= Self.searchedStyles else { return nil }
      for number in styles.indices where Style.same(base + number, style) {
        return UInt32(number)
      }
      return nil
    }
    let number: UInt32
    if let found {
      number = found
    } else if styles.count <= Self.searchedStyles {
      number = UInt32(styles.count)
      styles.append(style.pointee)
    } else {
      if styleNumbers.isEmpty {
        for (number, known) in styles.enumerated() { styleNumbers[known] = UInt32(number) }
      }
      if let known = styleNumbers[style.pointee] {
        number = known
      } else {
        number = UInt32(styles.count)
        styles.append(style.pointee)
        styleNumbers[style.pointee] = number
      }
    }
    lastStyle = number
    return number
  }

  /// These cells with tables of only the styles and clusters they have.
  private func compacted() -> FrameCells {
    var fresh = FrameCells(count: 0, blank: styles[0])
    fresh.entries = entries
    for index in entries.indices {
      let entry = entries[index]
      let glyph =
        entry.glyph >= Self.firstCluster
        ? fresh.glyphNumber(clusters[Int(entry.glyph - Self.firstCluster)]) : entry.glyph
      let style = styles.withUnsafeBufferPointer {
        fresh.styleNumber($0.baseAddress! + entry.style)
      }
      fresh.entries[index] = Entry(glyph: glyph, look: style << 8 | UInt32(entry.width))
    }
    return fresh
  }

  /// The cells read where they lie.
  public struct Reader {
    @usableFromInline package let entries: UnsafeBufferPointer<Entry>
    @usableFromInline package let styles: UnsafeBufferPointer<Style>
    @usableFromInline package let clusters: [String]

    /// The style of the cell at `index`, where it lies.
    @inlinable @inline(__always)
    package func style(at index: Int) -> UnsafePointer<Style> {
      style(ofEntry: entries[index])
    }

    /// The style of `entry`, one of these cells', where it lies.
    @inlinable @inline(__always)
    package func style(ofEntry entry: Entry) -> UnsafePointer<Style> {
      styles.baseAddress.unsafelyUnwrapped + entry.style
    }

    /// The glyph of the cell at `index`.
    package func glyph(at index: Int) -> String {
      FrameCells.glyph(entries[index].glyph, clusters: clusters)
    }

    /// Whether the cell at `index` here and the one at `index` of `other` show the same: glyphs
    /// scalar for scalar (one canonically equivalent but written otherwise may be drawn
    /// otherwise), styles as ``Style/same(_:_:)`` compares them.
    @inlinable @inline(__always)
    package func showsSame(_ index: Int, as other: Reader) -> Bool {
      let entry = entries[index]
      let shown = other.entries[index]
      guard entry.width == shown.width else { return false }
      if entry.glyph != shown.glyph || entry.glyph >= FrameCells.firstCluster {
        guard entry.glyph >= FrameCells.firstCluster, shown.glyph >= FrameCells.firstCluster,
          clusters[Int(entry.glyph - FrameCells.firstCluster)].utf8.elementsEqual(
            other.clusters[Int(shown.glyph - FrameCells.firstCluster)].utf8)
        else { return false }
      }
      return Style.same(style(at: index), other.style(at: index))
    }
  }

  /// Calls `body` with the cells read where they lie.
  package func withReader<Result>(_ body: (Reader) -> Result) -> Result {
    entries.withUnsafeBufferPointer { entries in
      styles.withUnsafeBufferPointer { styles in
        body(Reader(entries: entries, styles: styles, clusters: clusters))
      }
    }
  }
}
