import Glibc
import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// A number before a command is its count, as in less; with several tabs, digits that no
/// command taking a count follows jump to a tab, at the next key or after a moment.
@Suite struct LessCountAppTests {
  typealias Keys = LessKeysAppTests

  static func press(_ text: String, _ pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  static func oneTab(_ lines: Int = 500) throws -> (TemporaryFile, Pilot) {
    let file = try Keys.numbered(lines)
    return (file, try Keys.pilot(file))
  }

  @Test(arguments: [
    ("100G", "line 100"), ("100g", "line 100"), ("5g", "line 5"), ("5j", "line 6"),
    ("5\r", "line 6"), ("2 ", "line 3"), ("10 ", "line 11"), ("10f", "line 11"),
    ("3e", "line 4"), ("7\u{5}", "line 8"),
  ])
  func aNumberBeforeAMoveIsItsCount(keys: String, top: String) throws {
    let (_, pilot) = try Self.oneTab()
    for character in keys {
      pilot.press(character == "\r" ? .enter : .character(character))
    }
    #expect(Keys.top(pilot) == top)
  }

  /// `line 1` … `line 9` take 7 bytes each with their newlines, `line 10` … 8: byte 63 starts
  /// line 10, byte 71 line 11.
  @Test(arguments: [
    ("P", "line 1"), ("6P", "line 1"), ("7P", "line 2"), ("62P", "line 9"), ("63P", "line 10"),
    ("70P", "line 10"), ("71P", "line 11"),
  ])
  func aByteOffsetGoesToTheLineThatHoldsIt(keys: String, top: String) throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("100G", pilot)
    Self.press(keys, pilot)
    #expect(Keys.top(pilot) == top)
  }

  @Test func aByteOffsetPastTheEndGoesWhereTheLastLineDoes() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("500g", pilot)
    let last = Keys.top(pilot)
    Self.press("g", pilot)
    Self.press("999999P", pilot)
    #expect(Keys.top(pilot) == last)
    Self.press("''", pilot)
    #expect(Keys.top(pilot) == "line 1", "P is a jump that '' goes back from")
  }

  @Test func aCountGoesUpAndBackByLines() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("100G", pilot)
    Self.press("10k", pilot)
    #expect(Keys.top(pilot) == "line 90")
    Self.press("4b", pilot)
    #expect(Keys.top(pilot) == "line 86")
    Self.press("3y", pilot)
    #expect(Keys.top(pilot) == "line 83")
  }

  @Test func percentWithACountGoesAsTheColonLineDid() throws {
    let (_, counted) = try Self.oneTab()
    Self.press("50%", counted)
    let (_, typed) = try Self.oneTab()
    Self.press(":50%", typed)
    typed.press(.enter)
    #expect(Keys.top(counted) == Keys.top(typed))
    #expect(Keys.top(counted) == "line 250")
    Self.press("10p", counted)
    #expect(Keys.top(counted) == "line 50")
  }

  @Test func theNumberShowsOnTheStatusLineAsLessShowsIt() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("12", pilot)
    #expect(Keys.status(pilot).hasPrefix(" :12 "), "\(Keys.status(pilot))")
    pilot.press(.backspace)
    #expect(Keys.status(pilot).hasPrefix(" :1 "), "\(Keys.status(pilot))")
    pilot.press(.character("j"))
    #expect(!Keys.status(pilot).contains(":1"))
    #expect(Keys.top(pilot) == "line 2")
  }

  @Test func ctrlCDropsTheNumberAndDoesNotQuit() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("35", pilot)
    pilot.send(.signal(SIGINT))
    #expect(pilot.status == nil)
    #expect(!Keys.status(pilot).contains(":35"))
    pilot.press(.character("j"))
    #expect(Keys.top(pilot) == "line 2")
  }

  @Test func dAndUKeepTheirCountAsHalfAScreen() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("2d", pilot)
    #expect(Keys.top(pilot) == "line 3")
    Self.press("d", pilot)
    #expect(Keys.top(pilot) == "line 5")
    Self.press("u", pilot)
    #expect(Keys.top(pilot) == "line 3")
  }

  @Test func zAndWKeepTheirCountAsTheScreen() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("2z", pilot)
    #expect(Keys.top(pilot) == "line 3")
    pilot.press(.character(" "))
    #expect(Keys.top(pilot) == "line 5")
    Self.press("w", pilot)
    #expect(Keys.top(pilot) == "line 3")
  }

  @Test func aCountedJumpIsOneQuoteQuoteGoesBackFrom() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press("100G", pilot)
    Self.press("''", pilot)
    #expect(Keys.top(pilot) == "line 1")
  }

  @Test func nWithACountGoesToThatMatch() throws {
    let file = try TemporaryFile(
      named: "hits.txt", lines: 100, { ($0 + 1) % 10 == 0 ? "hit \($0 + 1)" : "miss \($0 + 1)" })
    let pilot = try Keys.pilot(file)
    pilot.press(.character("/"))
    Self.press("hit", pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(Keys.top(pilot) == "hit 10")
    Self.press("3n", pilot)
    pilot.settle()
    #expect(Keys.top(pilot) == "hit 40")
    Self.press("2N", pilot)
    pilot.settle()
    #expect(Keys.top(pilot) == "hit 20")
  }

  // MARK: Several tabs

  static func threeTabs() throws -> ([TemporaryFile], Pilot) {
    let files = try (1...3).map { tab in
      try TemporaryFile(named: "tab\(tab).txt", lines: 100, { "tab \(tab) line \($0 + 1)" })
    }
    let pilot = try Pilot(files.map(\.path) + ["--duration", "0"], size: Keys.size)
    return (files, pilot)
  }

  @Test func withSeveralTabsADigitLeftAloneJumpsAfterAMomentAndNotBefore() throws {
    let (_, pilot) = try Self.threeTabs()
    pilot.press(.character("2"))
    #expect(pilot.screen.pager.selectedIndex == 0)
    #expect(Keys.status(pilot).hasPrefix(" :2 "))
    pilot.pause(TypedCount.moment - 1)
    #expect(pilot.screen.pager.selectedIndex == 0)
    pilot.pause(1)
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(!Keys.status(pilot).contains(":2"))
  }

  @Test func withSeveralTabsADigitBeforeACountedCommandIsACount() throws {
    let (_, pilot) = try Self.threeTabs()
    Self.press("3j", pilot)
    #expect(pilot.screen.pager.selectedIndex == 0)
    #expect(Keys.top(pilot) == "tab 1 line 4")
    pilot.pause(TypedCount.moment * 4)
    #expect(pilot.screen.pager.selectedIndex == 0, "the count is spent: no jump follows")
  }

  @Test func withSeveralTabsADigitBeforeAnyOtherKeyJumpsFirst() throws {
    let (_, pilot) = try Self.threeTabs()
    pilot.press(.character("2"), .right)
    #expect(pilot.screen.pager.selectedIndex == 2, "2 goes to the second tab, Right on")
    pilot.press(.character("1"), .character("x"))
    #expect(pilot.screen.pages.count == 2, "1 goes to the first tab, x closes it")
    #expect(Keys.top(pilot).hasPrefix("tab 2"))
  }

  @Test func theDemoJumpsAtOnceOnADigit() throws {
    let pilot = try Pilot(["--duration", "0"])
    pilot.press(.character("3"))
    #expect(pilot.screen.pager.selectedIndex == 2)
  }

  // MARK: Colon commands

  @Test func colonCommandsActAtOnceAndHoldNoKeyBack() throws {
    let (_, pilot) = try Self.threeTabs()
    Self.press(":n", pilot)
    #expect(pilot.screen.pager.selectedIndex == 1)
    #expect(pilot.screen.prompt == nil)
    Self.press(":p", pilot)
    #expect(pilot.screen.pager.selectedIndex == 0)
    Self.press("3:x", pilot)
    #expect(pilot.screen.pager.selectedIndex == 2)
    Self.press(":x", pilot)
    #expect(pilot.screen.pager.selectedIndex == 0)
    Self.press("2:n", pilot)
    #expect(pilot.screen.pager.selectedIndex == 2)
    Self.press(":f", pilot)
    #expect(Keys.status(pilot).contains("tab3.txt"), "\(Keys.status(pilot))")
    Self.press(":d", pilot)
    #expect(pilot.screen.pages.count == 2)
    Self.press(":n", pilot)
    pilot.press(.character("q"))
    #expect(pilot.status == 0)
  }

  @Test func colonQQuitsAtOnce() throws {
    let (_, pilot) = try Self.oneTab()
    Self.press(":q", pilot)
    #expect(pilot.status == 0)
  }

  @Test func colonShowsWhileItWaitsForItsLetter() throws {
    let (_, pilot) = try Self.oneTab()
    pilot.press(.character(":"))
    #expect(Keys.status(pilot).hasPrefix(" : "), "\(Keys.status(pilot))")
  }

  @Test func colonEOfAFileAlreadyOpenGoesToItsTab() throws {
    let (files, pilot) = try Self.threeTabs()
    Self.press(":e", pilot)
    #expect(pilot.screen.prompt == "e ")
    Self.press(files[1].path, pilot)
    pilot.press(.enter)
    #expect(pilot.screen.pages.count == 3)
    #expect(pilot.screen.pager.selectedIndex == 1)
    let other = try TemporaryFile(named: "other.txt", "other\n")
    Self.press("E", pilot)
    Self.press(other.path, pilot)
    pilot.press(.enter)
    #expect(pilot.screen.pages.count == 4)
  }

  // MARK: less's other keys

  @Test func hOpensTheHelpAsMansPromptSays() throws {
    let (_, pilot) = try Self.oneTab()
    pilot.press(.character("h"))
    #expect(pilot.screen.help != nil)
  }

  @Test func capitalVSaysTheVersion() throws {
    let (_, pilot) = try Self.oneTab()
    pilot.press(.character("V"))
    #expect(Keys.status(pilot).contains("TUIPager"))
  }
}

/// less's bracket keys, Esc-F, `v` through `LESSEDIT`, and case as less takes it.
@Suite struct LessBracketAndCaseAppTests {
  typealias Keys = LessKeysAppTests

  /// An open brace on line 1 closed on line 20, between filler lines; 40×8: six text rows.
  static func braces() throws -> TemporaryFile {
    try TemporaryFile(
      named: "code.c",
      lines: 40,
      {
        switch $0 + 1 {
        case 1: "int f() { (a) [b]"
        case 20: "} end of f"
        default: "line \($0 + 1)"
        }
      })
  }

  @Test func anOpenBraceOnTheTopLineBringsItsMatchToTheBottomLine() throws {
    let file = try Self.braces()
    let pilot = try Keys.pilot(file)
    pilot.press(.character("{"))
    // Six rows: line 20 at the bottom, line 15 at the top.
    #expect(Keys.top(pilot) == "line 15")
    #expect(pilot.lines[pilot.firstTextRow + 5].hasPrefix("} end of f"))
    pilot.press(.character("}"))
    #expect(Keys.top(pilot) == "int f() { (a) [b]", "} on the bottom line goes back to its {")
  }

  @Test func parenthesesAndSquareBracketsMatchOnTheirLine() throws {
    let file = try Self.braces()
    let pilot = try Keys.pilot(file)
    pilot.press(.character("("))
    #expect(Keys.top(pilot).hasPrefix("int f()"), "its match is on the same line: nothing moves")
    pilot.press(.character("j"), .character("["))
    #expect(Keys.status(pilot).contains("No bracket in top line"), "\(Keys.status(pilot))")
  }

  @Test func aBracketWithoutItsMatchSaysSo() throws {
    let file = try TemporaryFile(named: "open.txt", "open { here\nno close\n")
    let pilot = try Keys.pilot(file)
    pilot.press(.character("{"))
    #expect(Keys.status(pilot).contains("No matching bracket"))
  }

  @Test func escCtrlFMatchesAnyTwoCharacters() throws {
    let file = try TemporaryFile(
      named: "tags.txt", lines: 40, { $0 == 0 ? "<open" : $0 == 29 ? "close>" : "line \($0 + 1)" })
    let pilot = try Keys.pilot(file)
    pilot.press(.escape, .control("F"))
    #expect(Keys.status(pilot).hasPrefix(" brackets: "))
    pilot.press(.character("<"), .character(">"))
    #expect(pilot.lines[pilot.firstTextRow + 5].hasPrefix("close>"))
    pilot.press(.escape, .control("B"), .character("<"), .character(">"))
    #expect(Keys.top(pilot) == "<open")
  }

  @Test func aCountChoosesTheBracketOfTheLine() throws {
    let file = try TemporaryFile(
      named: "two.txt", lines: 40, { $0 == 0 ? "{ {" : $0 == 9 ? "}" : $0 == 29 ? "}" : "x \($0)" })
    let pilot = try Keys.pilot(file)
    pilot.press(.character("2"), .character("{"))
    // The second brace closes on line 10, the first on line 30.
    #expect(pilot.lines[pilot.firstTextRow + 5] == "}" + String(repeating: " ", count: 39))
    #expect(Keys.top(pilot) == "x 4")
  }

  @Test func searchesMatchCaseUnlessDashIOrDashCapitalI() throws {
    let file = try TemporaryFile(
      named: "case.txt", lines: 40, { $0 == 20 ? "an error here" : $0 == 10 ? "ERROR there" : "ok" }
    )
    let pilot = try Keys.pilot(file)
    pilot.press(.character("/"))
    LessCountAppTests.press("error", pilot)
    pilot.press(.enter)
    pilot.settle()
    #expect(Keys.top(pilot) == "an error here", "ERROR on line 11 is passed: case counts")
    let smart = try Keys.pilot(file, ["-i"])
    smart.press(.character("/"))
    LessCountAppTests.press("error", smart)
    smart.press(.enter)
    smart.settle()
    #expect(Keys.top(smart) == "ERROR there", "with -i a lowercase pattern ignores case")
  }

  @Test func vOpensAtTheMiddleLineThroughLessedit() throws {
    let file = try Keys.numbered(100)
    let log = file.folder + "/edit.log"
    defer { unlink(log) }
    let pilot = try Pilot(
      [file.path, "--status", "--duration", "0"], size: Keys.size,
      adjusting: {
        $0.editTemplate = EditCommandTemplate(
          "echo ?lm%lm. %lt %lb %f > " + ShellQuoting.quoted(log))
      })
    LessCountAppTests.press("10j", pilot)
    pilot.press(.character("v"))
    // Six rows from line 11: the middle row, the fourth, shows line 14.
    #expect(readFile(log) == "14 11 16 \(file.path)\n")
  }
}
