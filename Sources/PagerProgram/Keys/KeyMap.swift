import PagerKit
import PagerReader

/// The keys in effect: the key table with the config file's `bind` lines applied. The run loop
/// looks keys up here, and `--help` and the `?` overlay list its rows, so they show what the keys
/// really do.
struct KeyMap: Equatable, Sendable {
  /// The key table's rows with every rebound key moved to its new command's binding; bindings
  /// left without keys stay here, so that a later `bind` can give them one again.
  private var table: [KeyTableRow] {
    get { edited ?? KeyTable.rows }
    _modify {
      if edited == nil { edited = KeyTable.rows }
      yield &edited!
    }
  }
  /// The rows once a key is bound; nil while they are the key table's own, which are then made
  /// only when a key is first looked up, not at every start (77 k instructions, seven pages).
  private var edited: [KeyTableRow]?

  /// The key table as it is.
  static let standard = KeyMap(edited: nil)

  static func == (one: KeyMap, other: KeyMap) -> Bool { one.table == other.table }

  /// The rows in effect, in the key table's order: bindings and rows left without keys are gone.
  var rows: [KeyTableRow] {
    table.compactMap { row in
      var row = row
      row.bindings.removeAll { $0.keys.isEmpty }
      return row.bindings.isEmpty ? nil : row
    }
  }

  /// The commands a `bind` line can name, by name: every command a key of normal mode does.
  static let commands: [String: KeyCommand] = Dictionary(
    KeyTable.rows(in: .normal).flatMap(\.bindings).compactMap { binding in
      guard case .command(let command) = binding.action, let name = command.name else {
        return nil
      }
      return (name, command)
    },
    uniquingKeysWith: { first, _ in first })

  /// The rows of one mode, in order.
  func rows(in mode: InputMode) -> [KeyTableRow] {
    rows.filter { $0.mode == mode }
  }

  /// What `key` does in `mode` (or in the mode it falls back to), or nil when it does nothing
  /// there.
  func command(for key: Key, in mode: InputMode) -> KeyCommand? {
    // A key bound by itself (a lesskey file's `5 quit`) comes before a class of keys (the
    // digits, any character), as in less, whose tables a user's line goes before.
    for exact in [true, false] {
      for row in table where row.mode == mode {
        for binding in row.bindings
        where binding.keys.contains(where: { ($0 == .key(key)) == exact && $0.matches(key) }) {
          if let command = binding.action.command(for: key) { return command }
        }
      }
    }
    return mode.fallback.flatMap { command(for: key, in: $0) }
  }

  /// Whether `key`, typed in normal mode, is a digit of a count (or of a tab to jump to): a
  /// digit not bound by itself to a command, while the digits are bound (a lesskey file's
  /// `#stop` unbinds them, as less's `digit` command goes with the rest).
  func takesAsDigit(_ key: Key) -> Bool {
    guard key.digit != nil || key == .character("0") else { return false }
    let normal = table.filter { $0.mode == .normal }.flatMap(\.bindings)
    return !normal.contains { $0.keys.contains(.key(key)) }
      && normal.contains { $0.keys.contains(.digit) }
  }

  /// What the keys `pressed` one after the other do in `mode` (or the mode it falls back to), or
  /// nil when they are no sequence there.
  func command(forSequence pressed: [Key], in mode: InputMode) -> KeyCommand? {
    for row in table where row.mode == mode {
      for binding in row.bindings {
        if let command = binding.command(forSequence: pressed) { return command }
      }
    }
    return mode.fallback.flatMap { command(forSequence: pressed, in: $0) }
  }

  /// Whether `pressed` begins a sequence of keys in `mode` (or the mode it falls back to): then
  /// the next key finishes it.
  func beginsSequence(_ pressed: [Key], in mode: InputMode) -> Bool {
    table.contains { row in
      row.mode == mode && row.bindings.contains { $0.beginsSequence(pressed) }
    } || mode.fallback.map { beginsSequence(pressed, in: $0) } == true
  }

  /// The name of the first key that does `command` in normal mode, for "H for help".
  func keyName(of command: KeyCommand) -> String? {
    for row in table where row.mode == .normal {
      for binding in row.bindings where binding.action == .command(command) {
        if let key = binding.keys.first { return key.name }
      }
    }
    return nil
  }

  /// Makes `key` do `command` in normal mode, and nothing else: it leaves the binding it had and
  /// joins the one of `command`. `command` must be one of ``commands``.
  mutating func bind(_ key: Key, to command: KeyCommand) {
    for index in table.indices where table[index].mode == .normal {
      for binding in table[index].bindings.indices {
        table[index].bindings[binding].keys.removeAll { $0 == .key(key) }
        if table[index].bindings[binding].action == .command(command) {
          table[index].bindings[binding].keys.append(.key(key))
        }
      }
    }
  }

  /// Makes the keys of `pattern` do `action` in `mode` and nothing else there (a lesskey file's
  /// lines): they leave the binding they had and join the first that does `action`. Returns
  /// false, changing nothing, when no binding of `mode` does `action`.
  @discardableResult
  mutating func bind(_ pattern: KeyPattern, to action: KeyAction, in mode: InputMode) -> Bool {
    var target: (row: Int, binding: Int)?
    for row in table.indices where table[row].mode == mode && target == nil {
      if let binding = table[row].bindings.firstIndex(where: { $0.action == action }) {
        target = (row, binding)
      }
    }
    guard let (row, binding) = target else { return false }
    unbind(pattern, in: mode)
    table[row].bindings[binding].keys.append(pattern)
    return true
  }

  /// Makes every key of `mode` do nothing but those of `kept` (a lesskey file's `#stop`, after
  /// which only the file's own lines bind keys).
  mutating func unbindAll(in mode: InputMode, keeping kept: [KeyPattern]) {
    for index in table.indices where table[index].mode == mode {
      for binding in table[index].bindings.indices {
        table[index].bindings[binding].keys.removeAll { !kept.contains($0) }
      }
    }
  }

  /// Makes the keys of `pattern` do nothing in `mode` (less's `noaction`).
  mutating func unbind(_ pattern: KeyPattern, in mode: InputMode) {
    for index in table.indices where table[index].mode == mode {
      for binding in table[index].bindings.indices {
        table[index].bindings[binding].keys.removeAll { $0 == pattern }
      }
    }
  }
}
