import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `-F`'s look at a document: does it fit on the screen, measured as the pager shows it?
@Suite struct OneScreenCheckTests {
  /// The check of `text` on a `columns`×`rows` terminal, read from a pipe.
  private func check(
    _ text: String, columns: Int = 10, rows: Int, atWords: Bool = false,
    showsLineEndReturns: Bool = false
  ) throws -> OneScreenCheck.Outcome {
    let input = try pipeHolding(Array(text.utf8))
    defer { close(input) }
    var check = OneScreenCheck(size: Size(columns: columns, rows: rows))
    check.wrapsAtWords = atWords
    check.renderer.showsLineEndReturns = showsLineEndReturns
    return check.check(input)
  }

  @Test func theReturnOfALineEndTakesTheColumnsItShowsIn() throws {
    // 9 letters and `^M` take 11 columns, two rows of 10; dropped, the 9 letters take one.
    let text = "abcdefghi\r\n"
    #expect(try check(text, rows: 2) == .fits(Array(text.utf8)))
    #expect(
      try check(text, rows: 2, showsLineEndReturns: true) == .tooLong(read: Array(text.utf8)))
    #expect(try check(text, rows: 3, showsLineEndReturns: true) == .fits(Array(text.utf8)))
    // A last `\r` with no `\n` after it is the line's own, and shows either way.
    #expect(try check("abcdefghi\r", rows: 2) == .tooLong(read: Array("abcdefghi\r".utf8)))
  }

  @Test func underWordWrapLinesTakeTheRowsTheyTakeWrappedAtSpaces() throws {
    // 20 columns: two rows of 10 cut inside a word, three wrapped at spaces.
    let text = "abcdef ghijkl mnopq"
    #expect(try check(text, rows: 3) == .fits(Array(text.utf8)))
    #expect(try check(text, rows: 3, atWords: true) == .tooLong(read: Array(text.utf8)))
    #expect(try check(text, rows: 4, atWords: true) == .fits(Array(text.utf8)))
  }

  @Test func textFitsInOneRowLessThanTheScreen() throws {
    #expect(try check("a\nb\n", rows: 3) == .fits(Array("a\nb\n".utf8)))
    #expect(try check("a\nb\nc\n", rows: 3) == .tooLong(read: Array("a\nb\nc\n".utf8)))
    #expect(try check("", rows: 2) == .fits([]))
  }

  @Test func anUnfinishedLastLineCounts() throws {
    #expect(try check("a\nb", rows: 3) == .fits(Array("a\nb".utf8)))
    #expect(try check("a\nb\nc", rows: 3) == .tooLong(read: Array("a\nb\nc".utf8)))
  }

  @Test func linesAreMeasuredWrappedAsTheyShow() throws {
    // 25 columns wrap into 3 rows of 10.
    let wide = String(repeating: "x", count: 25)
    #expect(try check(wide, rows: 4) == .fits(Array(wide.utf8)))
    #expect(try check(wide, rows: 3) == .tooLong(read: Array(wide.utf8)))
    // A tab to column 8 and two more glyphs take 10 columns; one more wraps.
    #expect(try check("\tab", rows: 2) == .fits(Array("\tab".utf8)))
    #expect(try check("\tabc", rows: 2) == .tooLong(read: Array("\tabc".utf8)))
    // Wide glyphs take two columns, escapes and overstrike none.
    #expect(try check("日本語日本", rows: 2) == .fits(Array("日本語日本".utf8)))
    #expect(try check("日本語日本a", rows: 2) != .fits(Array("日本語日本a".utf8)))
    let manPage = "N\u{8}NA\u{8}AM\u{8}ME\u{8}E \u{1B}[1mls\u{1B}[0m"
    #expect(try check(manPage, rows: 2) == .fits(Array(manPage.utf8)))
  }

  @Test func readingStopsOnceTheTextCannotFit() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // The writer stays open: the check must not wait for an end that never comes.
    defer { close(ends[1]) }
    let text = Array("1\n2\n3\n".utf8)
    _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    let outcome = OneScreenCheck(size: Size(columns: 10, rows: 3)).check(ends[0])
    #expect(outcome == .tooLong(read: text))
  }

  @Test func aTerminalTooSmallFitsNothing() throws {
    #expect(try check("a", rows: 1) == .tooLong(read: []))
    #expect(try check("a", columns: 0, rows: 5) == .tooLong(read: []))
  }

  @Test func whatWasReadStartsTheStandardInputTab() throws {
    // The rest of a pipe after what -F read: the tab shows both, in order, as one text.
    let rest = try pipeHolding(Array("ne\nthree\n".utf8))
    let document = StreamDocument(descriptor: rest, name: "stdin")
    document.receive(alreadyRead: Array("one\ntwo\nthe li".utf8))
    while !document.isComplete { document.appendAvailable() }
    #expect(document.lineCount == 4)
    #expect(
      (0..<4).map { String(decoding: document.line($0), as: UTF8.self) } == [
        "one", "two", "the line", "three",
      ])
  }
}
