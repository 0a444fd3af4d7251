import PagerKit
import PagerReader

/// A number typed before a command, as less takes it (``TypedCount``): the digits wait on the
/// status line (`:12`) for the command; with several tabs, digits not followed by a command that
/// takes a count jump to a tab, at the next key or after ``TypedCount/moment``.
extension App {
  /// Whether digits typed now are a count: over text, in normal mode. The demo's presets have
  /// no text to count in, so their digits jump to a tab at once.
  func countsDigits(in mode: InputMode) -> Bool {
    !feeds.isEmpty && (mode == .normal || mode == .searching)
  }

  /// Whether digits left alone, or followed by a command that takes no count, jump to a tab.
  var digitsJumpToTabs: Bool { screen.pages.count > 1 }

  /// What `key` is to a count being typed: a digit, or Backspace; nil for other keys.
  static func countPress(_ key: Key) -> TypedCount.Press? {
    if key == .backspace { return .erase }
    guard case .character(let character) = key, character.isASCII,
      let digit = character.wholeNumberValue
    else { return nil }
    return .digit(digit)
  }

  /// Does `command` (nil: a key of no command) with the count typed before it, if any: a count
  /// it takes goes with it; otherwise, with several tabs, the digits first jump to their tab.
  mutating func act(_ command: KeyCommand?, at now: Instant) -> Int32? {
    guard let value = count.value else { return command.flatMap { perform($0, at: now) } }
    let takes = command.flatMap { $0.counted(value) } != nil
    let step = count.take(.command(takesCount: takes), jumpsToTabs: digitsJumpToTabs, at: now)
    screen.update(.keysTyped(nil), at: now)
    switch step {
    case .acts(let number?):
      guard let command else { return nil }
      return perform(command, count: number, at: now)
    case .jumpsThenActs(let digit):
      if let digit { jumpToTab(digit: digit, at: now) }
    case .acts(nil), .typed, .cancelled: break
    }
    return command.flatMap { perform($0, at: now) }
  }

  /// Ctrl-C while digits wait: drops them, as less does; true when there were some.
  mutating func cancelCount(at now: Instant) -> Bool {
    guard count.take(.cancel, jumpsToTabs: digitsJumpToTabs, at: now) == .cancelled else {
      return false
    }
    screen.update(.keysTyped(nil), at: now)
    return true
  }

  /// Digits left alone for the moment jump to their tab (several tabs); none while the keys of
  /// a sequence wait for the rest.
  mutating func expireCount(at now: Instant) {
    guard entry.pending.isEmpty, entry.bracket == nil, !count.isEmpty else { return }
    let digit = count.expire(jumpsToTabs: digitsJumpToTabs, at: now)
    guard count.isEmpty else { return }
    screen.update(.keysTyped(nil), at: now)
    if let digit { jumpToTab(digit: digit, at: now) }
  }

  /// Milliseconds until digits left alone jump to their tab; nil when none wait to.
  func millisecondsToCountExpiry(at now: Instant) -> Double? {
    guard entry.pending.isEmpty, entry.bracket == nil,
      let due = count.deadline(jumpsToTabs: digitsJumpToTabs)
    else { return nil }
    return max(0, due.milliseconds - now.milliseconds)
  }

  private mutating func jumpToTab(digit: Int, at now: Instant) {
    _ = perform(.screen(.pager(.jump(to: digit - 1))), at: now)
  }

  /// Does `command` with `number` typed before it, as less: `z` and `w` keep it as the size of a
  /// screen, `d` and `u` as half of one, `:n` goes that many tabs on.
  mutating func perform(_ command: KeyCommand, count number: Int, at now: Instant) -> Int32? {
    switch command {
    case .screen(.scroll(.halfPages)):
      var steps = screen.scrollSteps
      steps.halfScreen = max(1, number)
      screen.update(.setting(.scrollSteps(steps)), at: now)
      return perform(command, at: now)
    case .scrollWindow(let forward):
      var steps = screen.scrollSteps
      steps.window = max(1, number)
      screen.update(.setting(.scrollSteps(steps)), at: now)
      return perform(.screen(.scroll(.lines(forward ? number : -number))), at: now)
    case .askBrackets(let forward):
      askBrackets(forward: forward, nth: number, at: now)
      return nil
    case .colon(let colon): return perform(colon, count: number, at: now)
    case .nextTag(let forward):
      goToNextTag(forward: forward, count: max(1, number), at: now)
      return nil
    default:
      return command.counted(number).flatMap { perform($0, at: now) }
    }
  }
}

extension App {
  /// Waits for the two characters of Esc-Ctrl-F (forward) or Esc-Ctrl-B.
  mutating func askBrackets(forward: Bool, nth: Int = 1, at now: Instant) {
    entry.bracket = BracketEntry(forward: forward, nth: nth)
    screen.update(.keysTyped("brackets: "), at: now)
  }

  /// Takes a character of the two; Esc (or any key that types no byte) gives up.
  mutating func takeBracket(_ key: Key, at now: Instant) -> Int32? {
    guard var brackets = entry.bracket else { return nil }
    guard let character = key.typedCharacter, character.isASCII,
      let byte = character.asciiValue
    else {
      entry.bracket = nil
      screen.update(.keysTyped(nil), at: now)
      return nil
    }
    guard let open = brackets.first else {
      brackets.first = byte
      entry.bracket = brackets
      screen.update(.keysTyped("brackets: " + String(character)), at: now)
      return nil
    }
    entry.bracket = nil
    screen.update(.keysTyped(nil), at: now)
    let match = BracketMatch(
      open: open, close: byte, forward: brackets.forward, nth: brackets.nth)
    return perform(.screen(.matchBracket(match)), at: now)
  }

  /// less's colon commands: at once, a count going that many tabs (`3:n`) or to that tab
  /// (`3:x`).
  mutating func perform(_ colon: ColonCommand, count: Int?, at now: Instant) -> Int32? {
    let tab = screen.pager.selectedIndex
    let tabs = screen.pages.count
    func go(to target: Int, or failure: String) {
      if (0..<tabs).contains(target) {
        screen.update(.pager(.jump(to: target)), at: now)
      } else {
        screen.update(.notice(failure), at: now)
      }
    }
    switch colon {
    case .next:
      if let count {
        go(to: tab + count, or: "No (N-th) next file")
      } else {
        screen.update(.pager(.next), at: now)
      }
    case .previous:
      if let count {
        go(to: tab - count, or: "No (N-th) previous file")
      } else {
        screen.update(.pager(.previous), at: now)
      }
    case .first:
      go(to: (count ?? 1) - 1, or: "No (N-th) file")
    case .close: return closeTab(at: now)
    case .describe: screen.update(.describePosition, at: now)
    case .quit: return 0
    case .tag:
      if let refusal = openingOptions.secureMode.refusal(of: .tags) {
        screen.update(.notice(refusal), at: now)
        return nil
      }
      screen.update(.prompt(.openLine(.tag)), at: now)
    case .line(let text):
      screen.update(.prompt(.openCommandLine), at: now)
      screen.update(.prompt(.replace(text)), at: now)
    }
    return nil
  }
}
