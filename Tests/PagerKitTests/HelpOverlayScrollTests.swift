import Testing

@testable import PagerKit
@testable import PagerReader

/// The help overlay where its lines do not fit the screen: it scrolls, and its last row says
/// where it is.
@Suite struct HelpOverlayScrollTests {
  @Test func fortyLinesOnThirtyRowsShowTwentySevenAndScrollThirteen() {
    #expect(!HelpOverlay.fits(lines: 40, height: 30))
    #expect(HelpOverlay.fits(lines: 28, height: 30))
    #expect(HelpOverlay.shownLines(height: 30) == 27)
    #expect(HelpOverlay.lastTop(lines: 40, height: 30) == 13)
    #expect(HelpOverlay.lastTop(lines: 28, height: 30) == 0)
  }

  @Test(arguments: [
    (ScrollAmount.lines(1), 0, 1), (.lines(-1), 0, 0), (.lines(-1), 5, 4), (.pages(1), 0, 13),
    (.pages(1), 10, 13), (.pages(-1), 13, 0), (.bottom, 0, 13), (.top, 9, 0),
  ])
  func scrollingStaysWithinTheLines(_ amount: ScrollAmount, _ top: Int, _ expected: Int) {
    // A screen is the lines shown less one, kept in view: 26 here.
    #expect(HelpOverlay.scrolled(top, by: amount, lines: 40, height: 30) == expected)
  }

  @Test func theLastRowSaysWhereTheBoxIs() throws {
    let lines = (1...40).map { "help line \($0)" }
    var frame = Frame(width: 60, height: 30)
    HelpOverlay(lines: lines, style: .plain, top: 0).draw(into: &frame)
    #expect(frame.lines[1].contains("help line 1 "))
    #expect(frame.lines[27].contains("help line 27"))
    #expect(frame.lines[28].contains("more below · Space"))
    #expect(frame.lines[29].contains("└"))

    frame = Frame(width: 60, height: 30)
    HelpOverlay(lines: lines, style: .plain, top: 99).draw(into: &frame)
    #expect(frame.lines[1].contains("help line 14"), "no further than the last line")
    #expect(frame.lines[27].contains("help line 40"))
    #expect(frame.lines[28].contains("end · b"))
    #expect(frame.lines[28].contains("lines 14–40 of 40"))
  }

  @Test func aHelpThatFitsShowsNoPosition() {
    let lines = (1...5).map { "help line \($0)" }
    var frame = Frame(width: 60, height: 30)
    HelpOverlay(lines: lines, style: .plain, top: 3).draw(into: &frame)
    #expect(frame.lines.contains { $0.contains("help line 1 ") })
    #expect(!frame.lines.contains { $0.contains("more below") || $0.contains("end ·") })
  }
}
