import Glibc
import PagerKit
import PagerReader

/// The interactive program: waits for keys, mouse, resizes, signals and arriving text, feeds
/// the screen state, draws frames. The only place with a run loop.
///
/// The terminal and the clock come from outside: the program passes ``Terminal`` and
/// ``MonotonicClock``, tests a fake terminal and a clock they move themselves.
struct App {
  var screen: PagerScreen
  let terminal: any TerminalDevice
  let clock: any RunLoopClock
  /// The size the pages are laid out for: the terminal's, or what `LESS_COLUMNS` and
  /// `LESS_LINES` make of it.
  var screenSize: Size { openingOptions.screenSize.applied(to: terminal.size) }
  /// The tabs' feeds, by tab id.
  var feedsByTab = FeedsByTab()
  /// The tabs' feeds where the tabs are now.
  var feeds: TabFeeds { TabFeeds(byTab: feedsByTab, tabs: screen.tabList) }
  var view: PagerView
  /// Whether the terminal's own background is dark or light, once it has said.
  var ground = TerminalGround.dark

  /// The looks of the screen's preset on this terminal.
  var theme: Theme { Theme(preset: screen.preset, depth: terminal.colorDepth, ground: ground) }
  /// How tabs opened while running are read: `--spool-limit`, `--follow`, `--follow-name`.
  let openingOptions: Options
  /// The threads that look through files in the background; their reports wake the loop.
  let workers: MatchWorkers?
  /// What tells the loop that followed files changed.
  private var followWatch: FollowWatch
  let keys: KeyMap
  /// Keys typed that wait for more: a sequence's start, brackets, an option's letter.
  var entry = KeyEntry()
  /// The number typed before a command (less's count), or digits waiting to jump to a tab.
  var count = TypedCount()
  /// Whether Ctrl-C exits at once with status 2 (less `-K`) rather than stopping what goes on
  /// and quitting quietly.
  let quitsAtOnceOnInterrupt: Bool
  /// The pace of frames while something moves; nil while all is still.
  private var pace: FramePacer?
  /// Which turns woken by the workers draw.
  private var reportFrames = ReportFrames()
  /// Whether the last wait ended on workers' reports alone: no key, no file or pipe to read.
  private var wokenByReportsAlone = false
  /// The heap's free pages given back when the program waits with nothing to do.
  private var idleHeapTrim = IdleHeapTrim()
  /// How many files opened by name keep their descriptors open at once.
  let descriptorBudget = DescriptorBudget.forThisProcess()
  /// The shell command `!` ran last, which `!!` runs again.
  var lastShellCommand: [UInt8]?
  /// The `+cmd` commands of the tabs that have some, by tab id, until they have run (see
  /// `App+StartCommands.swift`): a tab that closes takes its commands with it.
  var startCommands: [TabID: [StartCommand]] = [:]
  /// The one stream cut into a tab per section, when it is (`--split`, a diff on standard input).
  var split: StreamSplit?
  /// The places of the tag asked for last (`-t`, `:t`), which `t` and `T` go through.
  var tags: TagList?
  /// The tabs whose text `--file-size` has counted to its end (`App+FileSize.swift`).
  var countedTabs: Set<TabID> = []
  /// The tab stops each tab's vim modeline set, nil for none, once read (`--modelines`).
  var modelineTabStops: [TabID: TabStops?] = [:]
  /// The lines compressed files' pages show, to decode one again to (`App+DecodeAgain.swift`).
  var decodedPlaces = DecodedPlaces()
  /// The files of the command line still to open after the first screen.
  var fileOpening: FileOpening
  /// Where the prompts' history comes from and goes back to at the end, shared with less.
  let historyFile: LessHistoryFile?
  /// Whether the prompts' history is read: after the first frame, which never needs it.
  private var historyIsRead = false
  /// What the desktop is told of tabs ended or stilled unseen (`--notify`).
  var tabNotices: TabNotices
  /// The marks kept in the history file from run to run (`--save-marks`), or nil.
  var keptMarks: KeptMarks?

  /// How soon to look again for a command that has closed its output but not yet exited.
  static let exitCheckInterval: Int32 = 50

  init(
    options: Options, terminal: any TerminalDevice, clock: any RunLoopClock,
    feeds: [DocumentFeed], workers: MatchWorkers? = nil, usesInotify: Bool = true,
    indexAheadBudget: Int = PagerScreen.defaultIndexAheadBudget
  ) throws(PagerError) {
    self.terminal = terminal
    self.workers = workers
    self.clock = clock
    followWatch = FollowWatch(usesInotify: usesInotify)
    keys = options.keys
    quitsAtOnceOnInterrupt = options.quitsAtOnceOnInterrupt
    openingOptions = options
    historyFile = options.historyFile
    tabNotices = TabNotices(form: options.noticeForm)
    view = PagerView(
      theme: Theme(preset: options.preset, depth: terminal.colorDepth, ground: ground))
    let live = feeds.indices.filter { feeds[$0].source.followsByItself }
    screen = try PagerScreen(
      preset: options.preset, size: options.screenSize.applied(to: terminal.size),
      animationDuration: options.duration, startIndex: options.startIndex,
      barSlideDuration: options.duration == 0 ? 0 : PagerScreen.defaultBarSlideDuration,
      documents: feeds.map(\.document), wrapsLines: options.wrapsLines, following: Set(live),
      showsLineNumbers: options.showsLineNumbers, searchesAllTabs: options.searchesAllTabs,
      headerLines: options.headerLines, indexAheadBudget: indexAheadBudget,
      // Matching reads the clock between lines, so that no pattern holds a key up for long.
      sliceClock: { [clock] in clock.now() })
    // Read once: each read of the screen's properties here copied the whole screen into a slot of
    // this frame's own, 67 KB of stack in all.
    let tabs = screen.tabList
    startCommands = Self.startCommands(
      options.startCommands, tabs: tabs.prefix(feeds.count))
    if let start = options.tagStart, start.tab < feeds.count {
      tags = start.list
      startCommands[tabs[start.tab], default: []].insert(.line(start.line), at: 0)
    }
    fileOpening = FileOpening(feeds, tabs: tabs)
    if options.less.savesMarks, let historyFile {
      let files = zip(tabs, feeds).compactMap { tab, feed -> (TabID, FilePath)? in
        if case .file(let path) = feed.source { (tab, path) } else { nil }
      }
      keptMarks = KeptMarks(
        historyFile.read().keptMarks, tabs: files, shownFirst: screen.shownTab,
        savesAsSet: options.less.savesMarksAsSet)
    }
    feedsByTab = FeedsByTab(feeds, tabs: tabs)
    let tabFeeds = TabFeeds(byTab: feedsByTab, tabs: tabs)
    var events = Self.openingEvents(options, on: screen, feeds: tabFeeds)
    for (tab, feed) in tabFeeds.held {
      watchFollowedFile(feed)
      if options.follows { events.append(.follow(tab: tab)) }
    }
    let now = clock.now()
    for event in events { screen.update(event, at: now) }
    split = Self.split(for: options, feeds: feeds, title: screen.preset.tabs.first?.title ?? "")
    feedsByTab.sections = split?.sections
    advanceSplit(at: now)
    for (tab, feed) in self.feeds.held { tellOfMerge(feed, tab: tab, at: now) }
  }

  /// The settings and statuses `options` give a new `screen` showing `feeds`, in the order they
  /// apply.
  private static func openingEvents(
    _ options: Options, on screen: PagerScreen, feeds: TabFeeds
  ) -> [ScreenEvent] {
    var events: [ScreenEvent] = []
    if options.less.tabStops != screen.tabStops {
      events.append(.setting(.tabStops(options.less.tabStops)))
    }
    var settings: [ReadingSetting] = [
      .scrollSteps(options.less.scrollSteps), .searchCase(options.less.searchCase),
      .searchModifiers(options.less.searchModifiers),
      .searchStartsAfterScreen(options.less.searchStart == .afterScreen),
      .searchTarget(options.less.targetLine), .quitAtEnd(options.less.quitAtEnd),
      .promptLength(options.less.prompt), .searchHighlight(options.less.searchHighlight),
      .squeezesBlankLines(options.less.squeezesBlankLines),
      .wordWrap(options.less.wrapsAtWords), .searchLooks(options.less.searchLooks),
      .marksWholeLines(options.less.marksWholeLines),
      .numbersHeaderLines(options.less.numbersHeaderLines),
      .searchSkipsHeaders(
        lines: options.less.searchSkipsHeaderLines, columns: options.less.searchSkipsHeaderColumns),
    ]
    if !options.termcapLooks.isEmpty { settings.append(.termcapLooks(options.termcapLooks)) }
    if options.standInLooks != StandInLooks() {
      settings.append(.standInLooks(options.standInLooks))
    }
    // Each compiled when the options were read.
    settings += options.highlights.map(ReadingSetting.highlight)
    if options.less.lineNumberWidth != screen.lineNumberWidth
      || options.less.statusColumnColumns != screen.statusColumnColumns
    {
      let widths = ReadingSetting.gutterWidths(
        lineNumbers: options.less.lineNumberWidth, statusColumn: options.less.statusColumnColumns)
      events.append(.setting(widths))
    }
    if options.less.showsStatusColumn { events.append(.setting(.statusColumn(true))) }
    if options.less.headerColumns > 0 {
      events.append(.setting(.headerColumns(options.less.headerColumns)))
    }
    if options.less.cutMark != screen.cutMark {
      events.append(.setting(.cutMark(options.less.cutMark)))
    }
    events += settings.map(ScreenEvent.setting)
    events.append(.setting(.columnFormats(Self.columnFormats(options, tabs: feeds))))
    if options.less.controlCharacters != ControlCharacters() {
      events.append(.setting(.controlCharacters(options.less.controlCharacters)))
    }
    // All at once: one event a tab would lay the bar out once a tab, thousands of times.
    events.append(
      .tabs(.setStatuses(feeds.held.map { TabStatus(tab: $0.tab, status: $0.feed.status) })))
    // As less shows them at its start; the lists' other names still count.
    if !options.secureMode.problems.isEmpty {
      events.append(.notice(options.secureMode.problems.joined(separator: "; ")))
    }
    return events
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  mutating func run() -> Int32 {
    while true {
      if let status = step() { return status }
    }
  }

  /// One turn of the loop: draws the frame for now, waits for input (or the next frame while
  /// something moves) and takes it; returns an exit status when the program ends, having
  /// written back the prompts' history, as less does at its end, and left the last screen on a
  /// terminal that keeps it.
  mutating func step() -> Int32? {
    guard let status = turn() else { return nil }
    end()
    return status
  }

  /// What the program's end does, which is not inlined in the loop: its values would lie in
  /// every turn's stack frame.
  @inline(never)
  private mutating func end() {
    historyFile?.save(screen.promptHistory, marks: keptMarks?.current(on: screen))
    if leavesLastScreen { terminal.draw(view.lastScreen(of: screen, at: clock.now())) }
  }

  /// Gives the prompts the history the file holds, once; before any key is taken.
  private mutating func readHistory(at now: Instant) {
    historyIsRead = true
    guard let historyFile else { return }
    screen.update(.setting(.promptHistory(historyFile.promptHistory())), at: now)
  }

  /// Whether the pages are drawn on the terminal's own screen, which keeps what is drawn last
  /// after quit (`-X`, or a terminal without an alternate screen): the bar and the status line
  /// are taken off it then, as less clears its prompt.
  private var leavesLastScreen: Bool {
    openingOptions.leavesLastScreen || !terminal.hasAlternateScreen
  }

  /// One turn in three calls, none inlined: the state brought up to now, the frame, then the
  /// wait and what came in. The frame is drawn from this small frame, not from below the
  /// others' (6 KB), as the deepest stack of a start is the first frame's.
  private mutating func turn() -> Int32? {
    let now = clock.now()
    switch beforeFrame(at: now) {
    case .ended(let status): return status
    case .draws(let draws):
      // The state is as of now; the frame shows what will be true when it reaches the eye.
      if draws { drawFrame(at: pace?.shownInstant(at: now) ?? now) }
    }
    return afterFrame(at: now)
  }

  /// What ``beforeFrame(at:)`` found: whether to draw, or the exit status of a start command.
  private enum FrameDue {
    case draws(Bool)
    case ended(Int32)
  }

  @inline(never)
  private mutating func beforeFrame(at now: Instant) -> FrameDue {
    openShownFile(at: now)
    countShownFile()
    applyModelineTabStops(at: now)
    expireCount(at: now)
    screen.update(.tick, at: now)
    if let status = runStartCommands(at: now) { return .ended(status) }
    decodeAgainWhereTheStartIsWanted(at: now)
    if !screen.isMoving(at: now) {
      pace = nil
    } else if pace == nil {
      pace = FramePacer(origin: now)
    }
    return .draws(
      reportFrames.draws(
        at: now, wokenByReportsAlone: wokenByReportsAlone, unfinished: screen.unfinishedWork))
  }

  @inline(never)
  private func drawFrame(at instant: Instant) {
    terminal.draw(view.render(screen, at: instant))
  }

  @inline(never)
  private mutating func afterFrame(at now: Instant) -> Int32? {
    if !historyIsRead {
      readHistory(at: now)
      screen.firstFrameDrawn(at: now)
    }
    // Drawing may have read a document to its end: say so at once, not at the next key.
    if updateStatuses(at: now) { return nil }
    var sources = readingFeeds.compactMap(\.pollDescriptor)
    if let watched = followWatch.descriptor { sources.append(watched) }
    if let workers { sources.append(workers.descriptor) }
    // Timed from after the drawing, so that what drawing took comes out of the wait.
    let wait = timeout(at: clock.now())
    if wait < 0 { idleHeapTrim.waitingWithNothingToDo() }
    let input = terminal.nextInput(
      timeoutMilliseconds: wait, alsoWaitingOn: sources, clock: clock)
    // Followed files are looked at only when inotify says they changed, or where it cannot say.
    let watched = followWatch.drain()
    // A folder gone or made again (`rm -rf logs; mkdir logs`) moves the watches a name needs.
    if watched { watchFollowedNamesAgain() }
    let filesChanged =
      watched
      || followWatch.pollIsDue(
        at: clock.now(), namesGone: readingFeeds.contains(where: \.followedNameIsGone))
    pumpFeeds(filesChanged: filesChanged)
    tellOfStilledFiles(at: clock.now())
    keepMarks(at: clock.now())
    openFiles(at: clock.now())
    let reported = workers?.takeReports() == true
    if reported { screen.update(.workersReported, at: clock.now()) }
    wokenByReportsAlone = reported && input == nil && !filesChanged && workersHaveThreads
    guard let input else { return nil }
    if let status = handle(input) { return status }
    // Keys that queued up while drawing are all taken before the next frame: a burst ends
    // where its last key says, with no backlog of frames.
    while let queued = terminal.nextInput(timeoutMilliseconds: 0) {
      if let status = handle(queued) { return status }
    }
    // Frames fall due from the input on: the next one, drawn at once, is already a frame along.
    let handled = clock.now()
    if screen.isMoving(at: handled) { pace = FramePacer(origin: handled) }
    return nil
  }

  /// Whether the workers run on threads of their own: inline ones (tests) report within the
  /// turn that asked, and their frames have nothing to spare.
  private var workersHaveThreads: Bool {
    guard case .threads = workers?.mode else { return false }
    return true
  }

  /// How long to wait for input, in milliseconds (negative: for ever): until the next frame is
  /// due while something moves; otherwise until a watched command is due, a moment while a
  /// command is exiting, a while when followed files cannot report changes.
  private func timeout(at now: Instant) -> Double {
    if let pace, screen.isMoving(at: now) {
      return pace.nextDeadline(after: now).milliseconds - now.milliseconds
    }
    var wait = -1.0
    func noLaterThan(_ milliseconds: Int32) {
      wait = wait < 0 ? Double(milliseconds) : min(wait, Double(milliseconds))
    }
    if let owed = reportFrames.millisecondsToOwedFrame(at: now) {
      noLaterThan(Int32(owed.rounded(.up)))
    }
    // A table's rows shown wider than its columns widen them, once a second at most; a stream
    // due to be a table is looked at once its first lines are still.
    for due in [screen.millisecondsToTableWidths(at: now), screen.millisecondsToDueTable(at: now)] {
      if let due { noLaterThan(Int32(due.rounded(.up))) }
    }
    // Digits typed jump to their tab once left alone for a moment.
    if let due = millisecondsToCountExpiry(at: now) { noLaterThan(Int32(due.rounded(.up))) }
    // Lines still to cut into sections, files still to open: the next slice at once, keys first.
    if split?.hasBacklog == true || opensFiles { noLaterThan(0) }
    if let split, split.isSplit, let due = split.millisecondsToShow(at: now) {
      noLaterThan(Int32(due.rounded(.up)))
    }
    let reading = readingFeeds
    if reading.contains(where: \.awaitsExit) { noLaterThan(Self.exitCheckInterval) }
    if let due = tabNotices.millisecondsToNextStill(at: now) {
      noLaterThan(Int32(due.rounded(.up)))
    }
    for due in reading.compactMap(\.nextRunDue) { noLaterThan(due.millisecondsLeft(at: now)) }
    for feed in feeds.held.map(\.feed) {
      if let due = feed.sampleDeadline {
        noLaterThan(Int32(max(0, (due.milliseconds - now.milliseconds).rounded(.up))))
      }
    }
    if followWatch.needsPolling(namesGone: reading.contains(where: \.followedNameIsGone)),
      reading.contains(where: \.followsFile)
    {
      noLaterThan(FileWatcher.pollInterval)
    }
    return wait
  }

  /// Reads what has arrived for every tab (a followed file only when `filesChanged`), starts the
  /// watched runs that are due, and tells the screen what changed.
  private mutating func pumpFeeds(filesChanged: Bool) {
    let now = clock.now()
    // A text shown by several tabs (merged too) is read once.
    let held = feeds.held
    var pumping = FeedPumping(held.map(\.feed), filesChanged: filesChanged, at: now)
    for (tab, feed) in held {
      take(pumping.change(of: feed), of: feed, tab: tab, at: now)
      _ = feed.startRunIfDue(at: now)
    }
    AdoptedChildren.reap()
    advanceSplit(at: now)
    updateStatuses(at: now)
  }

  private mutating func take(
    _ change: DocumentFeed.Change, of feed: DocumentFeed, tab: TabID, at now: Instant
  ) {
    switch change {
    case .none: break
    case .grew:
      // A stream cut into sections grows in its last section, which the split tells.
      if tab == screen.tabList.first, split?.isSplit == true { break }
      screen.update(.contentChanged(tab: tab), at: now)
      if feed.followsFile { tabNotices.grew(tab, shown: tab == screen.shownTab, at: now) }
    case .startedOver(let notice):
      screen.update(.tabs(.replace(tab, with: feed.document)), at: now)
      screen.update(.startedOver(tab: tab, notice: notice), at: now)
      watchFollowedFile(feed)
    case .newRun(let isNews): showWatchedRun(of: feed, tab: tab, isNews: isNews, at: now)
    case .replaced:
      screen.update(.tabs(.replace(tab, with: feed.document)), at: now)
      screen.update(.contentChanged(tab: tab), at: now)
      tellOfMerge(feed, tab: tab, at: now)
    }
  }

  /// Shows the run of tab `tab`'s watched command its feed has chosen.
  private mutating func showWatchedRun(
    of feed: DocumentFeed, tab: TabID, isNews: Bool, at now: Instant
  ) {
    guard let shown = feed.watch?.shown else { return }
    let run = TabChange.showRun(
      tab: tab, text: Shared(shown.text), previous: shown.previous.map(Shared.init),
      run: shown.summary, isNews: isNews)
    screen.update(.tabs(run), at: now)
  }

  /// Watches the files the tabs follow afresh, when one has gone: a closed tab's watches go with
  /// the old watcher, so its file (or folder) no longer wakes the loop.
  mutating func watchFollowedFilesAgain() {
    followWatch.forget()
    for (_, feed) in feeds.held { watchFollowedFile(feed) }
  }

  /// Lets the descriptors of the files read longest ago go, past the budget: call it when a
  /// file opens (a tab, `R`), the only time more become open to keep.
  func keepDescriptorsWithinBudget() {
    descriptorBudget.trim(feeds.held.compactMap(\.feed.openFile))
  }

  /// Watches again what each tab following a name needs: inotify keeps a watch on a folder's
  /// inode, so a folder removed and made again must be watched anew (watching the same again
  /// costs nothing).
  private mutating func watchFollowedNamesAgain() {
    for feed in readingFeeds where feed.followedPath?.folderToo == true {
      watchFollowedFile(feed)
    }
  }

  /// Has the file `feed` follows watched, if it follows one.
  mutating func watchFollowedFile(_ feed: DocumentFeed) {
    for member in feed.members { watchFollowedFile(member) }
    guard let followed = feed.followedPath else { return }
    followWatch.watch(followed.path, folderToo: followed.folderToo)
  }

  /// Tells the screen of every tab whose state changed; returns whether any did.
  @discardableResult
  private mutating func updateStatuses(at now: Instant) -> Bool {
    var changed: [TabStatus] = []
    // The tabs of a stream's sections (after the first) say what the first, which reads it,
    // does: they are looked at only when it changed.
    let sections = sectionViewTabs
    for (tab, feed) in feeds.held {
      let status = feed.status
      guard let place = screen.tabList.position(of: tab), screen.pages[place].status != status
      else { continue }
      // A watched command's runs end one after another: its changes are the news, not its ends.
      if screen.pages[place].status == .running, tab != screen.shownTab, feed.watch == nil,
        let form = tabNotices.form,
        let notice = TabNotices.ended(screen.preset.tabs[place].title, status: status)
      {
        terminal.notify(notice, as: form)
      }
      changed.append(TabStatus(tab: tab, status: status))
      if place == 0 { screen.update(.tabs(.setStatus(status, tabs: sections)), at: now) }
    }
    // One by one while few, so that each is an event like any other; at once when many (a
    // stream cut into thousands of sections), the bar laid out once.
    if changed.count <= 4 {
      for change in changed { screen.update(.status(tab: change.tab, change.status), at: now) }
    } else {
      screen.update(.tabs(.setStatuses(changed)), at: now)
    }
    return !changed.isEmpty
  }

  /// Sets the marks kept from earlier runs whose lines the texts have come to, and keeps the
  /// marks in the history file as they are set (`--autosave m`).
  private mutating func keepMarks(at now: Instant) {
    guard var kept = keptMarks else { return }
    kept.restore(on: &screen, at: now)
    if kept.savesAsSet, kept.lettersChanged(on: screen) {
      historyFile?.save(PromptHistory(), marks: kept.current(on: screen))
    }
    keptMarks = kept
  }

  /// Tells the desktop of the followed files that grew unseen and have stayed still since.
  private mutating func tellOfStilledFiles(at now: Instant) {
    tabNotices.seen(screen.shownTab)
    guard let form = tabNotices.form else { return }
    for tab in tabNotices.takeStilled(at: now, in: screen.tabList) {
      guard let place = screen.tabList.position(of: tab) else { continue }
      terminal.notify(TabNotices.stilled(screen.preset.tabs[place].title), as: form)
    }
  }

  /// What a character pasted at a prompt becomes: a line end or a tab a blank, any other
  /// control nothing.
  static func pastable(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: " "
    case 0..<0x20, 0x7F...0x9F: nil
    default: scalar
    }
  }

  /// Applies one input; returns an exit status when it ends the program.
  private mutating func handle(_ input: Input) -> Int32? {
    let now = clock.now()
    // A key before it opened acts on the shown tab's text, not on its wait.
    openShownFile(at: now)
    switch input {
    case .signal(let number):
      guard number == SIGINT else { return 128 + number }
      // less -K: at once, with less's status for it.
      if quitsAtOnceOnInterrupt { return 2 }
      // Ctrl-C does what its mode says: closes a prompt, stops a search, or (in normal mode)
      // stops what goes on and, with nothing going on, quits as quietly as q.
      entry.pending = []
      // Digits typed, or the brackets of Esc-Ctrl-F, are dropped first, as less drops them.
      if entry.awaitsArgument {
        entry.dropArgument()
        screen.update(.keysTyped(nil), at: now)
        return nil
      }
      if cancelCount(at: now) { return nil }
      screen.update(.keysTyped(nil), at: now)
      return KeyTable.interruptCommand(in: screen.inputMode).flatMap { perform($0, at: now) }
    case .hangup:
      // As if SIGHUP had come, which it does not when it is ignored (nohup).
      return 128 + SIGHUP
    case .resize:
      screen.update(.resize(screenSize), at: now)
    case .key(let key):
      dropStartCommands()
      // A key drops the text selected with the mouse, as typing at a terminal does.
      screen.update(.clearSelection, at: now)
      return press(key, at: now)
    case .background(let color):
      ground = TerminalGround(background: color)
      view = PagerView(theme: theme)
    case .paste(let text):
      // Pasted keys would be commands: only a prompt takes them, as text, in one edit.
      guard screen.inputMode == .prompt, let typed = screen.search.prompt else { return nil }
      let shown = String(String.UnicodeScalarView(text.unicodeScalars.compactMap(Self.pastable)))
      screen.update(.prompt(.replace(typed + shown)), at: now)
    case .mouse(let mouse):
      // The wheel moves forward as keys do, so it too quits at the end (-e, -E).
      if let event = event(for: mouse) { return carryOut(screen.update(event, at: now), at: now) }
    }
    return nil
  }

  /// Carries out what the screen's update asked; returns an exit status when it ends the
  /// program.
  mutating func carryOut(_ effects: [ScreenEffect], at now: Instant) -> Int32? {
    for effect in effects {
      switch effect {
      case .quit: return 0
      case .runCommandLine(let line): if let status = carryOut(line, at: now) { return status }
      case .submit(let line): carryOut(line, at: now)
      case .stopped: break
      case .copy(let text):
        if !terminal.copyToClipboard(text) { screen.update(.notice(Self.noClipboard), at: now) }
      }
    }
    return nil
  }

  /// Does what a key asked; returns an exit status when it ends the program.
  mutating func perform(_ command: KeyCommand, at now: Instant) -> Int32? {
    if let feature = command.secureFeature,
      let refusal = openingOptions.secureMode.refusal(of: feature)
    {
      screen.update(.notice(refusal), at: now)
      return nil
    }
    switch command {
    case .screen(let event): return carryOut(screen.update(event, at: now), at: now)
    case .closeTab: return closeTab(at: now)
    case .completePath: completePath(at: now)
    case .showHelp: screen.update(.showHelp(Usage.overlay(keys: keys)), at: now)
    case .repaint: terminal.repaint()
    case .reload:
      // As less's `r`, a repaint; a command's tab runs its command again too.
      if let tab = screen.shownTab, feeds[tab]?.runsCommand == true {
        reload(inPlace: false, at: now)
      }
      terminal.repaint()
    case .reloadInPlace:
      // Standard input cannot be read again: less repaints what it has, and so does this.
      if let tab = screen.shownTab, let feed = feeds[tab], feed.source != .standardInput {
        reload(inPlace: true, at: now)
      }
      terminal.repaint()
    case .follow: follow(untilMatch: false, at: now)
    case .followUntilMatch: follow(untilMatch: true, at: now)
    case .scrollWindow(let forward):
      return perform(.screen(.scroll(.pages(forward ? 1 : -1))), at: now)
    case .askBrackets(let forward): askBrackets(forward: forward, at: now)
    case .colon(let colon): return perform(colon, count: nil, at: now)
    case .nextTag(let forward): goToNextTag(forward: forward, count: 1, at: now)
    case .showVersion: screen.update(.notice(Usage.version), at: now)
    case .showOverview(let subject): showOverview(subject, at: now)
    case .showTimeline: showTimeline(at: now)
    case .chooseTimelineBar: chooseTimelineBar(at: now)
    case .editFile: editFile(at: now)
    case .openLink: openLink(at: now)
    case .toggleSplit: toggleSplit(at: now)
    case .toggleOption(let letter): changeOption(letter, toggling: true, at: now)
    case .describeOption(let letter): changeOption(letter, toggling: false, at: now)
    case .showRun(let step): showRun(step, at: now)
    case .interrupt: return interrupt(at: now)
    case .showInOwnTab: showTopLineInOwnTab(at: now)
    case .cycleLogLevel: cycleLogLevel(at: now)
    case .quit: return 0
    }
    return nil
  }

  /// Reads the shown tab's file again, staying on the same lines.
  mutating func reloadInPlace(at now: Instant) {
    reload(inPlace: true, at: now)
  }

  private mutating func reload(inPlace: Bool, at now: Instant) {
    guard let tab = screen.shownTab, let feed = feeds[tab] else { return }
    switch feed.reload(at: now) {
    case .replaced:
      screen.update(.tabs(.replace(tab, with: feed.document, keepingPosition: inPlace)), at: now)
      keepDescriptorsWithinBudget()
      watchFollowedFile(feed)
      shareNewDocuments(of: feed, at: now)
    case .runStarted: break
    case .refused(let reason): screen.update(.notice(reason), at: now)
    }
    screen.update(.status(tab: tab, feed.status), at: now)
  }

  private mutating func follow(untilMatch: Bool, at now: Instant) {
    guard let tab = screen.shownTab else { return }
    if let feed = feeds[tab], feed.follow() {
      screen.update(.tabs(.replace(tab, with: feed.document, keepingPosition: true)), at: now)
      watchFollowedFile(feed)
      shareNewDocuments(of: feed, at: now)
    }
    screen.update(untilMatch ? .followUntilMatch(tab: tab) : .follow(tab: tab), at: now)
  }

  private mutating func showRun(_ step: CommandWatch.Step, at now: Instant) {
    guard let tab = screen.shownTab, let feed = feeds[tab], feed.watch != nil else {
      screen.update(.notice("Not a watched command (--watch)"), at: now)
      return
    }
    if feed.showRun(step) {
      showWatchedRun(of: feed, tab: tab, isNews: false, at: now)
    } else {
      let notices: [CommandWatch.Step: String] = [
        .older: "No older run kept", .newer: "This is the newest run",
        .newest: "This is the newest run", .lastSuccess: "No kept run exited 0",
      ]
      screen.update(.notice(notices[step] ?? ""), at: now)
    }
  }

  /// What the status line says when the terminal takes no clipboard writes.
  static let noClipboard =
    "This terminal takes no clipboard writes (OSC 52): Shift+drag, or --no-mouse, selects with it"

  /// What a mouse report does: the wheel scrolls `--wheel-lines` lines a notch, the other way
  /// with `--MOUSE` or `--rmouse`; the wheel and the left button each only where `--emouse`
  /// names them.
  private func event(for mouse: MouseEvent) -> ScreenEvent? {
    let wheelLines = openingOptions.wheelLines * (openingOptions.less.reversesWheel ? -1 : 1)
    let features = openingOptions.less.mouseFeatures
    switch mouse.action {
    case .wheelUp, .wheelDown: guard features.wheel else { return nil }
    case .press(.left), .drag(.left), .release(.left): guard features.leftButton else { return nil }
    default: break
    }
    switch mouse.action {
    case .press(.left): return .pointerPressed(column: mouse.column, row: mouse.row)
    case .drag(.left): return .pointerDragged(column: mouse.column, row: mouse.row)
    case .release(.left): return .pointerReleased(column: mouse.column, row: mouse.row)
    case .wheelUp: return .scroll(.lines(-wheelLines))
    case .wheelDown: return .scroll(.lines(wheelLines))
    default: return nil
    }
  }
}
