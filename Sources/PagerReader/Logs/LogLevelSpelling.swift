/// A word that names a log level, and where it counts as one. Upper case (`ERROR`) is a level
/// wherever it stands as a word: prose rarely shouts. Lower and capitalised case (`error`,
/// `Error`) is one only where it stands as a field (``isField(before:after:)``), since
/// "failed with error 5" is a message's word; some spellings (`SEVERE`, `FINE`, `INF`) are
/// levels only in upper case, as their lower case is ordinary English or a number.
struct LogLevelSpelling {
  /// The word folded to lower case, packed as ``key(of:)`` packs it.
  let key: UInt64
  /// The level it names.
  let level: LogLevel
  /// Whether its lower and capitalised cases name the level too.
  let allowsLowerCase: Bool

  /// The longest spelling's letters: `emergency`.
  static let longest = 9

  /// The spellings.
  static let table: [LogLevelSpelling] = {
    let words: [(String, LogLevel, Bool)] = [
      ("trace", .trace, true), ("trc", .trace, false), ("verbose", .trace, true),
      ("vrb", .trace, false), ("finer", .trace, false), ("finest", .trace, false),
      ("debug", .debug, true), ("dbg", .debug, false), ("fine", .debug, false),
      ("config", .debug, false),
      ("info", .info, true), ("inf", .info, false), ("log", .info, false),
      ("notice", .notice, true),
      ("warn", .warning, true), ("warning", .warning, true), ("wrn", .warning, false),
      ("error", .error, true), ("err", .error, true), ("severe", .error, false),
      ("critical", .critical, true), ("crit", .critical, true), ("fatal", .critical, true),
      ("ftl", .critical, false), ("alert", .critical, true), ("emerg", .critical, true),
      ("emergency", .critical, true), ("panic", .critical, true), ("pnc", .critical, false),
    ]
    return words.map { word, level, allowsLowerCase in
      LogLevelSpelling(
        key: key(of: Array(word.utf8)[...]), level: level, allowsLowerCase: allowsLowerCase)
    }
  }()

  /// `letters` (ASCII letters, at most 12) folded to lower case, five bits each: a number to
  /// compare instead of the bytes.
  static func key<Letters: Collection<UInt8>>(of letters: Letters) -> UInt64 {
    letters.reduce(0) { $0 << 5 | UInt64(($1 | 0x20) - 0x60) }
  }

  /// The spellings by key in open addressing, for ``lookUp(_:)`` to find a word's in one or two
  /// probes: a slot is `key << 8 | level << 1 | allowsLowerCase`, 0 when empty. Every word of a
  /// line's first 100 bytes is looked up, so a search through the table would cost more than
  /// reading the line.
  static let slots: [UInt64] = {
    var slots = [UInt64](repeating: 0, count: slotCount)
    for spelling in table {
      var slot = LogLevelSpelling.slot(of: spelling.key)
      while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
      slots[slot] =
        spelling.key << 8 | UInt64(spelling.level.rawValue) << 1
        | (spelling.allowsLowerCase ? 1 : 0)
    }
    return slots
  }()

  /// Slots in ``slots``: a power of two, four times the spellings, so that most words that are
  /// none find an empty slot at once.
  static let slotCount = 128

  /// The first slot of `key`: its bits mixed by Fibonacci hashing, the top seven kept.
  static func slot(of key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 57)
  }

  /// The spelling of `key`, or nil.
  static func lookUp(_ key: UInt64) -> LogLevelSpelling? {
    let slots = Self.slots
    var slot = Self.slot(of: key)
    while true {
      let entry = slots[slot]
      guard entry != 0 else { return nil }
      if entry >> 8 == key {
        return LogLevelSpelling(
          key: key, level: LogLevel(rawValue: Int(entry >> 1 & 0x7F))!,
          allowsLowerCase: entry & 1 == 1)
      }
      slot = (slot + 1) & (slotCount - 1)
    }
  }

  /// Whether a word between `before` and `after` (0 at the line's ends) stands as a field: in
  /// brackets, quotes or pipes, after `=` (`level=error`), before `:` (`error:`, Apache's
  /// `[core:error]`), between tabs.
  static func isField(before: UInt8, after: UInt8) -> Bool {
    switch before {
    case 0x5B, 0x3C, 0x28, 0x3D, 0x22, 0x27, 0x7C, 0x09: return true  // [ < ( = " ' | tab
    default: break
    }
    switch after {
    case 0x5D, 0x3E, 0x29, 0x3A, 0x22, 0x27, 0x7C, 0x09: return true  // ] > ) : " ' | tab
    default: return false
    }
  }

  /// The level a single upper-case letter in brackets names (`[E]`), or nil.
  static func letterLevel(_ letter: UInt8) -> LogLevel? {
    switch letter {
    case 0x54, 0x56: return .trace  // T V
    case 0x44: return .debug  // D
    case 0x49: return .info  // I
    case 0x4E: return .notice  // N
    case 0x57: return .warning  // W
    case 0x45: return .error  // E
    case 0x43, 0x46: return .critical  // C F
    default: return nil
    }
  }
}
