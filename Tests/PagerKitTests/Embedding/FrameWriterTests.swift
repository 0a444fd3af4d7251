import TestSupport
import Testing

@testable import PagerKit

/// What an embedder writes to the terminal: whole frames the first time, the cells that changed
/// after, every style and link; read back by the test terminal as the frames themselves.
@Suite struct FrameWriterTests {
  static let looks = RandomFrames.looks

  @Test func theTerminalShowsEveryFrameWritten() {
    var random = SeededGenerator(seed: 31)
    for size in [Size(columns: 1, rows: 1), Size(columns: 7, rows: 3), Size(columns: 30, rows: 8)] {
      var writer = FrameWriter()
      var terminal = TestTerminal(size: size)
      for step in 0..<60 {
        var frame = RandomFrames.frame(size, &random)
        if step % 3 == 1, let shown = writer.shown {
          // A small change to the last frame, as most frames are.
          frame = shown
          frame.write("x", column: step % size.columns, row: step % size.rows, style: .plain)
        }
        terminal.write(writer.text(for: frame))
        #expect(terminal.frame == frame, "\(size) step \(step)")
      }
    }
  }

  @Test func anUnchangedFrameWritesNothingAndOneCellWritesLittle() {
    var frame = Frame(width: 40, height: 10)
    frame.write("hello", column: 3, row: 2, style: Self.looks[1])
    var writer = FrameWriter()
    let whole = writer.text(for: frame)
    #expect(whole.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(writer.text(for: frame).isEmpty)
    frame.write("j", column: 3, row: 2, style: Self.looks[1])
    #expect(writer.text(for: frame) == "\u{1B}[3;4H\u{1B}[0;31mj\u{1B}[0m")
    writer.forget()
    var fresh = FrameWriter()
    #expect(writer.text(for: frame) == fresh.text(for: frame))
    #expect(whole.contains("\u{1B}[0;31mhello\u{1B}[0m"))
  }

  @Test func nearbyChangesAreOneRunAndAWideGlyphIsNeverHalved() {
    var before = Frame(width: 20, height: 1)
    before.write("日本", column: 4, row: 0, style: .plain)
    var after = before
    after.write("a", column: 0, row: 0, style: .plain)
    after.write("b", column: 3, row: 0, style: .plain)
    after.write("x", column: 12, row: 0, style: .plain)
    #expect(FrameWriter.changedRuns(in: 0, of: after, since: before) == [0..<4, 12..<13])
    var wide = before
    wide.write("語", column: 6, row: 0, style: Self.looks[2])
    #expect(FrameWriter.changedRuns(in: 0, of: wide, since: before) == [6..<8])
  }

  @Test func ansiTextCarriesEveryAttributeShapeColourAndLink() {
    var frame = Frame(width: Self.looks.count, height: 1)
    for (column, look) in Self.looks.enumerated() {
      frame.write("z", column: column, row: 0, style: look)
    }
    var terminal = TestTerminal(size: Size(columns: frame.width, rows: 1))
    terminal.write(frame.ansiText())
    #expect(terminal.frame == frame)
    let text = frame.ansiText()
    for part in [";1;3;9m", ";4:3;", ";2;5;7;53m", "58;2;255;0;0", "\u{1B}]8;id=7;https"] {
      #expect(text.contains(part), "\(part.debugDescription) in \(text.debugDescription)")
    }
  }
}
