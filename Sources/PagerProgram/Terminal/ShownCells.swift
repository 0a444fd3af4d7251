import PagerKit

/// What the screen shows, as ``ScreenWriter`` remembers it to compare the next frame with: each
/// cell in 8 bytes, its glyph (a scalar, or the number of a cluster of several), its width and
/// the number of its style, where a ``Frame``'s cell is 40 (a glyph's string and a style with its
/// link). Styles and clusters are kept once each, in tables made anew when they have grown to
/// many times the screen's share of them. The frame drawn is let go once written: the screen's
/// copy of it is a fifth of its size.
struct ShownCells {
  /// One cell as the screen shows it.
  struct Entry {
    /// The scalar's value; ``noGlyph`` for the right half of a wide glyph; ``firstCluster`` and
    /// on for a cluster of several scalars, by its place in the clusters.
    var glyph: UInt32
    /// The style's place in the styles, shifted left by 8, and the cell's width in the low byte.
    var look: UInt32

    var width: UInt8 { UInt8(truncatingIfNeeded: look) }
    var style: Int { Int(look >> 8) }
  }

  /// The glyph of a continuation cell (empty): past the last scalar.
  static let noGlyph: UInt32 = 0x11_0000
  /// The glyph of the first cluster kept.
  static let firstCluster: UInt32 = 0x20_0000

  let width: Int
  let height: Int
  private(set) var entries: [Entry]
  private(set) var styles: [Style] = []
  private var styleNumbers: [Style: UInt32] = [:]
  private(set) var clusters: [String] = []
  private var clusterNumbers: [String: UInt32] = [:]
  /// The style numbered last, which the next cell most often has too.
  private var lastStyle: UInt32?

  /// Whether `frame` is of this screen's size, so that it can be compared with it.
  func fits(_ frame: Frame) -> Bool { width == frame.width && height == frame.height }

  /// The screen showing `frame`.
  init(_ frame: Frame) {
    self.init(frame.cells, width: frame.width, height: frame.height)
  }

  /// The screen, `width` by `height`, showing `cells`, row after row.
  init(_ cells: [Cell], width: Int, height: Int) {
    self.width = width
    self.height = height
    entries = []
    entries.reserveCapacity(cells.count)
    cells.withUnsafeBufferPointer { cells in
      for index in cells.indices { entries.append(entry(of: cells, index)) }
    }
  }

  /// The screen showing the cells at `indices` of `cells` (a frame of this screen's size) where
  /// it showed others.
  mutating func record(_ cells: UnsafeBufferPointer<Cell>, at indices: [Int]) {
    if styles.count > Self.tableLimit(entries.count)
      || clusters.count > Self.tableLimit(entries.count)
    {
      self = compacted()
    }
    // Taken out, so that each entry is written in place while the styles may grow.
    var updated = entries
    entries = []
    updated.withUnsafeMutableBufferPointer { updated in
      for index in indices { updated[index] = entry(of: cells, index) }
    }
    entries = updated
  }

  /// The screen read where it lies, to compare a frame with it.
  struct Reader {
    let entries: UnsafeBufferPointer<Entry>
    let styles: UnsafeBufferPointer<Style>
    let clusters: [String]

    /// Whether the screen shows the cell at `index` of `cells` (a frame of the screen's size),
    /// compared where both lie: glyphs by their scalars, styles field by field.
    func shows(_ cells: UnsafeBufferPointer<Cell>, _ index: Int) -> Bool {
      let entry = entries[index]
      let byte = cells[index].byte
      guard entry.width == cells[index].width,
        byte != 0 ? entry.glyph == UInt32(byte) : hasGlyph(entry.glyph, of: cells, index),
        let style = cells.baseAddress?.advanced(by: index).pointer(to: \.style),
        let shown = styles.baseAddress?.advanced(by: entry.style)
      else { return false }
      return FrameChanges.sameStyle(style, shown)
    }

    /// Whether `glyph` is the glyph of the cell at `index`, scalar for scalar: a glyph
    /// canonically equivalent but written otherwise goes out again, as the terminal may draw it
    /// otherwise.
    private func hasGlyph(_ glyph: UInt32, of cells: UnsafeBufferPointer<Cell>, _ index: Int)
      -> Bool
    {
      let scalars = cells[index].glyph.unicodeScalars
      switch glyph {
      case ..<ShownCells.noGlyph:
        return scalars.count == 1 && scalars.first?.value == glyph
      case ShownCells.noGlyph:
        return scalars.isEmpty
      default:
        return clusters[Int(glyph - ShownCells.firstCluster)].utf8.elementsEqual(
          cells[index].glyph.utf8)
      }
    }
  }

  /// Calls `body` with `shown` read where it lies, or nil.
  @inline(__always)
  static func withReader<Result>(_ shown: ShownCells?, _ body: (Reader?) -> Result) -> Result {
    (shown?.entries ?? []).withUnsafeBufferPointer { entries in
      (shown?.styles ?? []).withUnsafeBufferPointer { styles in
        body(shown.map { Reader(entries: entries, styles: styles, clusters: $0.clusters) })
      }
    }
  }

  private mutating func entry(of cells: UnsafeBufferPointer<Cell>, _ index: Int) -> Entry {
    let byte = cells[index].byte
    let glyph = byte != 0 ? UInt32(byte) : glyphNumber(cells[index].glyph)
    let style = cells.baseAddress!.advanced(by: index).pointer(to: \.style)!
    return Entry(glyph: glyph, look: styleNumber(style) << 8 | UInt32(cells[index].width))
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

  private mutating func styleNumber(_ style: UnsafePointer<Style>) -> UInt32 {
    if let last = lastStyle,
      styles.withUnsafeBufferPointer({ FrameChanges.sameStyle($0.baseAddress! + Int(last), style) })
    {
      return last
    }
    let number: UInt32
    if let known = styleNumbers[style.pointee] {
      number = known
    } else {
      number = UInt32(styles.count)
      styles.append(style.pointee)
      styleNumbers[style.pointee] = number
    }
    lastStyle = number
    return number
  }

  /// The most styles or clusters kept for a screen of `cells` cells before they are made anew
  /// from the ones it shows: past that, most kept are shown no more.
  static func tableLimit(_ cells: Int) -> Int { max(256, cells) }

  /// This screen with tables of only the styles and clusters it shows.
  private func compacted() -> ShownCells {
    var fresh = self
    fresh.styles = []
    fresh.styleNumbers = [:]
    fresh.clusters = []
    fresh.clusterNumbers = [:]
    fresh.lastStyle = nil
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
}
