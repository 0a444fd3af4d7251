import PagerKit
import Testing

@testable import TUIPager

/// Every option read from the arguments: flags, values, `--name=value`, commands, files, `-`
/// and `--`.
@Suite struct OptionParsingTests {
  @Test func nothingGivenIsTheMenuDemo() {
    #expect(runOptions([]) == Options())
    #expect(Options().preset == .menu && Options().duration == 250 && Options().color == .auto)
  }

  @Test func flags() {
    #expect(runOptions(["--chop"])?.wrapsLines == false)
    #expect(runOptions(["--wrap"])?.preset.cycles == true)
    #expect(runOptions(["--reduce-motion"])?.duration == 0)
    #expect(runOptions(["--duration", "500", "--reduce-motion"])?.duration == 0)
    #expect(runOptions(["--status"])?.preset.showsStatusLine == true)
    #expect(runOptions(["--no-status"])?.preset.showsStatusLine == false)
  }

  @Test func valuesAfterTheNameOrAfterAnEqualsSign() {
    for arguments in [["--duration", "100"], ["--duration=100"]] {
      #expect(runOptions(arguments)?.duration == 100, "\(arguments)")
    }
    #expect(runOptions(["--duration", "60000"])?.duration == 60000)
    #expect(runOptions(["--start", "2"])?.startIndex == 1)
    #expect(runOptions(["--start=4"])?.startIndex == 3)
    #expect(runOptions(["--title", "Hello"])?.preset.title == "Hello")
    #expect(runOptions(["--title="])?.preset.title == nil)
    // A value may look like an option.
    #expect(runOptions(["--title", "-x"])?.preset.title == "-x")
  }

  @Test func spoolLimitTakesBytesOrAUnit() {
    #expect(Options().spoolLimit == 1 << 30)
    #expect(runOptions(["--spool-limit", "512M"])?.spoolLimit == 512 << 20)
    #expect(runOptions(["--spool-limit=1G"])?.spoolLimit == 1 << 30)
    #expect(runOptions(["--spool-limit", "2GiB"])?.spoolLimit == 2 << 30)
    #expect(runOptions(["--spool-limit", "4096k"])?.spoolLimit == 4 << 20)
    #expect(runOptions(["--spool-limit", "1048576"])?.spoolLimit == 1 << 20)
  }

  @Test func choices() {
    #expect(runOptions(["--color", "never"])?.color == .never)
    #expect(runOptions(["--color=always"])?.color == .always)
    #expect(runOptions(["--color", "auto"])?.color == .auto)
    #expect(runOptions(["--bar", "bottom"])?.preset.barPlacement == .bottom)
    #expect(runOptions(["--bar", "floating"])?.preset.barPlacement == .floating)
    #expect(runOptions(["--indicator", "dot"])?.preset.indicator == .dot)
    #expect(runOptions(["--indicator=block"])?.preset.indicator == .block)
    #expect(runOptions(["--jump", "direct"])?.preset.jumpStyle == .direct)
    for preset in Preset.all {
      #expect(runOptions(["--preset", preset.name])?.preset == preset)
    }
  }

  @Test func tabsAreCommaSeparatedTitlesWithoutTheirSpaces() {
    let options = runOptions(["--preset", "titles", "--tabs", "One, Two ,Three", "--start", "3"])
    #expect(options?.preset == Preset.titles.withTabs(titled: ["One", "Two", "Three"]))
    #expect(options?.startIndex == 2)
  }

  @Test func overridesApplyToThePreset() {
    let options = runOptions([
      "--preset", "tabbar", "--bar", "top", "--indicator", "line", "--jump", "slide", "--wrap",
      "--title", "T", "--status",
    ])
    var expected = Preset.tabbar
    expected.barPlacement = .top
    expected.indicator = .line
    expected.jumpStyle = .slide
    expected.cycles = true
    expected.title = "T"
    expected.showsStatusLine = true
    #expect(options?.preset == expected)
  }

  @Test func filesStandardInputAndCommandsInTheOrderGiven() {
    let options = runOptions(["a.txt", "-c", "ls", "-", "--command", "make test", "--command=git"])
    let sources: [DocumentSource] = [
      .file(path: "a.txt"), .command("ls"), .standardInput, .command("make test"),
      .command("git"),
    ]
    #expect(options?.sources == sources)
    #expect(options?.preset == .documents(titled: TabTitles.titles(for: sources)))
  }

  @Test func afterTwoDashesEverythingIsAFile() {
    #expect(
      runOptions(["--", "-c", "-", "--chop"])?.sources == [
        .file(path: "-c"), .file(path: "-"), .file(path: "--chop"),
      ])
    #expect(runOptions(["--chop", "--", "x"])?.wrapsLines == false)
  }

  @Test func standardInputIsReadByItselfOnlyWhenNothingElseIsAsked() {
    #expect(runOptions([], standardInputIsTerminal: false)?.sources == [.standardInput])
    #expect(runOptions(["--chop"], standardInputIsTerminal: false)?.sources == [.standardInput])
    #expect(runOptions(["f"], standardInputIsTerminal: false)?.sources == [.file(path: "f")])
    #expect(runOptions(["-c", "ls"], standardInputIsTerminal: false)?.sources == [.command("ls")])
    // The demo options ask for the demo, not for the pipe.
    for arguments in [["--preset", "titles"], ["--tabs", "A,B"]] {
      let options = runOptions(arguments, standardInputIsTerminal: false)
      #expect(options?.sources == [], "\(arguments)")
    }
  }

  @Test func helpAndVersionAnswerAtOnceWhateverFollows() throws {
    for (arguments, answer) in [
      (["-h"], Invocation.help), (["--help"], .help), (["-V"], .version), (["--version"], .version),
      (["--chop", "--help", "--bogus"], .help), (["--version", "--duration", "x"], .version),
    ] {
      #expect(try Invocation.parse(arguments) == answer, "\(arguments)")
    }
  }

  @Test func theNewerOptionsGivenRightParse() {
    for arguments in [
      ["--color", "never", "--status", "--reduce-motion"],
      ["--color=always", "--no-status", "--preset", "floating"],
      ["--color", "auto", "-c", "echo hi", "--command", "true"],
      ["--preset", "titles", "--duration", "100", "--start", "2"],
    ] {
      #expect(usageError(arguments) == nil, "\(arguments)")
    }
  }
}

/// `--watch` is given per command: it applies to the commands after it, up to the next one; given
/// after every command, to each command without one.
@Suite struct WatchOptionTests {
  static func intervals(_ arguments: [String]) -> [Int: Double]? {
    runOptions(arguments)?.watchIntervals
  }

  @Test func itAppliesToTheCommandsAfterItUpToTheNext() {
    #expect(Self.intervals(["-w", "2", "-c", "a", "-c", "b"]) == [0: 2000, 1: 2000])
    #expect(
      Self.intervals(["--watch", "2", "-c", "a", "--watch=0.5", "-c", "b"]) == [0: 2000, 1: 500])
    #expect(Self.intervals(["-c", "a", "-w", "3", "-c", "b"]) == [1: 3000])
  }

  @Test func afterEveryCommandItAppliesToEachWithoutOne() {
    #expect(Self.intervals(["-c", "a", "notes.txt", "-c", "b", "-w", "5"]) == [0: 5000, 2: 5000])
    #expect(Self.intervals(["-w", "1", "-c", "a", "-c", "b", "-w", "9"]) == [0: 1000, 1: 1000])
    #expect(Self.intervals(["-c", "a", "-w", "1", "-c", "b", "-w", "9"]) == [0: 9000, 1: 1000])
  }

  @Test func filesAndStandardInputAreNotWatched() {
    #expect(Self.intervals(["notes.txt", "-", "-c", "a", "-w", "1"]) == [2: 1000])
  }

  @Test(arguments: [
    (
      ["-w", "1", "notes.txt"], "--watch runs commands again, and there is none (give one with -c)"
    ),
    (["-w", "0", "-c", "a"], "--watch: '0' is not a number of seconds from 0.1 to 86400"),
    (["-w", "2s", "-c", "a"], "--watch: '2s' is not a number of seconds from 0.1 to 86400"),
    (["-w", "nan", "-c", "a"], "--watch: 'nan' is not a number of seconds from 0.1 to 86400"),
    (["-c", "a", "-w"], "-w needs a value"),
  ])
  func badWatchesAreRefused(_ arguments: [String], _ message: String) {
    #expect(usageError(arguments) == message)
  }

  @Test func followNameImpliesFollow() {
    let options = runOptions(["--follow-name", "app.log"])
    #expect(options?.follows == true && options?.followsName == true)
    #expect(runOptions(["--follow", "app.log"])?.followsName == false)
  }
}
