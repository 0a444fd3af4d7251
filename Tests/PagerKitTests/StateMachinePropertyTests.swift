import Glibc
import TestSupport
import Testing

@testable import PagerKit
@testable import PagerReader

/// Random sequences of every event — keys, jumps, drags, resizes, scrolling, ticks with random
/// time steps — against the invariants every state must keep. `make test` runs a quick version;
/// `make fuzz` sets `PAGER_FUZZ_EVENTS` (and optionally `PAGER_FUZZ_SEED`) for a long one.
@Suite struct StateMachinePropertyTests {
  static let variants: [Preset] = {
    var list = Preset.all
    for (index, base) in Preset.all.enumerated() {
      var variant = base
      variant.cycles = true
      variant.jumpStyle = index % 2 == 0 ? .direct : .slide
      variant.indicator = IndicatorStyle.allCases[index % IndicatorStyle.allCases.count]
      variant.barPlacement = BarPlacement.allCases[index % BarPlacement.allCases.count]
      list.append(variant)
    }
    list.append(Preset.titles.withTabs(titled: ["only"]))
    list.append(Preset.documents(titled: (1...12).map { "file\($0).log" }))
    return list
  }()

  static func environmentNumber(_ name: String) -> UInt64? {
    guard let text = getenv(name) else { return nil }
    return UInt64(String(cString: text))
  }

  @Test func randomEventsKeepEveryInvariant() throws {
    let total = Int(Self.environmentNumber("PAGER_FUZZ_EVENTS") ?? 24_000)
    let seed = Self.environmentNumber("PAGER_FUZZ_SEED") ?? 20_261_129
    let perVariant = max(1, total / Self.variants.count)
    var checked = 0
    for (index, preset) in Self.variants.enumerated() {
      let variantSeed = seed &+ UInt64(index)
      var run = PropertyRun(preset: preset, seed: variantSeed)
      if let failure = try run.run(events: perVariant) {
        Issue.record(
          "\(failure) — preset \(preset.name) variant \(index), seed \(variantSeed) (replay with PAGER_FUZZ_SEED=\(seed))"
        )
        return
      }
      checked += perVariant
    }
    print("state machine property: \(checked) events, seed \(seed), no failure")
  }
}

/// One random walk through a screen's events, checking invariants as it goes.
private struct PropertyRun {
  let preset: Preset
  var random: SeededGenerator
  var now = Instant.zero
  let view: PagerView
  let documents: [(any TextDocument)?]

  init(preset: Preset, seed: UInt64) {
    self.preset = preset
    random = SeededGenerator(seed: seed)
    view = PagerView(theme: Theme(preset: preset, depth: .palette256))
    // Odd tabs are lazily indexed files; even ones are pipes that grow as the walk goes on.
    documents =
      preset.name == "documents"
      ? preset.tabs.indices.map { tab in
        let lines = (0..<(tab * 37 % 300)).map {
          "line \($0) " + String(repeating: "x", count: $0 % 150)
        }
        return tab % 2 == 1 ? MemoryDocument(lines, step: 64) : GrowingDocument(lines)
      } : []
  }

  mutating func run(events: Int) throws -> String? {
    var screen = try PagerScreen(
      preset: preset, size: Size(columns: 80, rows: 24), documents: documents,
      following: Set(documents.indices.filter { $0 % 4 == 0 }),
      headerLines: documents.isEmpty ? 0 : 2)
    var size = screen.size
    for number in 0..<events {
      let documents = screen.pages.map(\.document)
      for event in randomEvents(size: size, documents: documents, tabs: screen.tabList) {
        if case .resize(let newSize) = event { size = newSize }
        screen.update(event, at: now)
        if let broken = check(screen, renders: number % 5 == 0) {
          return "event #\(number) \(event): \(broken)"
        }
      }
      if !documents.isEmpty, number % 97 == 96 {
        let change = changeTabs(&screen)
        if let broken = check(screen, renders: true) {
          return "tabs changed after event #\(number) (\(change)): \(broken)"
        }
      }
      if number % 150 == 149, let broken = settle(&screen) {
        return "settling after event #\(number): \(broken)"
      }
    }
    return settle(&screen)
  }

  /// A change to the tabs, as the program makes them: `:e` opens one after the last, `:d`
  /// closes one, a file read again replaces a document, a stream's split inserts and removes
  /// tabs, statuses change (tabs gone included: they change nothing).
  private mutating func changeTabs(_ screen: inout PagerScreen) -> TabChange {
    let count = screen.pages.count
    let place = Int.random(in: 0...count, using: &random)
    let tab = randomTab(in: screen.tabList)
    let lines = (0..<Int.random(in: 0...80, using: &random)).map { "opened \($0)" }
    let change: TabChange
    switch Int.random(in: 0..<6, using: &random) {
    case 0 where count > 1:
      change = .close(tab, style: .plain)
    case 1 where count > 1:
      change = Bool.random(using: &random) ? .removeFrom(place) : .removeFirst(place)
    case 2: change = .replace(tab, with: GrowingDocument(lines))
    case 3:
      let status: DocumentStatus = Bool.random(using: &random) ? .finished : .running
      change = .setStatuses([TabStatus(tab: tab, status: status)])
    case 4: change = .show(tab: tab, topLine: Int.random(in: 0...100, using: &random))
    default:
      change = .open(
        title: "opened\(count).log", text: Shared(GrowingDocument(lines)),
        following: Bool.random(using: &random))
    }
    screen.update(.tabs(change), at: now)
    return change
  }

  /// A tab's id: mostly one on the bar, now and then one that may be gone (closed, or never
  /// made), which an event names when its tab closed meanwhile.
  private mutating func randomTab(in tabs: TabList) -> TabID {
    if tabs.isEmpty || Int.random(in: 0..<8, using: &random) == 0 {
      return TabID(serial: Int.random(in: 0...tabs.count + 20, using: &random))
    }
    return tabs[Int.random(in: 0..<tabs.count, using: &random)]
  }

  /// One random event, or the few a search typed at the prompt takes.
  private mutating func randomEvents(
    size: Size, documents: [(any TextDocument)?], tabs: TabList
  ) -> [ScreenEvent] {
    if let event = randomEvent(size: size, documents: documents, tabs: tabs) { return [event] }
    let pattern = ["line 1", "x", "zzz", ""].randomElement(using: &random)!
    return [.prompt(.open)] + pattern.map { .prompt(.insert($0)) } + [.prompt(.submit)]
  }

  /// One random event for a screen whose tabs `tabs` show `documents`, or nil for a search typed
  /// at the prompt.
  private mutating func randomEvent(
    size: Size, documents: [(any TextDocument)?], tabs: TabList
  ) -> ScreenEvent? {
    let count = documents.count
    now = now.advanced(
      by: Double(
        Int.random(in: 0...3, using: &random) == 0 ? 0 : Int.random(in: 1...400, using: &random)))
    let column = Int.random(in: -2...max(0, size.columns + 2), using: &random)
    let row = Int.random(in: -1...max(0, size.rows + 1), using: &random)
    switch Int.random(in: 0..<26, using: &random) {
    case 0: return .pager(.next)
    case 1: return .pager(.previous)
    case 2: return .pager(.jump(to: Int.random(in: -1...count, using: &random)))
    case 3: return .pager(Bool.random(using: &random) ? .first : .last)
    case 4, 5: return .pointerPressed(column: column, row: row)
    case 6, 7: return .pointerDragged(column: column, row: row)
    case 8: return .pointerReleased(column: column, row: row)
    case 9:
      return .resize(
        Size(
          columns: Int.random(in: 0...140, using: &random),
          rows: Int.random(in: 0...45, using: &random)))
    case 10: return .scroll(.lines(Int.random(in: -5...5, using: &random)))
    case 11:
      return .scroll(
        [.top, .bottom, .pages(1), .pages(-1), .halfWidths(1)].randomElement(using: &random)!)
    case 12: return nil
    case 13: return .repeatSearch(reversed: Bool.random(using: &random))
    case 14:
      let edits: [PromptEdit] = [
        .open, .openFilter, .insert("1"), .insert("!"), .erase, .cancel, .submit,
      ]
      return .prompt(edits.randomElement(using: &random)!)
    case 15, 16:
      let tab = Int.random(in: 0..<count, using: &random)
      guard let growing = documents[tab] as? GrowingDocument
      else { return .tick }
      let first = growing.lineCount
      growing.append((first..<first + Int.random(in: 1...60, using: &random)).map { "new \($0)" })
      return .contentChanged(tab: tabs[tab])
    case 17: return .follow(tab: randomTab(in: tabs))
    case 18:
      let statuses: [DocumentStatus] = [.running, .exited(code: 0), .exited(code: 2), .finished]
      return .status(tab: randomTab(in: tabs), statuses.randomElement(using: &random)!)
    case 19: return .startedOver(tab: randomTab(in: tabs), notice: "again")
    case 20: return Bool.random(using: &random) ? .nextAttention : .toggleChanges
    case 21: return Bool.random(using: &random) ? .toggleLineNumbers : .toggleWrapping
    case 22:
      let edits: [MarkEdit] = [.begin(.set), .begin(.jump), .cancel]
      return .mark(edits.randomElement(using: &random)!)
    case 23: return .mark(.name(["a", "b", "'", "1"].randomElement(using: &random)!))
    case 24:
      var pastEnd = ScrollSteps()
      pastEnd.goesPastEnd = true
      let events: [ScreenEvent] = [
        .overview(.open(.tabs, kinds: [:])), .overview(.open(.marks, kinds: [:])),
        .overview(.type("1")), .overview(.type(" ")), .overview(.erase), .overview(.move(1)),
        .overview(.move(-3)), .overview(.movePages(1)), .overview(.end(last: true)),
        .overview(.choose), .overview(.close), .mark(.markMatches), .mark(.begin(.pipe)),
        .mark(.name("*")), .mark(.name("|")), .scroll(.halfWidthsUpToEnd(1)),
        .selectLink(forward: true), .goToLink(id: "a"), .setting(.scrollSteps(pastEnd)),
        .setting(.searchSkipsHeaders(lines: true, columns: true)),
      ]
      return events.randomElement(using: &random)!
    default: return .tick
    }
  }

  /// What every state must satisfy, or why it does not.
  private func check(_ screen: PagerScreen, renders: Bool) -> String? {
    let pager = screen.pager
    let count = Double(pager.tabCount)
    let position = pager.position(at: now)
    let upper = pager.cycles ? count : count - 1
    guard position >= 0, pager.cycles ? position < upper : position <= upper else {
      return "position \(position) out of bounds"
    }
    guard (0..<pager.tabCount).contains(pager.mostVisibleIndex(at: now)),
      (0..<pager.tabCount).contains(pager.selectedIndex)
    else { return "index out of range" }
    if let broken = checkStoredLayouts(screen) { return broken }
    if let overview = screen.overviewPlace,
      overview.count > 0 && !(0..<overview.count).contains(overview.chosen)
        || overview.top < 0 || overview.top > max(0, overview.count - 1)
    {
      return "overview's choice \(overview.chosen) or top \(overview.top) of \(overview.count)"
    }
    if let broken = checkFollowing(screen) { return broken }
    if renders {
      let frame = view.render(screen, at: now)
      guard frame.width == screen.size.columns, frame.height == screen.size.rows,
        frame.cells.count == frame.width * frame.height
      else { return "frame \(frame.width)×\(frame.height) for \(screen.size)" }
    }
    return nil
  }

  /// The layouts the screen keeps between events are the ones its size and selection make.
  private func checkStoredLayouts(_ screen: PagerScreen) -> String? {
    let layout = ScreenLayout(preset: screen.preset, size: screen.size)
    guard screen.layout == layout else { return "stored layout is stale" }
    let gutter = screen.showsLineNumbers && screen.size.columns >= 16 ? 8 : 0
    var documentLayout = DocumentLayout(
      width: screen.size.columns - gutter,
      rows: layout.contentRows - min(screen.headerLines, max(0, layout.contentRows - 1)),
      wrapsLines: screen.wrapsLines, renderer: LineRenderer())
    documentLayout.firstLine = screen.headerLines
    guard screen.documentLayout == documentLayout else { return "stored document layout is stale" }
    for (tab, page) in screen.pages.enumerated() {
      guard let document = page.document, document.lineCount > screen.headerLines else { continue }
      guard page.viewport.topLine >= screen.headerLines else {
        return "tab \(tab) scrolled onto its header: top line \(page.viewport.topLine)"
      }
    }
    var titles = zip(screen.preset.tabs, screen.pages).map { tab, page in
      PagerScreen.barTitle(tab.title, page: page)
    }
    // Tabs removed from the front (a spool past its limit) are counted on the first.
    if screen.droppedTabs > 0 { titles[0] = "(\(screen.droppedTabs) dropped) " + titles[0] }
    guard screen.barTitles == titles else { return "bar titles \(screen.barTitles) lack marks" }
    let overflowBar =
      layout.hasNaturalItems
      ? OverflowTabBarLayout(
        titles: titles, selectedIndex: screen.pager.selectedIndex, width: layout.bar.width) : nil
    guard screen.overflowBar == overflowBar else { return "stored overflow bar is stale" }
    let shown = screen.pages[screen.pager.selectedIndex]
    guard !shown.hasNews && !shown.startedOver else { return "the shown tab is marked as unseen" }
    return nil
  }

  /// Each page whose text is all known knows whether it shows the end, and a page that follows
  /// and is at the end shows the last row. A page not shown that sits at its top, neither
  /// following nor having shown its end, is as a fresh one: its end is noted when it is shown
  /// (a resize does not read thousands of files to note it).
  private func checkFollowing(_ screen: PagerScreen) -> String? {
    for (tab, page) in screen.pages.enumerated() {
      guard let document = page.document as? GrowingDocument, document.lineCount > 0,
        screen.layout.isUsable, screen.pendingScroll?.tab != screen.tabList[tab]
      else { continue }
      let asFresh =
        tab != screen.pager.selectedIndex && !page.follows && !page.isAtEnd
        && page.viewport == DocumentViewport() && screen.documentLayout.firstLine == 0
      if asFresh { continue }
      let atEnd = page.viewport.showsLastRow(of: document, layout: screen.documentLayout)
      guard page.isAtEnd == atEnd else {
        return "tab \(tab) says it is\(page.isAtEnd ? "" : " not") at the end"
      }
    }
    return nil
  }

  /// A quiet clock always settles on the last target, and a settled pager is whole.
  private mutating func settle(_ screen: inout PagerScreen) -> String? {
    screen.update(.pointerReleased(column: 0, row: 0), at: now)
    now = now.advanced(by: 10_000)
    screen.update(.tick, at: now)
    let pager = screen.pager
    guard !screen.isMoving(at: now), pager.motion == nil, pager.drag == nil else {
      return "still moving after a quiet clock: pager \(pager.isMoving(at: now)) scroll "
        + "\(screen.pendingScroll != nil) search \(screen.pendingSearch != nil) counts "
        + "\(screen.countsCanGoOn) filtering \(screen.isFiltering) indexing \(screen.isIndexing)"
    }
    guard pager.position(at: now) == Double(pager.selectedIndex) else {
      return "settled at \(pager.position(at: now)), target \(pager.selectedIndex)"
    }
    let layout = screen.layout
    guard layout.isUsable, screen.pages[pager.selectedIndex].document == nil, screen.help == nil,
      screen.overviewPlace == nil
    else {
      return nil
    }
    let frame = view.render(screen, at: now)
    let expected = view.theme.pages[pager.selectedIndex].background
    // The floating bar lies over the bottom of the page area; everything else is page.
    let covered = layout.pageRows.upperBound - layout.coveredRows..<layout.pageRows.upperBound
    for row in layout.pageRows where !covered.contains(row) {
      for column in 0..<frame.width where frame[column, row].style.background != expected {
        return "settled page not whole at \(column),\(row)"
      }
    }
    return nil
  }
}
