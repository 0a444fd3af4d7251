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
  /// Ctrl-C. The terminal turns it into SIGINT, which ends the program (status 130) in every
  /// mode before any table is asked, so it matches no key; it is in the table to be listed.
  case interrupt

  func matches(_ key: Key) -> Bool {
    switch self {
    case .key(let exact): key == exact
    case .digit: key.digit != nil
    case .anyCharacter: key.typedCharacter != nil
    case .anyKey: true
    case .interrupt: false
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

  /// The character a character key types (newlines type nothing).
  var typedCharacter: Character? {
    guard case .character(let character) = self, !character.isNewline else { return nil }
    return character
  }

  /// The key's name as printed on keyboards.
  var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
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
    case .unknown(let code): "key \(code)"
    }
  }
}
