/// The pager state machine: tabs, one continuous page position, and the motion that moves it.
///
/// The position runs from 0 (first tab) to `tabCount − 1` (last tab). Everything on screen that
/// moves is derived from it: the pages' horizontal offset and the indicator's span. Time is
/// always an argument; the pager never reads a clock.
public struct Pager: Hashable, Sendable {
  /// How many tabs there are (at least 1).
  public let tabCount: Int
  /// How long a change takes, in milliseconds; 0 makes every change instant.
  public var animationDuration: Double
  /// The tab the pager shows, or is moving to.
  public private(set) var targetIndex: Int
  /// The running motion, if any.
  public private(set) var motion: Motion?
  /// The last size given by a `.resize` event, if any.
  public private(set) var viewport: Size?
  private var restingPosition: Double

  /// The default animation duration, in milliseconds.
  public static let defaultAnimationDuration = 250.0

  /// Makes a pager settled on `startIndex` (0-based), drawn there at once with no motion.
  ///
  /// - Throws: ``PagerError/noTabs`` for zero tabs, ``PagerError/startOutOfRange(index:tabCount:)``
  ///   for a start index that is not a tab.
  public init(
    tabCount: Int, startIndex: Int = 0, animationDuration: Double = Pager.defaultAnimationDuration
  ) throws(PagerError) {
    guard tabCount > 0 else { throw .noTabs }
    guard (0..<tabCount).contains(startIndex) else {
      throw .startOutOfRange(index: startIndex, tabCount: tabCount)
    }
    self.tabCount = tabCount
    self.animationDuration = max(0, animationDuration)
    targetIndex = startIndex
    restingPosition = Double(startIndex)
  }

  /// The page position at `now`: 0…`tabCount − 1`, fractional while moving.
  public func position(at now: Instant) -> Double {
    motion?.position(at: now) ?? restingPosition
  }

  /// The tab whose page covers most of the screen at `now`.
  public func selectedIndex(at now: Instant) -> Int {
    min(tabCount - 1, max(0, Int(position(at: now).rounded())))
  }

  /// Whether anything still moves at `now`; when not, nothing needs drawing until the next event.
  public func isMoving(at now: Instant) -> Bool {
    guard let motion else { return false }
    return !motion.isFinished(at: now)
  }

  /// Applies `event` at `now`.
  public mutating func update(_ event: PagerEvent, at now: Instant) {
    switch event {
    case .next: move(to: targetIndex + 1, at: now)
    case .previous: move(to: targetIndex - 1, at: now)
    case .jump(let index): move(to: index, at: now)
    case .first: move(to: 0, at: now)
    case .last: move(to: tabCount - 1, at: now)
    case .resize(let size): viewport = size
    case .tick: break
    }
    settleIfFinished(at: now)
  }

  private mutating func move(to index: Int, at now: Instant) {
    guard (0..<tabCount).contains(index), index != targetIndex else { return }
    let current = position(at: now)
    let velocity = isMoving(at: now) ? motion?.velocity(at: now) : nil
    targetIndex = index
    let destination = Double(index)
    if animationDuration <= 0 || current == destination {
      motion = nil
      restingPosition = destination
    } else {
      motion = Motion(
        from: current, to: destination, at: now, duration: animationDuration, velocity: velocity)
    }
  }

  private mutating func settleIfFinished(at now: Instant) {
    guard let motion, motion.isFinished(at: now) else { return }
    restingPosition = motion.target
    self.motion = nil
  }
}
