/// Why a pager cannot be made.
public enum PagerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A pager needs at least one tab.
  case noTabs
  /// The start index is not one of the tabs.
  case startOutOfRange(index: Int, tabCount: Int)

  public var description: String {
    switch self {
    case .noTabs:
      return "a pager needs at least one tab"
    case .startOutOfRange(let index, let tabCount):
      return "start tab \(index + 1) is out of range: there are \(tabCount) tabs"
    }
  }
}
