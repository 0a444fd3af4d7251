/// What less's command names in a lesskey file (`forw-line`, `goto-end`, `quit`, …) do here.
///
/// Most are named by the key less gives them: the command is whatever that key does in the key
/// map, so a command TUIPager binds as less does follows its key (and a key that TUIPager gives
/// to tabs, as `h` and the digits, is never asked). The others (files, which are tabs here;
/// options, which wait for a letter) are named by what they do. A name with neither, or whose
/// key does nothing here, cannot be applied.
enum LesskeyCommands {
  /// How one of less's commands is found here.
  enum Meaning: Equatable {
    /// What the first of these keys (or sequences) that does something does in normal mode.
    case key([[Key]])
    /// This action.
    case action(KeyAction)
    /// The key does nothing: less's `noaction` and `invalid`.
    case nothing
  }

  private static func keys(_ sequences: String...) -> Meaning {
    .key(sequences.map { $0.map { Key.character($0) } })
  }

  private static func escape(_ character: Character) -> [Key] { [.escape, .character(character)] }

  /// less 590's command names, each with how it is found here.
  static let names: [String: Meaning] = [
    "forw-line": keys("j"), "back-line": keys("k"),
    "forw-line-force": keys("J"), "back-line-force": keys("K"),
    "forw-screen": keys(" "), "back-screen": keys("b"),
    "forw-window": keys("z"), "back-window": keys("w"),
    "forw-screen-force": .key([escape(" ")]),
    "forw-scroll": keys("d"), "back-scroll": keys("u"),
    "goto-line": keys("g"), "percent": keys("%"), "end": keys("G"),
    "goto-end": keys("G"), "goto-end-buffered": .key([escape("G")]),
    "forw-search": keys("/"), "back-search": keys("?"),
    "repeat-search": keys("n"), "reverse-search": keys("N"),
    // n and N go on through every tab already.
    "repeat-search-all": .key([escape("n"), [.character("n")]]),
    "reverse-search-all": .key([escape("N"), [.character("N")]]),
    "filter": keys("&"),
    "undo-hilite": .key([escape("u")]), "clear-search": .key([escape("U")]),
    "set-mark": keys("m"), "goto-mark": keys("'"),
    "set-mark-bottom": keys("M"), "clear-mark": .key([escape("m")]),
    "help": keys("H"), "quit": keys("q"), "version": keys("V"), "examine": keys("E"),
    "shell": keys("!"), "pshell": keys("#"), "pipe": keys("|"), "visual": keys("v"),
    "status": keys("="),
    "next-tag": keys("t"), "prev-tag": keys("T"),
    "forw-forever": keys("F"), "forw-until-hilite": .key([escape("F")]),
    "left-scroll": .key([escape("(")]), "right-scroll": .key([escape(")")]),
    "no-scroll": .key([escape("{")]), "end-scroll": .key([escape("}")]),
    "right-limit-scroll": .key([escape("]")]),
    "forw-bracket": .key([[.escape, .control("F")]]),
    "back-bracket": .key([[.escape, .control("B")]]),
    "repaint": .key([[.control("L")], [.control("R")]]), "flush-repaint": keys("R"),
    "repaint-flush": keys("R"),
    // Files are tabs here.
    "next-file": .action(.screen(.pager(.next))),
    "prev-file": .action(.screen(.pager(.previous))),
    "index-file": .action(.screen(.pager(.first))),
    "remove-file": .action(.command(.closeTab)),
    "toggle-option": .action(.toggleOption), "toggle-flag": .action(.toggleOption),
    "display-option": .action(.describeOption), "display-flag": .action(.describeOption),
    "noaction": .nothing, "invalid": .nothing,
  ]

  /// less's `#line-edit` names this program has, and what they do at a prompt.
  static let editing: [String: KeyAction] = [
    "up": .screen(.prompt(.older)), "down": .screen(.prompt(.newer)),
    "backspace": .screen(.prompt(.erase)), "abort": .screen(.prompt(.cancel)),
    "forw-complete": .command(.completePath),
  ]

  /// What less's command `name` does in `keys`, or nil when it cannot be applied here: an
  /// action, or nil action for a key that is to do nothing.
  static func action(named name: String, in keys: KeyMap) -> KeyAction?? {
    switch names[name] {
    case nil: return nil
    case .nothing: return .some(nil)
    case .action(let action): return action
    case .key(let sequences):
      for sequence in sequences {
        let command =
          sequence.count == 1
          ? keys.command(for: sequence[0], in: .normal)
          : keys.command(forSequence: sequence, in: .normal)
        if let command { return .command(command) }
      }
      return nil
    }
  }

  /// The keys TUIPager keeps in normal mode after a `#stop`: Ctrl-C, which in less is a signal
  /// and no command of its tables, so that a file without `quit` never traps the user.
  static let keptAfterStop: [KeyPattern] = [.interrupt]

  /// The keys TUIPager keeps at a prompt after a `#stop` in `#line-edit`: those less takes
  /// before its table (Enter, the terminal's erase character, Ctrl-C) and the characters typed.
  static let keptAtPromptsAfterStop: [KeyPattern] = [
    .key(.enter), .key(.backspace), .interrupt, .anyCharacter,
  ]

  /// Applies the bindings of the one file `source` to `keys`, as the list of files below.
  @discardableResult
  static func apply(_ source: LesskeySource, to keys: inout KeyMap) -> Int {
    apply([source], to: &keys)
  }

  /// Applies the bindings of `sources`, weakest first (the system-wide file, then the user's),
  /// to `keys`: `#command` lines in normal mode, `#line-edit` lines at prompts. As less
  /// searches its tables, a file's key goes before the same key of a file read earlier, and
  /// within a file the first line of a key wins. A `#stop` drops less's keys and those of the
  /// files read before (except ``keptAfterStop``). A line that cannot be applied (a command this
  /// program does not have, text less would type after it, a sequence whose first key acts
  /// alone here) is skipped; returns how many were.
  @discardableResult
  static func apply(_ sources: [LesskeySource], to keys: inout KeyMap) -> Int {
    var skipped = 0
    // less's names mean what less's keys do before any of them is bound anew.
    let original = keys
    let commandStop = sources.lastIndex(where: \.stopsCommands)
    if commandStop != nil { keys.unbindAll(in: .normal, keeping: keptAfterStop) }
    let editingStop = sources.lastIndex(where: \.stopsEditing)
    if editingStop != nil { keys.unbindAll(in: .prompt, keeping: keptAtPromptsAfterStop) }
    for source in sources[(commandStop ?? 0)...] {
      // Last line first, so that the first line of a key is the one left standing.
      for binding in source.commands.reversed() {
        guard binding.extra == nil, let action = action(named: binding.action, in: original),
          let pattern = pattern(binding.keys, action: action, in: keys)
        else {
          skipped += 1
          continue
        }
        if let action {
          if !keys.bind(pattern, to: action, in: .normal) { skipped += 1 }
        } else {
          keys.unbind(pattern, in: .normal)
        }
      }
    }
    for source in sources[(editingStop ?? 0)...] {
      for binding in source.editing.reversed() {
        guard binding.extra == nil, let action = editing[binding.action], binding.keys.count == 1,
          keys.bind(.key(binding.keys[0]), to: action, in: .prompt)
        else {
          skipped += 1
          continue
        }
      }
    }
    return skipped
  }

  /// The pattern of `keys` for `action`: a key, a sequence, or for the options' commands a key
  /// that waits for the option's letter; nil for a sequence that cannot begin because its first
  /// key acts alone.
  private static func pattern(_ keys: [Key], action: KeyAction?, in map: KeyMap) -> KeyPattern? {
    if action == .toggleOption || action == .describeOption {
      return keys.count == 1 ? .prefixed(keys[0]) : nil
    }
    guard keys.count > 1 else { return .key(keys[0]) }
    if map.command(for: keys[0], in: .normal) != nil { return nil }
    return .sequence(keys)
  }
}
