/// A compiled lesskey file, as the `lesskey` program writes it and less 590 still reads it
/// (`~/.less`, `/etc/sysless`; less's `lesskey.h` and `decode.c`): the magic bytes `\0M+G`,
/// sections of one letter (`c` commands, `e` line editing, `v` variables, `x` the end) each with
/// its length in two bytes (low first, radix 64), then `End`.
///
/// A section is a table of entries `KEYS \0 ACTION [EXTRA \0]`: the action is a byte, with its
/// top bit set when text follows it; a variable is `NAME \0 0x81 VALUE \0`. An entry of no keys
/// and the action 103 is a `#stop`. A key less calls special (an arrow, Page Up) is Ctrl-K, its
/// number, then `6 1 1 1`.
enum LesskeyBinary {
  /// The magic bytes at the start and the end.
  static let magic: [UInt8] = [0, UInt8(ascii: "M"), UInt8(ascii: "+"), UInt8(ascii: "G")]
  static let endMagic: [UInt8] = Array("End".utf8)

  /// The action bytes of less 590's `#command` names (`cmd.h`), by byte.
  static let commandNames: [UInt8: String] = [
    2: "back-line", 3: "back-screen", 4: "back-scroll", 5: "back-search", 6: "digit",
    7: "display-option", 8: "debug", 9: "examine", 10: "first-cmd", 11: "repaint-flush",
    12: "forw-line", 13: "forw-screen", 14: "forw-scroll", 15: "forw-search", 16: "goto-end",
    17: "goto-line", 18: "goto-mark", 19: "help", 20: "next-file", 21: "percent",
    23: "prev-file", 24: "quit", 25: "repaint", 26: "set-mark", 27: "shell", 28: "status",
    29: "forw-line-force", 30: "back-line-force", 31: "version", 32: "visual",
    33: "forw-window", 34: "back-window", 35: "forw-bracket", 36: "back-bracket", 37: "pipe",
    38: "index-file", 39: "undo-hilite", 40: "forw-screen-force", 41: "left-scroll",
    42: "right-scroll", 43: "repeat-search", 44: "repeat-search-all", 45: "reverse-search",
    46: "reverse-search-all", 47: "toggle-option", 50: "forw-forever", 52: "remove-file",
    53: "next-tag", 54: "prev-tag", 55: "filter", 56: "forw-until-hilite",
    57: "goto-end-buffered", 58: "no-scroll", 59: "end-scroll", 62: "clear-mark",
    63: "set-mark-bottom", 70: "clear-search", 101: "noaction", 102: "invalid",
  ]

  /// The action bytes of less 590's `#line-edit` names, by byte.
  static let editingNames: [UInt8: String] = [
    1: "backspace", 2: "kill-line", 3: "right", 4: "left", 5: "word-left", 6: "word-right",
    7: "insert", 8: "delete", 9: "home", 10: "end", 11: "word-backspace", 12: "word-delete",
    13: "up", 14: "down", 15: "expand", 17: "forw-complete", 18: "back-complete",
    19: "literal", 20: "abort", 102: "invalid",
  ]

  /// less's special keys (`SK_…`), by number.
  static let specialKeys: [UInt8: Key] = [
    1: .right, 2: .left, 3: .up, 4: .down, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    9: .delete, 40: .control("K"),
  ]

  private static let specialKey: UInt8 = 0x0B
  private static let endOfList: UInt8 = 103
  private static let skip: UInt8 = 127
  private static let extra: UInt8 = 0x80

  /// Whether `bytes` begin as a compiled lesskey file.
  static func isCompiled(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

  /// The file of `bytes`, or nil when they are not a compiled lesskey file whole (the file is
  /// then passed over, as a file less cannot use). An entry of an action or a key this program
  /// does not know is left out, as a source file's line would be.
  static func source(_ bytes: [UInt8]) -> LesskeySource? {
    guard bytes.count >= magic.count + 1 + endMagic.count, isCompiled(bytes),
      bytes.suffix(endMagic.count).elementsEqual(endMagic)
    else { return nil }
    var commands: [LesskeySource.Binding] = []
    var editing: [LesskeySource.Binding] = []
    var variables: [(name: String, value: String)] = []
    var stopsCommands = false
    var stopsEditing = false
    var index = magic.count
    let end = bytes.count - endMagic.count
    while index < end {
      let section = bytes[index]
      if section == UInt8(ascii: "x") { break }
      guard index + 3 <= end else { return nil }
      let length = Int(bytes[index + 1]) + Int(bytes[index + 2]) * 64
      let start = index + 3
      guard start + length <= end else { return nil }
      guard let table = entries(bytes[start..<(start + length)]) else { return nil }
      switch section {
      case UInt8(ascii: "c"):
        commands += table.entries.compactMap { binding($0, names: commandNames) }
        stopsCommands = stopsCommands || table.stops
      case UInt8(ascii: "e"):
        editing += table.entries.compactMap { binding($0, names: editingNames) }
        stopsEditing = stopsEditing || table.stops
      case UInt8(ascii: "v"):
        variables += table.entries.compactMap { entry in
          guard entry.action == 1, let value = entry.extra,
            let name = String(validating: entry.keys, as: UTF8.self), !name.isEmpty
          else { return nil }
          return (name, String(decoding: value, as: UTF8.self))
        }
      default: return nil
      }
      index = start + length
    }
    guard index < end else { return nil }
    return LesskeySource(
      commands: commands, editing: editing, variables: variables, stopsCommands: stopsCommands,
      stopsEditing: stopsEditing)
  }

  /// One entry of a table: its key bytes, its action without the top bit, the text after it.
  private struct Entry {
    var keys: [UInt8]
    var action: UInt8
    var extra: [UInt8]?
  }

  /// The entries of a table before its end or its `#stop`, and whether it has a `#stop`; nil
  /// when an entry is cut short.
  private static func entries(_ table: ArraySlice<UInt8>) -> (entries: [Entry], stops: Bool)? {
    var entries: [Entry] = []
    var index = table.startIndex
    while index < table.endIndex {
      guard let keysEnd = table[index...].firstIndex(of: 0) else { return nil }
      var actionIndex = keysEnd + 1
      while actionIndex < table.endIndex, table[actionIndex] == skip { actionIndex += 1 }
      guard actionIndex < table.endIndex else { return nil }
      let keys = Array(table[index..<keysEnd])
      let action = table[actionIndex]
      if keys.isEmpty && action == endOfList { return (entries, true) }
      index = actionIndex + 1
      var extraText: [UInt8]?
      if action & extra != 0 {
        guard let extraEnd = table[index...].firstIndex(of: 0) else { return nil }
        extraText = Array(table[index..<extraEnd])
        index = extraEnd + 1
      }
      entries.append(Entry(keys: keys, action: action & ~extra, extra: extraText))
    }
    return (entries, false)
  }

  /// The binding of a command or editing entry, or nil for an action or a key unknown here.
  private static func binding(
    _ entry: Entry, names: [UInt8: String]
  ) -> LesskeySource.Binding? {
    guard let action = names[entry.action], let keys = keys(entry.keys) else { return nil }
    return LesskeySource.Binding(
      keys: keys, action: action,
      extra: entry.extra.map { String(decoding: $0, as: UTF8.self) }, line: 0)
  }

  /// The keys of a key string: special keys, and characters in UTF-8.
  private static func keys(_ bytes: [UInt8]) -> [Key]? {
    var keys: [Key] = []
    var text: [UInt8] = []
    func flush() -> Bool {
      defer { text = [] }
      guard !text.isEmpty else { return true }
      guard let string = String(validating: text, as: UTF8.self) else { return false }
      keys += string.unicodeScalars.map(LesskeySource.key)
      return true
    }
    var index = 0
    while index < bytes.count {
      if bytes[index] == specialKey {
        guard index + 1 < bytes.count, let key = specialKeys[bytes[index + 1]], flush() else {
          return nil
        }
        keys.append(key)
        // The number, then the four bytes lesskey writes after it.
        index += 6
      } else {
        text.append(bytes[index])
        index += 1
      }
    }
    guard flush(), !keys.isEmpty else { return nil }
    return keys
  }
}
