/// Something that happens to a pager: a request to move, a new terminal size, or the clock.
public enum PagerEvent: Hashable, Sendable {
  /// Go to the next tab; nothing at the last one.
  case next
  /// Go to the previous tab; nothing at the first one.
  case previous
  /// Go to the tab at this 0-based index; an index out of range does nothing.
  case jump(to: Int)
  /// Go to the first tab.
  case first
  /// Go to the last tab.
  case last
  /// The viewport changed size. The selection and any running motion are kept.
  case resize(Size)
  /// Time passed: a finished motion settles.
  case tick
}
