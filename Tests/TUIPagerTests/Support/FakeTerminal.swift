import Glibc
import PagerKit
import PagerReader

@testable import PagerProgram

/// A terminal in memory, as ratatui's `TestBackend`: it keeps every frame the program draws and
/// hands out the input a test queued, in order. Its size changes only when a test resizes it.
final class FakeTerminal: SessionTerminal {
  private(set) var size: Size
  let colorDepth: ColorDepth
  /// Whether it stands for a terminal with an alternate screen (xterm's), or one without
  /// (`vt100`, `linux`), where the last frame stays on the screen.
  var hasAlternateScreen = true
  /// No descriptor: the fake clock's waits return at once anyway.
  let inputDescriptor: Int32 = -1
  /// Every frame drawn, first to last.
  private(set) var frames: [Frame] = []
  private var queued: [Input] = []
  /// The next of ``queued`` to hand out: a burst of 100,000 keys is read in linear time.
  private var head = 0
  /// Called as each frame is drawn: a test's way to make drawing take time.
  var whileDrawing: (() -> Void)?

  init(size: Size, colorDepth: ColorDepth) {
    self.size = size
    self.colorDepth = colorDepth
  }

  /// Queues input for the program to read.
  func send(_ inputs: [Input]) {
    queued += inputs
  }

  /// Changes the size and queues the resize report, as ncurses does.
  func resize(to size: Size) {
    self.size = size
    queued.append(.resize)
  }

  func draw(_ frame: Frame) {
    frames.append(frame)
    whileDrawing?()
  }

  func nextInput(timeoutMilliseconds: Int32) -> Input? {
    guard head < queued.count else { return nil }
    let input = queued[head]
    head += 1
    if head == queued.count {
      queued.removeAll(keepingCapacity: true)
      head = 0
    }
    return input
  }

  /// How many times the program asked for the whole screen to be drawn again.
  private(set) var repaints = 0

  func repaint() {
    repaints += 1
  }

  /// Every text put on the clipboard, first to last.
  private(set) var copied: [String] = []
  /// Whether the terminal takes clipboard writes (OSC 52).
  var takesClipboardWrites = true

  func copyToClipboard(_ text: String) -> Bool {
    guard takesClipboardWrites else { return false }
    copied.append(text)
    return true
  }

  /// Every notice sent to the desktop, first to last, with its form.
  private(set) var notices: [(notice: DesktopNotice, form: DesktopNotice.Form)] = []

  func notify(_ notice: DesktopNotice, as form: DesktopNotice.Form) {
    notices.append((notice, form))
  }

  /// How many times the program handed the terminal over to run something on it.
  private(set) var handOvers = 0

  /// Runs `body` on /dev/null, as a terminal that shows nothing and has no keys.
  func handOver(_ body: (_ input: Int32, _ output: Int32) -> Void) {
    handOvers += 1
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(null) }
    body(null, null)
  }

  /// Whether the program gave the terminal back.
  private(set) var restored = false

  func restore() {
    restored = true
  }
}

/// A clock that moves only when a test moves it. A wait returns at once: it is only noted, so a
/// test knows how long the program meant to sleep (-1: until input comes).
final class FakeClock: RunLoopClock {
  private var current = Instant.zero
  /// The timeout of every wait, first to last.
  private(set) var waits: [Double] = []

  func now() -> Instant { current }

  func wait(forInputOn descriptors: [Int32], timeoutMilliseconds: Double) {
    waits.append(timeoutMilliseconds)
  }

  func advance(by milliseconds: Double) {
    current = current.advanced(by: milliseconds)
  }
}
