import Glibc
import PagerKit

// Its own terminal code, no ncurses: raw mode, the alternate screen, keys through PagerKit's
// KeyDecoder, and only the cells that changed written, through PagerKit's FrameWriter.
let start = ContinuousClock.now
func now() -> Instant { Instant(milliseconds: (ContinuousClock.now - start) / .milliseconds(1)) }
func terminalSize() -> Size {
  var size = winsize()
  _ = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
  return Size(columns: max(1, Int(size.ws_col)), rows: max(1, Int(size.ws_row)))
}
func show(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}

var saved = termios()
tcgetattr(STDIN_FILENO, &saved)
var raw = saved
cfmakeraw(&raw)
tcsetattr(STDIN_FILENO, TCSANOW, &raw)
show("\u{1B}[?1049h\u{1B}[?25l")
var dashboard = try Dashboard(size: terminalSize())
var writer = FrameWriter()
var nextReading = now()
var pace: FramePacer?  // frames due every 1/60 s from the key that set the pages moving
var running = true
while running {
  let moment = now()
  if moment >= nextReading {
    dashboard.record(at: moment)
    nextReading = moment.advanced(by: 1000)
  }
  dashboard.size = terminalSize()
  if !dashboard.pager.isMoving(at: moment) { pace = nil }
  show(writer.text(for: dashboard.render(at: pace?.shownInstant(at: moment) ?? moment)))
  // The next frame while the pages slide; a held ESC's end after 50 ms of quiet; otherwise
  // asleep until a key or the next reading.
  var due = pace?.nextDeadline(after: now()) ?? nextReading
  if dashboard.keys.isHolding { due = min(due, now().advanced(by: 50)) }
  let wait = due.milliseconds - now().milliseconds
  var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
  guard poll(&input, 1, Int32(max(0, wait.rounded(.up)))) > 0 else {
    if dashboard.keys.isHolding { _ = dashboard.keys.flush() }
    continue
  }
  var bytes = [UInt8](repeating: 0, count: 64)
  let count = read(STDIN_FILENO, &bytes, bytes.count)
  guard count > 0 else { break }
  running = dashboard.press(Array(bytes[..<count]), at: now())
  if dashboard.pager.isMoving(at: now()) { pace = FramePacer(origin: now()) }
}
show("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
tcsetattr(STDIN_FILENO, TCSANOW, &saved)
