/// A whole pager screen's state: the pager, each page's scroll position, and how far a floating
/// bar has slid out of view. The one state machine behind the bar and the pages.
///
/// Like ``Pager``, it never reads a clock: every update takes the current instant.
public struct PagerScreen: Hashable, Sendable {
  /// The look and behaviour.
  public let preset: Preset
  /// The pager: tabs, position, motion and drag.
  public private(set) var pager: Pager
  /// The screen size.
  public private(set) var size: Size
  /// How long a floating bar takes to slide fully out of view or back, in milliseconds.
  public let barSlideDuration: Double
  private var scrollOffsets: [Int]
  /// 0 when the floating bar is shown, 1 when hidden.
  private var barSlide = LinearTransition(from: 0, to: 0, start: .zero, duration: 0)

  /// The article's floating bar slides in 0.3 s.
  public static let defaultBarSlideDuration = 300.0

  /// A screen of `size` showing `preset`, settled on `startIndex` (the preset's own when nil).
  ///
  /// - Throws: ``PagerError`` when the preset has no tabs or the start is not one of them.
  public init(
    preset: Preset, size: Size, animationDuration: Double = Pager.defaultAnimationDuration,
    startIndex: Int? = nil, barSlideDuration: Double = PagerScreen.defaultBarSlideDuration
  ) throws(PagerError) {
    self.preset = preset
    self.size = size
    self.barSlideDuration = max(0, barSlideDuration)
    pager = try Pager(
      tabCount: preset.tabs.count, startIndex: startIndex ?? preset.startIndex,
      animationDuration: animationDuration, wraps: preset.wraps, jumpStyle: preset.jumpStyle)
    pager.update(.resize(size), at: .zero)
    scrollOffsets = Array(repeating: 0, count: preset.tabs.count)
  }

  /// Where everything sits at the current size.
  public var layout: ScreenLayout { ScreenLayout(preset: preset, size: size) }

  /// How far the floating bar has slid out of view at `now`: 0 shown … 1 hidden.
  public func barHiddenFraction(at now: Instant) -> Double { barSlide.value(at: now) }

  /// Rows the floating bar has moved down at `now`.
  public func barDrop(at now: Instant) -> Int {
    guard preset.barPlacement == .floating else { return 0 }
    return Int((barHiddenFraction(at: now) * Double(layout.hiddenDrop)).rounded())
  }

  /// The first content line shown on page `tab`.
  public func scrollOffset(of tab: Int) -> Int {
    min(scrollOffsets[tab], maxScrollOffset)
  }

  /// Lines of content each page holds: twice the page area's height, when content scrolls.
  public var contentLineCount: Int { preset.scrollsContent ? 2 * layout.pageRows.count : 0 }

  /// The largest scroll offset: the last content line just above a shown floating bar.
  public var maxScrollOffset: Int { max(0, contentLineCount - layout.contentRows) }

  /// Whether anything still moves at `now`; when not, nothing needs drawing until an event.
  public func isMoving(at now: Instant) -> Bool {
    pager.isMoving(at: now) || !barSlide.isFinished(at: now)
  }

  /// Applies `event` at `now`.
  public mutating func update(_ event: ScreenEvent, at now: Instant) {
    let target = pager.targetIndex
    switch event {
    case .pager(let pagerEvent): pager.update(pagerEvent, at: now)
    case .scroll(let amount): scroll(amount, at: now)
    case .pointerPressed(let column, let row): press(column: column, row: row, at: now)
    case .pointerDragged(let column, _):
      if pager.drag != nil { pager.update(.dragMoved(column: column), at: now) }
    case .pointerReleased(let column, _):
      if pager.drag != nil { pager.update(.dragEnded(column: column), at: now) }
    case .resize(let newSize):
      size = newSize
      pager.update(.resize(newSize), at: now)
    case .tick: pager.update(.tick, at: now)
    }
    if pager.targetIndex != target { slideBar(hidden: false, at: now) }
  }

  private mutating func press(column: Int, row: Int, at now: Instant) {
    let layout = layout
    if let tab = layout.tab(atColumn: column, row: row, dropped: barDrop(at: now)) {
      pager.update(.jump(to: tab), at: now)
    } else if layout.isUsable, layout.pageRows.contains(row) {
      pager.update(.dragBegan(column: column), at: now)
    }
  }

  private mutating func scroll(_ amount: ScrollAmount, at now: Instant) {
    guard preset.scrollsContent else { return }
    let tab = pager.targetIndex
    let old = scrollOffset(of: tab)
    let screen = max(1, layout.contentRows)
    let wanted: Int
    switch amount {
    case .lines(let count): wanted = old + count
    case .pages(let count): wanted = old + count * screen
    case .halfPages(let count): wanted = old + count * max(1, screen / 2)
    case .top: wanted = 0
    case .bottom: wanted = maxScrollOffset
    }
    let new = min(maxScrollOffset, max(0, wanted))
    guard new != old else { return }
    scrollOffsets[tab] = new
    slideBar(hidden: new > old, at: now)
  }

  /// Starts the floating bar sliding out of view or back, at constant speed from where it is.
  private mutating func slideBar(hidden: Bool, at now: Instant) {
    guard preset.barPlacement == .floating else { return }
    let goal: Double = hidden ? 1 : 0
    guard barSlide.to != goal else { return }
    let current = barSlide.value(at: now)
    barSlide = LinearTransition(
      from: current, to: goal, start: now, duration: barSlideDuration * abs(goal - current))
  }
}
