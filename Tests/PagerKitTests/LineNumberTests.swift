import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Line numbers in a dim gutter (`-N`, `#`), and wrapping turned on and off (`S`).
@Suite struct LineNumberTests {
  static func screen(
    _ lines: [String], columns: Int = 40, numbers: Bool = true, wraps: Bool = true
  ) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["doc"]), size: Size(columns: columns, rows: 10),
      animationDuration: 0, documents: [MemoryDocument(lines)], wrapsLines: wraps,
      showsLineNumbers: numbers)
  }

  static func textRows(_ screen: PagerScreen) -> [String] {
    let frame = render(screen)
    return screen.layout.pageRows.map { frame.lines[$0] }
  }

  @Test func eachLineHasItsNumberOnceHoweverItWraps() throws {
    let long = String(repeating: "w", count: 50)
    let screen = try Self.screen(["first", long, "third"])
    #expect(screen.documentLayout.width == 40 - 8)
    let rows = Self.textRows(screen)
    #expect(rows[0].hasPrefix("      1 first"))
    #expect(rows[1].hasPrefix("      2 " + String(repeating: "w", count: 32)))
    #expect(rows[2].hasPrefix("        " + String(repeating: "w", count: 18)))
    #expect(rows[3].hasPrefix("      3 third"))
    let frame = render(screen)
    let row = screen.layout.pageRows.lowerBound
    #expect(frame[6, row].style.attributes.contains(.dim))
    #expect(!frame[8, row].style.attributes.contains(.dim))
  }

  @Test func hashTurnsThemOnAndOffKeepingTheTopLine() throws {
    var screen = try Self.screen(numberedLines(1...100), numbers: false)
    screen.update(.scroll(.lines(40)), at: .zero)
    #expect(Self.textRows(screen)[0].hasPrefix("line 41"))
    screen.update(.toggleLineNumbers, at: .zero)
    #expect(Self.textRows(screen)[0].hasPrefix("     41 line 41"))
    screen.update(.toggleLineNumbers, at: .zero)
    #expect(Self.textRows(screen)[0].hasPrefix("line 41"))
    #expect(screen.documentLayout.width == 40)
  }

  @Test func aScreenTooNarrowForThemShowsTextAlone() throws {
    let screen = try Self.screen(["text"], columns: 15)
    #expect(screen.lineNumberGutter == 0)
    #expect(Self.textRows(screen)[0].hasPrefix("text"))
  }

  @Test func numbersCountFromTheTextsOwnFirstLine() throws {
    final class Dropped: TextDocument {
      var lineCount: Int { 3 }
      var isComplete: Bool { true }
      var firstLineNumber: Int { 1000 }
      func line(_ index: Int) -> [UInt8] { Array("kept \(index)".utf8) }
      func prepareLines(through index: Int) -> Int { 3 }
    }
    let screen = try PagerScreen(
      preset: .documents(titled: ["doc"]), size: Size(columns: 40, rows: 10),
      documents: [Dropped()], showsLineNumbers: true)
    #expect(Self.textRows(screen)[0].hasPrefix("   1001 kept 0"))
  }

  @Test func sWrapsOrCutsKeepingTheTopLine() throws {
    let long = String(repeating: "z", count: 100)
    var screen = try Self.screen(
      numberedLines(1...20) + [long] + numberedLines(22...60), numbers: false)
    screen.update(.scroll(.lines(20)), at: .zero)
    #expect(Self.textRows(screen)[0] == String(repeating: "z", count: 40))
    #expect(Self.textRows(screen)[1] == String(repeating: "z", count: 40))
    screen.update(.toggleWrapping, at: .zero)
    #expect(!screen.wrapsLines)
    #expect(Self.textRows(screen)[0] == String(repeating: "z", count: 39) + ">")
    #expect(Self.textRows(screen)[1].hasPrefix("line 22"))
    #expect(render(screen).lines.last?.contains("long lines are cut") == true)
    screen.update(.scroll(.halfWidths(1)), at: .zero)
    screen.update(.toggleWrapping, at: .zero)
    #expect(screen.wrapsLines && screen.pages[0].viewport.topLine == 20)
    #expect(
      Self.textRows(screen)[2] == String(repeating: "z", count: 20)
        + String(repeating: " ", count: 20))
  }
}
