import PagerKit

/// What a key asks the program to do.
enum KeyCommand: Equatable {
  case pager(PagerEvent)
  case quit
}

/// The keyboard bindings.
enum KeyMap {
  static func command(for key: Key) -> KeyCommand? {
    switch key {
    case .right, .tab, .character("l"): return .pager(.next)
    case .left, .backTab, .character("h"): return .pager(.previous)
    case .home: return .pager(.first)
    case .end: return .pager(.last)
    case .escape, .character("q"): return .quit
    case .character(let character):
      guard let digit = character.wholeNumberValue, (1...9).contains(digit),
        character.isASCII
      else { return nil }
      return .pager(.jump(to: digit - 1))
    default: return nil
    }
  }
}
