import Testing

@testable import PagerKit

/// A line's cells are copied and compared by the thousand: a cell stays 40 bytes, its width
/// stored in the tail of its style, and a style keeps its one-byte fields last.
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

  @Test func aNewFrameIsBlanksInItsStyle() {
    var linked = Style(background: .indexed(4))
    linked.link = Hyperlink(uri: "https://example.org/b")
    for style in [Style.plain, Style(foreground: .rgb(RGB(9, 8, 7)), attributes: .bold), linked] {
      for (width, height) in [(0, 0), (1, 1), (3, 1), (7, 3), (100, 30)] {
        let frame = Frame(width: width, height: height, style: style)
        #expect(frame.cells == Array(repeating: Cell.blank(style), count: width * height))
        #expect(
          frame.cells.allSatisfy { $0.byte == UInt8(ascii: " ") && $0.style.link === style.link })
      }
    }
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
