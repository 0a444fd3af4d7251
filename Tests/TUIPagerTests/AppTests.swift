import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The program's run loop in-process: keys in, frames out, time moved by hand.
@Suite struct AppTests {
  /// The menu preset at 100×30: title row 0, menu row 1, underline row 2, page labels on row 16.
  static let width = 100
  static let labelRow = 16

  /// Whether the frame rests on page `index` of the menu: its label alone in the middle of the
  /// page area and the underline exactly under its quarter.
  static func showsMenuPage(
    _ index: Int, _ lines: [String], width: Int = width, labelRow: Int = labelRow
  ) -> Bool {
    let label = ["House", "Pencil", "Person", "Circle"][index]
    let quarter = (index * width / 4)..<((index + 1) * width / 4)
    return lines[2] == Row.underline(quarter, width: width)
      && lines[labelRow] == Row.centred(label, width: width)
      && lines.indices.allSatisfy { row in
        row < 3 || row == labelRow || lines[row] == Row.blank(width)
      }
  }

  @Test func theFirstFrameShowsTheFirstPage() throws {
    let pilot = try Pilot()
    #expect(pilot.lines[0] == " iFinance" + Row.blank(Self.width - 9))
    #expect(pilot.lines[1].contains("⌂ House"))
    #expect(Self.showsMenuPage(0, pilot.lines))
  }

  @Test func rightSlidesToTheSecondPageInTheAnimationsTime() throws {
    let pilot = try Pilot(["--duration", "250"])
    let before = pilot.lines
    pilot.press(.right)
    // The key's own frame is already a frame along the slide.
    #expect(pilot.lines != before && !Self.showsMenuPage(1, pilot.lines))
    pilot.pause(100)
    #expect(!Self.showsMenuPage(0, pilot.lines) && !Self.showsMenuPage(1, pilot.lines))
    pilot.pause(150)
    #expect(Self.showsMenuPage(1, pilot.lines))
  }

  @Test func framesComeEverySixtiethOfASecondWhileMovingAndNeverWhenIdle() throws {
    let pilot = try Pilot(["--duration", "100"])
    #expect(pilot.clock.waits == [-1])
    pilot.press(.right)
    pilot.settle()
    let moving = pilot.clock.waits.dropFirst().dropLast()
    #expect(
      !moving.isEmpty
        && moving.allSatisfy { abs($0 - FramePacer.interval) < FramePacer.tolerance })
    #expect(pilot.clock.waits.last == -1)
    let drawn = pilot.terminal.frames.count
    pilot.pause(60_000)
    #expect(pilot.terminal.frames.count == drawn, "an idle program draws nothing")
  }

  @Test func numberKeysJumpToTheirPage() throws {
    let pilot = try Pilot(["--duration", "0"])
    pilot.press(.character("3"))
    #expect(Self.showsMenuPage(2, pilot.lines))
    pilot.press(.character("1"))
    #expect(Self.showsMenuPage(0, pilot.lines))
  }

  @Test func aBurstOfKeysIsTakenWholeBeforeTheNextFrame() throws {
    let pilot = try Pilot()
    let drawn = pilot.terminal.frames.count
    pilot.press(.right, .right, .right)
    // One frame before the keys were read, one after all three.
    #expect(pilot.terminal.frames.count == drawn + 2)
    pilot.settle()
    #expect(Self.showsMenuPage(3, pilot.lines))
  }

  @Test func qEndsWithStatus0() throws {
    let pilot = try Pilot()
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test(arguments: [
    (Int32(15), Int32(143)), (1, 129), (3, 131), (13, 141), (10, 138), (12, 140),
    (14, 142), (34, 162), (64, 192),
  ])
  func aSignalEndsWith128PlusItsNumber(signal: Int32, status: Int32) throws {
    let pilot = try Pilot()
    pilot.send(.signal(signal))
    #expect(pilot.status == status)
  }

  @Test func theTerminalGoingAwayEndsWith129() throws {
    let pilot = try Pilot(["--duration", "2000"])
    // Even in the middle of a slide.
    pilot.press(.right)
    pilot.send(.hangup)
    #expect(pilot.status == 129)
  }

  @Test func aResizeLaysTheFrameOutAgain() throws {
    let pilot = try Pilot(["--start", "3"])
    #expect(Self.showsMenuPage(2, pilot.lines))
    pilot.resize(to: Size(columns: 60, rows: 20))
    #expect(pilot.frame.width == 60 && pilot.frame.height == 20)
    // Page rows 3…19: the label sits in their middle, row 11.
    #expect(Self.showsMenuPage(2, pilot.lines, width: 60, labelRow: 11))
  }

  @Test func aClickOnABarItemJumpsToItsPage() throws {
    let pilot = try Pilot()
    pilot.click(column: 60, row: 1)
    pilot.settle()
    #expect(Self.showsMenuPage(2, pilot.lines))
  }

  @Test func capitalHShowsHelpAndAnyKeyClosesIt() throws {
    let pilot = try Pilot()
    let before = pilot.lines
    pilot.press(.character("H"))
    #expect(pilot.lines.contains { $0.contains("│ Keys") })
    // The key that closes the help does nothing else: `3` would otherwise jump.
    pilot.press(.character("3"))
    pilot.settle()
    #expect(pilot.lines == before)
  }

  @Test func aDocumentTabScrollsAndItsStatusLineFollows() throws {
    let file = try TemporaryFile(
      named: "notes.txt", (1...50).map { "line \($0)" }.joined(separator: "\n") + "\n")
    let pilot = try Pilot([file.path, "--status"], size: Size(columns: 40, rows: 8))
    // The bar (its one title marked on its own row), six text rows, the status line.
    #expect(
      Array(pilot.lines[1...6])
        == ["line 1", "line 2", "line 3", "line 4", "line 5", "line 6"].map(padded))
    #expect(pilot.lines[7] == status("lines 1–6 of 50  1/1 "))
    pilot.press(.character("j"))
    #expect(pilot.lines[1] == padded("line 2"))
    #expect(pilot.lines[7] == status("lines 2–7 of 50  1/1 "))
    pilot.press(.character(" "))
    #expect(pilot.lines[1] == padded("line 8"))
    #expect(pilot.lines[7] == status("lines 8–13 of 50  1/1 "))
  }

  private func padded(_ text: String) -> String {
    text + Row.blank(40 - text.count)
  }

  /// The status line: the tab's title on the left, `position` on the right.
  private func status(_ position: String) -> String {
    let title = " notes.txt"
    return title + Row.blank(40 - title.count - position.count) + position
  }
}
