import PagerKit
import PagerReader

/// A key the terminal reported.
enum Key: Equatable {
  /// A printable character, or a control character such as Ctrl-A (U+0001).
  case character(Character)
  case up, down, left, right, home, end, pageUp, pageDown
  /// The arrows with Ctrl held (xterm's `ESC [1;5D` and `ESC [1;5C`).
  case controlLeft, controlRight
  case tab, backTab, enter, escape, backspace, delete, insert
  /// F1, F2, …
  case function(Int)
}

/// A mouse button.
enum MouseButton: Equatable {
  case left, middle, right
}

/// What the mouse did.
enum MouseAction: Equatable {
  case press(MouseButton)
  case release(MouseButton)
  /// Motion while the button is held.
  case drag(MouseButton)
  case wheelUp
  case wheelDown
}

/// A mouse report, at a 0-based cell.
struct MouseEvent: Equatable {
  var column: Int
  var row: Int
  var action: MouseAction
}

/// One thing that happened at the terminal.
enum Input: Equatable {
  case key(Key)
  case mouse(MouseEvent)
  /// The terminal changed size; its `size` already tells the new one.
  case resize
  /// A signal that ends the program arrived (see ``SignalPlan/quitting``).
  case signal(Int32)
  /// The terminal went away (hung up): no key can come any more.
  case hangup
  /// Text pasted while the terminal brackets pastes: taken as typed at a prompt, not as keys.
  case paste(String)
  /// The terminal answered what its own background colour is (OSC 11).
  case background(RGB)
}
