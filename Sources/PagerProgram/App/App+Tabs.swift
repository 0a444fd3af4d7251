import Glibc
import PagerKit
import PagerReader

/// Tabs opened and closed while the program runs: the `:` command line, `x`, and completing a
/// file name after `:e`.
extension App {
  /// Carries out a command line typed at the `:` prompt, as less's `:e`, `:n`, `:p`, `:x`, `:f`,
  /// `:d` and `:q` do (and a number, as less's count before `g` or `%`); returns an exit status
  /// when it ends the program.
  mutating func carryOut(_ line: String, at now: Instant) -> Int32? {
    switch CommandLineRequest(line) {
    case .open(let source):
      // A command's tab runs a shell command too.
      var needs: [SecureMode.Feature] = [.examine]
      if case .command = source { needs.append(.shell) }
      if let refusal = needs.lazy.compactMap(openingOptions.secureMode.refusal(of:)).first {
        screen.update(.notice(refusal), at: now)
        return nil
      }
      // A file already open is gone to, as less finds it in its list of files.
      if let tab = tab(showing: source) {
        screen.update(.pager(.jump(to: tab)), at: now)
      } else {
        open(source, at: now)
      }
    case .closeTab: return closeTab(at: now)
    case .next: screen.update(.pager(.next), at: now)
    case .previous: screen.update(.pager(.previous), at: now)
    case .first: screen.update(.pager(.first), at: now)
    case .describePosition: screen.update(.describePosition, at: now)
    case .line(let number): screen.update(.scroll(.line(number)), at: now)
    case .percent(let percent): screen.update(.scroll(.percent(percent)), at: now)
    case .time(let target): goTo(target, at: now)
    case .merge(let numbers): mergeTabs(numbers, at: now)
    case .level(let level): viewLog(minimum: level, at: now)
    case .hide(let letters): viewLog(hiding: letters, at: now)
    case .show(let letters): viewLog(showing: letters, at: now)
    case .quit: return 0
    case .mistake(let message): screen.update(.notice(message), at: now)
    }
    return nil
  }

  /// The tab that shows the file `source` names (the same file under any name), if one does;
  /// a merge, named by its first text, shows no one file.
  func tab(showing source: DocumentSource) -> Int? {
    guard case .file(let path) = source, let wanted = Self.identity(of: path) else { return nil }
    return feeds.indices.first { tab in
      guard feeds[tab].members.isEmpty, case .file(let shown) = feeds[tab].source else {
        return false
      }
      return Self.identity(of: shown).map { $0 == wanted } == true
    }
  }

  /// The device and inode of the file at `path`, which tell a file under any of its names.
  static func identity(of path: FilePath) -> [UInt64]? {
    var status = stat()
    guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
  }

  /// Opens `source` in a new tab after the last, sliding to it; titled `title`, or by its source
  /// when nil.
  mutating func open(_ source: DocumentSource, titled title: String? = nil, at now: Instant) {
    guard !feeds.isEmpty else {
      screen.update(.notice("The demo shows no files; give them on the command line"), at: now)
      return
    }
    let feed = DocumentFeed(
      source: source, spoolLimit: openingOptions.spoolLimit, follows: openingOptions.follows,
      followsName: openingOptions.followsName, now: now, workers: workers)
    show(feed, titled: title, at: now)
  }

  /// Shows `feed` in a new tab after the last (before the tab at `place`, when given), sliding
  /// to it; titled `title`, or by its source when nil.
  mutating func show(
    _ feed: DocumentFeed, titled title: String? = nil, before place: Int? = nil, at now: Instant
  ) {
    let source = feed.source
    // Named among the others, so that two files of one name are told apart.
    // (A section's tab is named as the stream it is of: only the tabs with feeds are asked.)
    let titles = TabTitles.titles(for: feeds.held.map(\.feed.source) + [feed.source])
    let shownTitle = title ?? titles.last ?? ""
    let text = Shared<any TextDocument>(feed.document)
    let following = source.followsByItself
    let opening =
      place.map { TabChange.openBefore($0, title: shownTitle, text: text, following: following) }
      ?? .open(title: shownTitle, text: text, following: following)
    screen.update(.tabs(opening), at: now)
    guard let tab = place == nil ? screen.tabList.last : screen.shownTab else { return }
    if place == nil {
      feedsByTab.append(feed, tab: tab)
    } else {
      feedsByTab.insert(feed, tab: tab, in: screen.tabList)
    }
    // `:e table.csv` shows a table, as the same file given at the start would.
    let format = Self.columnFormat(openingOptions, source: source)
    screen.update(.setting(.columnFormats([tab: format])), at: now)
    keepDescriptorsWithinBudget()
    if let every = openingOptions.startCommands.everyFile { startCommands[tab] = [every] }
    screen.update(.status(tab: tab, feed.status), at: now)
    watchFollowedFile(feed)
    if openingOptions.follows { screen.update(.follow(tab: tab), at: now) }
    view = PagerView(theme: theme)
  }

  /// Says which letter stands for which text in a merge just made (`--merge`), and shows in
  /// tabs of their own the texts it left out for telling no time.
  /// `leftOut`, when given, says first which texts `:merge` left out.
  mutating func tellOfMerge(
    _ feed: DocumentFeed, tab: TabID, at now: Instant, leftOut: String? = nil
  ) {
    guard let merge = feed.document as? MergedDocument, let refused = feed.refusedMembers else {
      return
    }
    feed.refusedMembers = []
    var notice = merge.legend
    if !refused.isEmpty {
      // The tab is named by the texts it merges, not by those that went to tabs of their own.
      let title = TabTitles.titles(for: feed.members.map(\.source)).joined(separator: " + ")
      screen.update(.tabs(.retitle(tab, title: title)), at: now)
      let shown = screen.pager.selectedIndex
      // A tab's own text that `:merge` took has its tab already.
      for member in refused where feedsByTab.tabs(holding: member).isEmpty { show(member, at: now) }
      screen.update(.pager(.jump(to: shown)), at: now)
      let names = TabTitles.titles(for: refused.map(\.source)).joined(separator: ", ")
      notice = "No times in \(names): in a tab of its own. " + notice
    }
    if let leftOut { notice = "\(leftOut). " + notice }
    screen.update(.notice(notice), at: now)
  }

  /// Closes the shown tab, ending what it runs; closing the last one quits.
  mutating func closeTab(at now: Instant) -> Int32? {
    let place = screen.pager.selectedIndex
    guard !feeds.isEmpty else {
      screen.update(.notice("The demo's tabs stay; q quits"), at: now)
      return nil
    }
    guard feeds.count > 1 else { return 0 }
    guard let tab = screen.shownTab, let feed = feeds[tab] else { return nil }
    if let heir = streamHeir(closing: tab), let sections = split?.sections {
      // The stream read on by the next section's tab, whose section the feed shows now.
      feedsByTab.hand(from: tab, to: heir)
      startCommands[heir] = startCommands.removeValue(forKey: tab)
      feed.document = sections.document(at: sections.index(ofTab: heir) ?? 0)
    } else {
      let readsSplitStream = split != nil && feedsByTab.order.first == tab
      feedsByTab.remove(tab)
      closeUnshared(feed)
      startCommands[tab] = nil
      // With its reader gone, the stream is cut no further.
      if readsSplitStream {
        split = nil
        feedsByTab.sections = nil
      }
    }
    watchFollowedFilesAgain()
    let styles = view.theme.pages
    let style = styles.isEmpty ? Style.plain : styles[place % styles.count]
    screen.update(.tabs(.close(tab, style: style)), at: now)
    view = PagerView(theme: theme)
    return nil
  }

  /// The tab that reads a split stream on when tab `tab`, which reads it, closes: the next
  /// section's tab on the bar; nil when `tab` reads no split stream, or no other section's tab
  /// is left.
  private func streamHeir(closing tab: TabID) -> TabID? {
    guard let split, split.isSplit, feedsByTab[tab] != nil,
      split.sections.index(ofTab: tab) != nil,
      split.sections.places(in: screen.tabList).count > 1
    else { return nil }
    return screen.tabList.id(at: 1)
  }

  /// Completes the file name being typed after `:e` at the prompt, or the option's name at the
  /// `--` and `__` prompts, as far as the names that start so agree.
  mutating func completePath(at now: Instant) {
    if case .line(.optionName) = screen.search.kind { return completeOptionName(at: now) }
    guard screen.search.kind == .commandLine, let typed = screen.prompt,
      let completed = PathCompletion.complete(
        commandLine: typed, separator: openingOptions.folderSeparator)
    else { return }
    screen.update(.prompt(.replace(completed)), at: now)
  }
}
