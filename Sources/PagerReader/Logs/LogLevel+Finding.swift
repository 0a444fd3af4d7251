extension LogLevel {
  /// How far into a line a level's word may start: past a timestamp, a host and a process, not
  /// deep into the message.
  package static let searchWindow = 100

  /// The level `line` says, or nil: its first word within ``searchWindow`` bytes that is a
  /// level's spelling (``LogLevelSpelling``) as a whole word, not part of one (`errors`,
  /// `error_count`, `information` are none); a single letter in brackets (`[E]`); or glog's
  /// letter before the date at the line's start (`E0126 08:59:12.345678`).
  package static func find(in line: UnsafeBufferPointer<UInt8>) -> LogLevel? {
    if let level = glogLevel(line) { return level }
    let limit = min(line.count, searchWindow)
    var index = 0
    while index < limit {
      let first = line[index]
      guard LogTimestampScanner.isLetter(first) else {
        index += 1
        // A word that starts with a digit or `_` (`5error`, `_info`) is no level: passed whole.
        if LogTimestampScanner.isWordByte(first) { index = wordEnd(line, from: index) }
        continue
      }
      // The word's letters, as few as a spelling has at most, packed as the spellings are.
      var end = index
      var key: UInt64 = 0
      var upperCase = 0
      while end < line.count, end - index <= LogLevelSpelling.longest {
        let byte = line[end]
        guard LogTimestampScanner.isLetter(byte) else { break }
        key = key << 5 | UInt64((byte | 0x20) - 0x60)
        if byte < 0x61 { upperCase += 1 }
        end += 1
      }
      let after = end < line.count ? line[end] : 0
      if !LogTimestampScanner.isWordByte(after),
        let level = level(
          key: key, length: end - index, upperCase: upperCase,
          capitalised: upperCase == 1 && first < 0x61,
          before: index > 0 ? line[index - 1] : 0, after: after, first: first)
      {
        return level
      }
      index = wordEnd(line, from: end)
    }
    return nil
  }

  /// Where the word that goes on at `index` ends: the first byte from there that is not part
  /// of one.
  private static func wordEnd(_ line: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    var end = index
    while end < line.count, LogTimestampScanner.isWordByte(line[end]) { end += 1 }
    return end
  }

  /// ``find(in:)-(UnsafeBufferPointer<UInt8>)`` in a line in an array.
  package static func find(in line: [UInt8]) -> LogLevel? {
    line.withUnsafeBufferPointer { find(in: $0) }
  }

  /// The level of a word of `length` letters packed in `key`, `upperCase` of them in upper case,
  /// between `before` and `after`; nil when it names none there.
  private static func level(
    key: UInt64, length: Int, upperCase: Int, capitalised: Bool, before: UInt8, after: UInt8,
    first: UInt8
  ) -> LogLevel? {
    if length == 1 {
      guard before == 0x5B, after == 0x5D else { return nil }  // [ ]
      return LogLevelSpelling.letterLevel(first)
    }
    guard length <= LogLevelSpelling.longest else { return nil }
    if upperCase == length { return LogLevelSpelling.lookUp(key)?.level }
    // The case and the place first: most of a line's words are lower-case ones in running
    // text, which need no look-up.
    guard upperCase == 0 || capitalised, LogLevelSpelling.isField(before: before, after: after),
      let spelling = LogLevelSpelling.lookUp(key), spelling.allowsLowerCase
    else { return nil }
    return spelling.level
  }

  /// glog's level (`I`, `W`, `E`, `F`) when `line` starts as glog's lines do: the letter, the
  /// month and day as four digits, a space.
  private static func glogLevel(_ line: UnsafeBufferPointer<UInt8>) -> LogLevel? {
    guard line.count > 5, line[5] == 0x20,
      line[1...4].allSatisfy({ LogTimestampScanner.isDigit($0) })
    else { return nil }
    switch line[0] {
    case 0x49: return .info  // I
    case 0x57: return .warning  // W
    case 0x45: return .error  // E
    case 0x46: return .critical  // F
    default: return nil
    }
  }
}
