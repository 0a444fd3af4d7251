import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// The bytes that draw frames on the terminal, in ANSI's words here (as an xterm's terminfo
/// entry says them), read back by PagerKit's test terminal: every frame shows as it is, and only
/// what changed goes out.
@Suite struct ScreenWriterTests {
  static var ansi: TerminalSequences {
    TerminalSequences(
      moveTo: { row, column in "\u{1B}[\(row + 1);\(column + 1)H" },
      reset: "\u{1B}[0m",
      style: { style in
        var look = style
        look.link = nil
        var text = ""
        var from = Style.plain
        from.change(to: look, in: &text)
        return text
      },
      clear: "\u{1B}[H\u{1B}[2J")
  }

  /// ANSI's, with erasing in a row in the current colours and moves to a row or a column alone,
  /// as xterm's entry has them.
  static var erasing: TerminalSequences {
    var sequences = ansi
    sequences.moveToRow = { "\u{1B}[\($0 + 1)d" }
    sequences.moveToColumn = { "\u{1B}[\($0 + 1)G" }
    sequences.clearToEnd = "\u{1B}[K"
    sequences.erase = { "\u{1B}[\($0)X" }
    sequences.erasesInColor = true
    return sequences
  }

  static func writer(_ sequences: TerminalSequences = ansi) -> ScreenWriter {
    ScreenWriter(sequences: sequences, width: ColumnWidth.of)
  }

  static func write(_ frame: Frame, with writer: inout ScreenWriter) -> String {
    String(
      decoding: writer.bytes(
        for: frame, columns: frame.width, rows: frame.height, parked: (frame.height - 1, 0)),
      as: UTF8.self)
  }

  @Test(arguments: [false, true])
  func theTerminalShowsEveryFrameWritten(erasing: Bool) {
    var random = SeededGenerator(seed: 77)
    for size in [Size(columns: 1, rows: 1), Size(columns: 7, rows: 3), Size(columns: 30, rows: 8)] {
      var writer = Self.writer(erasing ? Self.erasing : Self.ansi)
      var terminal = TestTerminal(size: size)
      var shown: Frame?
      for step in 0..<80 {
        var frame = RandomFrames.frame(size, &random)
        if step % 3 == 1, let shown {
          // A small change to the last frame, as most frames are.
          frame = shown
          frame.write("x", column: step % size.columns, row: step % size.rows, style: .plain)
        }
        if step % 10 == 9 { writer.forget() }
        if step % 7 == 3 {
          // Runs of blanks in a colour, to the row's end and short of it.
          let look = RandomFrames.looks[step % 4]
          frame.fill(columns: step % size.columns..<size.columns, rows: 0..<1, style: look)
          frame.fill(columns: 0..<size.columns / 2, rows: size.rows - 1..<size.rows, style: look)
        }
        terminal.write(Self.write(frame, with: &writer))
        #expect(terminal.frame == frame, "\(size) step \(step)")
        shown = frame
      }
    }
  }

  @Test func aFrameDrawnWholeClearsAndSkipsItsBlanksThenOnlyChangesGoOut() {
    var frame = Frame(width: 40, height: 10)
    frame.write("hello", column: 3, row: 2, style: RandomFrames.looks[1])
    var writer = Self.writer()
    let whole = Self.write(frame, with: &writer)
    #expect(whole.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[0m\u{1B}[0;31m\u{1B}[3;4Hhello"))
    #expect(whole.hasSuffix("hello\u{1B}[0m\u{1B}[10;1H"))
    #expect(!whole.contains("  "))
    #expect(Self.write(frame, with: &writer).isEmpty)
    frame.write("j", column: 3, row: 2, style: RandomFrames.looks[1])
    #expect(
      Self.write(frame, with: &writer)
        == "\u{1B}[0m\u{1B}[0;31m\u{1B}[3;4Hj\u{1B}[0m\u{1B}[10;1H")
    // A plain blank over text is written, as a space.
    frame.write(" ", column: 4, row: 2, style: .plain)
    #expect(Self.write(frame, with: &writer) == "\u{1B}[0m\u{1B}[3;5H \u{1B}[0m\u{1B}[10;1H")
  }

  @Test func overAClearedScreenShortGapsAreWrittenLongOnesAndRowEndsMovedPast() {
    var frame = Frame(width: 40, height: 2)
    frame.write(
      "  a b  c" + String(repeating: " ", count: 8) + "d", column: 0, row: 0, style: .plain)
    var writer = Self.writer()
    let text = Self.write(frame, with: &writer)
    #expect(
      text.contains("\u{1B}[1;3Ha b  c\u{1B}[1;17Hd\u{1B}[0m\u{1B}[2;1H"),
      "\(text.debugDescription)")
  }

  @Test func blanksInARunAreErasedWhereThatIsShorter() {
    let blue = Style(background: .indexed(4))
    var frame = Frame(width: 40, height: 3)
    frame.write(String(repeating: "x", count: 40), column: 0, row: 1, style: .plain)
    var writer = Self.writer(Self.erasing)
    _ = Self.write(frame, with: &writer)
    frame.fill(columns: 2..<40, rows: 1..<2, style: blue)
    #expect(
      Self.write(frame, with: &writer)
        == "\u{1B}[0m\u{1B}[0;44m\u{1B}[2;3H\u{1B}[K\u{1B}[0m\u{1B}[3;1H")
    frame.fill(columns: 0..<20, rows: 1..<2, style: .plain)
    #expect(
      Self.write(frame, with: &writer) == "\u{1B}[0m\u{1B}[2;1H\u{1B}[20X\u{1B}[0m\u{1B}[3;1H")
    // Fewer go out as blanks; a look an erase cannot make, as blanks too.
    frame.fill(columns: 0..<3, rows: 1..<2, style: blue)
    frame.fill(columns: 30..<40, rows: 1..<2, style: Style(attributes: .reverse))
    let text = Self.write(frame, with: &writer)
    #expect(text.contains("\u{1B}[2;1H   ") && text.contains("\u{1B}[31G          "))
    #expect(!text.contains("X") && !text.contains("K"))
  }

  /// A pane in a colour, as a page is, drawn whole: each row's words go out with the blanks
  /// between them, in one style set once; blanks an erase makes in fewer bytes are erased.
  @Test func aColouredRowGoesOutAsItsCharacters() {
    let blue = Style(background: .indexed(4))
    var frame = Frame(width: 40, height: 2, style: blue)
    frame.write("ab cd", column: 0, row: 0, style: blue)
    frame.write("e", column: 20, row: 0, style: blue)
    frame.write("f", column: 37, row: 0, style: blue)
    frame.write("xyz", column: 0, row: 1, style: blue)
    var writer = Self.writer(Self.erasing)
    let fifteen = String(repeating: " ", count: 15)
    #expect(
      Self.write(frame, with: &writer)
        == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[0m\u{1B}[0;44m\u{1B}[1;1Hab cd\(fifteen)e\u{1B}[16X"
        + "\u{1B}[38Gf\u{1B}[K\u{1B}[2;1Hxyz\u{1B}[K\u{1B}[0m\u{1B}[2;1H")
    // Where writing the bottom-right cell would scroll, the last row's characters stop short.
    var sequences = Self.erasing
    sequences.scrollsAtLastCell = true
    var scrolling = Self.writer(sequences)
    frame.write(String(repeating: "z", count: 40), column: 0, row: 1, style: blue)
    let text = Self.write(frame, with: &scrolling)
    let row = String(repeating: "z", count: 39)
    #expect(text.hasSuffix("\u{1B}[2;1H\(row)\u{1B}[0m\u{1B}[2;1H"))
  }

  @Test func theCursorGoesToARowOrAColumnAloneWhereThatIsAllThatChanges() {
    let blue = Style(background: .indexed(4))
    var frame = Frame(width: 40, height: 4, style: blue)
    frame.write("hello", column: 10, row: 1, style: blue)
    var writer = Self.writer(Self.erasing)
    _ = Self.write(frame, with: &writer)
    frame.write("HELLO", column: 10, row: 1, style: blue)
    frame.write("!", column: 15, row: 2, style: blue)
    frame.write("?", column: 30, row: 2, style: blue)
    #expect(
      Self.write(frame, with: &writer)
        == "\u{1B}[0m\u{1B}[0;44m\u{1B}[2;11HHELLO\u{1B}[3d!\u{1B}[31G?\u{1B}[0m\u{1B}[4;1H")
  }

  @Test func withoutAWayToClearEveryCellIsWritten() {
    var sequences = Self.ansi
    sequences.clear = nil
    var writer = Self.writer(sequences)
    var terminal = TestTerminal(size: Size(columns: 4, rows: 2))
    terminal.write("garbage!")
    let frame = Frame(width: 4, height: 2)
    terminal.write(Self.write(frame, with: &writer))
    #expect(terminal.frame == frame)
  }

  @Test func aLinkIsOpenedOnceAroundItsCellsAndClosedAfter() throws {
    let link = try #require(Hyperlink(uri: "https://example.com/a", id: "7"))
    var linked = Style(attributes: .underline)
    linked.link = link
    var other = linked
    other.link = Hyperlink(uri: "file:///tmp/x")
    var frame = Frame(width: 10, height: 4)
    frame.write("ab", column: 4, row: 1, style: linked)
    frame.write("c", column: 6, row: 1, style: other)
    frame.write("d", column: 0, row: 2, style: other)
    let open = "\u{1B}]8;id=7;https://example.com/a\u{1B}\\"
    let second = "\u{1B}]8;;file:///tmp/x\u{1B}\\"
    let close = "\u{1B}]8;;\u{1B}\\"
    let underline = "\u{1B}[0m\u{1B}[0;4m"
    var writer = Self.writer()
    #expect(
      Self.write(frame, with: &writer)
        == "\u{1B}[0m\u{1B}[H\u{1B}[2J\(open)\(underline)\u{1B}[2;5Hab\(close)\(second)"
        + "\(underline)c\u{1B}[3;1Hd\(close)\u{1B}[0m\u{1B}[4;1H")
  }

  @Test func theBottomRightCellIsLeftWhereWritingItWouldScroll() {
    var sequences = Self.ansi
    sequences.scrollsAtLastCell = true
    var writer = Self.writer(sequences)
    var frame = Frame(width: 3, height: 2)
    frame.write("xyzuvw", column: 0, row: 0, style: .plain)
    frame.write("uvw", column: 0, row: 1, style: .plain)
    var terminal = TestTerminal(size: Size(columns: 3, rows: 2))
    terminal.write(Self.write(frame, with: &writer))
    #expect(terminal.frame[1, 1].glyph == "v")
    #expect(terminal.frame[2, 1].glyph == " ")
    #expect(terminal.frame[2, 0].glyph == "z")
  }

  @Test func aClusterIsCutOrWholeAsTheTerminalMeasuresAndTheCursorIsMovedAfterIt() {
    var frame = Frame(width: 6, height: 1)
    frame.write("👍🏽z", column: 0, row: 0, style: .plain)
    #expect(frame[2, 0].glyph == "z")
    var cut = Self.writer()
    let cutText = Self.write(frame, with: &cut)
    #expect(cutText.contains("👍\u{1B}[1;3Hz"))
    #expect(!cutText.contains("🏽"))
    var whole = Self.writer()
    whole.clusterOutput = .whole
    #expect(Self.write(frame, with: &whole).contains("👍🏽\u{1B}[1;3Hz"))
  }

  @Test func onlyTheScreensCellsAreWritten() {
    var frame = Frame(width: 10, height: 4)
    frame.write("0123456789", column: 0, row: 3, style: .plain)
    frame.write("abcdefghij", column: 0, row: 1, style: .plain)
    var writer = Self.writer()
    let text = String(
      decoding: writer.bytes(for: frame, columns: 4, rows: 2, parked: (1, 0)), as: UTF8.self)
    #expect(text.contains("abcd") && !text.contains("abcde") && !text.contains("01"))
  }
}
