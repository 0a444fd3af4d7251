/// Something that happens to a whole pager screen: a pager move, scrolling, the pointer, a new
/// size, or the clock.
public enum ScreenEvent: Hashable, Sendable {
  /// A move of the pager itself (keys): next, previous, jumps.
  case pager(PagerEvent)
  /// Scroll the current page's content.
  case scroll(ScrollAmount)
  /// The pointer's button went down at a cell: a bar item selects its tab, the page area starts
  /// a drag.
  case pointerPressed(column: Int, row: Int)
  /// The pointer moved with the button held.
  case pointerDragged(column: Int, row: Int)
  /// The pointer's button was released.
  case pointerReleased(column: Int, row: Int)
  /// The screen changed size.
  case resize(Size)
  /// Time passed.
  case tick
}

/// How far to scroll content.
public enum ScrollAmount: Hashable, Sendable {
  /// Lines: positive down, negative up.
  case lines(Int)
  /// Screens of content: positive down.
  case pages(Int)
  /// Half screens of content: positive down.
  case halfPages(Int)
  /// The first line.
  case top
  /// The last line.
  case bottom
}
