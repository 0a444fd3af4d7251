import Testing

@_spi(FrameStorage) @testable import PagerKit

/// A frame keeps each cell in 8 bytes, its styles and clusters once each: what it gives back is
/// what was put, and cells compared where they lie say what comparing them as values says.
@Suite struct FrameCellsTests {
  static let link = Hyperlink(uri: "https://example.org/a")

  /// Styles that differ in each field, two with equal links that are not one object.
  static var styles: [Style] {
    var linked = Style(foreground: .indexed(2))
    linked.link = link
    var sameLink = linked
    sameLink.link = Hyperlink(uri: "https://example.org/a")
    var otherLink = linked
    otherLink.link = Hyperlink(uri: "https://example.org/b")
    var curly = Style.plain
    curly.underlineShape = .curly
    var underlineColor = Style.plain
    underlineColor.underlineColor = .indexed(9)
    return [
      Style.plain, Style(foreground: .indexed(1)), Style(background: .rgb(RGB(1, 2, 3))),
      Style(attributes: .bold), curly, underlineColor, linked, sameLink, otherLink,
    ]
  }

  /// Glyphs of each kind a cell holds: ASCII, one scalar, a cluster, wide, empty, a control.
  static let glyphs: [(String, UInt8)] = [
    ("a", 1), ("b", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("", 0), ("", 1), ("\u{1}", 1),
    ("\u{1F468}\u{200D}\u{1F469}", 2),
  ]

  static var cells: [Cell] {
    styles.flatMap { style in
      glyphs.map { glyph, width in Cell(glyph: glyph, width: width, style: style) }
    }
  }

  /// Cells set at `indices` of blank cells, as they are, wide glyphs without their right half.
  static func storage(_ cells: [Cell], count: Int? = nil) -> FrameCells {
    var storage = FrameCells(count: count ?? cells.count, blank: .plain)
    storage.changeEntries { storage, entries in
      for (index, cell) in cells.enumerated() { entries[index] = storage.entry(of: cell) }
    }
    return storage
  }

  @Test func aCellIsEightBytes() {
    #expect(MemoryLayout<FrameCells.Entry>.stride == 8)
  }

  @Test func eachCellReadsBackAsItWasPut() {
    let cells = Self.cells
    let storage = Self.storage(cells)
    for (index, cell) in cells.enumerated() {
      let read = storage.cell(at: index)
      #expect(read.glyph.unicodeScalars.elementsEqual(cell.glyph.unicodeScalars), "\(index)")
      #expect(read.width == cell.width && read.byte == cell.byte, "\(index)")
      #expect(read.style == cell.style && read.style.link?.uri == cell.style.link?.uri)
      #expect(storage.entries[index].byte == cell.byte, "\(index)")
    }
    // Each style and cluster once.
    #expect(storage.styles.count == Self.styles.count - 1)
    #expect(storage.clusters == ["e\u{301}", "\u{1F468}\u{200D}\u{1F469}"])
  }

  /// A run of cells placed side by side, and a frame's row placed in another, read back as they
  /// were, whatever their styles' order: each style is numbered once for cells that share it.
  @Test func placedCellsKeepTheirStyles() {
    let cells = Self.cells.filter { $0.width == 1 }
    var frame = Frame(width: cells.count + 2, height: 2)
    frame.put(cells, column: 1, row: 0, within: 0..<frame.width)
    for (index, cell) in cells.enumerated() {
      #expect(frame[index + 1, 0] == cell, "\(index)")
      #expect(frame[index + 1, 0].style.link?.uri == cell.style.link?.uri, "\(index)")
    }
    var other = Frame(width: frame.width, height: 1, style: Style(attributes: .dim))
    other.put(row: 0, count: cells.count + 1, of: frame, column: 1, row: 0, within: 0..<other.width)
    #expect(other[0, 0] == Cell.blank(Style(attributes: .dim)))
    for column in 1..<other.width { #expect(other[column, 0] == frame[column - 1, 0], "\(column)") }
  }

  /// A run placed over wide glyphs, from an array or another frame's row, leaves what placing
  /// its cells one by one leaves: a wide glyph it cuts in half becomes a blank, whichever half.
  @Test func aRunOverWideGlyphsLeavesNoHalfOfOne() {
    let run = "ab日c".map { Cell(glyph: String($0), width: $0 == "日" ? 2 : 1, style: .plain) }
    var cells: [Cell] = []
    for cell in run {
      cells.append(cell)
      if cell.width == 2 { cells.append(Cell(glyph: "", width: 0, style: .plain)) }
    }
    var source = Frame(width: cells.count, height: 1)
    source.put(cells, column: 0, row: 0, within: 0..<source.width)
    for column in 0..<4 {
      var under = Frame(width: 12, height: 1)
      under.write("本本本本本本", column: 0, row: 0, style: Style(attributes: .bold))
      var oneByOne = under
      for (offset, cell) in cells.enumerated() where cell.width > 0 {
        oneByOne.put(cell, column: column + offset, row: 0)
      }
      var fromArray = under
      fromArray.put(cells, column: column, row: 0, within: 0..<under.width)
      var fromFrame = under
      fromFrame.put(
        row: 0, count: cells.count, of: source, column: column, row: 0, within: 0..<under.width)
      for x in 0..<under.width {
        #expect(fromArray[x, 0] == oneByOne[x, 0], "\(column) \(x)")
        #expect(fromFrame[x, 0] == oneByOne[x, 0], "\(column) \(x)")
      }
      // The glyph before the run, cut when the run starts on its right half, is a blank.
      if column % 2 == 1 { #expect(oneByOne[column - 1, 0].glyph == " ") }
    }
  }

  /// Every pair of cells, each compared where it lies with the other, as values compare them
  /// but glyphs by their scalars (not canonical equivalence).
  @Test func cellsCompareInPlaceAsValuesDo() {
    let cells = Self.cells
    let all = Self.storage(cells)
    for one in cells.indices {
      let repeated = Self.storage(Array(repeating: cells[one], count: cells.count))
      repeated.withReader { repeated in
        all.withReader { all in
          for other in cells.indices {
            let same =
              cells[other].glyph.unicodeScalars.elementsEqual(cells[one].glyph.unicodeScalars)
              && cells[other].width == cells[one].width && cells[other].style == cells[one].style
            #expect(all.showsSame(other, as: repeated) == same, "\(one) \(other)")
            #expect(repeated.showsSame(other, as: all) == same, "\(one) \(other)")
          }
        }
      }
    }
  }

  /// Frames are equal as their cells are, glyphs by canonical equivalence, whatever order their
  /// styles and clusters were numbered in; equal frames hash alike.
  @Test func framesAreEqualAsTheirCellsAre() {
    var first = Frame(width: 4, height: 1)
    first.write("a", column: 0, row: 0, style: Style(attributes: .bold))
    first.write("e\u{301}", column: 1, row: 0, style: .plain)
    first.write("x", column: 2, row: 0, style: Style(foreground: .indexed(3)))
    var second = Frame(width: 4, height: 1)
    second.write("x", column: 2, row: 0, style: Style(foreground: .indexed(3)))
    second.write("\u{E9}", column: 1, row: 0, style: .plain)
    second.write("a", column: 0, row: 0, style: Style(attributes: .bold))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.cells == second.cells)
    var third = second
    third.restyle(columns: 3..<4, row: 0, style: Style(attributes: .dim))
    #expect(third != second)
    #expect(Frame(width: 4, height: 1) != Frame(width: 2, height: 2))
  }

  /// A frame drawn over and over, each time in a new style and with a new cluster, keeps a
  /// bounded number of them and still reads back right.
  @Test func stylesAndClustersNoCellHasAreLetGo() {
    var frame = Frame(width: 3, height: 1)
    let limit = FrameCells.tableLimit(3)
    for step in 0..<2_000 {
      let style = Style(foreground: .rgb(RGB(UInt8(step % 256), UInt8(step / 256), 0)))
      let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(step % 26))
      let mark = Unicode.Scalar(0x300 + UInt32(step / 26 % 112))!
      frame.write("\(letter)\(mark)\(step % 10)", column: 0, row: 0, style: style)
      #expect(frame[0, 0] == Cell(glyph: "\(letter)\(mark)", style: style), "step \(step)")
      #expect(frame[1, 0] == Cell(glyph: "\(step % 10)", style: style), "step \(step)")
      #expect(frame[2, 0] == Cell.blank(.plain), "step \(step)")
      #expect(frame.storage.styles.count <= limit + 2, "step \(step)")
      #expect(frame.storage.clusters.count <= limit + 1, "step \(step)")
    }
  }

  /// More styles than are looked through one by one are numbered in a table: each still once.
  @Test func manyStylesAreEachKeptOnce() {
    var frame = Frame(width: 100, height: 2)
    for column in 0..<100 {
      let style = Style(foreground: .indexed(UInt8(column)))
      frame.write("x", column: column, row: 0, style: style)
      frame.write("y", column: 99 - column, row: 1, style: style)
    }
    #expect(frame.storage.styles.count == 101)
    for column in 0..<100 {
      #expect(frame[column, 0].style == frame[99 - column, 1].style)
      #expect(frame[column, 0].style.foreground == .indexed(UInt8(column)))
    }
  }

  /// Copies of one style are told the same by their bytes; styles that differ in any field
  /// never are.
  @Test func copiesOfAStyleHaveTheSameBytes() {
    #expect((16...24).contains(MemoryLayout<Style>.size))
    var linked = Style(foreground: .rgb(RGB(1, 2, 3)), background: .indexed(4))
    linked.link = Hyperlink(uri: "https://example.org")
    linked.underlineColor = .indexed(9)
    var styles = [Style.plain, linked]
    for change in 0..<6 {
      var other = linked
      switch change {
      case 0: other.foreground = .rgb(RGB(1, 2, 4))
      case 1: other.background = .indexed(5)
      case 2: other.attributes = .bold
      case 3: other.underlineShape = .curly
      case 4: other.underlineColor = nil
      default: other.link = Hyperlink(uri: "https://example.org")
      }
      styles.append(other)
    }
    styles.withUnsafeBufferPointer { all in
      for one in all.indices {
        let copy = all[one]
        withUnsafePointer(to: copy) { #expect(Style.sameBytes($0, all.baseAddress! + one)) }
        for other in all.indices where other != one {
          #expect(!Style.sameBytes(all.baseAddress! + one, all.baseAddress! + other))
          #expect(
            Style.same(all.baseAddress! + one, all.baseAddress! + other) == (all[one] == all[other])
          )
        }
      }
    }
  }
}
