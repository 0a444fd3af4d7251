import Glibc
import PagerKit
import PagerReader
import TestSupport
import Testing

@testable import PagerProgram

/// Drives ``App`` in-process as Textual's `Pilot` drives an app: input goes in, time moves only
/// when the test says, and every call returns once the program waits again, its frame drawn.
final class Pilot {
  let terminal: FakeTerminal
  let clock = FakeClock()
  /// The exit status, once the program has ended.
  private(set) var status: Int32?
  private var app: App
  private let feeds: [DocumentFeed]
  /// What looks through the files in the background: inline unless a test says otherwise, so
  /// each result is in by the tick that asked for it; none, and every look is the loop's.
  let workers: MatchWorkers?
  /// Loop turns one call may take before the program counts as stuck.
  private static let turnLimit = 10_000

  /// Starts the program with `arguments` (as on the command line) on a fake terminal, and lets it
  /// draw its first frame. `variables` are the environment the preferences come from
  /// (`TUIPAGER`, `XDG_CONFIG_HOME`, `HOME`); none by default. `adjust` changes the options
  /// parsed before the program starts.
  init(
    _ arguments: [String] = [], size: Size = Size(columns: 100, rows: 30),
    colorDepth: ColorDepth = .palette256, usesInotify: Bool = true,
    indexAheadBudget: Int = PagerScreen.defaultIndexAheadBudget,
    variables: [String: String] = [:], editor: String = "vi",
    workers: MatchWorkers? = MatchWorkers(mode: .inline),
    adjusting adjust: (inout Options) -> Void = { _ in }
  ) throws {
    let invocation = try Invocation.parse(
      arguments,
      preferences: { commandLine throws(UsageError) in
        try Preferences.load(commandLine: commandLine, variables: variables)
      })
    guard case .run(var options) = invocation else {
      throw UsageError(message: "\(arguments) does not run the pager")
    }
    options.editor = editor
    // What no option sets yet (or a test sets more simply than its option).
    adjust(&options)
    // `-t`, as the program finds its tag before the terminal.
    try options.goToTag()
    terminal = FakeTerminal(size: size, colorDepth: colorDepth)
    self.workers = workers
    feeds = DocumentFeed.feeds(for: options, at: clock.now(), workers: workers)
    app = try App(
      options: options, terminal: terminal, clock: clock, feeds: feeds, workers: workers,
      usesInotify: usesInotify, indexAheadBudget: indexAheadBudget)
    runUntilWaiting()
  }

  deinit {
    for feed in feeds { feed.close() }
  }

  /// The feed of tab `tab`, as the program opened it.
  func feed(_ tab: Int) -> DocumentFeed { feeds[tab] }
  /// The tabs' feeds as the program has them now (a section's tab's made when asked for).
  var tabFeeds: TabFeeds { app.feeds }

  /// The last frame drawn.
  var frame: Frame { terminal.frames[terminal.frames.count - 1] }
  /// The last frame's text, a string a row.
  var lines: [String] { frame.lines }
  /// The row a document page starts on: under the bar for one tab, under the indicator for more.
  var firstTextRow: Int { app.screen.layout.pageRows.lowerBound }
  /// The program's screen state, as it is now.
  var screen: PagerScreen { app.screen }
  /// Whether the program last waited for the next frame (something moves): no longer than a
  /// frame's interval.
  var waitsForAFrame: Bool {
    guard let wait = clock.waits.last else { return false }
    return wait > 0 && wait <= FramePacer.interval + FramePacer.tolerance
  }

  func send(_ inputs: Input...) {
    terminal.send(inputs)
    runUntilWaiting()
  }

  /// Sends `inputs` at once, as a burst the terminal has whole.
  func send(_ inputs: [Input]) {
    terminal.send(inputs)
    runUntilWaiting()
  }

  func press(_ keys: Key...) {
    terminal.send(keys.map(Input.key))
    runUntilWaiting()
  }

  /// A press and a release of the left button at a 0-based cell.
  func click(column: Int, row: Int) {
    send(
      .mouse(MouseEvent(column: column, row: row, action: .press(.left))),
      .mouse(MouseEvent(column: column, row: row, action: .release(.left))))
  }

  func resize(to size: Size) {
    terminal.resize(to: size)
    runUntilWaiting()
  }

  /// Lets `milliseconds` pass: the program wakes when its waits end, as it would, and the clock
  /// stops exactly there.
  func pause(_ milliseconds: Double) {
    let end = clock.now().advanced(by: milliseconds)
    while status == nil, clock.now() < end {
      let left = end.milliseconds - clock.now().milliseconds
      let timeout = clock.waits.last ?? -1
      clock.advance(by: timeout < 0 ? left : min(Double(timeout), left))
      // Asleep until input: nothing draws while time passes.
      if timeout < 0 { return }
      runUntilWaiting()
    }
  }

  /// Lets time pass until nothing moves and the program waits for input alone.
  func settle() {
    for _ in 0..<Self.turnLimit {
      guard status == nil, let timeout = clock.waits.last, timeout >= 0 else { return }
      // A wait of nothing goes on at once (lines still to cut into sections), with no time
      // passing.
      if timeout == 0 { runUntilWaiting() } else { pause(Double(timeout)) }
    }
    Issue.record("the program never came to rest")
  }

  /// Turns the loop until `condition` holds for the last frame's lines, for what comes from
  /// outside in real time (a command's output, a file written): between turns it waits a moment
  /// for real, and moves the clock as much. Records an issue and returns false when that
  /// takes over `seconds`.
  @discardableResult
  func waitUntil(
    seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) -> Bool {
    let deadline = MonotonicClock().now().advanced(by: seconds * 1000)
    while status == nil {
      if condition(lines) { return true }
      guard MonotonicClock().now() < deadline else { break }
      var nothing = pollfd()
      _ = poll(&nothing, 0, 5)
      // The program's clock moves as the real one did.
      clock.advance(by: 5)
      status = app.step()
    }
    Issue.record(
      "waited \(seconds) s for the screen, which shows:\n\(lines.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
    return false
  }

  /// Runs the jobs held workers (``MatchWorkers/Mode/held``) have, and turns the loop as their
  /// reports come, until no job is left and the program waits again.
  func letWorkersFinish() {
    for _ in 0..<Self.turnLimit {
      let ran = workers?.runHeld() ?? 0
      // One turn takes the report, the next what it says.
      status = app.step()
      guard status == nil else { return }
      status = app.step()
      if ran == 0, workers?.waitingJobs ?? 0 == 0 { return }
    }
    Issue.record("the workers never finished")
  }

  /// Turns the loop until the program waits (having drawn) or ends.
  private func runUntilWaiting() {
    let waits = clock.waits.count
    for _ in 0..<Self.turnLimit {
      guard status == nil, clock.waits.count == waits else { return }
      status = app.step()
    }
    Issue.record("the program never waited")
  }
}

/// Rows as the program draws them, to compare frames exactly.
enum Row {
  static func blank(_ width: Int) -> String {
    String(repeating: " ", count: width)
  }

  /// `text` in the middle of a row `width` wide (the odd column to the right).
  static func centred(_ text: String, width: Int) -> String {
    let left = (width - text.count) / 2
    return blank(left) + text + blank(width - left - text.count)
  }

  /// A whole-cell underline (`━`) over `columns` of a row `width` wide.
  static func underline(_ columns: Range<Int>, width: Int) -> String {
    blank(columns.lowerBound) + String(repeating: "━", count: columns.count)
      + blank(width - columns.upperBound)
  }
}

/// Text the program writes, kept for a test to read.
final class CapturedStream: MessageStream {
  private(set) var text = ""

  func write(_ text: String) {
    self.text += text
  }

  /// The text, a string a line (without the line ends).
  var lines: [String] { text.split(separator: "\n").map(String.init) }
}
