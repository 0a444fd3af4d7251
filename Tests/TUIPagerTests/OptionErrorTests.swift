import Testing

@testable import PagerProgram

/// Every usage error, word for word: the program prints it in one line and exits 2.
@Suite struct OptionErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.map { $0.isEmpty ? "''" : $0 }.joined(separator: " ") }

    init(_ arguments: [String], _ message: String) {
      self.arguments = arguments
      self.message = message
    }
  }

  static let duration = "is not a whole number of milliseconds from 0 to 60000"
  static let spoolLimit = "is not a size of at least 1M (such as 512M, 1G or 1048576)"
  static let color = "is not one of auto, always, never (nor a colour of less's -D)"
  static let targetLine = "is not a screen row (1 the top, -1 the bottom, .5 the middle)"
  static let tabStops = "is not tab stops (N, or N,M,… each past the one before, at most 32 apart)"
  static let header =
    "is not a number of lines from 0 to 1000 (and of columns, after a comma)"

  /// Names, and the values they need or refuse.
  static let names = [
    Case(["--bogus"], "unknown option '--bogus'"),
    Case(["--x"], "unknown option '--x'"),
    Case(["--duration", "0", "--bogus"], "unknown option '--bogus'"),
    Case(["-H"], "unknown option '-H'"),
    Case(["-FH"], "unknown option '-H'"),
    Case(["-+H"], "unknown option '-H'"),
    Case(["--qui"], "'--qui' is ambiguous: more than one option starts so"),
    Case(["-x"], "-x needs a value"),
    Case(["-p"], "-p needs a value"),
    Case(["--jump-target"], "--jump-target needs a value"),
    Case(["--no-init=1"], "--no-init takes no value"),
    Case(["--chop=yes"], "--chop takes no value"),
    Case(["--wrap=1"], "--wrap takes no value"),
    Case(["--status=yes"], "--status takes no value"),
    Case(["--reduce-motion=yes"], "--reduce-motion takes no value"),
    Case(["--start"], "--start needs a value"),
    Case(["--duration"], "--duration needs a value"),
    Case(["--color"], "--color needs a value"),
    Case(["--command"], "--command needs a command"),
    Case(["--duration", "0", "--command"], "--command needs a command"),
    Case(["--command", ""], "--command: the command is empty"),
    Case(["--command=  "], "--command: the command is empty"),
  ]

  /// Values out of range or not among the choices.
  static let values = [
    Case(["--duration", "5s"], "--duration: '5s' \(duration)"),
    Case(["--duration", "abc"], "--duration: 'abc' \(duration)"),
    Case(["--duration", "-5"], "--duration: '-5' \(duration)"),
    Case(["--duration=60001"], "--duration: '60001' \(duration)"),
    Case(["--start", "0"], "--start: '0' is not a tab number (1 is the first tab)"),
    Case(["--start", "two"], "--start: 'two' is not a tab number (1 is the first tab)"),
    Case(["--start", "9"], "--start: there is no tab 9; there are 4 tabs"),
    Case(["--start", "4", "--tab-titles", "A,B"], "--start: there is no tab 4; there are 2 tabs"),
    Case(["--color", "x"], "--color: 'x' \(color)"),
    Case(["--color", "sometimes"], "--color: 'sometimes' \(color)"),
    Case(["--color=sometimes"], "--color: 'sometimes' \(color)"),
    Case(["-j", "x"], "--jump-target: 'x' \(targetLine)"),
    Case(["-j0"], "--jump-target: '0' \(targetLine)"),
    Case(["-jF"], "--jump-target: '' \(targetLine)"),
    Case(["-x", "8,4"], "--tabs: '8,4' \(tabStops)"),
    Case(["-x0"], "--tabs: '0' \(tabStops)"),
    Case(["--header", "2,x"], "--header: '2,x' \(header)"),
    Case(["--header=1,2,3"], "--header: '1,2,3' \(header)"),
    Case(["--wheel-lines", "0"], "--wheel-lines: '0' is not a number of lines from 1 to 100"),
    Case(["-#", "-3"], "--shift: '-3' is not a number of columns (0 half the screen, or .5)"),
    Case(["-z", "many"], "--window: 'many' is not a number of rows (-4: the screen less 4)"),
    Case(["-b", "lots"], "--buffers: 'lots' is not a number"),
    Case(["--bar", "sideways"], "--bar: 'sideways' is not one of top, bottom, floating"),
    Case(["--indicator", "zigzag"], "--indicator: 'zigzag' is not one of line, block, dot"),
    Case(["--indicator", "none"], "--indicator: 'none' is not one of line, block, dot"),
    Case(["--jump", "teleport"], "--jump: 'teleport' is not one of slide, direct"),
    Case(["--preset", "nope"], "--preset: no preset 'nope' (menu, titles, tabbar, floating)"),
    Case(["--tab-titles", ""], "--tab-titles: '' has an empty title (titles are comma-separated)"),
    Case(
      ["--tab-titles", "A,,B"],
      "--tab-titles: 'A,,B' has an empty title (titles are comma-separated)"),
    Case(["--spool-limit", "lots"], "--spool-limit: 'lots' \(spoolLimit)"),
    Case(["--spool-limit", "12Q"], "--spool-limit: '12Q' \(spoolLimit)"),
    Case(["--spool-limit", "-1G"], "--spool-limit: '-1G' \(spoolLimit)"),
    Case(["--spool-limit", "100K"], "--spool-limit: '100K' \(spoolLimit)"),
    Case(["--spool-limit=99999999999T"], "--spool-limit: '99999999999T' \(spoolLimit)"),
  ]

  /// Options given twice, contradicting each other, or for the demo with files.
  static let combinations = [
    Case(["--title", "a", "--title", "b"], "--title is given twice"),
    Case(["--duration", "1", "--duration=2"], "--duration is given twice"),
    Case(["--bar", "top", "--bar", "bottom"], "--bar is given twice"),
    Case(["--status", "--no-status"], "--status and --no-status contradict each other"),
    Case(["--merge", "--split", "diff", "a.log"], "--split and --merge contradict each other"),
    Case(
      ["--merge", "--watch", "2", "--command", "date", "a.log"],
      "--merge and --watch contradict each other"),
    Case(["--no-status", "--status"], "--status and --no-status contradict each other"),
    Case(
      ["--preset", "menu", "notes.txt"],
      "--preset is for the demo; it cannot be used with files or commands"),
    Case(
      ["--command", "ls", "--tab-titles", "A"],
      "--tab-titles is for the demo; it cannot be used with files or commands"),
    Case(["-", "-"], "standard input ('-') can be read only once"),
  ]

  @Test(arguments: names + values + combinations)
  func message(_ bad: Case) {
    #expect(usageError(bad.arguments) == bad.message)
  }

  @Test func aDemoOptionWithAPipeIsTheDemo() {
    #expect(usageError(["--preset", "titles"], standardInputIsTerminal: false) == nil)
  }
}
