import PagerKit

/// What a key asks the program to do.
enum KeyCommand: Equatable {
  case screen(ScreenEvent)
  case quit
}

/// The keyboard bindings: tabs as in the articles, scrolling as in `less`.
enum KeyMap {
  static func command(for key: Key) -> KeyCommand? {
    switch key {
    case .right, .tab, .character("l"): return .screen(.pager(.next))
    case .left, .backTab, .character("h"): return .screen(.pager(.previous))
    case .home: return .screen(.pager(.first))
    case .end: return .screen(.pager(.last))
    case .down, .enter, .character("j"): return .screen(.scroll(.lines(1)))
    case .up, .character("k"): return .screen(.scroll(.lines(-1)))
    case .pageDown, .character(" "), .character("f"): return .screen(.scroll(.pages(1)))
    case .pageUp, .character("b"): return .screen(.scroll(.pages(-1)))
    case .character("d"): return .screen(.scroll(.halfPages(1)))
    case .character("u"): return .screen(.scroll(.halfPages(-1)))
    case .character("g"): return .screen(.scroll(.top))
    case .character("G"): return .screen(.scroll(.bottom))
    case .escape, .character("q"): return .quit
    case .character(let character):
      guard character.isASCII, let digit = character.wholeNumberValue, (1...9).contains(digit)
      else { return nil }
      return .screen(.pager(.jump(to: digit - 1)))
    default: return nil
    }
  }
}
