import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// `--header N`: the first lines stay at the top of the page while the rest scrolls.
@Suite struct HeaderTests {
  static func screen(header: Int, lines: [String], rows: Int = 12) throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["ps"]), size: Size(columns: 40, rows: rows),
      animationDuration: 0, documents: [MemoryDocument(lines)], headerLines: header)
  }

  static func textRows(_ screen: PagerScreen) -> [String] {
    let frame = render(screen)
    return screen.layout.pageRows.map { frame.lines[$0] }
  }

  @Test func theHeaderStaysWhileTheRestScrolls() throws {
    var screen = try Self.screen(header: 1, lines: ["PID CMD"] + numberedLines(1...100))
    #expect(screen.documentLayout.rows == screen.layout.contentRows - 1)
    #expect(Self.textRows(screen)[0].hasPrefix("PID CMD"))
    #expect(Self.textRows(screen)[1].hasPrefix("line 1"))
    screen.update(.scroll(.lines(10)), at: .zero)
    #expect(Self.textRows(screen)[0].hasPrefix("PID CMD"))
    #expect(Self.textRows(screen)[1].hasPrefix("line 11"))
    let frame = render(screen)
    let row = screen.layout.pageRows.lowerBound
    #expect(frame[0, row].style.attributes.contains(.underline), "the header's last line")
    screen.update(.scroll(.top), at: .zero)
    #expect(Self.textRows(screen)[1].hasPrefix("line 1"), "the header is never shown twice")
    #expect(screen.pages[0].viewport.topLine == 1)
  }

  @Test func aShortScreenKeepsARowToScroll() throws {
    let screen = try Self.screen(header: 20, lines: numberedLines(1...100), rows: 6)
    #expect(screen.headerRows == screen.layout.contentRows - 1)
    #expect(screen.documentLayout.rows == 1)
  }

  @Test func aTextShorterThanAPageBelowItsHeaderShowsTheHeaderOnce() throws {
    var screen = try Self.screen(header: 1, lines: ["PID CMD", "a", "b"])
    let expected = ["PID CMD", "a", "b", ""].map { $0.padding(40) }
    #expect(Array(Self.textRows(screen).prefix(4)) == expected)
    screen.update(.scroll(.lines(1)), at: .zero)
    screen.update(.scroll(.bottom), at: .zero)
    #expect(Array(Self.textRows(screen).prefix(4)) == expected)
    #expect(screen.pages[0].viewport.topLine == 1)
  }

  @Test func aTextNoLongerThanItsHeaderShowsItOnce() throws {
    let screen = try Self.screen(header: 3, lines: ["a", "b"])
    #expect(Array(Self.textRows(screen).prefix(3)) == ["a", "b", ""].map { $0.padding(40) })
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
