import PagerKit
import PagerReader

/// Keys as less takes them: sequences of two (`ZZ`, `Esc u`), a key that does nothing saying
/// so, and Ctrl-C stopping what goes on before it quits.
extension App {
  /// Takes a key, or the last of a sequence (`ZZ`, `Esc u`); a key that does nothing here says
  /// so. A number typed before a command is its count (see ``TypedCount``). Returns an exit
  /// status when it ends the program.
  mutating func press(_ key: Key, at now: Instant) -> Int32? {
    let mode = screen.inputMode
    if entry.bracket != nil { return takeBracket(key, at: now) }
    if entry.option != nil {
      takeOptionLetter(key, at: now)
      return nil
    }
    // less's `--intr` character (Ctrl-X by default) stops following or a search, as Ctrl-C
    // does, but only while one goes on: otherwise the key is an ordinary key (Ctrl-X Ctrl-X).
    if entry.pending.isEmpty, key == openingOptions.less.interruptKey,
      screen.hasInterruptibleWork
    {
      var stopped: [String] = []
      for case .stopped(let what) in screen.update(.interrupt, at: now) { stopped += what }
      screen.update(.notice("Stopped " + stopped.joined(separator: ", ")), at: now)
      return nil
    }
    let pressed = entry.pending + [key]
    entry.pending = []
    screen.update(.keysTyped(nil), at: now)
    if pressed.count > 1 {
      if let command = keys.command(forSequence: pressed, in: mode) {
        return act(command, at: now)
      }
      // `:` and a letter of no colon command: no command, and the letter does not act alone.
      if pressed.count == 2, pressed[0] == .character(":") {
        if !count.isEmpty { _ = act(nil, at: now) }
        screen.update(
          .notice("Unknown command :\(key.name) (\(CommandLineRequest.summary))"), at: now)
        return nil
      }
      // Not a sequence after all: the key goes on by itself (Esc alone does nothing).
      if keys.beginsSequence(pressed, in: mode) {
        entry.pending = pressed
        screen.update(.keysTyped(count.echo), at: now)
        return nil
      }
    }
    if countsDigits(in: mode), let press = Self.countPress(key),
      press == .erase ? !count.isEmpty : keys.takesAsDigit(key)
    {
      _ = count.take(press, jumpsToTabs: digitsJumpToTabs, at: now)
      screen.update(.keysTyped(count.echo), at: now)
      return nil
    }
    if let command = keys.command(for: key, in: mode) { return act(command, at: now) }
    if keys.beginsSequence([key], in: mode) {
      entry.pending = [key]
      screen.update(.keysTyped(count.echo), at: now)
      if key == .character("-") || key == .character("_") {
        // less prompts for the letter; so does the status line, naming the letters there are.
        let letters = RuntimeOption.letters.map(String.init).joined(separator: " ")
        let notice =
          key == .character("-")
          ? "-: the letter of the option to change (\(letters)), or - + !"
          : "_: the letter of the option to show (\(letters)), or _"
        screen.update(.notice(notice), at: now)
      } else if key == .character(":") {
        // As less shows it, waiting for the command's letter.
        screen.update(.keysTyped(":"), at: now)
      }
      return nil
    }
    // A key that does nothing still ends the digits typed before it: with several tabs they go
    // to their tab.
    if !count.isEmpty, let status = act(nil, at: now) { return status }
    if mode == .normal || mode == .searching {
      let help = keys.keyName(of: .showHelp).map { " · \($0) for help" } ?? ""
      let name = pressed.count > 1 ? pressed.map(\.name).joined(separator: "") : key.name
      screen.update(.notice("\(name): no command here" + help), at: now)
    }
    return nil
  }

  /// Ctrl-C in normal mode: stops a filter, following and the shown tab's command; with none of
  /// them going on, quits with status 0, so that a program that ran the pager (man, git) ends
  /// without an error.
  mutating func interrupt(at now: Instant) -> Int32? {
    var stopped: [String] = []
    for case .stopped(let what) in screen.update(.interrupt, at: now) { stopped += what }
    if let tab = screen.shownTab, let feed = feeds[tab], feed.interruptCommand() {
      stopped.append("the command")
      screen.update(.status(tab: tab, feed.status), at: now)
    }
    guard !stopped.isEmpty else { return 0 }
    screen.update(.notice("Stopped " + stopped.joined(separator: ", ")), at: now)
    return nil
  }
}
