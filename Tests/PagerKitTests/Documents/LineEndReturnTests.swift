import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// The carriage return of a `\r\n` line end: left out of a line's bytes, it shows as `^M` after
/// them with less's `-u` and `-U` (and `--PROC-RETURN`), unless `--proc-return` drops it.
@Suite struct LineEndReturnTests {
  @Test func eachKindFollowsTheModeUnlessItsOwnOptionSaysOtherwise() {
    let interpreted = ControlCharacters()
    #expect(interpreted.overstrikes && interpreted.expandsTabs)
    #expect(!interpreted.showsLineEndReturns)
    // less 704 keeps a line end's return with -u as with -U: only its default drops it.
    let lower = ControlCharacters(mode: .sentAsTheyAre)
    #expect(!lower.overstrikes && lower.expandsTabs && lower.showsLineEndReturns)
    let capital = ControlCharacters(mode: .shownAsControls)
    #expect(!capital.overstrikes && !capital.expandsTabs && capital.showsLineEndReturns)
    // --proc-…: as without -u and -U, whatever they say.
    let processed = ControlCharacters(
      mode: .shownAsControls, backspaces: .processed, tabs: .processed, returns: .processed)
    #expect(processed.overstrikes && processed.expandsTabs && !processed.showsLineEndReturns)
    // --PROC-…: as with -U, whatever the mode says.
    let shown = ControlCharacters(
      backspaces: .shownAsControl, tabs: .shownAsControl, returns: .shownAsControl)
    #expect(!shown.overstrikes && !shown.expandsTabs && shown.showsLineEndReturns)
  }

  @Test func aLineEndReturnIsCaretMInTheLookOfOtherControls() {
    var renderer = LineRenderer()
    #expect(renderer.lineEndCells(endsWithReturn: true).isEmpty, "dropped by default")
    renderer.showsLineEndReturns = true
    #expect(renderer.lineEndCells(endsWithReturn: false).isEmpty, "a \\n ends the line alone")
    let cells = renderer.lineEndCells(endsWithReturn: true)
    #expect(cells.map(\.glyph) == ["^", "M"])
    // The same look as a `\r` inside a line, which shows as `^M` anyway.
    let inside = renderer.render(Array("a\rb".utf8)).cells
    #expect(cells.map(\.style) == [inside[1].style, inside[2].style])
    #expect(cells.allSatisfy { $0.style.attributes.contains(.reverse) && $0.width == 1 })
  }

  @Test func theIndexKeepsWhichLinesEndedWithAReturnWhereverTheChunksCut() {
    let text = Array("dos\r\nunix\n\r\nlone\rx\r\nlast\r".utf8)
    for cut in 0...text.count {
      var index = LineIndex()
      text[..<cut].withUnsafeBytes { index.append($0) }
      text[cut...].withUnsafeBytes { index.append($0) }
      index.finish()
      let ends = (0..<index.lineCount).map { index.endsWithReturn(line: $0) }
      // The last line's `\r` has no `\n` after it: it stays in the line, no line end's.
      #expect(ends == [true, false, true, true, false], "cut at \(cut)")
    }
  }

  static func screen(
    _ document: ReturnsDocument, columns: Int = 20, controls: ControlCharacters
  ) throws -> PagerScreen {
    var screen = try PagerScreen(
      preset: .documents(titled: ["dos"]), size: Size(columns: columns, rows: 8),
      documents: [document])
    screen.setControlCharacters(controls)
    return screen
  }

  @Test func thePageShowsItAfterTheTextAndMatchesLeaveItAlone() throws {
    let document = ReturnsDocument(["first", "mid\rdle", "unix"], returns: [0, 1])
    var screen = try Self.screen(document, controls: ControlCharacters(mode: .shownAsControls))
    let row = screen.layout.pageRows.lowerBound
    var lines = render(screen).lines
    #expect(lines[row].hasPrefix("first^M "), "\(lines[row])")
    #expect(lines[row + 1].hasPrefix("mid^Mdle^M "), "\(lines[row + 1])")
    #expect(lines[row + 2].hasPrefix("unix "), "\(lines[row + 2])")
    screen.setControlCharacters(ControlCharacters(mode: .shownAsControls, returns: .processed))
    lines = render(screen).lines
    #expect(lines[row].hasPrefix("first "), "--proc-return drops it: \(lines[row])")
    #expect(lines[row + 1].hasPrefix("mid^Mdle "), "a lone return still shows")
  }

  @Test func aWrappedLineMovesTheWholeCaretMToTheNextRowAsLessDoes() throws {
    // 20 columns: 19 letters leave one, too few for `^M`; 18 leave two.
    let document = ReturnsDocument(
      [String(repeating: "a", count: 19), String(repeating: "b", count: 18), "end"],
      returns: [0, 1])
    let screen = try Self.screen(document, controls: ControlCharacters(returns: .shownAsControl))
    let row = screen.layout.pageRows.lowerBound
    let lines = render(screen).lines
    #expect(lines[row] == String(repeating: "a", count: 19) + " ", "\(lines[row])")
    #expect(lines[row + 1].hasPrefix("^M "), "\(lines[row + 1])")
    #expect(lines[row + 2] == String(repeating: "b", count: 18) + "^M", "\(lines[row + 2])")
    #expect(lines[row + 3].hasPrefix("end "), "\(lines[row + 3])")
  }

  @Test func aCutLineCountsItInItsWidth() throws {
    let document = ReturnsDocument(
      [String(repeating: "a", count: 19), String(repeating: "b", count: 18)], returns: [0, 1])
    var screen = try Self.screen(document, controls: ControlCharacters(mode: .sentAsTheyAre))
    screen.relayOut(wrapsLines: false, showsLineNumbers: false)
    let row = screen.layout.pageRows.lowerBound
    let lines = render(screen).lines
    // 21 columns do not fit in 20: the line is cut, and its last column marks it.
    #expect(lines[row] == String(repeating: "a", count: 19) + ">", "\(lines[row])")
    #expect(lines[row + 1] == String(repeating: "b", count: 18) + "^M", "\(lines[row + 1])")
  }

  @Test func aLineLaidOutAPieceAtATimeEndsWithItToo() {
    // A long line's layout (past ``LinePiece/wholeLineLimit``) reads it in pieces, of 8 here; its
    // last piece, plain text it could skip unrendered, gets the `^M`.
    let document = ReturnsDocument([String(repeating: "x", count: 32)], returns: [0])
    var renderer = LineRenderer()
    renderer.showsLineEndReturns = true
    var layout = LongLineLayout(length: 32, width: 10, renderer: renderer, pieceSize: 8)
    #expect(layout.rowCount(line: 0, in: document) == 4)
    let rows = layout.rows(from: 3, count: 1, line: 0, in: document)
    #expect(rows.first?.map(\.glyph).joined() == "xx^M", "\(rows)")
    var cut = LongLineLayout(length: 32, width: 10, renderer: renderer, pieceSize: 8)
    #expect(cut.chopped(offset: 26, line: 0, in: document).map(\.glyph).joined() == "xxxxxx^M")
    renderer.showsLineEndReturns = false
    var dropped = LongLineLayout(length: 32, width: 10, renderer: renderer, pieceSize: 8)
    #expect(dropped.rows(from: 3, count: 1, line: 0, in: document).first?.count == 2)
  }
}
