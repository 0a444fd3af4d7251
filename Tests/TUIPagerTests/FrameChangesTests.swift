@_spi(FrameStorage) import PagerKit
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

  /// The changes of `frame` from `previous`, a run of several cells as its cells one by one;
  /// `runs` gets each change's count of cells.
  static func changes(
    _ frame: Frame, from previous: Frame?, overBlank: Bool = false, width: Int? = nil,
    height: Int? = nil, runs: inout [Int]
  ) -> [Sent] {
    var found: [Sent] = []
    let any = FrameChanges.forEach(
      in: frame, over: previous, overBlank: overBlank, width: width ?? frame.width,
      height: height ?? frame.height
    ) { change, cells in
      #expect(cells.entries.count == frame.width * frame.height)
      runs.append(change.count)
      for offset in 0..<change.count {
        let one = change.cell(offset)
        let cell = frame[one.column, one.row]
        #expect(cells.glyph(at: one.index) == cell.glyph)
        #expect(cells.style(at: one.index).pointee == cell.style)
        if change.count > 1 {
          #expect(cell.width == 1 && cell.byte >= 0x20 && cell.byte < 0x7F)
          #expect(cell.style == cells.style(at: change.index).pointee)
        }
        found.append(
          Sent(
            row: one.row, column: one.column, glyph: one.glyph(in: cells), columns: one.columns,
            style: cells.style(at: one.index).pointee))
      }
    }
    #expect(any == !found.isEmpty)
    return found
  }

  static func changes(
    _ frame: Frame, from previous: Frame?, width: Int? = nil, height: Int? = nil
  ) -> [Sent] {
    var runs: [Int] = []
    return changes(frame, from: previous, width: width, height: height, runs: &runs)
  }

  /// The changes of `frame` from `shown`, which is `frame` after.
  static func changes(_ frame: Frame, over shown: inout Frame?) -> [Sent] {
    defer { shown = frame }
    return changes(frame, from: shown)
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
    var shown: Frame?
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

  /// Changed ASCII characters side by side in one style go as one change of several cells: a
  /// run ends at a style, a glyph of another kind, a cell unchanged, or the blanks a cleared
  /// screen skips.
  @Test func textGoesInRuns() {
    var runs: [Int] = []
    let bold = Style(attributes: .bold)
    var frame = Self.frame(["ab cd  ef", "x"], width: 12)
    frame.write("日!", column: 9, row: 0, style: .plain)
    frame.write("BOLD", column: 2, row: 1, style: bold)
    let whole = Self.changes(frame, from: nil, runs: &runs)
    // Row 0: 9 characters (blanks among them), the wide glyph, "!"; row 1: "x" and a blank,
    // "BOLD", 6 blanks.
    #expect(runs == [9, 1, 1, 2, 4, 6])
    #expect(whole.count == 23)
    #expect(whole.map(\.glyph).joined() == "ab cd  ef日!x BOLD      ")
    // Over a cleared screen the blanks that end a row, or come 8 or more together, are skipped;
    // fewer between characters go with them.
    runs = []
    var spaced = Self.frame(["a  b" + String(repeating: " ", count: 8) + "c "], width: 14)
    let skipped = Self.changes(spaced, from: nil, overBlank: true, runs: &runs)
    #expect(runs == [4, 1])
    #expect(skipped.map(\.glyph).joined() == "a  bc")
    // Only changed cells: an unchanged one ends a run.
    runs = []
    spaced = frame
    spaced.write("AB", column: 0, row: 0, style: .plain)
    spaced.write("D", column: 4, row: 0, style: .plain)
    #expect(Self.changes(spaced, from: frame, runs: &runs).map(\.glyph) == ["A", "B", "D"])
    #expect(runs == [2, 1])
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
}
