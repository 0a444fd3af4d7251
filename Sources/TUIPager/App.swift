import PagerKit

/// The interactive program: reads input, feeds the screen state, draws frames. The only place
/// with a run loop.
struct App {
  private var screen: PagerScreen
  private let terminal: Terminal
  private let view: PagerView
  private let clock = MonotonicClock()

  /// The frame interval while something moves (about 60 frames a second).
  static let frameInterval: Int32 = 16
  /// Lines one notch of the mouse wheel scrolls.
  static let wheelLines = 3

  init(options: Options, terminal: Terminal) throws(PagerError) {
    self.terminal = terminal
    view = PagerView(theme: Theme(preset: options.preset, depth: terminal.colorDepth))
    screen = try PagerScreen(
      preset: options.preset, size: Size(columns: terminal.columns, rows: terminal.rows),
      animationDuration: options.duration, startIndex: options.startIndex,
      barSlideDuration: options.duration == 0 ? 0 : PagerScreen.defaultBarSlideDuration)
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  mutating func run() -> Int32 {
    while true {
      let now = clock.now()
      screen.update(.tick, at: now)
      terminal.draw(view.render(screen, at: now))
      let timeout = screen.isMoving(at: now) ? Self.frameInterval : -1
      guard let input = terminal.nextInput(timeoutMilliseconds: timeout) else { continue }
      switch input {
      case .signal(let number):
        return 128 + number
      case .resize:
        screen.update(
          .resize(Size(columns: terminal.columns, rows: terminal.rows)), at: clock.now())
      case .key(let key):
        switch KeyMap.command(for: key) {
        case .quit: return 0
        case .screen(let event): screen.update(event, at: clock.now())
        case nil: break
        }
      case .mouse(let mouse):
        if let event = Self.event(for: mouse) { screen.update(event, at: clock.now()) }
      }
    }
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
