import PagerKit
import PagerReader
import Testing

@testable import PagerProgram

/// The config file's lines: options in the command line's words, `bind` lines, comments, and a
/// message naming the file and the line for each kind of mistake.
@Suite struct ConfigFileTests {
  static func read(_ text: String) throws(UsageError) -> ConfigFile {
    try ConfigFile(text: text, path: "/home/u/.config/tuipager/config")
  }

  /// The message of the error `text` makes, or nil when it reads.
  static func error(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func optionsInTheWordsOfTheCommandLine() throws {
    let file = try Self.read(
      """
      # my preferences

      duration = 150
        color=never
      chop = true
      wrap = false
      title = "Two words"
      spool-limit = 512M
      """)
    let options = try Options(file.given)
    #expect(options.duration == 150)
    #expect(options.color == .never)
    #expect(!options.wrapsLines)
    #expect(!options.preset.cycles, "false leaves a flag unset")
    #expect(options.preset.title == "Two words")
    #expect(options.spoolLimit == 512 << 20)
    #expect(
      file.lines == [
        .duration: 3, .color: 4, .chopLongLines: 5, .wrap: 6, .title: 7, .spoolLimit: 8,
      ])
  }

  @Test func everyOptionThatTakesAValueOrIsAFlagCanBeSet() throws {
    for option in Option.allCases {
      let spec = option.spec
      let name = String(spec.long.dropFirst(2))
      switch spec.kind {
      case .flag where option != .noConfig:
        #expect(try Self.read("\(name) = true").given.values[option] == "")
      case .value where option != .config, .repeated:
        let value = OptionTableTests.given(option).last ?? ""
        #expect(try Self.read("\(name) = \(value)").given.values[option] == value, "\(name)")
      default:
        #expect(
          Self.error("\(name) = x")
            == "/home/u/.config/tuipager/config:1: \(name) cannot be set in a config file")
      }
    }
  }

  @Test func bindLinesNameAKeyAndACommand() throws {
    let file = try Self.read(
      """
      bind x next-tab
      bind Space quit
      bind pgdn   help
      bind F5 reload
      """)
    #expect(
      file.bindings.map(\.key) == [.character("x"), .character(" "), .pageDown, .function(5)])
    #expect(file.bindings.map(\.command) == [.screen(.pager(.next)), .quit, .showHelp, .reload])
  }

  @Test(arguments: [
    ("speed = 3", "3: unknown option 'speed'"),
    ("--duration = 3", "3: unknown option '--duration'"),
    (
      "duration = fast",
      "3: --duration: 'fast' is not a whole number of milliseconds from 0 to 60000"
    ),
    (
      "color = blue",
      "3: --color: 'blue' is not one of auto, always, never (nor a colour of less's -D)"
    ),
    ("chop = yes", "3: chop: 'yes' is not true or false"),
    ("duration 100", "3: 'duration 100' is not 'NAME = VALUE' or 'bind KEY COMMAND'"),
    ("bind x", "3: 'bind x' is not 'bind KEY COMMAND'"),
    ("bind Hyper quit", "3: unknown key 'Hyper' (a character, or a name such as Space)"),
    ("bind 5 quit", "3: 1 … 9 jump to their tabs and cannot be rebound"),
    ("help = true", "3: help cannot be set in a config file"),
    ("command = ls", "3: command cannot be set in a config file"),
    ("config = /etc/x", "3: config cannot be set in a config file"),
    ("duration = 1\nduration = 2", "4: duration is given twice"),
    ("status = true\nno-status = true", "4: --status and --no-status contradict each other"),
  ])
  func aWrongLineIsNamedByFileAndLine(line: String, message: String) {
    #expect(
      Self.error("# comment\n\n\(line)") == "/home/u/.config/tuipager/config:\(message)")
  }

  /// Issue 29, case 17: a 10 MB value took 6 s to read and came back whole in the message.
  @Test(arguments: ["duration = ", "chop = ", "bind ", "", "start = ", "wheel-lines = "])
  func aHugeValueIsReadAtOnceAndEchoedInPart(start: String) throws {
    let huge = String(repeating: "1", count: 10_000_000)
    // Before: 6 s in a release build, split and trimmed in time that grew with its square.
    let message = try #require(Self.error(start + huge))
    #expect(message.count < 200, "\(message.prefix(300))")
    #expect(message.contains(String(repeating: "1", count: 30)) && message.contains("…"))
  }

  @Test func anUnknownCommandListsTheKnownOnes() throws {
    let message = try #require(Self.error("bind x fly"))
    #expect(message.hasPrefix("/home/u/.config/tuipager/config:1: unknown command 'fly' ("))
    for name in KeyMap.commands.keys { #expect(message.contains(name), "\(name)") }
  }

  @Test func theDefaultPlaceFollowsXDG() {
    #expect(
      ConfigFile.defaultPath(variables: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/u"])
        == "/x/conf/tuipager/config")
    // A relative XDG_CONFIG_HOME is ignored, as the XDG spec says.
    #expect(
      ConfigFile.defaultPath(variables: ["XDG_CONFIG_HOME": "conf", "HOME": "/home/u"])
        == "/home/u/.config/tuipager/config")
    #expect(ConfigFile.defaultPath(variables: [:]) == nil)
  }
}

/// The config file speaks less's options too, by their long names.
@Suite struct ConfigFileLessTests {
  static func options(_ text: String, less: String? = nil) throws -> Options {
    let home = try ConfigHome(text)
    let preferences = try Preferences.load(
      commandLine: GivenArguments(), variables: home.variables, lessVariable: less)
    return try preferences.options(under: GivenArguments())
  }

  @Test func namesAreLookedUpAsLongOptions() throws {
    let options = try Self.options("LINE-NUMBERS = true\njump-target = 4\nchop = true\n")
    #expect(options.showsLineNumbers && options.less.targetLine == .row(4) && !options.wrapsLines)
    #expect(try Self.options("line-numbers = true\n").showsLineNumbers == false)
  }

  @Test func mouseFalseLeavesTheMouseAlone() throws {
    #expect(try Self.options("mouse = false\n").capturesMouse == false)
    #expect(try Self.options("no-mouse = true\n").capturesMouse == false)
    #expect(try Self.options("mouse = true\n").capturesMouse == true)
    let file = try ConfigFileTests.read("mouse = false")
    #expect(file.lines == [.noMouse: 1])
  }

  @Test func colourLinesAddUpAsLessDashDDoesAndTheCommandLineAddsMore() throws {
    let options = try Self.options("color = SkG\ncolor = J4.1\n", less: "-D1-u")
    var looks = SearchLooks()
    looks.match = LessColor(foreground: .indexed(0), background: .indexed(10))
    looks.current = LessColor(foreground: .indexed(4), background: .indexed(1))
    looks.subpatterns[0] = LessColor(attributes: .underline)
    #expect(options.less.searchLooks == looks)
    #expect(
      ConfigFileTests.error("color = Sq")?.hasSuffix(
        "config:1: --color: 'Sq' is not one of auto, always, never (nor a colour of less's -D)")
        == true)
  }

  @Test func falseTakesBackWhatLessAsks() throws {
    #expect(try Self.options("", less: "FRSXMK").wrapsLines == false)
    #expect(try Self.options("chop-long-lines = false\n", less: "FRSXMK").wrapsLines == true)
    // A short name is no name of the file's.
    #expect(
      ConfigFileTests.error("S = true") == "/home/u/.config/tuipager/config:1: unknown option 'S'")
  }
}
