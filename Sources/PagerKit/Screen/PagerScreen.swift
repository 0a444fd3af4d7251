/// A whole pager screen's state: the pager, each page's content and scroll position, the search,
/// and how far a floating bar has slid out of view. The one state machine behind the bar and the
/// pages.
///
/// Like ``Pager``, it never reads a clock: every update takes the current instant. Documents are
/// read through ``TextDocument`` only.
public struct PagerScreen {
  /// The look and behaviour.
  public let preset: Preset
  /// The pager: tabs, position, motion and drag.
  public private(set) var pager: Pager
  /// The screen size.
  public private(set) var size: Size
  /// How long a floating bar takes to slide fully out of view or back, in milliseconds.
  public let barSlideDuration: Double
  /// Each tab's document, or nil for a page drawn from its title alone.
  public private(set) var documents: [(any TextDocument)?]
  /// Whether long document lines wrap; otherwise they are cut and scroll sideways.
  public let wrapsLines: Bool
  /// Each tab's state.
  public private(set) var statuses: [DocumentStatus]
  /// Each document tab's scroll position.
  public private(set) var viewports: [DocumentViewport]
  /// The last search, highlighted on every page.
  public private(set) var search: TextSearch?
  /// The text typed at the search prompt, while it is open.
  public private(set) var prompt: String?
  /// A one-off message for the status line (such as a failed search), until the next key.
  public private(set) var message: String?
  /// The help overlay's lines, while it is shown.
  public private(set) var help: [String]?
  private var searchesForward = true
  private var promptSearchesForward = true
  private var scrollOffsets: [Int]
  /// 0 when the floating bar is shown, 1 when hidden.
  private var barSlide = LinearTransition(from: 0, to: 0, start: .zero, duration: 0)

  /// The article's floating bar slides in 0.3 s.
  public static let defaultBarSlideDuration = 300.0

  /// A screen of `size` showing `preset`, settled on `startIndex` (the preset's own when nil),
  /// with `documents` as the tabs' content where given.
  ///
  /// - Throws: ``PagerError`` when the preset has no tabs or the start is not one of them.
  public init(
    preset: Preset, size: Size, animationDuration: Double = Pager.defaultAnimationDuration,
    startIndex: Int? = nil, barSlideDuration: Double = PagerScreen.defaultBarSlideDuration,
    documents: [(any TextDocument)?] = [], wrapsLines: Bool = true
  ) throws(PagerError) {
    self.preset = preset
    self.size = size
    self.barSlideDuration = max(0, barSlideDuration)
    pager = try Pager(
      tabCount: preset.tabs.count, startIndex: startIndex ?? preset.startIndex,
      animationDuration: animationDuration, cycles: preset.cycles, jumpStyle: preset.jumpStyle)
    pager.update(.resize(size), at: .zero)
    let count = preset.tabs.count
    self.documents = (0..<count).map { $0 < documents.count ? documents[$0] : nil }
    self.wrapsLines = wrapsLines
    statuses = Array(repeating: .finished, count: count)
    viewports = Array(repeating: DocumentViewport(), count: count)
    scrollOffsets = Array(repeating: 0, count: count)
  }

  /// Where everything sits at the current size.
  public var layout: ScreenLayout { ScreenLayout(preset: preset, size: size) }

  /// How a document page is laid out at the current size.
  public var documentLayout: DocumentLayout {
    DocumentLayout(
      width: size.columns, rows: layout.contentRows, wrapsLines: wrapsLines,
      renderer: LineRenderer())
  }

  /// The bar of natural-width items, for a preset whose items are as wide as their titles.
  public var overflowBar: OverflowTabBarLayout? {
    let layout = layout
    guard layout.hasNaturalItems else { return nil }
    return OverflowTabBarLayout(
      titles: preset.tabs.map(\.title), selectedIndex: pager.selectedIndex, width: layout.bar.width)
  }

  /// How far the floating bar has slid out of view at `now`: 0 shown … 1 hidden.
  public func barHiddenFraction(at now: Instant) -> Double { barSlide.value(at: now) }

  /// Rows the floating bar has moved down at `now`.
  public func barDrop(at now: Instant) -> Int {
    guard preset.barPlacement == .floating else { return 0 }
    return Int((barHiddenFraction(at: now) * Double(layout.hiddenDrop)).rounded())
  }

  /// The first generated content line shown on page `tab` (pages without a document).
  public func scrollOffset(of tab: Int) -> Int {
    min(scrollOffsets[tab], maxScrollOffset)
  }

  /// Generated lines each page holds: twice the page area's height, when content scrolls.
  public var contentLineCount: Int { preset.scrollsContent ? 2 * layout.pageRows.count : 0 }

  /// The largest scroll offset: the last content line just above a shown floating bar.
  public var maxScrollOffset: Int { max(0, contentLineCount - layout.contentRows) }

  /// Whether anything still moves at `now`; when not, nothing needs drawing until an event.
  public func isMoving(at now: Instant) -> Bool {
    pager.isMoving(at: now) || !barSlide.isFinished(at: now)
  }

  /// Applies `event` at `now`.
  public mutating func update(_ event: ScreenEvent, at now: Instant) {
    let target = pager.selectedIndex
    switch event {
    case .tick, .resize, .contentChanged, .status: break
    default: message = nil
    }
    switch event {
    case .pager(let pagerEvent): pager.update(pagerEvent, at: now)
    case .scroll(let amount): scroll(amount, at: now)
    case .pointerPressed(let column, let row): press(column: column, row: row, at: now)
    case .pointerDragged(let column, _):
      if pager.drag != nil { pager.update(.dragMoved(column: column), at: now) }
    case .pointerReleased(let column, _):
      if pager.drag != nil { pager.update(.dragEnded(column: column), at: now) }
    case .search(let pattern, let forward): find(pattern, forward: forward)
    case .repeatSearch(let reversed): findAgain(reversed: reversed)
    case .prompt(let edit): editPrompt(edit)
    case .contentChanged(let tab): clampViewport(of: tab)
    case .status(let tab, let status): statuses[tab] = status
    case .showHelp(let lines): help = lines
    case .hideHelp: help = nil
    case .resize(let newSize):
      size = newSize
      pager.update(.resize(newSize), at: now)
      for tab in viewports.indices { clampViewport(of: tab) }
    case .tick: pager.update(.tick, at: now)
    }
    if pager.selectedIndex != target { slideBar(hidden: false, at: now) }
  }

  /// Shows `document` in tab `tab` from its first line (a command run again, a file reopened).
  public mutating func replaceDocument(ofTab tab: Int, with document: any TextDocument) {
    documents[tab] = document
    viewports[tab] = DocumentViewport()
  }

  // MARK: Pointer

  /// The tab whose bar item (or overflow marker) is at `column`, `row` at `now`, if any.
  public func tab(atColumn column: Int, row: Int, at now: Instant) -> Int? {
    let layout = layout
    if let overflowBar {
      guard row == layout.barRow else { return nil }
      return overflowBar.tab(atColumn: column - layout.bar.originColumn)
    }
    return layout.tab(atColumn: column, row: row, dropped: barDrop(at: now))
  }

  private mutating func press(column: Int, row: Int, at now: Instant) {
    let layout = layout
    if let tab = tab(atColumn: column, row: row, at: now) {
      pager.update(.jump(to: tab), at: now)
    } else if layout.isUsable, layout.pageRows.contains(row),
      row != layout.barRows(dropped: barDrop(at: now)).bar
    {
      pager.update(.dragBegan(column: column), at: now)
    }
  }

  // MARK: Scrolling

  private mutating func scroll(_ amount: ScrollAmount, at now: Instant) {
    let tab = pager.selectedIndex
    if let document = documents[tab] {
      scrollDocument(document, tab: tab, by: amount)
      return
    }
    guard preset.scrollsContent else { return }
    let old = scrollOffset(of: tab)
    let new: Int
    switch amount {
    case .top: new = 0
    case .bottom: new = maxScrollOffset
    case .columns, .halfWidths: return
    default: new = min(maxScrollOffset, max(0, old + rows(of: amount)))
    }
    guard new != old else { return }
    scrollOffsets[tab] = new
    slideBar(hidden: new > old, at: now)
  }

  private mutating func scrollDocument(
    _ document: any TextDocument, tab: Int, by amount: ScrollAmount
  ) {
    let layout = documentLayout
    switch amount {
    case .top: viewports[tab].scrollToTop()
    case .bottom: viewports[tab].scrollToBottom(in: document, layout: layout)
    case .columns(let columns): viewports[tab].scrollSideways(by: columns, layout: layout)
    case .halfWidths(let count):
      viewports[tab].scrollSideways(by: count * max(1, size.columns / 2), layout: layout)
    default: viewports[tab].scroll(by: rows(of: amount), in: document, layout: layout)
    }
  }

  /// Rows a vertical scroll moves: a screen is the rows of content that show.
  private func rows(of amount: ScrollAmount) -> Int {
    let screen = max(1, layout.contentRows)
    switch amount {
    case .lines(let count): return count
    case .pages(let count): return count * screen
    case .halfPages(let count): return count * max(1, screen / 2)
    case .top, .bottom, .columns, .halfWidths: return 0
    }
  }

  private mutating func clampViewport(of tab: Int) {
    guard let document = documents[tab] else { return }
    viewports[tab].clamp(in: document, layout: documentLayout)
  }

  // MARK: Search

  private mutating func editPrompt(_ edit: PromptEdit) {
    switch edit {
    case .open(let forward):
      // Only text can be searched; a prompt with nothing to search would just eat keys.
      guard documents[pager.selectedIndex] != nil else { return }
      prompt = ""
      promptSearchesForward = forward
    case .insert(let character):
      prompt?.append(character)
    case .erase:
      if prompt?.isEmpty == true { prompt = nil } else { prompt?.removeLast() }
    case .cancel:
      prompt = nil
    case .submit:
      guard let pattern = prompt else { return }
      prompt = nil
      if pattern.isEmpty {
        findAgain(reversed: promptSearchesForward != searchesForward)
      } else {
        find(pattern, forward: promptSearchesForward)
      }
    }
  }

  private mutating func find(_ pattern: String, forward: Bool) {
    search = TextSearch(pattern: pattern)
    searchesForward = forward
    findAgain(reversed: false)
  }

  private mutating func findAgain(reversed: Bool) {
    guard let search else {
      message = "No previous search"
      return
    }
    let tab = pager.selectedIndex
    guard let document = documents[tab] else { return }
    let forward = searchesForward != reversed
    let top = viewports[tab].topLine
    let found = search.firstLine(
      in: document, from: forward ? top + 1 : top - 1, direction: forward ? .forward : .backward)
    guard let line = found else {
      message = "Pattern not found: \(search.pattern)"
      return
    }
    viewports[tab].reveal(line: line, in: document, layout: documentLayout)
  }

  // MARK: Floating bar

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
