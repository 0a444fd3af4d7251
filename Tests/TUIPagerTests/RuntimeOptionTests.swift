import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The options less's `-`, `_`, `--` and `__` reach while running: which they are, how a long
/// name typed at the prompt finds one and completes, and how a value is read and said.
@Suite struct RuntimeOptionTests {
  @Test func theFlagsAreTheScreensOptionsByLetterAndTheValuesTheirOwn() {
    #expect(RuntimeOption(.chopLongLines) == .flag(.chopsLongLines))
    #expect(RuntimeOption(.ignoreCaseAlways) == .flag(.ignoresCase))
    #expect(RuntimeOption(.tabStops) == .value(.tabStops))
    #expect(RuntimeOption(.shift) == .value(.shift))
    #expect(RuntimeOption(.rscroll) == .value(.cutMark))
    for unchanged: Option in [.noInit, .maxBackScroll, .maxForwardScroll, .prompt, .title] {
      #expect(RuntimeOption(unchanged) == nil, "\(unchanged)")
    }
    // Every setting of the screen is reached, each by one option.
    let flags = RuntimeOption.options.compactMap { option -> ScreenOption? in
      if case .flag(let flag) = RuntimeOption(option) { return flag }
      return nil
    }
    #expect(flags.count == ScreenOption.allCases.count)
    #expect(Set(flags) == Set(ScreenOption.allCases))
    #expect(RuntimeOption(.wordWrap) == .flag(.wrapsAtWords))
    #expect(RuntimeOption(.processReturn) == .flag(.processesReturns))
    #expect(RuntimeOption(.processTabAll) == .flag(.showsTabs))
    #expect(String(RuntimeOption.letters) == "SNiIgGsmMeEuUx#jz")
  }

  @Test func aNameCompletesAsFarAsTheOptionsThatStartSoAgree() {
    let options = RuntimeOption.options
    #expect(LongOptionName.completion(of: "chop", among: options) == "chop-long-lines")
    #expect(
      LongOptionName.completion(of: "ta", among: options) == "tabs", "--tag is no runtime option")
    #expect(LongOptionName.completion(of: "LINE", among: options) == "LINE-NUMBERS")
    #expect(LongOptionName.completion(of: "line", among: options) == nil, "-n is not changed")
    #expect(LongOptionName.completion(of: "s", among: options) == nil, "--shift, --squeeze-…")
    #expect(LongOptionName.completion(of: "hilite", among: options) == "hilite-search")
    #expect(LongOptionName.completion(of: "Hil", among: options) == "HILITE-SEARCH")
    #expect(LongOptionName.completion(of: "tabs", among: options) == nil, "complete already")
    #expect(LongOptionName.completion(of: "nope", among: options) == nil)
  }

  @Test func theNamesAPrefixStartsAreListedWithTheirOptions() {
    let names = LongOptionName.names(startingWith: "s", among: RuntimeOption.options)
    #expect(names.map(\.long) == ["--squeeze-blank-lines", "--shift"])
    #expect(names.map(\.option) == [.squeezeBlankLines, .shift])
    #expect(LongOptionName.names(startingWith: "SILENT").map(\.long) == ["--SILENT"])
  }

  @Test func aValueIsReadAsTheCommandLineReadsIt() throws {
    #expect(try RuntimeValue.tabStops.read("4").tabStops == TabStops(every: 4))
    #expect(try RuntimeValue.shift.read(".25").scrollSteps.sideways == .fraction(0.25))
    #expect(try RuntimeValue.jumpTarget.read("-2").targetLine == .row(-2))
    #expect(try RuntimeValue.window.read("-4").scrollSteps.window == -4)
    #expect(try RuntimeValue.cutMark.read("-").cutMark == nil)
    #expect(throws: UsageError.self) { try RuntimeValue.tabStops.read("8,4") }
    #expect(throws: UsageError.self) { try RuntimeValue.jumpTarget.read("x") }
  }

  @Test func aValueIsSaidInWords() throws {
    let file = try TemporaryFile(named: "said.txt", "one\n")
    var screen = try Pilot([file.path]).screen
    #expect(RuntimeValue.tabStops.state(on: screen) == "Tab stops every 8 columns")
    screen.update(.setting(.tabStops(TabStops(at: [4, 12])!)), at: .zero)
    #expect(RuntimeValue.tabStops.state(on: screen) == "Tab stops at columns 4, 12, then every 8")
    #expect(
      RuntimeValue.shift.state(on: screen) == "Esc-( and Esc-) scroll half the screen's width")
    var steps = screen.scrollSteps
    steps.sideways = .fraction(0.25)
    screen.update(.setting(.scrollSteps(steps)), at: .zero)
    #expect(RuntimeValue.shift.state(on: screen) == "Esc-( and Esc-) scroll 25% of the width")
    screen.update(.setting(.searchTarget(.row(-2))), at: .zero)
    #expect(
      RuntimeValue.jumpTarget.state(on: screen) == "Matches and jumps land on row 2 from the bottom"
    )
    steps.window = -4
    screen.update(.setting(.scrollSteps(steps)), at: .zero)
    #expect(RuntimeValue.window.state(on: screen) == "A screenful is the screen less 4 rows")
    #expect(RuntimeValue.cutMark.state(on: screen) == "Lines cut at the right edge end in >")
  }
}
