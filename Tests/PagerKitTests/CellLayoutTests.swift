import Testing

@testable import PagerKit

/// A frame holds thousands of cells, copied and compared at every frame: a cell stays 40 bytes,
/// its width stored in the tail of its style, and a style keeps its one-byte fields last.
@Suite struct CellLayoutTests {
  @Test func aCellTakesFortyBytes() {
    #expect(MemoryLayout<Style>.size == 22)
    #expect(MemoryLayout<Cell>.offset(of: \Cell.width) == 16 + MemoryLayout<Style>.size)
    #expect(MemoryLayout<Cell>.offset(of: \Cell.byte) == 17 + MemoryLayout<Style>.size)
    #expect(MemoryLayout<Cell>.stride == 40)
  }

  @Test func aCellKnowsItsGlyphsOneByte() {
    var cell = Cell(glyph: "a", style: .plain)
    #expect(cell.byte == UInt8(ascii: "a"))
    for (glyph, byte) in [(" ", UInt8(ascii: " ")), ("é", 0), ("日", 0), ("", 0), ("ab", 0)] {
      cell.glyph = glyph
      #expect(cell.byte == byte, "\(glyph)")
      #expect(Cell(glyph: glyph, style: .plain).byte == byte, "\(glyph)")
    }
    #expect(Cell.blank(.plain).byte == UInt8(ascii: " "))
  }

  /// `Frame.blanks` copies a blank bit for bit where its style has no link: that is sound only
  /// while a link is the one reference a cell's style holds and a blank's glyph a literal. A
  /// field added to either must be weighed there first.
  @Test func aLinkIsTheOneReferenceOfACellsStyle() {
    let cell = Cell.blank(Style(foreground: .indexed(1)))
    #expect(Mirror(reflecting: cell).children.map(\.label) == ["glyph", "style", "width", "byte"])
    #expect(
      Mirror(reflecting: cell.style).children.map(\.label) == [
        "link", "foreground", "background", "attributes", "underlineShape", "underlineColor",
      ])
  }

  @Test func blanksAreTheBlankCellRepeated() {
    var linked = Style(background: .indexed(4))
    linked.link = Hyperlink(uri: "https://example.org/b")
    for style in [Style.plain, Style(foreground: .rgb(RGB(9, 8, 7)), attributes: .bold), linked] {
      for count in [0, 1, 2, 3, 5, 64, 3_000, 3_001] {
        let blanks = Frame.blanks(count, style: style)
        #expect(blanks == Array(repeating: Cell.blank(style), count: count), "\(count)")
        #expect(blanks.allSatisfy { $0.byte == UInt8(ascii: " ") && $0.style.link === style.link })
      }
    }
    let frame = Frame(width: 7, height: 3, style: linked)
    #expect(frame.cells == Array(repeating: Cell.blank(linked), count: 21))
  }

  @Test func aCellKeepsWhatItIsGiven() {
    let link = Hyperlink(uri: "https://example.org/a")
    var style = Style(foreground: .rgb(RGB(1, 2, 3)), attributes: [.bold])
    style.link = link
    style.underlineColor = TerminalColor.indexed(9)
    for width in [0, 1, 2] as [UInt8] {
      let cell = Cell(glyph: width == 0 ? "" : "日", width: width, style: style)
      #expect(cell.width == width)
      #expect(cell.style == style)
      #expect(cell.style.link === link)
      #expect(cell.isContinuation == (width == 0))
    }
  }
}
