import PagerKit
import PagerReader

/// The terminal as the run loop sees it: frames go out, input comes in. ``Terminal`` is the real
/// one (terminfo); tests drive the program through a fake one that keeps the frames and hands out
/// the keys it is given.
protocol TerminalDevice: AnyObject {
  /// The screen's size in cells; after a ``Input/resize``, the new size.
  var size: Size { get }
  /// How many colours the screen shows.
  var colorDepth: ColorDepth { get }
  /// Whether the pages are drawn on an alternate screen, which the terminal drops at quit to
  /// show the shell's again; without one (`vt100`, `linux`) the last frame stays on the screen.
  var hasAlternateScreen: Bool { get }
  /// The descriptor input arrives on, for the run loop to wait on beside its other sources;
  /// negative when there is none.
  var inputDescriptor: Int32 { get }
  /// Shows `frame`.
  func draw(_ frame: Frame)
  /// The next input, waiting up to `timeoutMilliseconds` for it (-1: for ever, 0: only what has
  /// already arrived); nil when none came.
  func nextInput(timeoutMilliseconds: Int32) -> Input?
  /// Forgets what the screen shows, as when something else wrote over it: the next frame is
  /// drawn whole, on a screen cleared first.
  func repaint()
  /// Puts `text` on the clipboard of the terminal, where it takes the clipboard sequence (OSC
  /// 52); returns whether it was sent, or false for a terminal known not to take it.
  func copyToClipboard(_ text: String) -> Bool
  /// Tells the desktop `notice`, as a sequence in `form` the terminal turns into a notification.
  func notify(_ notice: DesktopNotice, as form: DesktopNotice.Form)
  /// Gives the screen back for `body` to run a program on the terminal (an editor, a shell
  /// command), with the descriptors keys come from and text goes to, then takes it again: the
  /// next frame is drawn whole.
  func handOver(_ body: (_ input: Int32, _ output: Int32) -> Void)

  /// Milliseconds until input the terminal holds, read but not yet whole (a lone ESC, which may
  /// begin a sequence), is taken as it stands; nil when it holds none. A wait for input lasts no
  /// longer.
  var heldInputMilliseconds: Double? { get }
}

extension TerminalDevice {
  /// A terminal that holds no input read ahead.
  var heldInputMilliseconds: Double? { nil }

  /// Waits up to `timeoutMilliseconds` (negative: for ever) for this terminal or any of
  /// `descriptors`, then returns the terminal's input, if any. A terminal may hold input it has
  /// already read, so it is asked before waiting, and the wait ends when what it holds is due.
  func nextInput(
    timeoutMilliseconds: Double, alsoWaitingOn descriptors: [Int32], clock: any RunLoopClock
  ) -> Input? {
    if let input = nextInput(timeoutMilliseconds: 0) { return input }
    let wait =
      heldInputMilliseconds.map { held in
        timeoutMilliseconds < 0 ? held : min(held, timeoutMilliseconds)
      } ?? timeoutMilliseconds
    clock.wait(forInputOn: [inputDescriptor] + descriptors, timeoutMilliseconds: wait)
    return nextInput(timeoutMilliseconds: 0)
  }
}
