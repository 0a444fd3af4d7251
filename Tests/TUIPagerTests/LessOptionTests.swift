import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// Every option of less is taken, each as less reads it, and none of TUIPager's takes a name of
/// less's.
@Suite struct LessOptionTests {
  /// less 590's options as its manual lists them (`man less`), and the later ones: short names,
  /// long names, and a value where one is needed.
  static let less590: [[String]] = [
    ["-?"], ["--help"], ["-a"], ["--search-skip-screen"], ["-A"], ["--SEARCH-SKIP-SCREEN"],
    ["-b", "64"], ["--buffers=64"], ["-B"], ["--auto-buffers"], ["-c"], ["--clear-screen"],
    ["-C"], ["--CLEAR-SCREEN"], ["-d"], ["--dumb"], ["-Dd+r"], ["--color=Su"], ["-e"],
    ["--quit-at-eof"], ["-E"], ["--QUIT-AT-EOF"], ["-f"], ["--force"], ["-F"],
    ["--quit-if-one-screen"], ["-g"], ["--hilite-search"], ["-G"], ["--HILITE-SEARCH"],
    ["-h", "10"], ["--max-back-scroll=10"], ["-i"], ["--ignore-case"], ["-I"],
    ["--IGNORE-CASE"], ["-j", "5"], ["--jump-target=.5"], ["-J"], ["--status-column"],
    ["-k", "keys"], ["--lesskey-file=keys"], ["--lesskey-src=keys.src"], ["-K"],
    ["--quit-on-intr"], ["-L"], ["--no-lessopen"], ["-m"], ["--long-prompt"], ["-M"],
    ["--LONG-PROMPT"], ["-n"], ["--line-numbers"], ["-N"], ["--LINE-NUMBERS"], ["-o", "log"],
    ["--log-file=log"], ["-O", "log"], ["--LOG-FILE=log"], ["-p", "pattern"],
    ["--pattern=pattern"], ["-P", "prompt"], ["--prompt=prompt"], ["-q"], ["--quiet"],
    ["--silent"], ["-Q"], ["--QUIET"], ["--SILENT"], ["-r"], ["--raw-control-chars"], ["-R"],
    ["--RAW-CONTROL-CHARS"], ["-s"], ["--squeeze-blank-lines"], ["-S"], ["--chop-long-lines"],
    ["-t", "tag"], ["--tag=tag"], ["-T", "tags"], ["--tag-file=tags"], ["-u"],
    ["--underline-special"], ["-U"], ["--UNDERLINE-SPECIAL"], ["-V"], ["--version"], ["-w"],
    ["--hilite-unread"], ["-W"], ["--HILITE-UNREAD"], ["-x", "4"], ["--tabs=4,8"], ["-X"],
    ["--no-init"], ["-y", "10"], ["--max-forw-scroll=10"], ["-z", "10"], ["--window=-4"],
    ["-20"], ["-\"", "<>"], ["--quotes=<>"], ["-~"], ["--tilde"], ["-#", "8"], ["--shift=.5"],
    ["--file-size"], ["--follow-name"], ["--incsearch"], ["--line-num-width=5"], ["--mouse"],
    ["--MOUSE"], ["--no-keypad"], ["--no-histdups"], ["--rscroll=>"], ["--save-marks"],
    ["--status-col-width=3"], ["--use-backslash"], ["--use-color"], ["--wheel-lines=2"],
    // Named after 590.
    ["--header=3"], ["--redraw-on-quit"], ["--no-vbell"], ["--exit-follow-on-close"],
    ["--search-options=W"], ["--intr=^X"], ["--lesskey-content=#command"], ["--emouse=x"],
    ["--rmouse"], ["--status-line"], ["--no-paste"], ["--form-feed"], ["--past-eof"],
    ["--no-edit-warn"], ["--no-warn-edit"], ["--no-number-headers"], ["--no-search-headers"],
    ["--no-search-header-lines"], ["--no-search-header-columns"], ["--modelines=5"],
    ["--wordwrap"], ["--show-preproc-errors"], ["--proc-backspace"], ["--PROC-BACKSPACE"],
    ["--proc-tab"], ["--PROC-TAB"], ["--proc-return"], ["--PROC-RETURN"], ["--cmd=G"],
    ["--match-shift=.2"], ["--autosave=m"],
    ["--hilite-target"], ["--end-prompt=done"], ["--tty=/dev/tty"], ["--old-bot"],
  ]

  @Test(arguments: less590)
  func everyOptionOfLessIsTaken(_ arguments: [String]) {
    #expect(usageError(arguments + ["notes.txt"]) == nil, "\(arguments)")
  }

  @Test func everyShortLetterOfLessHasARow() {
    let letters = "?aAbBcCdDeEfFgGhiIjJkKLmMnNoOpPqQrRsStTuUVwWxXyz\"~#"
    for letter in letters {
      let option = Option.short(letter)
      #expect(option?.spec.origin == .less, "-\(letter)")
    }
  }

  @Test func tuipagersOwnOptionsTakeNoNameOfLesss() {
    for option in Option.allCases where option.spec.origin == .own {
      #expect(option.spec.short == nil, "\(option.spec.long)")
    }
    for option in Option.allCases {
      #expect((option.ownSpec == nil) != (option.lessSpec == nil), "\(option) in one table")
    }
  }

  @Test func cwAndHAreLesssAgain() throws {
    #expect(Option.short("c") == .clearScreen)
    #expect(Option.short("w") == .hiliteUnread)
    #expect(Option.short("h") == .maxBackScroll)
    // Each changes nothing, and -c is no command any more: "ls" is a file.
    #expect(runOptions(["-c", "ls"])?.sources == [.file(path: "ls")])
    #expect(runOptions(["-w", "ls"])?.sources == [.file(path: "ls")])
    #expect(runOptions(["-h", "5", "ls"])?.sources == [.file(path: "ls")])
    #expect(usageError(["-h"]) == "-h needs a value")
    #expect(try Invocation.parse(["-?"]) == .help)
  }

  @Test func bundlesAsLessTakesThem() {
    let options = runOptions(["-FRSXMK", "x"])
    #expect(options?.quitsIfOneScreen == true && options?.wrapsLines == false)
    #expect(options?.less.prompt == .long && options?.quitsAtOnceOnInterrupt == true)
    let jump = runOptions(["-j5F", "x"])
    #expect(jump?.less.targetLine == .row(5) && jump?.quitsIfOneScreen == true)
    #expect(runOptions(["-x4,8"])?.less.tabStops == TabStops(at: [4, 8]))
    #expect(runOptions(["-Sx4,8N"])?.showsLineNumbers == true)
    #expect(runOptions(["-j-2"])?.less.targetLine == .row(-2))
    #expect(runOptions(["-j.5"])?.less.targetLine == .fraction(0.5))
    #expect(runOptions(["-#.25"])?.less.scrollSteps.sideways == .fraction(0.25))
    #expect(runOptions(["-#0"])?.less.scrollSteps.sideways == nil)
    #expect(runOptions(["-z-4"])?.less.scrollSteps.window == -4)
    #expect(runOptions(["-20"])?.less.scrollSteps.window == 20)
  }

  @Test func valuesAttachedOrApart() {
    for arguments in [["-j5"], ["-j", "5"], ["--jump-target=5"], ["--jump-target", "5"]] {
      #expect(runOptions(arguments)?.less.targetLine == .row(5), "\(arguments)")
    }
    for arguments in [["-pTODO"], ["-p", "TODO"], ["--pattern=TODO"], ["+/TODO"]] {
      #expect(
        runOptions(arguments)?.startCommands.firstFile == [.search("TODO", backward: false)],
        "\(arguments)")
    }
    // A string takes the rest of its word, up to a `$`, as in less; apart, the whole word.
    #expect(runOptions(["-Pshort$S"])?.wrapsLines == false)
    #expect(
      runOptions(["-p", "a$b"])?.startCommands.firstFile == [.search("a$b", backward: false)])
    #expect(runOptions(["--header", "3,2"])?.less.headerColumns == 2)
    #expect(runOptions(["--header=3"])?.headerLines == 3)
  }

  @Test func aPlusTakesAnOptionBack() {
    #expect(runOptions(["-S", "-+S"])?.wrapsLines == true)
    #expect(runOptions(["-SN", "-+SN"])?.showsLineNumbers == false)
    #expect(runOptions(["-I", "-+i"])?.less.searchCase == .sensitive, "less's default")
    #expect(runOptions(["-j5", "-+j"])?.less.targetLine == nil)
    #expect(runOptions(["-S", "--+chop-long-lines"])?.wrapsLines == true)
  }

  @Test func theLastOfTwinsWins() {
    #expect(runOptions(["-i", "-I"])?.less.searchCase == .insensitive)
    #expect(runOptions(["-I", "-i"])?.less.searchCase == .smart)
    #expect(runOptions(["-N", "-n"])?.showsLineNumbers == false)
    #expect(runOptions(["-e", "-E"])?.less.quitAtEnd == .firstTime)
    #expect(runOptions(["-G", "-g"])?.less.searchHighlight == .currentMatch)
    #expect(runOptions(["--no-mouse", "--mouse"])?.capturesMouse == true)
    #expect(runOptions(["--mouse", "--no-mouse"])?.capturesMouse == false)
  }

  @Test func longNamesAsLessLooksThemUp() {
    #expect(LongOptionName.find("--chop") == .found(.chopLongLines))
    #expect(LongOptionName.find("--quit-if") == .found(.quitIfOneScreen))
    #expect(LongOptionName.find("--Line-numbers") == .found(.lineNumbers))
    #expect(LongOptionName.find("--line-NUMBERS") == .found(.noLineNumbers))
    #expect(LongOptionName.find("--Quit-at-eof") == .found(.quitAtFirstEof))
    #expect(LongOptionName.find("--qui") == .ambiguous)
    #expect(LongOptionName.find("--follow") == .found(.follow))
    #expect(LongOptionName.find("--nope") == .unknown)
    #expect(LongOptionName.find("--chöp") == .unknown, "a letter outside ASCII matches none")
    #expect(LongOptionName.find("--") == .unknown)
    // Nothing typed yet offers the names in small letters only, as less's completion does.
    let all = LongOptionName.names(startingWith: "")
    #expect(!all.isEmpty && all.allSatisfy { $0.long.dropFirst(2).first?.isLowercase == true })
  }

  @Test func fieldsOfWhatIsShown() {
    #expect(runOptions(["-s"])?.less.squeezesBlankLines == true)
    #expect(runOptions(["-a"])?.less.searchStart == .afterScreen)
    #expect(runOptions(["-A"])?.less.searchStart == .afterTargetLine)
    #expect(runOptions(["-J"])?.less.showsStatusColumn == true)
    #expect(runOptions(["-L"])?.less.usesLessOpen == false)
    #expect(runOptions(["-u"])?.less.controlCharacters.mode == .sentAsTheyAre)
    #expect(runOptions(["-U"])?.less.controlCharacters.mode == .shownAsControls)
    #expect(runOptions(["-~"])?.less.showsTildesPastEnd == false)
    #expect(runOptions(["-e"])?.less.quitAtEnd == .secondTime)
    #expect(runOptions(["-G"])?.less.searchHighlight == SearchHighlight.none)
    #expect(runOptions(["--wheel-lines", "5"])?.wheelLines == 5)
    #expect(runOptions(["--MOUSE"])?.less.reversesWheel == true)
    #expect(runOptions(["--no-mouse"])?.capturesMouse == false)
    #expect(runOptions(["-K"])?.quitsAtOnceOnInterrupt == true)
    #expect(runOptions(["-Dnever"])?.color == .never)
    #expect(runOptions(["-DNk"])?.color == .auto)
  }

  @Test func helpListsTheOptionsTakenAndIgnoredAsSuch() throws {
    let lines = Usage.help.split(separator: "\n").map(String.init)
    let title = try #require(lines.firstIndex(of: OptionGroup.lessAccepted.title + ":"))
    let group = lines[(title + 1)...].prefix { $0.hasPrefix("  ") }
    let accepted = Option.allCases.filter { $0.spec.support == .acceptedOnly }
    // Fewer as options are built: less 704's accepted ones, implemented one by one.
    #expect(accepted.count > 20)
    for option in accepted {
      #expect(group.contains { $0.hasPrefix("  " + option.spec.synopsis + " ") }, "\(option)")
    }
    let implemented = Option.allCases.filter { $0.spec.support == .implemented }
    for option in implemented {
      #expect(!group.contains { $0.hasPrefix("  " + option.spec.synopsis + " ") }, "\(option)")
    }
  }

  @Test func useBackslashHoldsForTheOptionsAfterIt() {
    #expect(runOptions(["--use-backslash", "-Pa\\$b\\\\c$S"])?.wrapsLines == false)
    var given = GivenArguments()
    _ = try? given.read(["--use-backslash", "-Pa\\qb"])
    #expect(given.values[.prompt] == "aqb")
  }
}
