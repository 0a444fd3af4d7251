/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text, control characters, and
/// the escape sequences of xterm, VT220, rxvt and the Linux console for arrows, Home, End,
/// Page Up/Down, Insert, Delete and F1–F12, with xterm's modifiers (`ESC [ 1 ; 5 C` is
/// Ctrl-→). The sequences are a table (``sequenceKeys``), as less's `decode.c` keeps its own.
///
/// Bytes may arrive split anywhere: an unfinished sequence or character is held until the rest
/// comes. A lone ESC is held too, as it may start a sequence: when no byte follows it soon
/// (``isHolding`` after a read, and some 50 ms of quiet), ``flush()`` gives it as Escape.
/// Sequences it does not know (mouse reports, terminal replies) are dropped whole.
public struct KeyDecoder: Sendable {
  private var held: [UInt8] = []

  /// A decoder holding nothing.
  public init() {}

  /// Whether bytes are held that may start a longer sequence.
  public var isHolding: Bool { !held.isEmpty }

  /// The keys in `bytes`, after any held before; what is unfinished at the end is held.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [KeyPress] {
    held.append(contentsOf: bytes)
    var keys: [KeyPress] = []
    var index = 0
    while index < held.count {
      guard let (press, end) = Self.key(in: held, at: index, final: false) else { break }
      if let press { keys.append(press) }
      index = end
    }
    held.removeFirst(index)
    return keys
  }

  /// The keys held, as they stand: a lone ESC is Escape, an unfinished sequence is dropped.
  public mutating func flush() -> [KeyPress] {
    var keys: [KeyPress] = []
    var index = 0
    while index < held.count, let (press, end) = Self.key(in: held, at: index, final: true) {
      if let press { keys.append(press) }
      index = end
    }
    held.removeAll()
    return keys
  }

  /// The escape sequences, without their ESC, and the keys they stand for. An xterm modifier
  /// (`;2` … `;8`) may come before the final byte of any `[` sequence.
  public static let sequenceKeys: [String: TerminalKey] = [
    "[A": .up, "[B": .down, "[C": .right, "[D": .left,
    "OA": .up, "OB": .down, "OC": .right, "OD": .left,
    "[H": .home, "[F": .end, "OH": .home, "OF": .end,
    "[1~": .home, "[7~": .home, "[4~": .end, "[8~": .end,
    "[2~": .insert, "[3~": .delete, "[5~": .pageUp, "[6~": .pageDown,
    "OP": .function(1), "OQ": .function(2), "OR": .function(3), "OS": .function(4),
    "[11~": .function(1), "[12~": .function(2), "[13~": .function(3), "[14~": .function(4),
    "[[A": .function(1), "[[B": .function(2), "[[C": .function(3), "[[D": .function(4),
    "[[E": .function(5), "[15~": .function(5), "[17~": .function(6), "[18~": .function(7),
    "[19~": .function(8), "[20~": .function(9), "[21~": .function(10), "[23~": .function(11),
    "[24~": .function(12), "[Z": .tab,
  ]

  /// The key at `start`, or nil when the bytes there are unfinished (and `final` is false);
  /// a nil key for bytes dropped.
  private static func key(in bytes: [UInt8], at start: Int, final: Bool) -> (KeyPress?, Int)? {
    let byte = bytes[start]
    if byte == 0x1B { return escaped(in: bytes, at: start, final: final) }
    if byte < 0x20 || byte == 0x7F { return (control(byte), start + 1) }
    return character(in: bytes, at: start, final: final)
  }

  /// A control character: Enter, Tab, Backspace, or Ctrl with a letter or symbol.
  private static func control(_ byte: UInt8) -> KeyPress {
    switch byte {
    case 0x0D, 0x0A: KeyPress(.enter)
    case 0x09: KeyPress(.tab)
    case 0x7F, 0x08: KeyPress(.backspace)
    case 0x00: KeyPress(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    default: KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    }
  }

  /// One UTF-8 character; a malformed one is U+FFFD for its first byte.
  private static func character(in bytes: [UInt8], at start: Int, final: Bool) -> (
    KeyPress?, Int
  )? {
    let length =
      switch bytes[start] {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 1
      }
    guard start + length <= bytes.count else {
      let continues = bytes[(start + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
      if !final && continues { return nil }
      return (KeyPress(.character("\u{FFFD}")), start + 1)
    }
    var decoder = UTF8()
    var iterator = bytes[start..<start + length].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return (KeyPress(.character("\u{FFFD}")), start + 1)
    }
    return (KeyPress(.character(Character(scalar))), start + length)
  }

  /// ESC: a sequence from the table, Alt with the key after it, or Escape alone.
  private static func escaped(in bytes: [UInt8], at start: Int, final: Bool) -> (KeyPress?, Int)? {
    guard start + 1 < bytes.count else { return final ? (KeyPress(.escape), start + 1) : nil }
    let next = bytes[start + 1]
    if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
      guard let end = sequenceEnd(in: bytes, at: start + 1) else {
        return final ? (KeyPress(.escape), start + 1) : nil
      }
      return (sequence(Array(bytes[(start + 1)..<end])), end)
    }
    if next == 0x1B { return (KeyPress(.escape), start + 1) }
    guard var (press, end) = key(in: bytes, at: start + 1, final: final) else { return nil }
    press?.modifiers.insert(.alt)
    return (press, end)
  }

  /// Just past the final byte of the `[` or `O` sequence at `start`, or nil when unfinished.
  private static func sequenceEnd(in bytes: [UInt8], at start: Int) -> Int? {
    var index = start + 1
    if bytes[start] == UInt8(ascii: "O") { return index < bytes.count ? index + 1 : nil }
    // The Linux console's F1–F5: `[[A` … `[[E`.
    if index < bytes.count, bytes[index] == UInt8(ascii: "[") { index += 1 }
    while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
    return index < bytes.count ? index + 1 : nil
  }

  /// The key a whole sequence (without its ESC) stands for, its modifier taken out; nil when
  /// the table has none.
  private static func sequence(_ sequence: [UInt8]) -> KeyPress? {
    var text = String(decoding: sequence, as: UTF8.self)
    var modifiers: KeyModifiers = []
    // `[1;5C`, `[5;3~`: the parameter after `;` is 1 + the modifiers' bits.
    if let semicolon = text.firstIndex(of: ";"), let last = text.last {
      let parameter = text[text.index(after: semicolon)..<text.index(before: text.endIndex)]
      guard let value = UInt8(parameter), (1...16).contains(value) else { return nil }
      modifiers = KeyModifiers(rawValue: (value - 1) & 0b111)
      let number = text[text.index(after: text.startIndex)..<semicolon]
      text = "[" + (number == "1" && last != "~" ? "" : number) + String(last)
    }
    guard let key = sequenceKeys[text] else { return nil }
    if text == "[Z" { modifiers.insert(.shift) }
    return KeyPress(key, modifiers: modifiers)
  }
}
