/// Something that happens to a pager: a request to move, the pointer dragging the pages, a new
/// viewport size, or the clock.
public enum PagerEvent: Hashable, Sendable {
  /// Go to the next tab; at the last one, nothing, or the first tab when the pager wraps.
  case next
  /// Go to the previous tab; at the first one, nothing, or the last tab when the pager wraps.
  case previous
  /// Go to the tab at this 0-based index; an index out of range does nothing.
  case jump(to: Int)
  /// Go to the first tab.
  case first
  /// Go to the last tab.
  case last
  /// The pointer went down on the page area at this column: the pages follow it from now on.
  case dragBegan(column: Int)
  /// The pointer moved to this column while dragging.
  case dragMoved(column: Int)
  /// The pointer was released at this column: the pager settles on a whole page.
  case dragEnded(column: Int)
  /// The viewport changed size. The selection and any running motion are kept.
  case resize(Size)
  /// Time passed: a finished motion settles.
  case tick
}
