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
    var shown = previous.map(ShownCells.init)
    return changes(frame, over: &shown, width: width, height: height)
  }

  static func changes(
    _ frame: Frame, over shown: inout ShownCells?, width: Int? = nil, height: Int? = nil
  ) -> [Sent] {
    var found: [Sent] = []
    let any = FrameChanges.forEach(
      in: frame, over: &shown, width: width ?? frame.width, height: height ?? frame.height
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

  /// After each frame, the screen remembered is that frame: frames in turn send only what
  /// changed from the one before, clusters and wide glyphs included.
  @Test func theScreenRememberedIsTheLastFrame() {
    let frames = [
      Self.frame(["hello", "world"]), Self.frame(["hallo", "w日ld"]),
      Self.frame(["hallo", "wo\u{1F468}\u{200D}\u{1F469}d"]), Self.frame(["hello", "world"]),
    ]
    var shown: ShownCells?
    // Every cell of the first, 6 by 2.
    #expect(Self.changes(frames[0], over: &shown).count == 12)
    #expect(Self.changes(frames[0], over: &shown).isEmpty)
    #expect(Self.changes(frames[1], over: &shown).map(\.glyph) == ["a", "日"])
    #expect(Self.changes(frames[1], over: &shown).isEmpty)
    #expect(
      Self.changes(frames[2], over: &shown).map(\.glyph) == ["o", "\u{1F468}\u{200D}\u{1F469}"])
    #expect(Self.changes(frames[2], over: &shown).isEmpty)
    #expect(Self.changes(frames[3], over: &shown).map(\.glyph) == ["e", "r", "l"])
    #expect(Self.changes(frames[3], over: &shown).isEmpty)
    // A frame of another size is drawn whole.
    #expect(Self.changes(Self.frame(["hello"]), over: &shown).count == 6)
  }

  /// A glyph canonically equivalent to the one shown, written otherwise, goes out again: the
  /// terminal may draw it otherwise.
  @Test func aGlyphWrittenOtherwiseGoesOutAgain() {
    let composed = Self.frame(["caf\u{E9}"])
    let decomposed = Self.frame(["cafe\u{301}"])
    #expect(composed[3, 0] == decomposed[3, 0])
    #expect(Self.changes(decomposed, from: composed).map(\.glyph) == ["e\u{301}"])
    #expect(Self.changes(composed, from: decomposed).map(\.glyph) == ["\u{E9}"])
  }

  /// Styles and clusters shown no more are let go: a screen that shows a new style and cluster
  /// every frame keeps a bounded number of them, and still compares right.
  @Test func stylesAndClustersShownNoMoreAreLetGo() {
    var shown: ShownCells?
    for step in 0..<2_000 {
      var frame = Frame(width: 3, height: 1)
      let style = Style(foreground: .rgb(RGB(UInt8(step % 256), UInt8(step / 256), 0)))
      let letter = Unicode.Scalar(UInt8(ascii: "a") + UInt8(step % 26))
      let mark = Unicode.Scalar(0x300 + UInt32(step / 26 % 112))!
      frame.write("\(letter)\(mark)\(step % 10)", column: 0, row: 0, style: style)
      // The cluster and the digit, in a new style; the blank after them once.
      let sent = Self.changes(frame, over: &shown)
      #expect(sent.count == (step == 0 ? 3 : 2), "step \(step)")
      #expect(Self.changes(frame, over: &shown).isEmpty, "step \(step)")
    }
    let limit = ShownCells.tableLimit(3)
    #expect(shown.map { $0.styles.count <= limit + 1 && $0.clusters.count <= limit + 1 } == true)
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
        withUnsafePointer(to: copy) { #expect(FrameChanges.sameBytes($0, all.baseAddress! + one)) }
        for other in all.indices where other != one {
          #expect(!FrameChanges.sameBytes(all.baseAddress! + one, all.baseAddress! + other))
        }
      }
    }
  }

  /// A remembered cell is 8 bytes, where a frame's is 40.
  @Test func aRememberedCellIsSmall() {
    #expect(MemoryLayout<ShownCells.Entry>.stride == 8)
    #expect(MemoryLayout<Cell>.stride == 40)
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
        let shown = ShownCells(
          Array(repeating: all[one], count: all.count), width: all.count, height: 1)
        ShownCells.withReader(shown) { shown in
          for other in all.indices {
            // As values compare, but glyphs by their scalars, not canonical equivalence.
            let same =
              all[other].glyph.unicodeScalars.elementsEqual(all[one].glyph.unicodeScalars)
              && all[other].width == all[one].width && all[other].style == all[one].style
            #expect(shown?.shows(all, other) == same, "\(one) \(other)")
          }
        }
      }
    }
  }
}
