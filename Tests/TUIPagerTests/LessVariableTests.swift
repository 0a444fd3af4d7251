import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// `LESS`, as programs set it for their pager, read as less reads it: every option counts, a
/// string ends at a `$`, and what cannot be taken is passed over.
@Suite struct LessVariableTests {
  /// The options `LESS=value` runs with.
  static func options(_ value: String?, secure: String? = nil) throws -> Options {
    let preferences = try Preferences.load(
      commandLine: GivenArguments(), variables: [:], lessVariable: value,
      secureMode: SecureMode(secure: secure, allow: nil, disallow: nil))
    return try preferences.options(under: GivenArguments())
  }

  @Test func systemdsFlags() throws {
    let options = try Self.options("FRSXMK")
    #expect(options.quitsIfOneScreen && !options.wrapsLines && options.quitsAtOnceOnInterrupt)
    #expect(options.less.prompt == .long)
  }

  @Test func dpkgsFlagsWithTheirDash() throws {
    let options = try Self.options("-FRSXMQ")
    #expect(options.quitsIfOneScreen && !options.wrapsLines && options.less.prompt == .long)
    #expect(!options.quitsAtOnceOnInterrupt)
  }

  @Test func gitsFlags() throws {
    let options = try Self.options("FRX")
    #expect(options.quitsIfOneScreen && options.wrapsLines)
    #expect(try Self.options(nil) == Options())
  }

  /// man-db's LESS: `-i`, `-x8`, `-R`, `-m`, then two prompts, each ended by a `$`; their words
  /// (with an `F`, an `S` and an `N` in them) are not options.
  @Test func manDbsPromptsArePassedOver() throws {
    let prompt = "Manual page ls(1) ?ltline %lt?L/%L.:byte %bB?s/%s..?e (END):?pB %pB\\%.."
    let value = "-ix8RmPm \(prompt)$PM \(prompt)$"
    let options = try Self.options(value)
    #expect(options.less.searchCase == .smart)
    #expect(options.less.tabStops == TabStops(every: 8))
    #expect(options.less.prompt == .medium)
    #expect(!options.quitsIfOneScreen && options.wrapsLines && !options.showsLineNumbers)
    // What follows the last `$` is options again.
    #expect(try Self.options(value + "S").wrapsLines == false)
  }

  @Test func aDollarEndsAStringAndABackslashKeepsOne() throws {
    let given = LessVariable.options("-Pa\\$b$S")
    #expect(given.values[.prompt] == "a$b")
    #expect(given.values[.chopLongLines] == "")
    #expect(LessVariable.options("Dn9.1$Ds4.1").values[.color] == "s4.1")
  }

  @Test func numbersEndWhereTheirDigitsDo() throws {
    let options = try Self.options("-j5F -x4,8 -z-4 -#.5")
    #expect(options.less.targetLine == .row(5) && options.quitsIfOneScreen)
    #expect(options.less.tabStops == TabStops(at: [4, 8]))
    #expect(options.less.scrollSteps == ScrollSteps(window: -4, sideways: .fraction(0.5)))
    // A value may follow after a blank in LESS.
    #expect(try Self.options("-j 3").less.targetLine == .row(3))
  }

  @Test func unknownLettersAndBadValuesArePassedOver() throws {
    #expect(try Self.options("-FHY") == Self.options("F"))
    #expect(try Self.options("-jx -S").wrapsLines == false)
    #expect(try Self.options("-jx").less.targetLine == nil)
    #expect(try Self.options("--bogus --mouse -S").wrapsLines == false)
    #expect(try Self.options("--wheel-lines=0").wheelLines == 3)
    // TUIPager's own options are not less's: LESS cannot hold them.
    #expect(try Self.options("--duration=5 --reduce-motion").duration == Options().duration)
  }

  @Test func longOptionsWithValues() throws {
    let options = try Self.options("--header=2,1 --wheel-lines 7 --use-color --incs")
    #expect(options.headerLines == 2 && options.less.headerColumns == 1)
    #expect(options.wheelLines == 7)
  }

  @Test func aPlusTakesBackAndTheLastSaysWins() throws {
    #expect(try Self.options("-F -+F").quitsIfOneScreen == false)
    #expect(try Self.options("-+F -F").quitsIfOneScreen == true)
    #expect(try Self.options("-iI").less.searchCase == .insensitive)
    #expect(try Self.options("-Ii").less.searchCase == .smart)
    // In LESS, less takes -r as -R.
    #expect(LessVariable.options("r").values[.rawColors] == "")
  }

  @Test func startCommandsInLess() throws {
    let options = try Self.options("-R +G")
    #expect(options.startCommands.firstFile == [.lastLine])
    #expect(
      try Self.options("++/TODO$").startCommands.everyFile == .search("TODO", backward: false))
  }

  @Test func theCommandLineWinsOverLess() throws {
    var commandLine = GivenArguments()
    _ = try commandLine.read(["-+S", "-j3"])
    let preferences = try Preferences.load(
      commandLine: commandLine, variables: [:], lessVariable: "-Sj9N")
    let options = try preferences.options(under: commandLine)
    #expect(options.wrapsLines && options.less.targetLine == .row(3) && options.showsLineNumbers)
  }

  @Test func lessSecureIsSetAndNotEmpty() throws {
    #expect(try Self.options(nil, secure: "1").secureMode == .strict)
    #expect(try Self.options(nil, secure: "yes").secureMode == .strict)
    #expect(try Self.options(nil, secure: "").secureMode == .open)
    #expect(try Self.options(nil).secureMode == .open)
  }
}
