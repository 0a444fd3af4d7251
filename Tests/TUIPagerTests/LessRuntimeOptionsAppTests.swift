import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// less's `-` and `_` keys through the whole program in-process: an option's letter changes it
/// while running, or says how it is.
@Suite struct LessRuntimeOptionsAppTests {
  static let text = (1...60).map { "line \($0) " + String(repeating: "long ", count: 30) + "\n" }
    .joined()

  static func status(_ pilot: Pilot) -> String { pilot.lines.last ?? "" }

  @Test func dashSCutsLongLinesAndSaysSo() throws {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    let pilot = try Pilot([file.path])
    let wrapped = pilot.lines[pilot.firstTextRow + 1]
    pilot.press(.character("-"), .character("S"))
    #expect(Self.status(pilot).contains("long lines are cut"), "\(Self.status(pilot))")
    #expect(pilot.lines[pilot.firstTextRow + 1] != wrapped)
    #expect(pilot.lines[pilot.firstTextRow + 1].hasPrefix("line 2 "))
    pilot.press(.character("_"), .character("S"))
    #expect(Self.status(pilot).contains("long lines are cut"), "_ tells without changing")
    pilot.press(.character("-"), .character("S"))
    #expect(Self.status(pilot).contains("long lines wrap"))
  }

  @Test func dashAndUnderscoreAskForTheLetterAsLessPromptsForIt() throws {
    let file = try TemporaryFile(named: "long.txt", Self.text)
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"))
    #expect(Self.status(pilot).hasPrefix(" -: the letter of the option to change (S N i I"))
    pilot.press(.character("S"))
    #expect(Self.status(pilot).contains("long lines are cut"))
    pilot.press(.character("_"))
    #expect(Self.status(pilot).hasPrefix(" _: the letter of the option to show ("))
  }

  @Test func dashNNumbersTheLines() throws {
    let file = try TemporaryFile(named: "numbers.txt", Self.text)
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"), .character("N"))
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("      1 line 1"))
    #expect(Self.status(pilot).contains("lines are numbered"))
  }

  @Test func dashIChangesHowCaseIsTakenForTheNextSearch() throws {
    let filler = (1...40).map { "filler \($0)\n" }.joined()
    let file = try TemporaryFile(named: "case.txt", "one\n" + filler + "Two\n" + filler)
    let pilot = try Pilot([file.path])
    pilot.press(.character("_"), .character("i"))
    #expect(Self.status(pilot).contains("case matters in searches"), "less's default")
    pilot.press(.character("-"), .character("i"))
    #expect(Self.status(pilot).contains("only when the pattern has a capital"))
    pilot.press(.character("-"), .character("I"))
    #expect(Self.status(pilot).contains("case never matters"))
    pilot.press(.character("/"), .character("T"), .character("W"), .character("O"), .enter)
    #expect(pilot.lines[pilot.firstTextRow].hasPrefix("Two"), "TWO finds Two with -I")
  }

  @Test func dashGHidesTheMatches() throws {
    let file = try TemporaryFile(named: "hide.txt", "a needle\nhay\n")
    let pilot = try Pilot([file.path])
    pilot.press(.character("/"), .character("n"), .character("e"), .enter)
    #expect(pilot.frame[2, pilot.firstTextRow].style.attributes.contains(.reverse))
    pilot.press(.character("-"), .character("G"))
    #expect(!pilot.frame[2, pilot.firstTextRow].style.attributes.contains(.reverse))
    #expect(Self.status(pilot).contains("no match is highlighted"))
  }

  @Test func dashCapitalMLengthensTheStatusLine() throws {
    let file = try TemporaryFile(named: "prompt.txt", Self.text)
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"), .character("M"))
    pilot.press(.character("j"))
    #expect(Self.status(pilot).contains("byte "), "\(Self.status(pilot))")
  }

  @Test func aLetterOfNoOptionSaysSo() throws {
    let file = try TemporaryFile(named: "none.txt", Self.text)
    let pilot = try Pilot([file.path])
    pilot.press(.character("-"), .character("y"))
    #expect(Self.status(pilot).contains("-y is not changed while running"))
    pilot.press(.character("-"), .character("Y"))
    #expect(Self.status(pilot).contains("There is no -Y option here"))
  }
}
