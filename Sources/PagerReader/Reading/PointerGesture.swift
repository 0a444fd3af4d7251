import PagerKit

/// What a press of the pointer's button started, decided by where it landed, until the release:
/// on the bar a swipe (once the pointer moves), on a tab's text a selection, on a page without
/// text (the demo's panes) a swipe at once.
enum PointerGesture: Hashable, Sendable {
  /// A drag of the pages, begun at the press.
  case swipe
  /// A press on the bar at `column`: the pages are dragged once the pointer leaves it.
  case bar(column: Int)
  /// A selection of the shown tab's text (``PagerScreen/selection``).
  case select
}
