import Glibc
import PagerKit

/// The interactive program: waits for keys, mouse, resizes, signals and arriving text, feeds
/// the screen state, draws frames. The only place with a run loop.
///
/// The terminal and the clock come from outside: the program passes ``Terminal`` and
/// ``MonotonicClock``, tests a fake terminal and a clock they move themselves.
struct App {
  private var screen: PagerScreen
  private let terminal: any TerminalDevice
  private let clock: any RunLoopClock
  private let feeds: [DocumentFeed]
  private let view: PagerView
  private let keys: KeyMap

  /// The frame interval while something moves (about 60 frames a second).
  static let frameInterval: Int32 = 16
  /// How soon to look again for a command that has closed its output but not yet exited.
  static let exitCheckInterval: Int32 = 50
  /// Lines one notch of the mouse wheel scrolls.
  static let wheelLines = 3

  init(
    options: Options, terminal: any TerminalDevice, clock: any RunLoopClock,
    feeds: [DocumentFeed]
  ) throws(PagerError) {
    self.terminal = terminal
    self.clock = clock
    self.feeds = feeds
    keys = options.keys
    view = PagerView(theme: Theme(preset: options.preset, depth: terminal.colorDepth))
    screen = try PagerScreen(
      preset: options.preset, size: terminal.size,
      animationDuration: options.duration, startIndex: options.startIndex,
      barSlideDuration: options.duration == 0 ? 0 : PagerScreen.defaultBarSlideDuration,
      documents: feeds.map(\.document), wrapsLines: options.wrapsLines)
    for tab in feeds.indices { screen.update(.status(tab: tab, feeds[tab].status), at: .zero) }
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  mutating func run() -> Int32 {
    while true {
      if let status = step() { return status }
    }
  }

  /// One turn of the loop: draws the frame for now, waits for input (or the next frame while
  /// something moves) and takes it; returns an exit status when the program ends.
  mutating func step() -> Int32? {
    let now = clock.now()
    screen.update(.tick, at: now)
    terminal.draw(view.render(screen, at: now))
    // Drawing may have read a document to its end: say so at once, not at the next key.
    if updateStatuses(at: now) { return nil }
    let input = terminal.nextInput(
      timeoutMilliseconds: timeout(at: now), alsoWaitingOn: feeds.compactMap(\.pollDescriptor),
      clock: clock)
    pumpFeeds()
    guard let input else { return nil }
    if let status = handle(input) { return status }
    // Keys that queued up while drawing are all taken before the next frame: a burst ends
    // where its last key says, with no backlog of frames.
    while let queued = terminal.nextInput(timeoutMilliseconds: 0) {
      if let status = handle(queued) { return status }
    }
    return nil
  }

  /// How long to wait for input: a frame while something moves, a moment while a command is
  /// exiting, otherwise for ever.
  private func timeout(at now: Instant) -> Int32 {
    if screen.isMoving(at: now) { return Self.frameInterval }
    return feeds.contains(where: \.awaitsExit) ? Self.exitCheckInterval : -1
  }

  /// Reads what has arrived for every tab and tells the screen what changed.
  private mutating func pumpFeeds() {
    let now = clock.now()
    for (tab, feed) in feeds.enumerated() where feed.pump() {
      screen.update(.contentChanged(tab: tab), at: now)
    }
    updateStatuses(at: now)
  }

  /// Tells the screen of every tab whose state changed; returns whether any did.
  @discardableResult
  private mutating func updateStatuses(at now: Instant) -> Bool {
    var changed = false
    for (tab, feed) in feeds.enumerated() where screen.pages[tab].status != feed.status {
      screen.update(.status(tab: tab, feed.status), at: now)
      changed = true
    }
    return changed
  }

  /// Applies one input; returns an exit status when it ends the program.
  private mutating func handle(_ input: Input) -> Int32? {
    let now = clock.now()
    switch input {
    case .signal(let number):
      return 128 + number
    case .hangup:
      // As if SIGHUP had come, which it does not when it is ignored (nohup).
      return 128 + SIGHUP
    case .resize:
      screen.update(.resize(terminal.size), at: now)
    case .key(let key):
      if let command = keys.command(for: key, in: screen.inputMode) {
        return perform(command, at: now)
      }
    case .mouse(let mouse):
      if let event = Self.event(for: mouse) { screen.update(event, at: now) }
    }
    return nil
  }

  /// Does what a key asked; returns an exit status when it ends the program.
  private mutating func perform(_ command: KeyCommand, at now: Instant) -> Int32? {
    switch command {
    case .screen(let event): screen.update(event, at: now)
    case .showHelp: screen.update(.showHelp(Usage.overlay(keys: keys)), at: now)
    case .reload: reload(at: now)
    case .quit: return 0
    }
    return nil
  }

  private mutating func reload(at now: Instant) {
    let tab = screen.pager.selectedIndex
    guard feeds.indices.contains(tab) else { return }
    feeds[tab].reload()
    screen.replaceDocument(ofTab: tab, with: feeds[tab].document)
    screen.update(.status(tab: tab, feeds[tab].status), at: now)
    screen.update(.contentChanged(tab: tab), at: now)
  }

  private static func event(for mouse: MouseEvent) -> ScreenEvent? {
    switch mouse.action {
    case .press(.left): return .pointerPressed(column: mouse.column, row: mouse.row)
    case .drag(.left): return .pointerDragged(column: mouse.column, row: mouse.row)
    case .release(.left): return .pointerReleased(column: mouse.column, row: mouse.row)
    case .wheelUp: return .scroll(.lines(-wheelLines))
    case .wheelDown: return .scroll(.lines(wheelLines))
    default: return nil
    }
  }
}
