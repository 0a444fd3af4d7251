import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// What of a frame goes to the screen: only cells that changed, wide glyphs whole, halves that
/// cannot be shown as blanks.
@Suite struct FrameChangesTests {
  /// A change as it goes out: the glyph and style read from the frame at its index.
  struct Sent: Equatable {
    let row: Int
    let column: Int
    let glyph: String
    let columns: Int
    let style: Style
  }

  static func changes(
    _ frame: Frame, from previous: Frame?, width: Int? = nil, height: Int? = nil
  ) -> [Sent] {
    var found: [Sent] = []
    let any = FrameChanges.forEach(
      in: frame, from: previous, width: width ?? frame.width, height: height ?? frame.height
    ) { change, cells in
      #expect(cells.count == frame.cells.count)
      #expect(frame[change.column, change.row] == cells[change.index])
      found.append(
        Sent(
          row: change.row, column: change.column, glyph: change.glyph(in: cells),
          columns: change.columns, style: cells[change.index].style))
    }
    #expect(any == !found.isEmpty)
    return found
  }

  static func frame(_ rows: [String], width: Int = 6) -> Frame {
    var frame = Frame(width: width, height: rows.count)
    for (row, text) in rows.enumerated() { frame.write(text, column: 0, row: row, style: .plain) }
    return frame
  }

  @Test func withNothingBeforeEveryCellGoes() {
    let frame = Self.frame(["ab", "cd"], width: 2)
    #expect(Self.changes(frame, from: nil).map(\.glyph) == ["a", "b", "c", "d"])
  }

  @Test func anUnchangedFrameSendsNothing() {
    let frame = Self.frame(["hello", "world"])
    #expect(Self.changes(frame, from: frame).isEmpty)
  }

  @Test func onlyTheChangedCellsGo() {
    let before = Self.frame(["hello", "world"])
    let after = Self.frame(["hallo", "world"])
    #expect(
      Self.changes(after, from: before)
        == [Sent(row: 0, column: 1, glyph: "a", columns: 1, style: .plain)])
    var styled = before
    styled.restyle(columns: 4..<5, row: 1, style: Style(attributes: [.bold]))
    #expect(Self.changes(styled, from: before).map { [$0.row, $0.column] } == [[1, 4]])
  }

  @Test func aWideGlyphGoesWholeWhenEitherHalfChanged() {
    let before = Self.frame(["a日b"])
    let after = Self.frame(["a本b"])
    #expect(
      Self.changes(after, from: before)
        == [Sent(row: 0, column: 1, glyph: "本", columns: 2, style: .plain)])
    // Its right half alone changed: a narrow glyph now where the continuation was.
    let split = Self.frame(["ax b"])
    #expect(Self.changes(split, from: before).map(\.glyph) == ["x", " "])
  }

  @Test func theScreensEdgeCutsAWideGlyphToABlank() {
    let frame = Self.frame(["ab日"], width: 4)
    let sent = Self.changes(frame, from: nil, width: 3)
    #expect(sent.map(\.glyph) == ["a", "b", " "])
    #expect(sent.last?.columns == 1)
  }

  @Test func rowsAndColumnsPastTheScreenAreLeftOut() {
    let frame = Self.frame(["abcdef", "ghijkl", "mnopqr"])
    let sent = Self.changes(frame, from: nil, width: 2, height: 2)
    #expect(sent.map(\.glyph) == ["a", "b", "g", "h"])
  }
}

/// Cells compared where they lie say what comparing them as values says.
@Suite struct FrameCellComparisonTests {
  @Test func cellsCompareInPlaceAsValuesDo() {
    let link = Hyperlink(uri: "https://example.org/a")
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
    let styles = [
      Style.plain, Style(foreground: .indexed(1)), Style(background: .rgb(RGB(1, 2, 3))),
      Style(attributes: .bold), curly, underlineColor, linked, sameLink, otherLink,
    ]
    let glyphs: [(String, UInt8)] = [
      ("a", 1), ("b", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("", 0),
    ]
    var cells: [Cell] = []
    for style in styles {
      for (glyph, width) in glyphs { cells.append(Cell(glyph: glyph, width: width, style: style)) }
    }
    cells.withUnsafeBufferPointer { all in
      for one in all.indices {
        let row = Array(repeating: all[one], count: all.count)
        row.withUnsafeBufferPointer { same in
          for other in all.indices {
            #expect(
              FrameChanges.same(all, same, other) == (all[other] == all[one]), "\(one) \(other)")
          }
        }
      }
    }
  }
}
