import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's option commands by long name through the whole program in-process: `--` and a name
/// (Tab completes it, a unique start is enough) flips the option, `--+` and `--!` set it to its
/// default or the opposite, `__` says how it is; and `-+`, `-!` with a letter.
@Suite struct LessLongOptionAppTests {
  static let text = (1...60).map { "line \($0) " + String(repeating: "long ", count: 30) + "\n" }
    .joined()

  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  static func type(_ text: String, into pilot: Pilot) {
    for character in text { pilot.press(.character(character)) }
  }

  static func pilot() throws -> (Pilot, TemporaryFile) {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    return (try Pilot([file.path]), file)
  }

  @Test func dashDashAsksForANameThatTabCompletesAndEnterTakes() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("-"))
    #expect(Self.status(pilot).hasPrefix(" --"), "\(Self.status(pilot))")
    Self.type("chop", into: pilot)
    pilot.press(.tab)
    #expect(Self.status(pilot).hasPrefix(" --chop-long-lines"), "\(Self.status(pilot))")
    #expect(pilot.screen.wrapsLines, "nothing changes before Enter")
    pilot.press(.enter)
    #expect(!pilot.screen.wrapsLines)
    #expect(Self.status(pilot).contains("long lines are cut"), "\(Self.status(pilot))")
    #expect(pilot.lines[pilot.firstTextRow + 1].hasPrefix("line 2 "))
  }

  @Test func aUniqueStartIsEnoughAndTheFirstLettersCasePicksTheOption() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("-"))
    Self.type("LINE", into: pilot)
    pilot.press(.enter)
    #expect(pilot.screen.showsLineNumbers, "--LINE is --LINE-NUMBERS, -N")
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("      1 line 1"))
    pilot.press(.character("-"), .character("-"))
    Self.type("squ", into: pilot)
    pilot.press(.enter)
    #expect(pilot.screen.squeezesBlankLines)
  }

  @Test func anUnknownNameSaysSoAndChangesNothing() throws {
    let (pilot, _) = try Self.pilot()
    let before = pilot.lines
    pilot.press(.character("-"), .character("-"))
    Self.type("foo", into: pilot)
    pilot.press(.tab)
    #expect(Self.status(pilot).hasPrefix(" --foo "), "Tab completes nothing")
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("There is no --foo option"), "\(Self.status(pilot))")
    #expect(Array(pilot.lines.dropLast()) == Array(before.dropLast()))
    #expect(pilot.screen.wrapsLines && !pilot.screen.showsLineNumbers)
    #expect(pilot.screen.inputMode == .normal)
  }

  @Test func anAmbiguousStartNamesTheOptionsItCouldBe() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("-"), .character("s"), .enter)
    #expect(
      Self.status(pilot).contains("--s is ambiguous: --squeeze-blank-lines, --shift"),
      "\(Self.status(pilot))")
    #expect(!pilot.screen.squeezesBlankLines)
  }

  @Test func anOptionNotChangedWhileRunningSaysWhy() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("-"))
    Self.type("quiet", into: pilot)
    pilot.press(.enter)
    #expect(
      Self.status(pilot).contains(
        "--quiet is not changed while running: it does nothing here (ring the bell less)"),
      "\(Self.status(pilot))")
    pilot.press(.character("-"), .character("-"))
    Self.type("no-init", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("--no-init is not changed while running"))
  }

  @Test func plusAndBangBeforeTheNameSetTheDefaultAndTheOpposite() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("-"))
    Self.type("!chop", into: pilot)
    pilot.press(.enter)
    #expect(!pilot.screen.wrapsLines, "--!chop cuts lines")
    pilot.press(.character("-"), .character("-"))
    Self.type("!chop", into: pilot)
    pilot.press(.enter)
    #expect(!pilot.screen.wrapsLines, "the opposite of the default twice is still it")
    pilot.press(.character("-"), .character("-"))
    Self.type("+ch", into: pilot)
    pilot.press(.tab)
    #expect(Self.status(pilot).hasPrefix(" --+chop-long-lines"), "\(Self.status(pilot))")
    pilot.press(.enter)
    #expect(pilot.screen.wrapsLines, "--+chop-long-lines wraps again")
    #expect(Self.status(pilot).contains("long lines wrap"))
  }

  @Test func underscoreUnderscoreSaysHowAnOptionIsByName() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("_"), .character("_"))
    #expect(Self.status(pilot).hasPrefix(" __"), "\(Self.status(pilot))")
    Self.type("chop", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("long lines wrap"))
    #expect(pilot.screen.wrapsLines)
    pilot.press(.character("_"), .character("_"))
    Self.type("tabs", into: pilot)
    pilot.press(.enter)
    #expect(Self.status(pilot).contains("Tab stops every 8 columns"), "\(Self.status(pilot))")
  }

  @Test func escapeAtTheNamePromptChangesNothing() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("-"), .character("c"), .character("h"))
    pilot.press(.escape)
    #expect(pilot.screen.inputMode == .normal)
    #expect(pilot.screen.wrapsLines)
  }

  @Test func dashPlusAndDashBangWithALetter() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("!"), .character("S"))
    #expect(!pilot.screen.wrapsLines)
    #expect(Self.status(pilot).contains("long lines are cut"))
    pilot.press(.character("-"), .character("+"), .character("S"))
    #expect(pilot.screen.wrapsLines)
    pilot.press(.character("-"), .character("I"))
    #expect(pilot.screen.searchCase == .insensitive)
    pilot.press(.character("-"), .character("+"), .character("i"))
    #expect(pilot.screen.searchCase == .sensitive, "-+i sets the case -i and -I share back")
    #expect(Self.status(pilot).contains("case matters in searches"))
  }

  @Test func dashPlusWaitsForItsLetterShowingWhatIsTyped() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("+"))
    #expect(Self.status(pilot).contains("-+"), "\(Self.status(pilot))")
    pilot.press(.escape)
    pilot.press(.character("S"))
    #expect(!pilot.screen.wrapsLines, "after Esc, S is S again: it flips wrapping")
    pilot.press(.character("-"), .character("!"), .character("Y"))
    #expect(Self.status(pilot).contains("There is no -Y option here"))
  }

  @Test func dashBangOnAnOptionWithAValueSaysItHasNoOpposite() throws {
    let (pilot, _) = try Self.pilot()
    pilot.press(.character("-"), .character("!"), .character("x"))
    #expect(Self.status(pilot).contains("-x takes a value: it has no opposite"))
    #expect(pilot.screen.tabStops == TabStops())
  }
}
