import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

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
    let options = runOptions([
      "--preset", "titles", "--tab-titles", "One, Two ,Three", "--start", "3",
    ])
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
    let options = runOptions([
      "a.txt", "--command", "ls", "-", "--command", "make test", "--command=git",
    ])
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
    #expect(
      runOptions(["--command", "ls"], standardInputIsTerminal: false)?.sources == [.command("ls")])
    // The demo options ask for the demo, not for the pipe.
    for arguments in [["--preset", "titles"], ["--tab-titles", "A,B"]] {
      let options = runOptions(arguments, standardInputIsTerminal: false)
      #expect(options?.sources == [], "\(arguments)")
    }
  }

  @Test func helpAndVersionAnswerAtOnceWhateverFollows() throws {
    for (arguments, answer) in [
      (["-?"], Invocation.help), (["--help"], .help), (["-V"], .version), (["--version"], .version),
      (["--chop", "--help", "--bogus"], .help), (["--version", "--duration", "x"], .version),
    ] {
      #expect(try Invocation.parse(arguments) == answer, "\(arguments)")
    }
  }

  @Test func theNewerOptionsGivenRightParse() {
    for arguments in [
      ["--color", "never", "--status", "--reduce-motion"],
      ["--color=always", "--no-status", "--preset", "floating"],
      ["--color", "auto", "--command", "echo hi", "--command", "true"],
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
    #expect(
      Self.intervals(["--watch", "2", "--command", "a", "--command", "b"]) == [0: 2000, 1: 2000])
    #expect(
      Self.intervals(["--watch", "2", "--command", "a", "--watch=0.5", "--command", "b"]) == [
        0: 2000, 1: 500,
      ])
    #expect(Self.intervals(["--command", "a", "--watch", "3", "--command", "b"]) == [1: 3000])
  }

  @Test func afterEveryCommandItAppliesToEachWithoutOne() {
    #expect(
      Self.intervals(["--command", "a", "notes.txt", "--command", "b", "--watch", "5"]) == [
        0: 5000, 2: 5000,
      ])
    #expect(
      Self.intervals(["--watch", "1", "--command", "a", "--command", "b", "--watch", "9"]) == [
        0: 1000, 1: 1000,
      ])
    #expect(
      Self.intervals(["--command", "a", "--watch", "1", "--command", "b", "--watch", "9"]) == [
        0: 9000, 1: 1000,
      ])
  }

  @Test func filesAndStandardInputAreNotWatched() {
    #expect(Self.intervals(["notes.txt", "-", "--command", "a", "--watch", "1"]) == [2: 1000])
  }

  @Test(arguments: [
    (
      ["--watch", "1", "notes.txt"],
      "--watch runs commands again, and there is none (give one with --command)"
    ),
    (
      ["--watch", "0", "--command", "a"],
      "--watch: '0' is not a number of seconds from 0.1 to 86400"
    ),
    (
      ["--watch", "2s", "--command", "a"],
      "--watch: '2s' is not a number of seconds from 0.1 to 86400"
    ),
    (
      ["--watch", "nan", "--command", "a"],
      "--watch: 'nan' is not a number of seconds from 0.1 to 86400"
    ),
    (["--command", "a", "--watch"], "--watch needs a value"),
  ])
  func badWatchesAreRefused(_ arguments: [String], _ message: String) {
    #expect(usageError(arguments) == message)
  }

  /// As in less, `--follow-name` says how a file is followed, not that it is.
  @Test func followNameSaysHowNotWhether() {
    let options = runOptions(["--follow-name", "app.log"])
    #expect(options?.follows == false && options?.followsName == true)
    let both = runOptions(["--follow", "--follow-name", "app.log"])
    #expect(both?.follows == true && both?.followsName == true)
    #expect(runOptions(["--follow", "app.log"])?.followsName == false)
  }
}
