/// The keys one binding of the key table answers to, and how they are named to users.
enum KeyPattern: Equatable, Sendable {
  /// Exactly this key.
  case key(Key)
  /// One of the digits 1 to 9.
  case digit
  /// Any character key (not Enter, Tab, Esc or Backspace, which have keys of their own).
  case anyCharacter
  /// Every key.
  case anyKey
  /// Ctrl-C. The terminal turns it into SIGINT, which the program takes apart from keys and
  /// looks up with ``KeyTable/interruptCommand(in:)``, so it matches no key.
  case interrupt
  /// Keys pressed one after the other, as less's `ZZ` and `Esc u`: the first alone does nothing
  /// (it waits for the next), so it matches no single key.
  case sequence([Key])
  /// This key, then any character (less's `-` and `_` before an option's letter): the key alone
  /// waits for the character, so it matches no single key.
  case prefixed(Key)

  func matches(_ key: Key) -> Bool {
    switch self {
    case .key(let exact): key == exact
    case .digit: key.digit != nil
    case .anyCharacter: key.typedCharacter != nil
    case .anyKey: true
    case .interrupt, .sequence, .prefixed: false
    }
  }

  /// The name in `--help`, the `?` overlay and the manual page.
  var name: String {
    switch self {
    case .key(let key): key.name
    case .digit: "1 … 9"
    case .anyCharacter: "any character"
    case .anyKey: "any key"
    case .interrupt: "Ctrl-C"
    case .sequence(let keys):
      // As less writes them: ZZ, Esc-u, ^O^N.
      if keys.first?.controlLetter != nil {
        keys.map { key in key.controlLetter.map { "^\($0)" } ?? key.name }.joined()
      } else if keys.allSatisfy({ $0.typedCharacter != nil && $0 != .character(" ") }) {
        keys.map(\.name).joined()
      } else {
        keys.map(\.name).joined(separator: "-")
      }
    case .prefixed(let key): key.name + "<flag>"
    }
  }
}

extension KeyPattern: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key of this character, so that the table can say `"q"`.
  init(extendedGraphemeClusterLiteral character: Character) {
    self = .key(.character(character))
  }
}

extension Key {
  /// The value of a digit key from 1 to 9.
  var digit: Int? {
    guard case .character(let character) = self, character.isASCII,
      let digit = character.wholeNumberValue, (1...9).contains(digit)
    else { return nil }
    return digit
  }

  /// The character a character key types (newlines and control characters type nothing; the
  /// terminal's Enter, Tab, Esc and Backspace are keys of their own).
  var typedCharacter: Character? {
    guard case .character(let character) = self, !character.isNewline, controlLetter == nil
    else { return nil }
    return character
  }

  /// The key Ctrl is held with for a control character (Ctrl-G is U+0007): `G`.
  var controlLetter: Character? {
    guard case .character(let character) = self, let scalar = character.unicodeScalars.first,
      character.unicodeScalars.count == 1, scalar.value < 0x20
    else { return nil }
    return Character(Unicode.Scalar(UInt8(scalar.value) + 0x40))
  }

  /// Ctrl and a letter (or one of `@[\]^_`): Ctrl-E is U+0005.
  static func control(_ letter: Character) -> Key {
    let value = letter.uppercased().unicodeScalars.first?.value ?? 0x40
    return .character(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: value) & 0x1F)))
  }

  /// The key's name as printed on keyboards.
  var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character):
      controlLetter.map { "Ctrl-\($0)" } ?? String(character)
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .controlLeft: "Ctrl-Left"
    case .controlRight: "Ctrl-Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .function(let number): "F\(number)"
    }
  }
}
