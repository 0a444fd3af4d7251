import Glibc
import PagerKit
import PagerReader

// Its own terminal code, no ncurses: raw keys, the alternate screen, frames as ANSI text.
let start = ContinuousClock.now
func now() -> Instant { Instant(milliseconds: (ContinuousClock.now - start) / .milliseconds(1)) }
func terminalSize() -> Size {
  var size = winsize()
  _ = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
  return Size(columns: max(1, Int(size.ws_col)), rows: max(1, Int(size.ws_row)))
}
func show(_ text: String) {
  _ = text.utf8CString.withUnsafeBufferPointer {
    write(STDOUT_FILENO, $0.baseAddress, $0.count - 1)
  }
}

var saved = termios()
tcgetattr(STDIN_FILENO, &saved)
var raw = saved
cfmakeraw(&raw)
tcsetattr(STDIN_FILENO, TCSANOW, &raw)
show("\u{1B}[?1049h\u{1B}[?25l")
var dashboard = try Dashboard(size: terminalSize())
var nextReading = now()
var pace: FramePacer?  // frames due every 1/60 s from the key that set the pages moving
while true {
  let moment = now()
  if moment >= nextReading {
    dashboard.record(at: moment)
    nextReading = moment.advanced(by: 1000)
  }
  if terminalSize() != dashboard.screen.size {
    dashboard.screen.update(.resize(terminalSize()), at: moment)
  }
  if !dashboard.screen.isMoving(at: moment) { pace = nil }
  let shown = pace?.shownInstant(at: moment) ?? moment
  show("\u{1B}[H" + dashboard.view.render(dashboard.screen, at: shown).ansiText(separator: "\r\n"))
  // The next frame while the pages slide; otherwise asleep until a key or the next reading.
  let wait = (pace?.nextDeadline(after: now()) ?? nextReading).milliseconds - now().milliseconds
  var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
  guard poll(&input, 1, Int32(max(0, wait.rounded(.up)))) > 0 else { continue }
  var byte: UInt8 = 0
  guard read(STDIN_FILENO, &byte, 1) == 1,
    dashboard.press(Character(UnicodeScalar(byte)), at: now())
  else { break }
  if dashboard.screen.isMoving(at: now()) { pace = FramePacer(origin: now()) }
}
show("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
tcsetattr(STDIN_FILENO, TCSANOW, &saved)
