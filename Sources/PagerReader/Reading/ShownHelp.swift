import PagerKit

/// The help overlay while it is shown: its lines and the first one on screen.
struct ShownHelp {
  /// The help overlay's lines, while it is shown.
  var help: [String]?
  /// The first of the help's lines shown, where they do not all fit the screen.
  var helpTop: Int = 0
}
