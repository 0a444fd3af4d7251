import PagerKit
import PagerReader

/// less's `+cmd` and `++cmd` (and `-p`): commands run on a tab when it is first shown, as less
/// runs them when it first shows a file. Text still arriving (a pipe, a command) is waited for
/// by the commands that need all of it, as less reads a pipe to its end for `+G`, unless a key
/// comes before: then the user has taken over, and the commands are dropped. `+F` waits for
/// nothing: it is for text that never ends.
extension App {
  /// The commands each of `tabs` starts with, by its id: the first one `firstFile`'s and then
  /// `everyFile`'s, every other one `everyFile`'s; tabs with none are left out.
  static func startCommands(
    _ given: StartCommands, tabs: some Collection<TabID>
  ) -> [TabID: [StartCommand]] {
    let every = given.everyFile.map { [$0] } ?? []
    var commands: [TabID: [StartCommand]] = [:]
    for (index, tab) in tabs.enumerated() {
      let own = index == 0 ? given.firstFile + every : every
      if !own.isEmpty { commands[tab] = own }
    }
    return commands
  }

  /// Runs the shown tab's start commands once it may; returns an exit status when one ends the
  /// program.
  mutating func runStartCommands(at now: Instant) -> Int32? {
    let tab = screen.pager.selectedIndex
    let id = screen.tabList[tab]
    guard startCommands[id] != nil, screen.pages[tab].document != nil else { return nil }
    while let command = startCommands[id]?.first {
      if command.needsWholeText && feeds[tab].status.isWaiting { return nil }
      startCommands[id]?.removeFirst()
      if startCommands[id]?.isEmpty == true { startCommands[id] = nil }
      if let status = run(command, at: now) { return status }
    }
    return nil
  }

  /// Forgets the shown tab's start commands: a key came first.
  mutating func dropStartCommands() {
    startCommands[screen.tabList[screen.pager.selectedIndex]] = nil
  }

  private mutating func run(_ command: StartCommand, at now: Instant) -> Int32? {
    switch command {
    case .lastLine: screen.update(.scroll(.bottom), at: now)
    case .follow: return perform(.follow, at: now)
    case .line(let line): screen.update(.scroll(.line(line)), at: now)
    case .percent(let percent):
      screen.update(.scroll(.percent(Int(percent.rounded(.down)))), at: now)
    case .search(let pattern, let backward):
      screen.update(.prompt(backward ? .openBackward : .open), at: now)
      // The whole pattern in one edit: it is compiled once, when submitted.
      screen.update(.prompt(.replace(pattern)), at: now)
      screen.update(.prompt(.submit), at: now)
    case .keys(let text):
      for character in text {
        if let status = press(.character(character), at: now) { return status }
      }
    }
    return nil
  }
}

extension StartCommand {
  /// Whether it goes somewhere in the whole text, so that text still arriving is waited for.
  var needsWholeText: Bool {
    switch self {
    case .lastLine, .line, .percent, .search: true
    case .follow, .keys: false
    }
  }
}
