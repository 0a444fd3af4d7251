import PagerKit

/// What the pointer is doing: the text it selected, the gesture a press started, and clicks
/// counted into double and triple ones.
struct PointerState {
  /// The text selected with the pointer, on the tab it was selected on.
  var selection: TextSelection?
  /// What the pointer's press started, until its release.
  var pointerGesture: PointerGesture?
  /// Presses counted into double and triple clicks.
  var clicks: ClickCount = ClickCount()
}
