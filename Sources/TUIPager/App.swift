import PagerKit

/// The interactive program: reads input, feeds the pager, draws frames. The only place with a
/// run loop.
struct App {
  private var pager: Pager
  private let terminal: Terminal
  private let view: PagerView
  private let clock = MonotonicClock()

  /// The frame interval while something moves (about 60 frames a second).
  static let frameInterval: Int32 = 16

  init(options: Options, terminal: Terminal) throws(PagerError) {
    self.terminal = terminal
    let preset = options.preset
    view = PagerView(preset: preset, theme: Theme(preset: preset, depth: terminal.colorDepth))
    pager = try Pager(
      tabCount: preset.tabs.count, startIndex: options.startIndex ?? 0,
      animationDuration: options.duration)
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  mutating func run() -> Int32 {
    var size = Size(columns: terminal.columns, rows: terminal.rows)
    pager.update(.resize(size), at: clock.now())
    while true {
      let now = clock.now()
      pager.update(.tick, at: now)
      terminal.draw(view.render(pager, size: size, at: now))
      let timeout = pager.isMoving(at: now) ? Self.frameInterval : -1
      guard let input = terminal.nextInput(timeoutMilliseconds: timeout) else { continue }
      switch input {
      case .signal(let number):
        return 128 + number
      case .resize:
        size = Size(columns: terminal.columns, rows: terminal.rows)
        pager.update(.resize(size), at: clock.now())
      case .key(let key):
        switch KeyMap.command(for: key) {
        case .quit: return 0
        case .pager(let event): pager.update(event, at: clock.now())
        case nil: break
        }
      case .mouse(let mouse):
        if case .press(.left) = mouse.action,
          let tab = view.tab(atColumn: mouse.column, row: mouse.row, size: size)
        {
          pager.update(.jump(to: tab), at: clock.now())
        }
      }
    }
  }
}
