/// A tab's identity: given when the tab is made, never given again, and kept while tabs before
/// it open, close or move. What points at a tab (a mark, a match, a feed) holds its id, and asks
/// the ``TabList`` where it is now: a tab that is gone is nowhere, never another tab.
public struct TabID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The id's number, counted up from 0 as tabs are made (so older tabs have lower ones).
  public let serial: Int

  /// The id numbered `serial` (a ``TabList`` gives them; tests and embedders may name one).
  public init(serial: Int) {
    self.serial = serial
  }

  /// Whether `left` was made before `right`.
  public static func < (left: TabID, right: TabID) -> Bool {
    left.serial < right.serial
  }

  /// "tab#3", for messages and test failures.
  public var description: String { "tab#\(serial)" }
}
