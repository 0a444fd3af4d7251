import PagerKit
import PagerReader

/// The one decoder of what the terminal sends: keys, mouse reports, pastes and the terminal's
/// replies, from the bytes read, split anywhere. Table-driven, as less's `decode.c` is: the
/// terminfo entry's key strings are entries beside PagerKit's table of xterm, VT220, rxvt and
/// Linux console sequences (``KeyDecoder/sequenceKeys``), the entry's winning where they differ;
/// xterm's modifiers (`ESC [ 1 ; 5 C`) are read as PagerKit reads them.
///
/// What an ESC begins is read whole (``EscapeSequence``): a key, a paste's bounds, a control
/// string (read to its end and never taken as keys, which is how a late reply is told apart), a
/// mouse report (SGR's `ESC [ < b ; x ; y M` and X10's `ESC [ M b x y`), or a reply to the
/// startup query. ESC that begins none is Escape, and the byte after it a key of its own (Alt).
/// Bytes that may still become more are held; ``waitMilliseconds`` says how long the caller
/// waits for the rest before ``flush()`` takes them as they are (a lone ESC is Escape then).
struct InputDecoder {
  /// What a run of bytes was.
  enum Event: Equatable {
    /// Input for the program.
    case input(Input)
    /// A reply of the terminal to a query.
    case reply(TerminalReply)
  }

  /// How long to wait for the rest of a key or a sequence, in milliseconds: what ncurses waited
  /// for an ESC's sequence (its ESCDELAY).
  static let sequenceWait: Int32 = 25
  /// How long to wait for each further byte of a control string (a reply that may come in
  /// pieces over a slow link, or through a multiplexer on a busy machine), in milliseconds,
  /// before dropping what came of it: a piece taken for keys could open a prompt and type into
  /// it, while waiting costs only keys typed right after an unbound Alt-] or Alt-P.
  static let stringWait: Int32 = 500
  /// How long to wait for each further byte of a paste, in milliseconds, before taking it as
  /// ended without its end.
  static let pasteWait: Int32 = 200

  private static let escape: UInt8 = 0x1B
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// Whole sequences, ESC included, and the keys they stand for: made when the first ESC that
  /// may be a key comes (sorting them and reading the entry's keys cost 0.46 M instructions).
  private lazy var sequences = KeySequenceTable(Self.pairs(terminfoKeys: terminfoKeys()))
  /// The terminfo entry's key strings, read when ``sequences`` is made.
  private let terminfoKeys: () -> [(sequence: [UInt8], key: Key)]
  /// Bytes read and not yet decoded.
  private var held: [UInt8] = []
  /// The bytes of a paste being read, up to ``Terminal/pasteLimit`` of them; nil outside one.
  private var pasted: [UInt8]?
  /// The button an X10 report pressed, which its release does not name.
  private var heldButton: MouseButton?
  /// Whether the replies to the startup query may still come: `ESC [ ?` … and cursor position
  /// reports are replies until then, and dropped after (`ESC [ 1 ; 5 R` is also Ctrl-F3).
  var awaitsReplies = false

  /// A decoder whose table holds `terminfoKeys` (whole sequences, ESC included) over PagerKit's,
  /// read when the first ESC comes.
  init(terminfoKeys: @autoclosure @escaping () -> [(sequence: [UInt8], key: Key)] = []) {
    self.terminfoKeys = terminfoKeys
  }

  /// PagerKit's sequences and, winning over them, `terminfoKeys`'s that begin with ESC.
  private static func pairs(
    terminfoKeys: [(sequence: [UInt8], key: Key)]
  ) -> [(sequence: [UInt8], key: Key)] {
    var pairs: [(sequence: [UInt8], key: Key)] = KeyDecoder.sequenceKeys.compactMap {
      text, press in EscapeSequence.key(for: press).map { ([Self.escape] + Array(text.utf8), $0) }
    }
    pairs += terminfoKeys.filter { $0.sequence.first == Self.escape && $0.sequence.count > 1 }
    return pairs
  }

  /// Whether bytes are held that may still become more, and for how long to wait for them, in
  /// milliseconds; nil when nothing is held.
  var waitMilliseconds: Int32? {
    if pasted != nil { return Self.pasteWait }
    guard !held.isEmpty else { return nil }
    if held.first == Self.escape, case .more(let inString) = escapeEnd(final: false),
      inString
    {
      return Self.stringWait
    }
    return Self.sequenceWait
  }

  /// What `bytes`, after those held, are; what may still become more is held.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Event] {
    held += bytes
    return take(final: false)
  }

  /// What the bytes held are, taken as they stand after a wait: a lone ESC is Escape, a paste
  /// without its end ends, a sequence cut short is dropped.
  mutating func flush() -> [Event] {
    take(final: true)
  }

  private mutating func take(final: Bool) -> [Event] {
    var events: [Event] = []
    while true {
      if pasted != nil {
        guard let event = takePaste(final: final) else { break }
        events.append(event)
        continue
      }
      guard let first = held.first else { break }
      let step = first == Self.escape ? escaped(final: final) : character(final: final)
      guard let (event, count) = step else { break }
      held.removeFirst(count)
      if let event { events.append(event) }
    }
    if final { held.removeAll() }
    return events
  }

  // MARK: Text

  /// The key of the character at the start: a control key, or a UTF-8 character (U+FFFD for a
  /// malformed one, for its first byte); nil while one is unfinished.
  private func character(final: Bool) -> (Event?, Int)? {
    let first = held[0]
    guard first >= 0x80 else { return (.input(.key(Self.key(ofByte: first))), 1) }
    let length =
      switch first {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 1
      }
    if held.count < length {
      // Continuation bytes so far: the rest may come.
      let soFar = held.dropFirst().allSatisfy { $0 & 0xC0 == 0x80 }
      if soFar && !final { return nil }
    }
    var decoder = UTF8()
    var iterator = held.prefix(length).makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return (.input(.key(.character("\u{FFFD}"))), 1)
    }
    return (.input(.key(.character(Character(scalar)))), scalar.utf8.count)
  }

  /// The key of a byte below 0x80: Tab, Enter, Backspace, or a character (control ones such as
  /// Ctrl-A, U+0001, included).
  private static func key(ofByte byte: UInt8) -> Key {
    switch byte {
    case 0x09: .tab
    case 0x0A, 0x0D: .enter
    case 0x1B: .escape
    case 0x08, 0x7F: .backspace
    default: .character(Character(Unicode.Scalar(byte)))
    }
  }

  // MARK: Sequences

  /// Where the sequence an ESC at the start begins ends, read by ``EscapeSequence``.
  private enum EscapeEnd {
    /// It ends with the byte at this index, meaning this.
    case done(Int, EscapeSequence.Meaning)
    /// ESC begins none: Escape, and the byte after it is a key of its own.
    case notASequence
    /// It goes on past the bytes held; `inString` inside a control string.
    case more(inString: Bool)
  }

  private func escapeEnd(final: Bool) -> EscapeEnd {
    var sequence = EscapeSequence()
    for index in held.indices.dropFirst() {
      switch sequence.feed(UInt32(held[index])) {
      case .more: continue
      case .notASequence: return .notASequence
      case .done(let meaning): return .done(index, meaning)
      }
    }
    return .more(inString: sequence.isInString)
  }

  /// What the ESC at the start begins, and the bytes it takes; nil while it may become more.
  private mutating func escaped(final: Bool) -> (Event?, Int)? {
    // The replies that come after the first frame are read without the table, which would be
    // made for them alone: 0.46 M instructions, before the second frame.
    if !beginsReply {
      if let match = tableMatch() { return (.input(.key(match.key)), match.count) }
      if !final, held.count < sequences.longest, sequences.hasLonger(startingWith: held) {
        return nil
      }
    }
    switch escapeEnd(final: final) {
    case .notASequence: return (.input(.key(.escape)), 1)
    case .more:
      guard final else { return nil }
      // A lone ESC is Escape; a sequence cut short is dropped with what came of it.
      return (held.count == 1 ? .input(.key(.escape)) : nil, held.count)
    case .done(let end, let meaning):
      // X10's report: its three bytes after `ESC [ M` may come in a later read.
      if end == 2, held[1] == UInt8(ascii: "["), held[2] == UInt8(ascii: "M"), held.count < 6,
        !final
      {
        return nil
      }
      return controlSequence(endingAt: end, final: final) ?? (event(of: meaning), end + 1)
    }
  }

  /// Whether the bytes held begin, as far as they go, a reply to the startup query that no key
  /// begins: `ESC [ ?`, or a cursor position report of a row past the first (the modified F3
  /// keys are `ESC [ 1 ; m R`, Ctrl-Insert `ESC [ 2 ; 5 ~`: a report is told by its `R`).
  private var beginsReply: Bool {
    guard awaitsReplies, held.count > 2, held[1] == UInt8(ascii: "[") else { return false }
    if held[2] == UInt8(ascii: "?") { return true }
    let parameters = held.dropFirst(2).prefix {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ";")
    }
    guard let separator = parameters.firstIndex(of: UInt8(ascii: ";")),
      separator > parameters.startIndex,
      !parameters[..<separator].elementsEqual([UInt8(ascii: "1")])
    else { return false }
    return parameters.endIndex == held.endIndex || held[parameters.endIndex] == UInt8(ascii: "R")
  }

  /// The longest whole sequence of the table at the start, if one is there.
  private mutating func tableMatch() -> (key: Key, count: Int)? {
    for count in stride(from: min(sequences.longest, held.count), through: 2, by: -1) {
      if let key = sequences.key(of: held.prefix(count)) { return (key, count) }
    }
    return nil
  }

  /// What a whole sequence means to the program.
  private mutating func event(of meaning: EscapeSequence.Meaning) -> Event? {
    switch meaning {
    case .key(let key): return .input(.key(key))
    case .pasteStart:
      pasted = []
      return nil
    case .pasteEnd, .ignored: return nil
    case .reply(let reply): return .reply(reply)
    }
  }

  /// A control sequence ending at `end` that ``EscapeSequence`` takes as nothing but the program
  /// reads: a mouse report, or a reply to the startup query. Nil for any other.
  private mutating func controlSequence(endingAt end: Int, final: Bool) -> (Event?, Int)? {
    guard held.count > 2, held[1] == UInt8(ascii: "[") else { return nil }
    let body = held[2..<end]
    let last = held[end]
    if body.first == UInt8(ascii: "<"), last == UInt8(ascii: "M") || last == UInt8(ascii: "m") {
      return (mouse(sgr: body.dropFirst(), pressed: last == UInt8(ascii: "M")), end + 1)
    }
    if body.isEmpty, last == UInt8(ascii: "M") {
      // X10: three bytes follow, each 32 past its value.
      guard held.count >= end + 4 else { return final ? (nil, held.count) : nil }
      let values = held[(end + 1)...(end + 3)].map { Int($0) - 32 }
      return (mouse(code: values[0], column: values[1], row: values[2], pressed: true), end + 4)
    }
    if body.first == UInt8(ascii: "?") {
      guard awaitsReplies else { return (nil, end + 1) }
      return (.reply(TerminalReply(body: body.dropFirst() + [last]) ?? .other), end + 1)
    }
    if last == UInt8(ascii: "R"), awaitsReplies,
      let reply = TerminalReply(cursorReportBody: body + [last])
    {
      return (.reply(reply), end + 1)
    }
    return nil
  }

  // MARK: Mouse

  /// An SGR report's parameters (`b ; x ; y`, after `<`): a press (`M`) or a release (`m`).
  private mutating func mouse(sgr parameters: some Collection<UInt8>, pressed: Bool) -> Event? {
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { Int(String(decoding: $0, as: UTF8.self)) }
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2]
    else { return nil }
    return mouse(code: code, column: column, row: row, pressed: pressed, namesRelease: true)
  }

  /// A report of button code `code` at the 1-based cell (`column`, `row`). X10 does not say which
  /// button a release lets go of (its code is 3); SGR does (`namesRelease`).
  private mutating func mouse(
    code: Int, column: Int, row: Int, pressed: Bool, namesRelease: Bool = false
  ) -> Event? {
    guard code >= 0, column >= 1, row >= 1 else { return nil }
    let buttons: [MouseButton] = [.left, .middle, .right]
    let number = code & 0b11
    let action: MouseAction
    if code & 64 != 0 {
      // The wheel: up and down (6 and 7, sideways, do nothing here).
      guard number < 2, code & 128 == 0 else { return nil }
      action = number == 0 ? .wheelUp : .wheelDown
    } else if code & 128 != 0 {
      return nil
    } else if code & 32 != 0 {
      // Motion: with a button held only (mode 1002).
      guard let button = number < 3 ? buttons[number] : heldButton else { return nil }
      action = .drag(button)
    } else if !pressed || number == 3 {
      let button = namesRelease && number < 3 ? buttons[number] : heldButton ?? .left
      heldButton = nil
      action = .release(button)
    } else {
      heldButton = buttons[number]
      action = .press(buttons[number])
    }
    return .input(.mouse(MouseEvent(column: column - 1, row: row - 1, action: action)))
  }

  // MARK: Paste

  /// The paste whose bytes come now: its text once its end (`ESC [ 201 ~`) is read, or, `final`,
  /// as far as it came; nil while it goes on. ``Terminal/pasteLimit`` bytes are kept at most.
  private mutating func takePaste(final: Bool) -> Event? {
    guard var text = pasted else { return nil }
    let end = held.indices.first { held[$0...].starts(with: Self.pasteEnd) }
    // Bytes that may begin the end stay held until it is told.
    let kept =
      end
      ?? (final
        ? held.count
        : held.indices.first { Self.pasteEnd.starts(with: held[$0...]) } ?? held.count)
    text += held[..<kept].prefix(max(0, Terminal.pasteLimit - text.count))
    held.removeFirst(end.map { $0 + Self.pasteEnd.count } ?? kept)
    guard end != nil || final else {
      pasted = text
      return nil
    }
    pasted = nil
    return .input(.paste(Self.pastedText(text)))
  }

  /// The text of a paste's bytes, control sequences inside it dropped.
  private static func pastedText(_ bytes: [UInt8]) -> String {
    var kept: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == escape else {
        kept.append(bytes[index])
        index += 1
        continue
      }
      var sequence = EscapeSequence()
      index += 1
      while index < bytes.count, sequence.feed(UInt32(bytes[index])) == .more { index += 1 }
      index += 1
    }
    return String(decoding: kept, as: UTF8.self)
  }
}

extension InputDecoder {
  /// The terminfo capabilities of keys, and the keys they name.
  static let terminfoKeyNames: [(capability: String, key: Key)] =
    [
      ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
      ("khome", .home), ("ka1", .home), ("kend", .end), ("kc1", .end), ("kpp", .pageUp),
      ("ka3", .pageUp), ("knp", .pageDown), ("kc3", .pageDown), ("kcbt", .backTab),
      ("kent", .enter), ("kdch1", .delete), ("kich1", .insert), ("kLFT5", .controlLeft),
      ("kRIT5", .controlRight),
    ] + (1...63).map { ("kf\($0)", Key.function($0)) }

  /// The key strings of the terminfo entry in use, as table entries.
  static func terminfoKeys() -> [(sequence: [UInt8], key: Key)] {
    terminfoKeyNames.compactMap { name in
      Terminfo.string(name.capability).map { (Array($0.utf8), name.key) }
    }
  }
}
