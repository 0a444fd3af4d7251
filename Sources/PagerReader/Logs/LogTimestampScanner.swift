/// A place in a line's bytes that the timestamp readers move along: fixed-width digits, a
/// fraction, a zone, a month's name. Each read moves on only when it succeeds, except where said;
/// none allocates, as every line of a big log goes through them.
struct LogTimestampScanner {
  /// The line.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index: Int

  /// The byte at `index`, or 0 past the line's end (0 matches no test below).
  var current: UInt8 { index < bytes.count ? bytes[index] : 0 }

  /// The byte `offset` after `index`, or 0 past the line's end.
  func peek(_ offset: Int) -> UInt8 {
    index + offset < bytes.count ? bytes[index + offset] : 0
  }

  /// Takes `byte` if it comes next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  /// The number of exactly `count` digits, or nil (moving on only when they are there). Always
  /// inlined, as every timestamp reads five or six of them: a call each costs a third of a
  /// line's time.
  @inline(__always)
  mutating func digits(_ count: Int) -> Int? {
    guard index + count <= bytes.count else { return nil }
    var value = 0
    for offset in 0..<count {
      let digit = bytes[index + offset] &- 0x30
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    index += count
    return value
  }

  /// The number of one or two digits (a day, a 12-hour clock's hour), or nil.
  mutating func oneOrTwoDigits() -> Int? {
    guard let first = digits(1) else { return nil }
    guard let second = digits(1) else { return first }
    return first * 10 + second
  }

  /// Whether the byte at `index` is not a digit: a number read ends there.
  var endsNumber: Bool { !Self.isDigit(current) }

  /// `HH:MM:SS`, each two digits in range, or nil.
  @inline(__always)
  mutating func clock() -> (hour: Int, minute: Int, second: Int)? {
    guard let hour = digits(2), hour < 24, take(0x3A), let minute = digits(2), minute < 60,
      take(0x3A), let second = digits(2), second <= 60
    else { return nil }
    return (hour, minute, second)
  }

  /// The milliseconds of a fraction of a second (`.` or `,` and digits, as many as written), or
  /// 0 when none follows; digits past the third are passed over, not rounded.
  mutating func fraction() -> Int {
    guard current == 0x2E || current == 0x2C, Self.isDigit(peek(1)) else { return 0 }
    index += 1
    var milliseconds = 0
    var place = 100
    while Self.isDigit(current) {
      milliseconds += Int(current - 0x30) * place
      place /= 10
      index += 1
    }
    return milliseconds
  }

  /// A zone written right after a time: `Z`, `+02:00`, `+0200`, `+02`; or after a space,
  /// `+02:00`, `+0200`, `UTC` or `GMT`. Its offset in seconds east of UTC, or nil (not moving on)
  /// when none is there.
  mutating func zone() -> Int? {
    let start = index
    if current == 0x5A || current == 0x7A {  // Z z
      index += 1
      return 0
    }
    if current == 0x20 { return zoneAfterSpace() }
    if let offset = signedOffset(allowsHoursAlone: true) { return offset }
    index = start
    return nil
  }

  /// A zone after a space: ` +0200`, ` +02:00`, ` UTC`, ` GMT` (no letter right after them). Its
  /// offset in seconds east of UTC, or nil (not moving on) when none is there.
  mutating func zoneAfterSpace() -> Int? {
    let start = index
    guard take(0x20) else { return nil }
    if let offset = namedZone() ?? signedOffset(allowsHoursAlone: false) { return offset }
    index = start
    return nil
  }

  /// `UTC` or `GMT`, not followed by a letter.
  private mutating func namedZone() -> Int? {
    let first = current
    if (first == 0x55 && peek(1) == 0x54 && peek(2) == 0x43)  // UTC
      || (first == 0x47 && peek(1) == 0x4D && peek(2) == 0x54)  // GMT
    {
      guard !Self.isLetter(peek(3)) else { return nil }
      index += 3
      return 0
    }
    return nil
  }

  /// `+HH:MM`, `+HHMM` or (when allowed) `+HH`, or `-` for west; nil when not there, ending in
  /// a digit, or out of range.
  private mutating func signedOffset(allowsHoursAlone: Bool) -> Int? {
    let sign: Int
    switch current {
    case 0x2B: sign = 1
    case 0x2D: sign = -1
    default: return nil
    }
    index += 1
    guard let hours = digits(2), hours < 24 else { return nil }
    var minutes = 0
    if take(0x3A) {
      guard let value = digits(2) else { return nil }
      minutes = value
    } else if let value = digits(2) {
      minutes = value
    } else if !allowsHoursAlone {
      return nil
    }
    guard minutes < 60, endsNumber else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }

  /// A month's three-letter English name (`Jan`, `JAN` and `jan` alike), 1...12, or nil.
  mutating func monthName() -> Int? {
    guard index + 3 <= bytes.count else { return nil }
    // The three letters folded to lower case, as one number.
    let key =
      Int(bytes[index] | 0x20) << 16 | Int(bytes[index + 1] | 0x20) << 8
      | Int(bytes[index + 2] | 0x20)
    guard let month = Self.months.firstIndex(of: key) else { return nil }
    index += 3
    return month + 1
  }

  /// The months' names as ``monthName()`` folds them, January first.
  private static let months: [Int] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ].map { name in name.utf8.reduce(0) { $0 << 8 | Int($1) } }

  /// Whether `byte` is an ASCII digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

  /// Whether `byte` is part of a word: an ASCII letter or digit, `_`, or any byte of a UTF-8
  /// character beyond ASCII (most are letters). A timestamp starts after none, so that
  /// `12024-01-26` or `xJan 26` is not one, and a level's name is no part of a longer word.
  static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || isLetter(byte) || byte == 0x5F || byte >= 0x80
  }
}
