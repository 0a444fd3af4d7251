import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// A frame as plain text and as text with SGR sequences: the glyphs are the frame's, and the
/// styles read back by PagerKit's own `less -R` renderer are the cells' styles.
@Suite struct FrameTextTests {
  /// Every preset, still and in the middle of a slide, at a size wide glyphs and colours fill.
  static func sampleFrames() throws -> [Frame] {
    var frames: [Frame] = []
    for preset in Preset.all {
      var screen = try PagerScreen(preset: preset, size: Size(columns: 50, rows: 8))
      frames.append(render(screen, at: 0))
      screen.update(.pager(.next), at: at(0))
      frames.append(render(screen, at: 100))
    }
    return frames
  }

  @Test func plainTextIsTheGlyphsRowByRow() throws {
    for frame in try Self.sampleFrames() {
      #expect(frame.plainText() == frame.lines.joined(separator: "\n"))
      #expect(frame.plainText(separator: "\r\n").split(separator: "\r\n").count == frame.height)
    }
    #expect(Frame(width: 0, height: 0).plainText().isEmpty)
  }

  @Test func ansiTextReadsBackAsTheSameCells() throws {
    for frame in try Self.sampleFrames() {
      let rows = frame.ansiText().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(rows.count == frame.height)
      for (row, text) in rows.enumerated() {
        let cells = LineRenderer(base: .plain, tabWidth: 8).render(Array(text.utf8)).cells
        let expected = (0..<frame.width).map { frame[$0, row] }
        #expect(cells == expected, "row \(row): \(text.debugDescription)")
      }
    }
  }

  @Test func eachColourAndAttributeHasItsSequence() {
    var frame = Frame(width: 6, height: 2)
    frame.write("a", column: 0, row: 0, style: Style(foreground: .indexed(1)))
    frame.write("b", column: 1, row: 0, style: Style(background: .indexed(9)))
    frame.write("c", column: 2, row: 0, style: Style(foreground: .indexed(200)))
    frame.write("d", column: 3, row: 0, style: Style(background: .rgb(RGB(1, 2, 3))))
    frame.write("日", column: 4, row: 0, style: Style(attributes: [.bold, .reverse]))
    frame.write("e", column: 0, row: 1, style: Style(attributes: [.underline, .dim]))
    #expect(
      frame.ansiText()
        == "\u{1B}[0;31ma\u{1B}[0;101mb\u{1B}[0;38;5;200mc\u{1B}[0;48;2;1;2;3md"
        + "\u{1B}[0;1;7m日\u{1B}[0m\n\u{1B}[0;2;4me\u{1B}[0m     ")
  }

  @Test func unstyledFramesHaveNoSequences() {
    var frame = Frame(width: 4, height: 2)
    frame.write("ab", column: 1, row: 1, style: .plain)
    #expect(frame.ansiText() == frame.plainText())
    #expect(frame.ansiText(separator: "\r\n") == "    \r\n ab ")
  }
}
