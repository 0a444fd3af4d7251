import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The last of less's keys, on the fake terminal: `M` and `Esc m` for marks, `Esc U`,
/// `Esc Space`, `Esc {` and `Esc }` (Ctrl-Left and Ctrl-Right), and a count before `/` and `?`.
@Suite struct LessRemainingKeysAppTests {
  typealias Keys = LessKeysAppTests

  static func needles(_ count: Int, at lines: [Int]) throws -> TemporaryFile {
    try TemporaryFile(
      named: "notes.txt",
      (1...count).map { lines.contains($0) ? "needle \($0)" : "line \($0)" }
        .joined(separator: "\n") + "\n")
  }

  /// The rows of text, blanks at their ends dropped: six on the 40×8 screen.
  static func textRows(_ pilot: Pilot) -> [String] {
    Array(pilot.lines[pilot.firstTextRow..<pilot.firstTextRow + 6]).map(\.trimmingTrailingBlanks)
  }

  @Test func capitalMMarksTheLastLineShownAndGoingBackPutsItAtTheBottom() throws {
    let file = try Keys.numbered(50)
    // -J shows the marks' letters beside their lines.
    let pilot = try Keys.pilot(file, ["-J"])
    pilot.press(.character("d"))
    #expect(Self.textRows(pilot).first?.hasSuffix("line 4") == true)
    pilot.press(.character("M"))
    #expect(Keys.status(pilot).contains("set mark on the last line"))
    pilot.press(.character("a"))
    #expect(Keys.status(pilot).contains("Mark a set"))
    let rows = Self.textRows(pilot)
    #expect(rows[5] == "a line 9", "the last line shown is marked: \(rows)")
    #expect(rows[0] == "  line 4", "not the top line: \(rows)")

    pilot.press(.character("G"))
    pilot.press(.character("'"), .character("a"))
    let back = Self.textRows(pilot)
    #expect(back[5] == "a line 9", "the marked line on the last row again: \(back)")
    #expect(back[0] == "  line 4")

    // m still marks the top line, and puts it at the top when gone back to.
    pilot.press(.character("m"), .character("b"))
    pilot.press(.character("g"))
    pilot.press(.character("'"), .character("b"))
    #expect(Self.textRows(pilot)[0] == "b line 4")
  }

  @Test func aMarkOnTheLastLineOfAWrappedPageComesBackOnItsRow() throws {
    let long = String(repeating: "x", count: 70)
    let file = try TemporaryFile(
      named: "wrapped.txt",
      (1...30).map { $0 == 5 ? long : "line \($0)" }.joined(separator: "\n") + "\n")
    let pilot = try Keys.pilot(file)
    // Lines 1…4, then line 5 on two rows: line 5 is the last shown, begun on row 4.
    pilot.press(.character("M"), .character("z"))
    pilot.press(.character("G"))
    pilot.press(.character("'"), .character("z"))
    let rows = Self.textRows(pilot)
    #expect(rows[0] == "line 1" && rows[4].hasPrefix("xxx"), "\(rows)")
  }

  @Test func escMClearsAMarkAndGoingToItThenSaysThereIsNone() throws {
    let file = try Keys.numbered(50)
    let pilot = try Keys.pilot(file)
    pilot.press(.character("d"))
    pilot.press(.character("m"), .character("a"))
    pilot.press(.escape, .character("m"))
    #expect(Keys.status(pilot).contains("clear mark"))
    pilot.press(.character("a"))
    #expect(Keys.status(pilot).contains("Mark a cleared"))
    pilot.press(.character("g"))
    pilot.press(.character("'"), .character("a"))
    #expect(Keys.status(pilot).contains("No mark a"))
    #expect(Keys.top(pilot) == "line 1", "nowhere to go")
    pilot.press(.escape, .character("m"), .character("q"))
    #expect(Keys.status(pilot).contains("No mark q"))
    #expect(pilot.status == nil, "the letter is the mark's, not a command")
  }

  @Test func escCapitalUForgetsTheSearchAndItsHighlighting() throws {
    let file = try TemporaryFile(named: "notes.txt", "a needle\nhay\nneedle again\n")
    let pilot = try Keys.pilot(file)
    Keys.type("/needle", into: pilot)
    pilot.press(.enter)
    #expect(pilot.frame[2, 1].style.attributes.contains(.reverse))
    pilot.press(.escape, .character("U"))
    #expect(!pilot.frame[2, 1].style.attributes.contains(.reverse), "no highlighting")
    pilot.press(.escape, .character("u"))
    #expect(!pilot.frame[2, 1].style.attributes.contains(.reverse), "nothing to turn on again")
    pilot.press(.character("n"))
    #expect(Keys.status(pilot).contains("No previous search"))
    // Esc u of less's before it, for contrast: the search stays and n goes on.
    Keys.type("/needle", into: pilot)
    pilot.press(.enter)
    pilot.press(.escape, .character("u"))
    pilot.press(.character("n"))
    #expect(!Keys.status(pilot).contains("No previous search"))
  }

  @Test func escSpaceGoesAScreenOnPastTheEndAndACountIsLines() throws {
    let file = try Keys.numbered(8)
    let pilot = try Keys.pilot(file)
    pilot.press(.character(" "))
    #expect(Keys.top(pilot) == "line 3", "Space stops with the last line at the bottom")
    pilot.press(.character("g"))
    pilot.press(.escape, .character(" "))
    #expect(Keys.top(pilot) == "line 7", "a whole screen of six rows, past the end")
    #expect(Self.textRows(pilot)[2].isEmpty, "blank below the last line")
    pilot.press(.character("g"))
    pilot.press(.character("2"), .escape, .character(" "))
    #expect(Keys.top(pilot) == "line 3", "2 Esc-Space: two lines")
    pilot.press(.character("5"), .escape, .character(" "))
    #expect(Keys.top(pilot) == "line 8", "on past the end, as far as the last line")
  }

  @Test(arguments: [
    ([Key.escape, .character("}")], [Key.escape, .character("{")]),
    ([.controlRight], [.controlLeft]),
  ])
  func escBracesAndCtrlArrowsGoToTheLongestLinesEndAndBack(_ right: [Key], _ left: [Key]) throws {
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let file = try TemporaryFile(
      named: "wide.txt", "short\n" + alphabet + alphabet + "\n" + alphabet + "\n")
    let pilot = try Keys.pilot(file, ["--chop"])
    for key in right { pilot.press(key) }
    // 52 columns on a 40-column page: 12 scrolled, the end at the right edge, no cut mark.
    let rows = Self.textRows(pilot)
    #expect(rows[1] == "MNOPQRSTUVWXYZ" + alphabet, "\(rows)")
    #expect(rows[2] == "MNOPQRSTUVWXYZ", "\(rows)")
    for key in left { pilot.press(key) }
    #expect(Self.textRows(pilot)[1].hasPrefix("ABC"))
    #expect(Self.textRows(pilot)[0] == "short")
  }

  @Test func ctrlRightScrollsSidewaysWithSeveralTabsWhereRightSwipes() throws {
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let wide = try TemporaryFile(named: "wide.txt", alphabet + alphabet + "\n")
    let other = try TemporaryFile(named: "other.txt", "other\n")
    let pilot = try Pilot(
      [wide.path, other.path, "--status", "--duration", "0", "--chop"], size: Keys.size)
    pilot.press(.controlRight)
    #expect(Keys.top(pilot) == "MNOPQRSTUVWXYZ" + alphabet)
    #expect(pilot.screen.pager.selectedIndex == 0, "the tab stays")
    pilot.press(.controlLeft)
    #expect(Keys.top(pilot).hasPrefix("ABC"))
  }

  @Test func aCountBeforeSlashGoesToThatMatch() throws {
    let file = try Self.needles(80, at: [10, 20, 30, 40, 50])
    let pilot = try Keys.pilot(file)
    Keys.type("3/needle", into: pilot)
    pilot.press(.enter)
    #expect(Keys.top(pilot) == "needle 30")
    pilot.press(.character("n"))
    #expect(Keys.top(pilot) == "needle 40", "n goes on to the next, one match")
    pilot.press(.character("G"))
    Keys.type("2?needle", into: pilot)
    pilot.press(.enter)
    #expect(Keys.top(pilot) == "needle 40", "the second match up from the end")
    pilot.press(.character("g"))
    Keys.type("2/", into: pilot)
    pilot.press(.enter)
    #expect(Keys.top(pilot) == "needle 20", "an empty pattern repeats the search, its count too")
  }

  @Test func withSeveralTabsDigitsBeforeSlashAreACount() throws {
    let file = try Self.needles(80, at: [10, 20, 30, 40, 50])
    let other = try TemporaryFile(named: "other.txt", "other\n")
    let pilot = try Pilot(
      [file.path, other.path, "--status", "--duration", "0"], size: Keys.size)
    Keys.type("2/needle", into: pilot)
    pilot.press(.enter)
    #expect(Keys.top(pilot) == "needle 20", "a count, not a jump to tab 2")
    #expect(pilot.screen.pager.selectedIndex == 0)
  }
}

/// less's names for these commands in a lesskey file find them through their keys.
@Suite struct LesskeyNamesOfTheLastKeysTests {
  @Test(arguments: [
    ("set-mark-bottom", KeyCommand.screen(.mark(.begin(.setAtBottom)))),
    ("clear-mark", .screen(.mark(.begin(.clear)))),
    ("clear-search", .screen(.clearSearch)),
    ("forw-screen-force", .screen(.scroll(.pagesPastEnd(1)))),
    ("no-scroll", .screen(.scroll(.firstColumn))),
    ("end-scroll", .screen(.scroll(.longestLineEnd))),
  ])
  func lesssNameIsTheCommand(_ name: String, _ command: KeyCommand) {
    #expect(LesskeyCommands.action(named: name, in: .standard) == .some(.command(command)))
  }

  @Test func aLesskeyFileBindsThemToKeysOfItsOwn() throws {
    let lesskey = try TemporaryFile(
      named: "lesskey", "#command\nX set-mark-bottom\n^F forw-screen-force\n\\eX clear-search\n")
    let text = try LessRemainingKeysAppTests.needles(8, at: [8])
    let pilot = try Pilot(
      [text.path, "--status", "--duration", "0", "-J"], size: LessKeysAppTests.size,
      variables: ["LESSKEYIN": lesskey.path])
    pilot.press(.character("X"), .character("a"))
    #expect(LessRemainingKeysAppTests.textRows(pilot)[5] == "a line 6", "the last line marked")
    pilot.press(.control("F"))
    #expect(LessKeysAppTests.top(pilot).hasSuffix("line 7"), "a screen on, past the end")
    LessKeysAppTests.type("/needle", into: pilot)
    pilot.press(.enter)
    pilot.press(.escape, .character("X"))
    pilot.press(.character("n"))
    #expect(LessKeysAppTests.status(pilot).contains("No previous search"))
  }
}
