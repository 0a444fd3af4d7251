import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESS_COLUMNS` and `LESS_LINES`: the screen the pages are laid out on, over the terminal's,
/// at start and after each resize, as less 704 reads them.
@Suite struct ScreenSizeSettingTests {
  static let terminal = Size(columns: 100, rows: 30)

  @Test(
    arguments: [
      // A number is the size; a negative one that much less than the terminal's.
      ("40", "10", Size(columns: 40, rows: 10)),
      ("-20", "-5", Size(columns: 80, rows: 25)),
      // Unset or empty: the terminal's.
      (nil, "12", Size(columns: 100, rows: 12)),
      ("", nil, Size(columns: 100, rows: 30)),
      // Read as atoi reads: blanks, then the digits up to anything else.
      (" 12abc", "+7", Size(columns: 12, rows: 7)),
      // Larger than the terminal: that size all the same.
      ("300", "90", Size(columns: 300, rows: 90)),
      // No column or row left, or no number: less's own 80 by 24.
      ("0", "-30", Size(columns: 80, rows: 24)),
      ("abc", "-99", Size(columns: 80, rows: 24)),
    ] as [(String?, String?, Size)])
  func theVariablesMakeTheSize(columns: String?, lines: String?, size: Size) {
    #expect(ScreenSizeSetting(columns: columns, lines: lines).applied(to: Self.terminal) == size)
  }

  @Test func thePagesAreLaidOutOnTheSizeAtStartAndAfterEachResize() throws {
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let pilot = try Pilot([text.path], size: Self.terminal) {
      $0.screenSize = ScreenSizeSetting(columns: "-20", lines: "10")
    }
    #expect(pilot.frame.width == 80)
    #expect(pilot.frame.height == 10)
    #expect(pilot.lines.last?.contains("lines 1–8 of 100") == true, "\(pilot.lines)")
    pilot.resize(to: Size(columns: 50, rows: 40))
    #expect(pilot.frame.width == 30, "20 columns less than the new width")
    #expect(pilot.frame.height == 10)
    pilot.press(.character(" "))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("line 8"), "a page is 8 lines")
  }

  @Test func aScreenOfOneCellStillPages() throws {
    let text = try TemporaryFile(named: "text.txt", lines: 100) { "line \($0)" }
    let pilot = try Pilot([text.path, text.path], size: Self.terminal) {
      $0.screenSize = ScreenSizeSetting(columns: "1", lines: "1")
    }
    #expect(pilot.frame.width == 1)
    #expect(pilot.frame.height == 1)
    for key: Key in [.character("j"), .character("G"), .character("g"), .character("/")] {
      pilot.press(key)
    }
    // The terminal's other cells are no part of the screen: a click there finds nothing.
    pilot.click(column: 50, row: 20)
    pilot.send(.mouse(MouseEvent(column: 0, row: 29, action: .wheelDown)))
    pilot.press(.character("l"), .enter, .character("]"), .character("q"))
    #expect(pilot.frame.width == 1 && pilot.frame.height == 1)
    #expect(pilot.status == 0)
  }
}
