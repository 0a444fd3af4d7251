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

  /// `ESC O` and a letter: the keypad's keys in application mode.
  private static func singleShift(_ character: UInt32) -> Meaning {
    switch character {
    case 0x41: .key(.up)
    case 0x42: .key(.down)
    case 0x43: .key(.right)
    case 0x44: .key(.left)
    case 0x48: .key(.home)
    case 0x46: .key(.end)
    case 0x4D: .key(.enter)
    // rxvt's Ctrl-Right and Ctrl-Left.
    case 0x63: .key(.controlRight)
    case 0x64: .key(.controlLeft)
    case 0x50...0x53: .key(.function(Int(character) - 0x50 + 1))
    default: .ignored
    }
  }

  /// `ESC [`, `body`, `final`: a cursor or editing key, a paste's bounds, or nothing to act on.
  private static func controlSequence(_ body: [UInt8], final: UInt8) -> Meaning {
    // `?`, `<`, `=`, `>` first: a private report (device attributes, modes, SGR mouse).
    if let first = body.first, (0x3C...0x3F).contains(first) { return .ignored }
    guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .ignored }
    let parameters = body.split(separator: 0x3B, omittingEmptySubsequences: false).map {
      $0.reduce(0) { min(100_000, $0 * 10 + Int($1) - 0x30) }
    }
    switch final {
    case 0x41: return .key(.up)
    case 0x42: return .key(.down)
    // xterm's modifiers come second, less one, Ctrl its bit 4: `ESC [1;5C` is Ctrl-Right.
    case 0x43: return .key(Self.withControl(parameters) ? .controlRight : .right)
    case 0x44: return .key(Self.withControl(parameters) ? .controlLeft : .left)
    case 0x48: return .key(.home)
    case 0x46: return .key(.end)
    case 0x5A: return .key(.backTab)
    case 0x7E: return tilde(parameters.first ?? 0)
    default: return .ignored
    }
  }

  /// Whether a cursor key's parameters say Ctrl was held: its second, the modifiers plus one.
  private static func withControl(_ parameters: [Int]) -> Bool {
    parameters.count >= 2 && parameters[1] > 0 && (parameters[1] - 1) & 4 != 0
  }

  /// `ESC [ n ~`: the editing keypad, function keys, a paste's bounds.
  private static func tilde(_ number: Int) -> Meaning {
    switch number {
    case 1, 7: .key(.home)
    case 2: .key(.insert)
    case 3: .key(.delete)
    case 4, 8: .key(.end)
    case 5: .key(.pageUp)
    case 6: .key(.pageDown)
    case 11...15: .key(.function(number - 10))
    case 17...21: .key(.function(number - 11))
    case 23, 24: .key(.function(number - 12))
    case 200: .pasteStart
    case 201: .pasteEnd
    default: .ignored
    }
  }
}
