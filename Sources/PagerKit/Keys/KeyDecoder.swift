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
  /// (`;2` … `;8`) may come before the final byte of any `[` sequence, and adds to the table's.
  public static let sequenceKeys: [String: KeyPress] = [
    "[A": KeyPress(.up), "[B": KeyPress(.down), "[C": KeyPress(.right), "[D": KeyPress(.left),
    "OA": KeyPress(.up), "OB": KeyPress(.down), "OC": KeyPress(.right), "OD": KeyPress(.left),
    "[H": KeyPress(.home), "[F": KeyPress(.end), "OH": KeyPress(.home), "OF": KeyPress(.end),
    "[1~": KeyPress(.home), "[7~": KeyPress(.home), "[4~": KeyPress(.end), "[8~": KeyPress(.end),
    "[2~": KeyPress(.insert), "[3~": KeyPress(.delete), "[5~": KeyPress(.pageUp),
    "[6~": KeyPress(.pageDown), "[Z": KeyPress(.tab, modifiers: .shift),
    // The keypad's Enter in application mode, and rxvt's Ctrl-Right and Ctrl-Left.
    "OM": KeyPress(.enter), "Oc": KeyPress(.right, modifiers: .control),
    "Od": KeyPress(.left, modifiers: .control),
    "OP": KeyPress(.function(1)), "OQ": KeyPress(.function(2)), "OR": KeyPress(.function(3)),
    "OS": KeyPress(.function(4)), "[11~": KeyPress(.function(1)), "[12~": KeyPress(.function(2)),
    "[13~": KeyPress(.function(3)), "[14~": KeyPress(.function(4)),
    "[15~": KeyPress(.function(5)), "[17~": KeyPress(.function(6)),
    "[18~": KeyPress(.function(7)), "[19~": KeyPress(.function(8)),
    "[20~": KeyPress(.function(9)), "[21~": KeyPress(.function(10)),
    "[23~": KeyPress(.function(11)), "[24~": KeyPress(.function(12)),
    // The Linux console's F1–F5.
    "[[A": KeyPress(.function(1)), "[[B": KeyPress(.function(2)), "[[C": KeyPress(.function(3)),
    "[[D": KeyPress(.function(4)), "[[E": KeyPress(.function(5)),
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
      return (press(forSequence: bytes[(start + 1)..<end]), end)
    }
    if next == 0x1B { return (KeyPress(.escape), start + 1) }
    guard let (key, end) = key(in: bytes, at: start + 1, final: final) else { return nil }
    guard var press = key else { return (nil, end) }
    press.modifiers.insert(.alt)
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

  /// The key a whole sequence (without its ESC: `[1;5C`, `OP`) stands for, its xterm modifier
  /// taken out; nil when the table has none.
  @inlinable
  public static func press(forSequence sequence: some Collection<UInt8>) -> KeyPress? {
    // Inlined where it is called, so that the bytes are read as that caller's own collection:
    // called from another module, the generic decoding looked its types up at run time.
    press(forText: String(decoding: sequence, as: UTF8.self))
  }

  /// The key the sequence `text` (without its ESC) stands for: ``press(forSequence:)``.
  @usableFromInline
  static func press(forText sequenceText: String) -> KeyPress? {
    var text = sequenceText
    var modifiers: KeyModifiers = []
    // `[1;5C`, `[5;3~`: the parameter after `;` is 1 + the modifiers' bits.
    if let semicolon = text.firstIndex(of: ";"), let last = text.last {
      let parameter = text[text.index(after: semicolon)..<text.index(before: text.endIndex)]
      guard let value = UInt8(parameter), (1...16).contains(value) else { return nil }
      modifiers = KeyModifiers(rawValue: (value - 1) & 0b111)
      let number = String(text[text.index(after: text.startIndex)..<semicolon])
      // Strings all: a substring added to a string is the standard library's generic code, whose
      // first run looks its element type up at run time (0.09 M instructions at the start).
      text = "[" + (number == "1" && last != "~" ? "" : number) + String(last)
    } else if text.hasPrefix("["), let last = text.last, last.isLetter,
      text.dropFirst().dropLast().allSatisfy(\.isNumber)
    {
      // A count before a cursor key's letter (`[5C`) says nothing about the key.
      text = "[" + String(last)
    }
    guard var press = sequenceKeys[text] else { return nil }
    press.modifiers.formUnion(modifiers)
    return press
  }
}
