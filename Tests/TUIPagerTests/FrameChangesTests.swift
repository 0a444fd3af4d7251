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
      in: frame, over: previous, width: width ?? frame.width, height: height ?? frame.height
    ) { change, cells in
      #expect(cells.entries.count == frame.width * frame.height)
      let cell = frame[change.column, change.row]
      #expect(cells.glyph(at: change.index) == cell.glyph)
      #expect(cells.style(at: change.index).pointee == cell.style)
      found.append(
        Sent(
          row: change.row, column: change.column, glyph: change.glyph(in: cells),
          columns: change.columns, style: cells.style(at: change.index).pointee))
    }
    #expect(any == !found.isEmpty)
    return found
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
