import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// less's `-` and `_` on the screen: an option turned on or off while running, and said.
@Suite struct ScreenOptionTests {
  static func screen() throws -> PagerScreen {
    try PagerScreen(
      preset: .documents(titled: ["notes"]), size: Size(columns: 60, rows: 12),
      documents: [MemoryDocument(numberedLines(1...50))])
  }

  @Test func everyOptionIsNamedByItsOwnLetter() {
    let letters = ScreenOption.allCases.compactMap(\.letter)
    #expect(Set(letters).count == letters.count)
    for option in ScreenOption.allCases {
      guard let letter = option.letter else { continue }
      #expect(ScreenOption(letter: letter) == option)
    }
    #expect(ScreenOption(letter: "q") == nil)
    // less's `--wordwrap` and `--proc-…` have long names only.
    #expect(
      ScreenOption.allCases.filter { $0.letter == nil } == [
        .wrapsAtWords, .processesBackspaces, .showsBackspaces, .processesReturns, .showsReturns,
        .processesTabs, .showsTabs,
      ])
  }

  @Test func togglingTwiceComesBackAndSaysSoEachTime() throws {
    for option in ScreenOption.allCases {
      var screen = try Self.screen()
      // As TUIPager starts it: less's default, case matters.
      screen.searchCase = .sensitive
      let before = screen.state(of: option)
      screen.update(.toggleOption(option), at: .zero)
      let after = try #require(screen.message)
      #expect(after != before, "-\(option.letter) changed nothing")
      #expect(after == screen.state(of: option))
      screen.update(.toggleOption(option), at: .zero)
      #expect(screen.message == before, "-\(option.letter) twice")
    }
  }

  @Test func theTogglesChangeWhatTheyName() throws {
    var screen = try Self.screen()
    screen.update(.toggleOption(.chopsLongLines), at: .zero)
    #expect(!screen.wrapsLines)
    screen.update(.toggleOption(.numbersLines), at: .zero)
    #expect(screen.showsLineNumbers)
    screen.update(.toggleOption(.smartCase), at: .zero)
    #expect(screen.searchCase == .sensitive, "-i takes smart case away, as less's -i toggles")
    screen.update(.toggleOption(.ignoresCase), at: .zero)
    #expect(screen.searchCase == .insensitive)
    screen.update(.toggleOption(.hidesMatches), at: .zero)
    #expect(screen.searchHighlight == .none)
    screen.update(.toggleOption(.highlightsCurrentMatch), at: .zero)
    #expect(screen.searchHighlight == .currentMatch)
    screen.update(.toggleOption(.longPrompt), at: .zero)
    #expect(screen.promptLength == .long)
    screen.update(.toggleOption(.mediumPrompt), at: .zero)
    #expect(screen.promptLength == .medium)
    screen.update(.toggleOption(.quitsAtFirstEnd), at: .zero)
    #expect(screen.quitAtEnd == .firstTime)
  }

  @Test func offIsLessDefaultWhicheverOptionOfTheSettingWasOn() throws {
    var screen = try Self.screen()
    screen.update(.setOption(.ignoresCase, on: true), at: .zero)
    #expect(screen.searchCase == .insensitive)
    screen.update(.setOption(.smartCase, on: false), at: .zero)
    #expect(screen.searchCase == .sensitive, "-+i sets the case -i and -I share to less's")
    #expect(screen.message == "case matters in searches")
    screen.update(.setOption(.chopsLongLines, on: true), at: .zero)
    screen.update(.setOption(.chopsLongLines, on: true), at: .zero)
    #expect(!screen.wrapsLines, "on twice stays on")
    #expect(screen.isOn(.chopsLongLines))
    screen.update(.setOption(.longPrompt, on: true), at: .zero)
    screen.update(.setOption(.mediumPrompt, on: false), at: .zero)
    #expect(screen.promptLength == .short)
    for option in ScreenOption.allCases {
      screen.update(.setOption(option, on: true), at: .zero)
      #expect(screen.isOn(option), "-!\(option.letter)")
      screen.update(.setOption(option, on: false), at: .zero)
      #expect(!screen.isOn(option), "-+\(option.letter)")
    }
  }

  @Test func theOptionPromptsAskInLessWords() {
    #expect(LinePrompt.optionName(.change).sign == "--")
    #expect(LinePrompt.optionName(.describe).sign == "__")
    #expect(LinePrompt.optionValue(name: "--tabs", question: "Tab stops: ").sign == "Tab stops: ")
  }

  @Test func describingChangesNothing() throws {
    var screen = try Self.screen()
    screen.update(.describeOption(.chopsLongLines), at: .zero)
    #expect(screen.wrapsLines)
    #expect(screen.message == "long lines wrap")
    screen.update(.describeOption(.smartCase), at: .zero)
    #expect(screen.searchCase == .smart)
    #expect(screen.message == screen.state(of: .ignoresCase), "-i and -I tell one setting")
  }
}
