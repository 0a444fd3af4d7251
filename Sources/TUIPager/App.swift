import Glibc
import PagerKit

/// The interactive program: waits for keys, mouse, resizes, signals and arriving text, feeds
/// the screen state, draws frames. The only place with a run loop.
struct App {
  private var screen: PagerScreen
  private let terminal: Terminal
  private let feeds: [DocumentFeed]
  private let view: PagerView
  private let clock = MonotonicClock()

  /// The frame interval while something moves (about 60 frames a second).
  static let frameInterval: Int32 = 16
  /// How soon to look again for a command that has closed its output but not yet exited.
  static let exitCheckInterval: Int32 = 50
  /// Lines one notch of the mouse wheel scrolls.
  static let wheelLines = 3

  init(options: Options, terminal: Terminal, feeds: [DocumentFeed]) throws(PagerError) {
    self.terminal = terminal
    self.feeds = feeds
    view = PagerView(theme: Theme(preset: options.preset, depth: terminal.colorDepth))
    screen = try PagerScreen(
      preset: options.preset, size: Size(columns: terminal.columns, rows: terminal.rows),
      animationDuration: options.duration, startIndex: options.startIndex,
      barSlideDuration: options.duration == 0 ? 0 : PagerScreen.defaultBarSlideDuration,
      documents: feeds.map(\.document), wrapsLines: options.wrapsLines)
    for tab in feeds.indices { screen.update(.status(tab: tab, feeds[tab].status), at: .zero) }
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  mutating func run() -> Int32 {
    while true {
      let now = clock.now()
      screen.update(.tick, at: now)
      terminal.draw(view.render(screen, at: now))
      // Drawing may have read a document to its end: say so at once, not at the next key.
      if updateStatuses(at: now) { continue }
      let input = nextInput(timeout: timeout(at: now))
      pumpFeeds()
      guard let input else { continue }
      if let status = handle(input) { return status }
      // Keys that queued up while drawing are all taken before the next frame: a burst ends
      // where its last key says, with no backlog of frames.
      while let queued = terminal.nextInput(timeoutMilliseconds: 0) {
        if let status = handle(queued) { return status }
      }
    }
  }

  /// How long to wait for input: a frame while something moves, a moment while a command is
  /// exiting, otherwise for ever.
  private func timeout(at now: Instant) -> Int32 {
    if screen.isMoving(at: now) { return Self.frameInterval }
    return feeds.contains(where: \.awaitsExit) ? Self.exitCheckInterval : -1
  }

  /// Waits up to `timeout` ms for the terminal or any feed, then returns the terminal's input,
  /// if any. ncurses may hold keys already read, so it is asked before waiting.
  private func nextInput(timeout: Int32) -> Input? {
    if let input = terminal.nextInput(timeoutMilliseconds: 0) { return input }
    var descriptors = [pollfd(fd: terminal.inputDescriptor, events: Int16(POLLIN), revents: 0)]
    for feed in feeds {
      if let descriptor = feed.pollDescriptor {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
    }
    // A signal or a resize interrupts the wait; the terminal then reports it.
    _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
    return terminal.nextInput(timeoutMilliseconds: 0)
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
    case .resize:
      screen.update(.resize(Size(columns: terminal.columns, rows: terminal.rows)), at: now)
    case .key(let key):
      if screen.help != nil {
        screen.update(.hideHelp, at: now)
        return nil
      }
      if screen.prompt != nil {
        if let edit = KeyMap.promptEdit(for: key) { screen.update(.prompt(edit), at: now) }
        return nil
      }
      if key == .character("?") {
        screen.update(.showHelp(Usage.overlay), at: now)
        return nil
      }
      switch KeyMap.command(for: key) {
      case .quit: return 0
      case .reload: reload(at: now)
      case .screen(let event): screen.update(event, at: now)
      case nil: break
      }
    case .mouse(let mouse):
      if screen.help != nil {
        if case .press = mouse.action { screen.update(.hideHelp, at: now) }
        return nil
      }
      if let event = Self.event(for: mouse) { screen.update(event, at: now) }
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
