/// The pager state machine: tabs, one continuous page position, and what moves it — a motion
/// towards a target or the pointer dragging the pages.
///
/// The position runs from 0 (first tab) to `tabCount − 1` (last tab), or up to `tabCount` when
/// the pager cycles (between the last tab and the first again). Everything on screen that moves is
/// derived from it: the pages' horizontal offset and the indicator's span. Time is always an
/// argument; the pager never reads a clock.
public struct Pager: Hashable, Sendable {
  /// How many tabs there are (at least 1).
  public internal(set) var tabCount: Int
  /// How long a change takes, in milliseconds; 0 makes every change instant.
  public var animationDuration: Double
  /// Whether next from the last tab goes on to the first (and previous from the first to the
  /// last), the pages going round seamlessly.
  public let cycles: Bool
  /// How a jump across several tabs looks.
  public let jumpStyle: JumpStyle
  /// The selected tab: the one the bar highlights and the pages show, or are moving to. A drag
  /// changes it only when released.
  public internal(set) var selectedIndex: Int
  /// The running motion, if any, in raw positions (they may pass `tabCount` when cycling).
  public internal(set) var motion: Motion?
  /// The pages of the running motion, when it is a direct jump.
  var directJump: DirectJump?
  /// The drag in progress, if any.
  public internal(set) var drag: Drag?
  /// The last size given by a `.resize` event, if any.
  public private(set) var viewport: Size?
  var restingPosition: Double

  /// The default animation duration, in milliseconds.
  public static let defaultAnimationDuration = 250.0
  /// The release speed above which a drag flicks on to the next page, in pages per millisecond.
  public static let flickVelocity = 0.0008

  /// Makes a pager settled on `startIndex` (0-based), drawn there at once with no motion.
  ///
  /// - Throws: ``PagerError/noTabs`` for zero tabs, ``PagerError/startOutOfRange(index:tabCount:)``
  ///   for a start index that is not a tab.
  public init(
    tabCount: Int, startIndex: Int = 0,
    animationDuration: Double = Pager.defaultAnimationDuration, cycles: Bool = false,
    jumpStyle: JumpStyle = .slide
  ) throws(PagerError) {
    guard tabCount > 0 else { throw .noTabs }
    guard (0..<tabCount).contains(startIndex) else {
      throw .startOutOfRange(index: startIndex, tabCount: tabCount)
    }
    self.tabCount = tabCount
    self.animationDuration = max(0, animationDuration)
    self.cycles = cycles
    self.jumpStyle = jumpStyle
    selectedIndex = startIndex
    restingPosition = Double(startIndex)
  }

  /// The page position at `now`: in 0…`tabCount − 1`, or 0..<`tabCount` when cycling;
  /// fractional while moving.
  public func position(at now: Instant) -> Double {
    normalized(rawPosition(at: now))
  }

  /// The tab whose page covers most of the screen at `now` (mid-motion, not always the selected
  /// one).
  public func mostVisibleIndex(at now: Instant) -> Int {
    if let transition = directTransition(at: now) {
      return transition.progress < 0.5 ? transition.from : transition.to
    }
    return index(of: position(at: now).rounded())
  }

  /// Whether anything still moves at `now`; when not, nothing needs drawing until the next event.
  /// A drag is not movement: the pages move only when the pointer does.
  public func isMoving(at now: Instant) -> Bool {
    guard let motion else { return false }
    return !motion.isFinished(at: now)
  }

  /// The direct jump under way at `now`, if any: the page it leaves, the page it goes to, how far
  /// it has got (0…1), and whether it goes forward.
  public func directTransition(at now: Instant) -> DirectTransition? {
    guard let motion, let directJump, motion.target != motion.origin else { return nil }
    let fraction = (motion.position(at: now) - motion.origin) / (motion.target - motion.origin)
    let progress = directJump.startProgress + (1 - directJump.startProgress) * fraction
    return DirectTransition(
      from: directJump.from, to: selectedIndex, progress: min(1, max(0, progress)),
      isForward: directJump.isForward)
  }

  /// Applies `event` at `now`.
  public mutating func update(_ event: PagerEvent, at now: Instant) {
    settleIfFinished(at: now)
    switch event {
    case .dragBegan(let column): beginDrag(at: column, now: now)
    case .dragMoved(let column): moveDrag(to: column, at: now)
    case .dragEnded(let column): endDrag(at: column, now: now)
    case .resize(let size): resize(to: size, at: now)
    case .tick: break
    case .next, .previous, .jump, .first, .last:
      endDragInPlace(at: now)
      navigate(event, at: now)
    }
    settleIfFinished(at: now)
  }

  // MARK: Moving to a tab

  private mutating func navigate(_ event: PagerEvent, at now: Instant) {
    guard tabCount > 1 else { return }
    let heading = motion?.target ?? restingPosition.rounded()
    switch event {
    case .next where cycles || selectedIndex + 1 < tabCount:
      move(to: heading + 1, at: now, style: jumpStyle)
    case .previous where cycles || selectedIndex > 0:
      move(to: heading - 1, at: now, style: jumpStyle)
    case .jump(let index): jump(to: index, at: now)
    case .first: jump(to: 0, at: now)
    case .last: jump(to: tabCount - 1, at: now)
    default: break
    }
  }

  private mutating func jump(to index: Int, at now: Instant) {
    guard (0..<tabCount).contains(index), index != selectedIndex else { return }
    let current = rawPosition(at: now)
    var destination = Double(index)
    if cycles {
      // The copy of the tab nearest to where the pages are now: the short way round.
      let laps = ((current - destination) / Double(tabCount)).rounded()
      destination += laps * Double(tabCount)
    }
    move(to: destination, at: now, style: jumpStyle)
  }

  /// Starts a motion from where the pages are now to `destination` (raw), keeping the
  /// current velocity, or `releaseVelocity` when a drag lets go.
  private mutating func move(
    to destination: Double, at now: Instant, style: JumpStyle, releaseVelocity: Double? = nil
  ) {
    let current = rawPosition(at: now)
    let carried = releaseVelocity ?? (isMoving(at: now) ? motion?.velocity(at: now) : nil)
    let running = directTransition(at: now)
    let leaving = mostVisibleIndex(at: now)
    selectedIndex = index(of: destination)
    if animationDuration <= 0 || current == destination {
      motion = nil
      directJump = nil
      restingPosition = destination
      return
    }
    motion = Motion(
      from: current, to: destination, at: now, duration: animationDuration, velocity: carried)
    directJump = nil
    guard style == .direct else { return }
    if let running, running.from == selectedIndex {
      // Back to the page being left: the incoming page slides out the way it came.
      directJump = DirectJump(
        from: running.to, startProgress: 1 - running.progress, isForward: !running.isForward)
    } else {
      directJump = DirectJump(from: leaving, startProgress: 0, isForward: destination > current)
    }
  }

  // MARK: Dragging

  private mutating func beginDrag(at column: Int, now: Instant) {
    guard let width = viewport?.columns, width > 0, tabCount > 1 else { return }
    // Catch the pages where they are, as a finger does.
    let current = caughtPosition(at: now)
    motion = nil
    directJump = nil
    restingPosition = current
    drag = Drag(column: column, position: current, pageWidth: width, at: now)
  }

  private mutating func moveDrag(to column: Int, at now: Instant) {
    guard var drag else { return }
    var wanted = drag.position(forColumn: column)
    if !cycles { wanted = min(Double(tabCount - 1), max(0, wanted)) }
    drag.record(wanted, at: now)
    self.drag = drag
    restingPosition = wanted
  }

  private mutating func endDrag(at column: Int, now: Instant) {
    guard drag != nil else { return }
    moveDrag(to: column, at: now)
    guard let drag else { return }
    self.drag = nil
    let velocity = drag.velocity(at: now)
    var destination = drag.position.rounded()
    if abs(velocity) >= Self.flickVelocity {
      destination =
        velocity > 0 ? (drag.position + 1).rounded(.down) : (drag.position - 1).rounded(.up)
    }
    if !cycles { destination = min(Double(tabCount - 1), max(0, destination)) }
    move(to: destination, at: now, style: .slide, releaseVelocity: velocity)
  }

  /// Where a moving pager stops when caught. A direct jump shows two pages that need not be
  /// neighbours: keep the one covering most of the screen where it is, beside its own neighbour.
  private func caughtPosition(at now: Instant) -> Double {
    guard let transition = directTransition(at: now) else { return rawPosition(at: now) }
    let sign: Double = transition.isForward ? 1 : -1
    return transition.progress < 0.5
      ? Double(transition.from) + sign * transition.progress
      : Double(transition.to) - sign * (1 - transition.progress)
  }

  /// A key during a drag ends it where the pages are, settling on the nearest page, so the
  /// key's move starts from there (and a key that asks for no move still leaves a whole page).
  private mutating func endDragInPlace(at now: Instant) {
    guard let drag else { return }
    self.drag = nil
    restingPosition = drag.position
    move(to: drag.position.rounded(), at: now, style: .slide)
  }

  private mutating func resize(to size: Size, at now: Instant) {
    viewport = size
    // Pixels per page changed: carry on dragging from here at the new scale.
    guard let drag else { return }
    let pointer =
      drag.startColumn
      + Int(((drag.startPosition - drag.position) * Double(drag.pageWidth)).rounded())
    self.drag = Drag(column: pointer, position: drag.position, pageWidth: size.columns, at: now)
  }

  // MARK: Positions

  /// The position before ``normalized(_:)``: a cycling pager counts on past `tabCount` (or below
  /// 0) as it goes round, so a motion across the seam is one continuous curve.
  private func rawPosition(at now: Instant) -> Double {
    drag?.position ?? motion?.position(at: now) ?? restingPosition
  }

  func normalized(_ position: Double) -> Double {
    guard cycles else { return min(Double(tabCount - 1), max(0, position)) }
    let count = Double(tabCount)
    let lapped = position.truncatingRemainder(dividingBy: count)
    // A tiny negative remainder plus the count rounds to the count itself: that is tab 0.
    let wrapped = lapped < 0 ? lapped + count : lapped
    return wrapped < count ? wrapped : 0
  }

  private func index(of position: Double) -> Int {
    let rounded = Int(position.rounded())
    return cycles
      ? ((rounded % tabCount) + tabCount) % tabCount : min(tabCount - 1, max(0, rounded))
  }

  private mutating func settleIfFinished(at now: Instant) {
    guard let motion, motion.isFinished(at: now) else { return }
    restingPosition = normalized(motion.target)
    self.motion = nil
    directJump = nil
  }
}

/// Something that happens to a pager: a request to move, the pointer dragging the pages, a new
/// viewport size, or the clock.
public enum PagerEvent: Hashable, Sendable {
  /// Go to the next tab; at the last one, nothing, or the first tab when the pager cycles.
  case next
  /// Go to the previous tab; at the first one, nothing, or the last tab when the pager cycles.
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

/// Why a pager cannot be made.
public enum PagerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A pager needs at least one tab.
  case noTabs
  /// The start index is not one of the tabs.
  case startOutOfRange(index: Int, tabCount: Int)

  /// What went wrong, for the user.
  public var description: String {
    switch self {
    case .noTabs:
      return "a pager needs at least one tab"
    case .startOutOfRange(let index, let tabCount):
      return "start tab \(index + 1) is out of range: there are \(tabCount) tabs"
    }
  }
}
