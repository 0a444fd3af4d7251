/// The tabs in bar order, each by its ``TabID``: the one place that knows where a tab is. Order
/// is only for the bar and the digits; everything else holds ids and asks here, so nothing is
/// renumbered when tabs open, close or move, and a tab that is gone is at no position.
///
/// Positions are kept in a table beside the order, shifted on the shorter side of each change:
/// tabs added at the end or dropped from the front (a stream's sections, by the thousand) cost
/// only themselves.
public struct TabList: RandomAccessCollection, Sendable {
  /// The ids in bar order.
  private var ids: [TabID] = []
  /// Each id's position plus ``base``: a change may shift either side of it by moving the base.
  private var shifted: [TabID: Int] = [:]
  /// What ``shifted`` holds beyond each position.
  private var base = 0
  /// The serial the next id made gets.
  private var nextSerial = 0

  /// A list of `count` tabs, with ids numbered from 0 in order.
  public init(count: Int = 0) {
    insert(count: Swift.max(0, count), at: 0)
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The number of tabs.
  public var endIndex: Int { ids.count }

  /// The id of the tab at `position`.
  public subscript(position: Int) -> TabID { ids[position] }

  /// The id of the tab at `position`, or nil when there is none there.
  public func id(at position: Int) -> TabID? {
    ids.indices.contains(position) ? ids[position] : nil
  }

  /// Where tab `id` is now, or nil when it is gone (or was never in this list).
  public func position(of id: TabID) -> Int? {
    shifted[id].map { $0 - base }
  }

  /// Whether tab `id` is still in the list.
  public func contains(_ id: TabID) -> Bool { shifted[id] != nil }

  /// Makes `count` new tabs before `position` (after the last when it is the count); returns
  /// where they went. The tabs from `position` on move `count` places on.
  @discardableResult
  public mutating func insert(count: Int, at position: Int) -> Range<Int> {
    let position = Swift.min(Swift.max(0, position), ids.count)
    guard count > 0 else { return position..<position }
    let made = (nextSerial..<nextSerial + count).map(TabID.init(serial:))
    nextSerial += count
    if position <= ids.count - position {
      // The tabs before move back in the table, so the ones after keep their entries.
      base -= count
      for id in ids[..<position] { shifted[id]! -= count }
    } else {
      for id in ids[position...] { shifted[id]! += count }
    }
    ids.insert(contentsOf: made, at: position)
    for (offset, id) in made.enumerated() { shifted[id] = position + offset + base }
    return position..<position + count
  }

  /// Makes a new tab after the last; returns its id.
  @discardableResult
  public mutating func append() -> TabID {
    ids[insert(count: 1, at: ids.count).lowerBound]
  }

  /// Removes the tab at `position`; returns its id. The tabs after it move one place back.
  @discardableResult
  public mutating func remove(at position: Int) -> TabID {
    let id = ids[position]
    removeSubrange(position..<position + 1)
    return id
  }

  /// Removes the tabs at `range` at once; the tabs after them move back as many places.
  public mutating func removeSubrange(_ range: Range<Int>) {
    let range = range.clamped(to: ids.indices)
    guard !range.isEmpty else { return }
    for id in ids[range] { shifted[id] = nil }
    if range.lowerBound <= ids.count - range.upperBound {
      base += range.count
      for id in ids[..<range.lowerBound] { shifted[id]! += range.count }
    } else {
      for id in ids[range.upperBound...] { shifted[id]! -= range.count }
    }
    ids.removeSubrange(range)
  }

  /// Moves the tab at `source` to `destination` (a position in the list as it is after), keeping
  /// its id; the tabs between close up behind it.
  public mutating func move(from source: Int, to destination: Int) {
    guard ids.indices.contains(source), ids.indices.contains(destination), source != destination
    else { return }
    let id = ids.remove(at: source)
    ids.insert(id, at: destination)
    for position in Swift.min(source, destination)...Swift.max(source, destination) {
      shifted[ids[position]] = position + base
    }
  }
}
