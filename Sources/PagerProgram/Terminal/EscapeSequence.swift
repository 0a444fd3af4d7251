import PagerKit

/// What an ESC on the terminal's input begins, read a character at a time after it, when
/// ncurses did not decode it as a key: a key in the form the terminfo entry does not list (an
/// arrow in the other cursor mode, `ESC [ A` beside `ESC O A`), the start or end of a bracketed
/// paste, a report or reply this program has no use for (focus, device attributes, a mouse
/// report it did not ask for), all read whole; a control string (OSC `ESC ]`, DCS `ESC P`, and
/// SOS, PM, APC), read whole up to its end (ST `ESC \` or BEL) and never taken as keys, which is
/// how a terminal's reply that comes after its query was given up on is told apart; or no
/// sequence at all (a lone Esc, or Esc and a key, as Alt sends it), and the character after ESC
/// is a key of its own.
struct EscapeSequence {
  /// What a whole sequence means.
  enum Meaning: Equatable {
    case key(Key)
    /// `ESC [ 200 ~`: what follows, up to `ESC [ 201 ~`, was pasted.
    case pasteStart
    /// `ESC [ 201 ~`.
    case pasteEnd
    /// A sequence read whole that asks nothing of the program.
    case ignored
    /// A terminal's reply in a control string (OSC 11, its background colour).
    case reply(TerminalReply)
  }

  /// Where reading a sequence has got after a character.
  enum Step: Equatable {
    /// The sequence goes on.
    case more
    /// The sequence is whole.
    case done(Meaning)
    /// ESC began no sequence: the character is a key of its own.
    case notASequence
  }

  /// Characters kept of a sequence's parameters at most; a longer one is read on to its end and
  /// ignored.
  static let lengthLimit = 64

  private enum State {
    case start, controlSequence, singleShift
    /// Inside a control string; `isCommand` for an OSC, whose text may be a reply.
    case string(isCommand: Bool)
    /// ESC inside a control string: `\` ends it (ST), anything else cuts it short.
    case stringEscape(isCommand: Bool)
  }

  private var state = State.start
  /// The parameter and intermediate bytes of a control sequence (`ESC [` … final byte), or the
  /// text of an OSC.
  private var body: [UInt8] = []
  private var isTooLong = false

  /// Whether a control string is being read: only its ST or BEL ends it, however slowly its
  /// bytes come.
  var isInString: Bool {
    switch state {
    case .string, .stringEscape: true
    default: false
    }
  }

  /// Takes the next character after ESC.
  mutating func feed(_ character: UInt32) -> Step {
    switch state {
    case .start:
      switch character {
      case 0x5B:  // [
        state = .controlSequence
        return .more
      case 0x4F:  // O
        state = .singleShift
        return .more
      case 0x5D:  // ]
        state = .string(isCommand: true)
        return .more
      case 0x50, 0x58, 0x5E, 0x5F:  // P X ^ _: DCS, SOS, PM, APC
        state = .string(isCommand: false)
        return .more
      default: return .notASequence
      }
    case .string(let isCommand):
      switch character {
      case 0x07: return .done(stringMeaning(isCommand: isCommand))
      case 0x1B:
        state = .stringEscape(isCommand: isCommand)
        return .more
      case 0x18, 0x1A:
        // CAN and SUB cancel a control string.
        return .done(.ignored)
      default:
        if character < 0x80 && body.count < Self.lengthLimit {
          body.append(UInt8(character))
        } else {
          isTooLong = true
        }
        return .more
      }
    case .stringEscape(let isCommand):
      guard character != 0x5C else { return .done(stringMeaning(isCommand: isCommand)) }
      // Cut short by another sequence, which is read as one.
      self = EscapeSequence()
      return feed(character)
    case .singleShift:
      return .done(Self.singleShift(character))
    case .controlSequence:
      switch character {
      case 0x20...0x3F:
        if body.count < Self.lengthLimit { body.append(UInt8(character)) } else { isTooLong = true }
        return .more
      case 0x40...0x7E:
        return .done(isTooLong ? .ignored : Self.controlSequence(body, final: UInt8(character)))
      default:
        // A control character or non-ASCII inside: not a sequence of any terminal's.
        return .done(.ignored)
      }
    }
  }

  /// What a whole control string means: an OSC may be a reply; anything else asks nothing.
  private func stringMeaning(isCommand: Bool) -> Meaning {
    guard isCommand, !isTooLong else { return .ignored }
    let reply = TerminalReply(operatingSystemCommandBody: body)
    return reply == .other ? .ignored : .reply(reply)
  }

  /// `ESC O` and a letter: the keypad's keys in application mode, from PagerKit's table.
  private static func singleShift(_ character: UInt32) -> Meaning {
    guard character < 0x80 else { return .ignored }
    return meaning(of: KeyDecoder.press(forSequence: [0x4F, UInt8(character)]))
  }

  /// `ESC [`, `body`, `final`: a paste's bounds, or a cursor or editing key from PagerKit's
  /// table, or nothing to act on.
  private static func controlSequence(_ body: [UInt8], final: UInt8) -> Meaning {
    // `?`, `<`, `=`, `>` first: a private report (device attributes, modes, SGR mouse).
    if let first = body.first, (0x3C...0x3F).contains(first) { return .ignored }
    guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .ignored }
    if final == 0x7E, body == Array("200".utf8) { return .pasteStart }
    if final == 0x7E, body == Array("201".utf8) { return .pasteEnd }
    return meaning(of: KeyDecoder.press(forSequence: [0x5B] + body + [final]))
  }

  /// What a key from the table means: its key, or nothing for none.
  private static func meaning(of press: KeyPress?) -> Meaning {
    press.flatMap(key(for:)).map(Meaning.key) ?? .ignored
  }

  /// The program's key for a key from the table: Ctrl only tells the arrows apart (word
  /// moves), Shift only Tab; other modifiers leave the key as it is. Nil for the keys no
  /// sequence stands for here (characters, Backspace, Escape).
  static func key(for press: KeyPress) -> Key? {
    let control = press.modifiers.contains(.control)
    switch press.key {
    case .up: return .up
    case .down: return .down
    case .right: return control ? .controlRight : .right
    case .left: return control ? .controlLeft : .left
    case .home: return .home
    case .end: return .end
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .insert: return .insert
    case .delete: return .delete
    case .enter: return .enter
    case .tab: return press.modifiers.contains(.shift) ? .backTab : .tab
    case .function(let number): return .function(number)
    case .character, .backspace, .escape: return nil
    }
  }
}
