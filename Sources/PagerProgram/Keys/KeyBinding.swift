import PagerKit
import PagerReader

/// What a key asks the program to do.
enum KeyCommand: Equatable, Sendable {
  case screen(ScreenEvent)
  /// Show the help overlay: every key of the table and every mouse action.
  case showHelp
  /// Draw the whole screen again over whatever was written on the terminal meanwhile
  /// (less's Ctrl-L, Ctrl-R).
  case repaint
  /// Run the current tab's command again; on any other tab, repaint (less's `r`).
  case reload
  /// Read the current tab's file again, staying on the same lines (a file rewritten in place),
  /// and repaint (less's `R`).
  case reloadInPlace
  /// Follow the current tab's end as text arrives.
  case follow
  /// Show another run of the current tab's watched command.
  case showRun(CommandWatch.Step)
  /// Close the current tab, ending what it runs; closing the last one quits.
  case closeTab
  /// Complete the file name typed after `:e` at the prompt.
  case completePath
  /// Edit the shown file (`v`): the editor on the terminal, then the file read again.
  case editFile
  /// Open the hyperlink chosen on the page (`^O^O`) with `$BROWSER` or `xdg-open`.
  case openLink
  /// Join the sections of a split stream back into one tab, or split it again (`Esc-s`).
  case toggleSplit
  /// Turn one of less's options on or off by its letter (`-S`), saying how it is now.
  case toggleOption(Character)
  /// Say how one of less's options is set, by its letter (`_S`).
  case describeOption(Character)
  /// A screen down (`z`) or up (`w`) as Space and `b` go; a count before it becomes the size of
  /// the screens they go from then on, as in less.
  case scrollWindow(forward: Bool)
  /// Wait for two characters, then find the match of the first on the top line (forward,
  /// Esc-Ctrl-F) or of the second on the bottom line (Esc-Ctrl-B), as brackets.
  case askBrackets(forward: Bool)
  /// One of less's colon commands (`:n`, `:p`, `:x`, `:d`, `:f`, `:q`, `:e`), which acts at once.
  case colon(ColonCommand)
  /// Follow the end until a line that arrives matches the last search (`Esc-F`).
  case followUntilMatch
  /// Go to the next place of the tag (`t`) or the previous one (`T`), as less's.
  case nextTag(forward: Bool)
  /// Say which program and version this is (`V`).
  case showVersion
  /// Open the overview of every tab or of every mark, to filter and go to one.
  case showOverview(OverviewSubject)
  /// Open the timeline of the shown tab's log: its lines per interval, its errors apart.
  case showTimeline
  /// Go to the time of the timeline's chosen bar, closing it.
  case chooseTimelineBar
  /// Ctrl-C: stop what goes on in the shown tab (a filter, following, its command); with nothing
  /// to stop, quit quietly.
  case interrupt
  /// In a merge, show the top line in the tab of its own text, opening one where none shows
  /// it (`Esc-Enter`); `''` comes back.
  case showInOwnTab
  /// Keep a log's lines of the next level and worse (`Esc-L`): every line, then debug, info,
  /// warning and error, and every line again.
  case cycleLogLevel
  case quit
}

extension KeyCommand {
  /// The feature it needs that reaches outside the pager (an editor, a shell, a file written),
  /// which less's secure mode (`LESSSECURE`) turns off; nil for none.
  var secureFeature: SecureMode.Feature? {
    switch self {
    case .editFile: .edit
    case .openLink: .osc8
    case .completePath: .glob
    case .screen(.prompt(.openLine(.shellCommand))),
      .screen(.prompt(.openLine(.expandedShellCommand))):
      .shell
    case .screen(.prompt(.openLine(.saveFile))): .logfile
    case .screen(.prompt(.openLine(.pipe))), .screen(.prompt(.openLine(.pipeBetween))),
      .screen(.mark(.begin(.pipe))):
      .pipe
    case .screen(.prompt(.openLine(.tag))), .nextTag, .colon(.tag): .tags
    default: nil
    }
  }
}

/// What the keys of a binding do: one command whichever of them is pressed, or a command made
/// from the key pressed.
enum KeyAction: Equatable, Sendable {
  case command(KeyCommand)
  /// Jump to the tab of the digit pressed (1 is the first).
  case jumpToDigit
  /// Type the character pressed into the search prompt.
  case typeIntoPrompt
  /// Type the character pressed into the overview's filter.
  case typeIntoOverview
  /// Name the mark to set or go to by the character pressed.
  case nameMark
  /// Turn the option of the letter pressed on or off.
  case toggleOption
  /// Say how the option of the letter pressed is set.
  case describeOption
  /// The colon command of the character pressed after `:`.
  case colonCommand
  /// Find the bracket matching the one pressed (`{` on the top line, `}` on the bottom line).
  case matchBracket

  /// The command for `key`, one of the binding's keys.
  func command(for key: Key) -> KeyCommand? {
    switch self {
    case .command(let command): command
    case .jumpToDigit: key.digit.map { .screen(.pager(.jump(to: $0 - 1))) }
    case .typeIntoPrompt: key.typedCharacter.map { .screen(.prompt(.insert($0))) }
    case .typeIntoOverview: key.typedCharacter.map { .screen(.overview(.type($0))) }
    case .nameMark: key.typedCharacter.map { .screen(.mark(.name($0))) }
    case .toggleOption: key.typedCharacter.map { .toggleOption($0) }
    case .describeOption: key.typedCharacter.map { .describeOption($0) }
    case .colonCommand: key.typedCharacter.flatMap(ColonCommand.init).map { .colon($0) }
    case .matchBracket:
      key.typedCharacter?.asciiValue.flatMap(BracketMatch.init(bracket:))
        .map { .screen(.matchBracket($0)) }
    }
  }

  /// A screen event, whichever key of the binding is pressed.
  static func screen(_ event: ScreenEvent) -> KeyAction { .command(.screen(event)) }
}

/// Keys that do one thing.
struct KeyBinding: Equatable, Sendable {
  var keys: [KeyPattern]
  var action: KeyAction

  /// The command for `key`, or nil when none of the keys is it.
  func command(for key: Key) -> KeyCommand? {
    guard keys.contains(where: { $0.matches(key) }) else { return nil }
    return action.command(for: key)
  }

  /// The command for the keys `pressed` one after the other, or nil when they are none of the
  /// binding's sequences.
  func command(forSequence pressed: [Key]) -> KeyCommand? {
    guard let last = pressed.last else { return nil }
    let prefixed = pressed.count == 2 && keys.contains(.prefixed(pressed[0]))
    guard prefixed || keys.contains(.sequence(pressed)) else { return nil }
    return action.command(for: last)
  }

  /// Whether `pressed` begins one of the binding's sequences without being all of it.
  func beginsSequence(_ pressed: [Key]) -> Bool {
    keys.contains { pattern in
      switch pattern {
      case .sequence(let keys): keys.count > pressed.count && keys.starts(with: pressed)
      case .prefixed(let key): pressed == [key]
      default: false
      }
    }
  }
}

extension KeyBinding {
  init(_ keys: KeyPattern..., to action: KeyAction) {
    self.init(keys: keys, action: action)
  }
}
